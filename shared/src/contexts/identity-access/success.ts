import type { LocalizedText } from '../../errors/catalogue/types';
import { done } from '../../errors/success-wording';

/** The success toasts of the context's writes (`actionResult(code)` answers them). */
export const SUCCESS_MESSAGES = {
  LOGIN_SUCCESSFUL: { en: 'Login successful.', ms: 'Log masuk berjaya.' },
  ACCOUNT_CREATED: done('created', 'Account', 'Akaun'),
  USER_CREATED: {
    en: 'User created successfully. A first-time login link has been sent to the registered email {email}.',
    ms: 'Pengguna berjaya dicipta. Pautan log masuk kali pertama telah dihantar ke e-mel berdaftar {email}.',
  },
  PASSWORD_RESET_SUCCESSFUL: { en: 'Password reset successful.', ms: 'Kata laluan berjaya ditetapkan semula.' },
  /** Deliberately the same whether or not the account exists, so it reveals nothing. */
  PASSWORD_RESET_LINK_SENT: {
    en: 'If the account exists, a password reset link has been sent to its registered email.',
    ms: 'Jika akaun itu wujud, pautan tetapan semula kata laluan telah dihantar ke e-mel berdaftarnya.',
  },
  ACCOUNT_ACTIVATED: {
    en: 'Your account is activated, please log in.',
    ms: 'Akaun anda telah diaktifkan, sila log masuk.',
  },
  USER_UPDATED: done('updated', 'User', 'Pengguna'),
  PROFILE_UPDATED: done('updated', 'Profile', 'Profil'),
  OTP_SENT: {
    en: 'A one-time password has been sent to your registered email {email}.',
    ms: 'Kata laluan sekali guna telah dihantar ke e-mel berdaftar anda {email}.',
  },
  PASSWORD_UPDATED: done('updated', 'Password', 'Kata laluan'),
  SECURITY_QUESTION_UPDATED: done('updated', 'Security question', 'Soalan keselamatan'),
  SECURITY_PHRASE_UPDATED: done('updated', 'Security phrase', 'Frasa keselamatan'),
  MOBILE_NUMBER_UPDATED: done('updated', 'Mobile number', 'Nombor telefon bimbit'),
  MERCHANT_PROFILE_UPDATED: done('updated', 'Merchant profile', 'Profil peniaga'),
  USER_ACTIVATED: done('activated', 'User', 'Pengguna'),
  USER_DEACTIVATED: done('deactivated', 'User', 'Pengguna'),
  USER_DELETED: done('deleted', 'User', 'Pengguna'),
  DEVICE_REGISTERED: { en: 'Device registered successfully.', ms: 'Peranti berjaya didaftarkan.' },
  DEVICE_REMOVED: { en: 'Device removed successfully.', ms: 'Peranti berjaya dialih keluar.' },
  BIOMETRICS_LOGIN_ACTIVATED: done('activated', 'Biometrics login', 'Log masuk biometrik'),
  ROLE_CREATED: done('created', 'Role', 'Peranan'),
  ROLE_UPDATED: done('updated', 'Role', 'Peranan'),
  ROLE_ACCESS_SAVED: done('saved', 'Role access', 'Akses peranan'),
  MENU_SAVED: done('saved', 'Menu', 'Menu'),
  MENU_DELETED: done('deleted', 'Menu', 'Menu'),
} as const satisfies Record<string, LocalizedText>;
