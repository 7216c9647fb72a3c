/**
 * Success toasts (spec section 8). Same convention as the error catalogue: the API or the web app
 * names a code, the toast shows its text in the user's language. No HTTP status: these are 2xx.
 */
import type { Language, LocalizedText } from './error-catalogue';
import { fillPlaceholders } from './placeholders';

export const SUCCESS_MESSAGES = {
  LOGIN_SUCCESSFUL: { en: 'Login successful.', ms: 'Log masuk berjaya.' },
  ACCOUNT_CREATED: { en: 'Account created successfully.', ms: 'Akaun berjaya dicipta.' },
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
  USER_UPDATED: { en: 'User updated successfully.', ms: 'Pengguna berjaya dikemas kini.' },
  PROFILE_UPDATED: { en: 'Profile updated successfully.', ms: 'Profil berjaya dikemas kini.' },
  OTP_SENT: {
    en: 'A one-time password has been sent to your registered email {email}.',
    ms: 'Kata laluan sekali guna telah dihantar ke e-mel berdaftar anda {email}.',
  },
  PASSWORD_UPDATED: { en: 'Password updated successfully.', ms: 'Kata laluan berjaya dikemas kini.' },
  SECURITY_QUESTION_UPDATED: {
    en: 'Security question updated successfully.',
    ms: 'Soalan keselamatan berjaya dikemas kini.',
  },
  SECURITY_PHRASE_UPDATED: {
    en: 'Security phrase updated successfully.',
    ms: 'Frasa keselamatan berjaya dikemas kini.',
  },
  MOBILE_NUMBER_UPDATED: {
    en: 'Mobile number updated successfully.',
    ms: 'Nombor telefon bimbit berjaya dikemas kini.',
  },
  MERCHANT_PROFILE_UPDATED: {
    en: 'Merchant profile updated successfully.',
    ms: 'Profil peniaga berjaya dikemas kini.',
  },
  USER_ACTIVATED: { en: 'User activated successfully.', ms: 'Pengguna berjaya diaktifkan.' },
  USER_DEACTIVATED: { en: 'User deactivated successfully.', ms: 'Pengguna berjaya dinyahaktifkan.' },
  USER_DELETED: { en: 'User deleted successfully.', ms: 'Pengguna berjaya dipadam.' },
  DEVICE_REGISTERED: { en: 'Device registered successfully.', ms: 'Peranti berjaya didaftarkan.' },
  DEVICE_REMOVED: { en: 'Device removed successfully.', ms: 'Peranti berjaya dialih keluar.' },
  BIOMETRICS_LOGIN_ACTIVATED: {
    en: 'Biometrics login activated successfully.',
    ms: 'Log masuk biometrik berjaya diaktifkan.',
  },
  TOP_UP_SUCCESSFUL: { en: 'Top up successful', ms: 'Tambah nilai berjaya.' },
  TOP_UP_REQUESTED: {
    en: 'Top-up request submitted. It is pending approval.',
    ms: 'Permohonan tambah nilai telah dihantar. Ia sedang menunggu kelulusan.',
  },
  TOP_UP_REJECTED: { en: 'Top-up rejected.', ms: 'Tambah nilai ditolak.' },
  TOP_UP_CANCELLED: { en: 'Top-up cancelled.', ms: 'Tambah nilai dibatalkan.' },
  PAYMENT_UNDONE: { en: 'Approved payment undone.', ms: 'Pembayaran yang diluluskan telah dibatalkan.' },
  CREDIT_LIMIT_ADJUSTED: { en: 'Credit limit updated successfully.', ms: 'Had kredit berjaya dikemas kini.' },
  CREDIT_ADJUSTED: { en: 'Credit balance adjusted successfully.', ms: 'Baki kredit berjaya dilaraskan.' },
  CREDIT_REFUNDED: { en: 'Credit refunded successfully.', ms: 'Kredit berjaya dipulangkan.' },
  CREDIT_SPENT: { en: 'Credit charged successfully.', ms: 'Kredit berjaya dicaj.' },
  CREDIT_HELD: { en: 'Credit held for the booking.', ms: 'Kredit dipegang untuk tempahan.' },
  CREDIT_HOLD_CAPTURED: { en: 'Held credit charged successfully.', ms: 'Kredit yang dipegang berjaya dicaj.' },
  CREDIT_HOLD_RELEASED: { en: 'Held credit released.', ms: 'Kredit yang dipegang telah dilepaskan.' },
  BANK_CREATED: { en: 'Bank created successfully.', ms: 'Bank berjaya dicipta.' },
  BANK_UPDATED: { en: 'Bank updated successfully.', ms: 'Bank berjaya dikemas kini.' },
  SYSTEM_FEE_CREATED: { en: 'System fee setting created successfully.', ms: 'Tetapan yuran sistem berjaya dicipta.' },
  SYSTEM_FEE_UPDATED: { en: 'System fee setting updated successfully.', ms: 'Tetapan yuran sistem berjaya dikemas kini.' },
  ORGANIZATION_APPROVED: { en: 'Organization approved successfully.', ms: 'Organisasi berjaya diluluskan.' },
  ORGANIZATION_REJECTED: { en: 'Organization rejected successfully.', ms: 'Organisasi berjaya ditolak.' },
  ORGANIZATION_SIGN_UP_RECEIVED: {
    en: 'Thank you. Your application has been received and is pending approval. We have sent a confirmation to {email}.',
    ms: 'Terima kasih. Permohonan anda telah diterima dan sedang menunggu kelulusan. Pengesahan telah dihantar ke {email}.',
  },
  ORGANIZATION_CREATED: {
    en: 'Organization created successfully. A first-time login link will be sent to {email}.',
    ms: 'Organisasi berjaya dicipta. Pautan log masuk kali pertama akan dihantar ke {email}.',
  },
  ORGANIZATION_UPDATED: { en: 'Organization updated successfully.', ms: 'Organisasi berjaya dikemas kini.' },
  PRODUCT_RATE_CODE_CREATED: { en: 'Product rate code created successfully.', ms: 'Kod kadar produk berjaya dicipta.' },
  PRODUCT_RATE_CODE_UPDATED: { en: 'Product rate code updated successfully.', ms: 'Kod kadar produk berjaya dikemas kini.' },
  SUPPORTING_DOCUMENT_UPDATED: {
    en: 'Supporting document updated successfully.',
    ms: 'Dokumen sokongan berjaya dikemas kini.',
  },
  SECRET_KEY_RESET: {
    en: 'A new secret key has been generated. Copy it now: it will not be shown again. The previous key no longer works.',
    ms: 'Kunci rahsia baharu telah dijana. Salin sekarang: ia tidak akan dipaparkan lagi. Kunci sebelumnya tidak lagi berfungsi.',
  },
  INVOICE_ADDED: { en: 'Invoice added successfully.', ms: 'Invois berjaya ditambah.' },
  INVOICE_UPDATED: { en: 'Invoice updated successfully.', ms: 'Invois berjaya dikemas kini.' },
  INVOICE_DEACTIVATED: { en: 'Invoice deactivated successfully.', ms: 'Invois berjaya dinyahaktifkan.' },
  CREDIT_NOTE_ADDED: { en: 'Credit note added successfully.', ms: 'Nota kredit berjaya ditambah.' },
  CREDIT_NOTE_UPDATED: { en: 'Credit note updated successfully.', ms: 'Nota kredit berjaya dikemas kini.' },
  CREDIT_NOTE_DEACTIVATED: {
    en: 'Credit note deactivated successfully.',
    ms: 'Nota kredit berjaya dinyahaktifkan.',
  },
  DEBIT_NOTE_ADDED: { en: 'Debit note added successfully.', ms: 'Nota debit berjaya ditambah.' },
  DEBIT_NOTE_UPDATED: { en: 'Debit note updated successfully.', ms: 'Nota debit berjaya dikemas kini.' },
  DEBIT_NOTE_DEACTIVATED: {
    en: 'Debit note deactivated successfully.',
    ms: 'Nota debit berjaya dinyahaktifkan.',
  },
  ROLE_CREATED: { en: 'Role created successfully.', ms: 'Peranan berjaya dicipta.' },
  ROLE_UPDATED: { en: 'Role updated successfully.', ms: 'Peranan berjaya dikemas kini.' },
  ROLE_ACCESS_SAVED: { en: 'Role access saved successfully.', ms: 'Akses peranan berjaya disimpan.' },
  MENU_SAVED: { en: 'Menu saved successfully.', ms: 'Menu berjaya disimpan.' },
  MENU_DELETED: { en: 'Menu deleted successfully.', ms: 'Menu berjaya dipadam.' },
  ROLE_OPTION_CREATED: { en: 'Role option created successfully.', ms: 'Pilihan peranan berjaya dicipta.' },
  ROLE_OPTION_UPDATED: { en: 'Role option updated successfully.', ms: 'Pilihan peranan berjaya dikemas kini.' },
  DROPDOWN_CREATED: { en: 'Dropdown created successfully.', ms: 'Senarai pilihan berjaya dicipta.' },
  DROPDOWN_UPDATED: { en: 'Dropdown updated successfully.', ms: 'Senarai pilihan berjaya dikemas kini.' },
  PAYMENT_BANK_OPTION_CREATED: {
    en: 'Payment bank option created successfully.',
    ms: 'Pilihan bank pembayaran berjaya dicipta.',
  },
  PAYMENT_BANK_OPTION_UPDATED: {
    en: 'Payment bank option updated successfully.',
    ms: 'Pilihan bank pembayaran berjaya dikemas kini.',
  },
  EMAIL_TEMPLATE_CREATED: { en: 'E-mail template created successfully.', ms: 'Templat e-mel berjaya dicipta.' },
  EMAIL_TEMPLATE_UPDATED: { en: 'E-mail template updated successfully.', ms: 'Templat e-mel berjaya dikemas kini.' },
  FILE_UPLOADED: { en: 'File uploaded.', ms: 'Fail dimuat naik.' },
  HOTEL_CREATED: { en: 'Hotel created successfully.', ms: 'Hotel berjaya dicipta.' },
  HOTEL_UPDATED: { en: 'Hotel updated successfully.', ms: 'Hotel berjaya dikemas kini.' },
  HOTEL_DELETED: { en: 'Hotel deleted successfully.', ms: 'Hotel berjaya dipadam.' },
  HOTEL_FACILITY_ADDED: { en: 'Facility added to the hotel.', ms: 'Kemudahan berjaya ditambah ke hotel.' },
  HOTEL_FACILITY_UPDATED: { en: 'Hotel facility updated successfully.', ms: 'Kemudahan hotel berjaya dikemas kini.' },
  HOTEL_FACILITY_REMOVED: { en: 'Facility removed from the hotel.', ms: 'Kemudahan berjaya dikeluarkan dari hotel.' },
  FACILITY_CREATED: { en: 'Facility created successfully.', ms: 'Kemudahan berjaya dicipta.' },
  FACILITY_UPDATED: { en: 'Facility updated successfully.', ms: 'Kemudahan berjaya dikemas kini.' },
  FACILITY_DELETED: { en: 'Facility deleted successfully.', ms: 'Kemudahan berjaya dipadam.' },
  BED_TYPE_CREATED: { en: 'Bed type created successfully.', ms: 'Jenis katil berjaya dicipta.' },
  BED_TYPE_DELETED: { en: 'Bed type deleted successfully.', ms: 'Jenis katil berjaya dipadam.' },
  BED_COMBINATION_CREATED: { en: 'Bed combination created successfully.', ms: 'Gabungan katil berjaya dicipta.' },
  BED_COMBINATION_UPDATED: { en: 'Bed combination updated successfully.', ms: 'Gabungan katil berjaya dikemas kini.' },
  ROOM_CREATED: { en: 'Room type created successfully.', ms: 'Jenis bilik berjaya dicipta.' },
  ROOM_UPDATED: { en: 'Room type updated successfully.', ms: 'Jenis bilik berjaya dikemas kini.' },
  ROOM_DELETED: { en: 'Room type deleted successfully.', ms: 'Jenis bilik berjaya dipadam.' },
  ROOM_RATE_CREATED: { en: 'Room rate created successfully.', ms: 'Kadar bilik berjaya dicipta.' },
  ROOM_RATE_DUPLICATED: { en: 'Room rate duplicated successfully.', ms: 'Kadar bilik berjaya disalin.' },
  ROOM_RATE_UPDATED: { en: 'Room rate updated successfully.', ms: 'Kadar bilik berjaya dikemas kini.' },
  ROOM_RATE_DELETED: { en: 'Room rate deleted successfully.', ms: 'Kadar bilik berjaya dipadam.' },
  RATE_PLAN_DELETED: {
    en: 'Rate plan {ratePlanCode} deleted from {count} room type(s).',
    ms: 'Pelan kadar {ratePlanCode} berjaya dipadam daripada {count} jenis bilik.',
  },
} as const satisfies Record<string, LocalizedText>;

export type SuccessCode = keyof typeof SUCCESS_MESSAGES;

export function formatSuccess(code: SuccessCode, lang: Language = 'en', params: Record<string, unknown> = {}): string {
  const template: string = SUCCESS_MESSAGES[code][lang];
  return fillPlaceholders(template, params);
}

export function isSuccessCode(value: unknown): value is SuccessCode {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(SUCCESS_MESSAGES, value);
}
