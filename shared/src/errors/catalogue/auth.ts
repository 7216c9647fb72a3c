import type { CatalogueEntry } from './types';

/** Sign-in, account state and credential-setup errors (spec sections 4 and 8). */
export const AUTH_ERRORS = {
  USERNAME_NOT_FOUND: {
    status: 401,
    en: 'Username not found, please try again.',
    ms: 'Nama pengguna tidak dijumpai, sila cuba lagi.',
  },
  PASSWORD_NOT_MATCHED: {
    status: 401,
    en: 'Password not matched with username. You have {attemptsLeft} attempt(s) left.',
    ms: 'Kata laluan tidak sepadan dengan nama pengguna. Anda mempunyai {attemptsLeft} cubaan lagi.',
  },
  ACCOUNT_LOCKED: {
    status: 423,
    en: 'Your account is locked, please proceed to Forgot Password',
    ms: 'Akaun anda telah dikunci, sila teruskan ke Lupa Kata Laluan',
  },
  LOGIN_FAILED: {
    status: 401,
    en: 'Login Failed. Invalid username or password.',
    ms: 'Log Masuk Gagal. Nama pengguna atau kata laluan tidak sah.',
  },
  ACCOUNT_NOT_FOUND: { status: 404, en: 'Account not found.', ms: 'Akaun tidak dijumpai.' },
  ACCOUNT_ALREADY_ACTIVATED: {
    status: 409,
    en: 'Account is already activated, please log in.',
    ms: 'Akaun telah diaktifkan, sila log masuk.',
  },
  ACCOUNT_DISABLED: {
    status: 403,
    en: 'Your account is disabled or deleted, please contact your admin.',
    ms: 'Akaun anda dinyahaktifkan atau dipadam, sila hubungi pentadbir anda.',
  },
  ACCOUNT_LOCKED_USE_FORGOT_PASSWORD: {
    status: 423,
    en: 'Your account is locked, please use Forgot Password.',
    ms: 'Akaun anda dikunci, sila gunakan Lupa Kata Laluan.',
  },
  ACCOUNT_RESET_USE_EMAIL_LINK: {
    status: 403,
    en: 'Your password was reset, please use the link sent to your email.',
    ms: 'Kata laluan anda telah ditetapkan semula, sila gunakan pautan yang dihantar ke e-mel anda.',
  },
  FIRST_TIME_LOGIN_REQUIRED: {
    status: 403,
    en: 'Please proceed with First Time Login.',
    ms: 'Sila teruskan dengan Log Masuk Kali Pertama.',
  },
  SESSION_REVOKED: {
    status: 401,
    en: 'Your session has ended, please sign in again.',
    ms: 'Sesi anda telah tamat, sila log masuk semula.',
  },
  SECURITY_PHRASE_POLICY: {
    status: 400,
    en: 'Security phrase does not meet requirements.',
    ms: 'Frasa keselamatan tidak memenuhi keperluan.',
  },
  PASSWORD_SETUP_FAILED: { status: 400, en: 'Password setup failed.', ms: 'Penetapan kata laluan gagal.' },
  SECURITY_ANSWER_INCORRECT: { status: 400, en: 'Your answer is incorrect.', ms: 'Jawapan anda tidak betul.' },
  OTP_INVALID: { status: 400, en: 'OTP is invalid.', ms: 'OTP tidak sah.' },
  PASSWORD_UPDATE_FAILED: {
    status: 500,
    en: 'Password failed to update, please try again.',
    ms: 'Kata laluan gagal dikemas kini, sila cuba lagi.',
  },
} as const satisfies Record<string, CatalogueEntry>;
