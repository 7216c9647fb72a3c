/**
 * Success toasts (spec section 8). Same convention as the error catalogue: the API or the web app
 * names a code, the toast shows its text in the user's language. No HTTP status: these are 2xx.
 */
import type { Language, LocalizedText } from './error-catalogue';
import { fillPlaceholders } from './placeholders';

/**
 * How the usual writes read: `<Thing> created successfully.`, `<Benda> berjaya dicipta.` One rule per
 * outcome, so the toasts of every screen say it the same way in both languages.
 */
const OUTCOMES = {
  created: 'dicipta',
  updated: 'dikemas kini',
  deleted: 'dipadam',
  added: 'ditambah',
  activated: 'diaktifkan',
  deactivated: 'dinyahaktifkan',
  saved: 'disimpan',
  cancelled: 'dibatalkan',
} as const;

/** The toast of a usual write: what happened (`created`) to what, named in English and in Malay. */
function done(outcome: keyof typeof OUTCOMES, en: string, ms: string): LocalizedText {
  return { en: `${en} ${outcome} successfully.`, ms: `${ms} berjaya ${OUTCOMES[outcome]}.` };
}

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
  TOP_UP_SUCCESSFUL: { en: 'Top up successful', ms: 'Tambah nilai berjaya.' },
  TOP_UP_REQUESTED: {
    en: 'Top-up request submitted. It is pending approval.',
    ms: 'Permohonan tambah nilai telah dihantar. Ia sedang menunggu kelulusan.',
  },
  TOP_UP_REJECTED: { en: 'Top-up rejected.', ms: 'Tambah nilai ditolak.' },
  TOP_UP_CANCELLED: { en: 'Top-up cancelled.', ms: 'Tambah nilai dibatalkan.' },
  PAYMENT_UNDONE: { en: 'Approved payment undone.', ms: 'Pembayaran yang diluluskan telah dibatalkan.' },
  CREDIT_LIMIT_ADJUSTED: done('updated', 'Credit limit', 'Had kredit'),
  CREDIT_ADJUSTED: { en: 'Credit balance adjusted successfully.', ms: 'Baki kredit berjaya dilaraskan.' },
  CREDIT_REFUNDED: { en: 'Credit refunded successfully.', ms: 'Kredit berjaya dipulangkan.' },
  CREDIT_SPENT: { en: 'Credit charged successfully.', ms: 'Kredit berjaya dicaj.' },
  CREDIT_HELD: { en: 'Credit held for the booking.', ms: 'Kredit dipegang untuk tempahan.' },
  CREDIT_HOLD_CAPTURED: { en: 'Held credit charged successfully.', ms: 'Kredit yang dipegang berjaya dicaj.' },
  CREDIT_HOLD_RELEASED: { en: 'Held credit released.', ms: 'Kredit yang dipegang telah dilepaskan.' },
  BANK_CREATED: done('created', 'Bank', 'Bank'),
  BANK_UPDATED: done('updated', 'Bank', 'Bank'),
  SYSTEM_FEE_CREATED: done('created', 'System fee setting', 'Tetapan yuran sistem'),
  SYSTEM_FEE_UPDATED: done('updated', 'System fee setting', 'Tetapan yuran sistem'),
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
  ORGANIZATION_UPDATED: done('updated', 'Organization', 'Organisasi'),
  PRODUCT_RATE_CODE_CREATED: done('created', 'Product rate code', 'Kod kadar produk'),
  PRODUCT_RATE_CODE_UPDATED: done('updated', 'Product rate code', 'Kod kadar produk'),
  SUPPORTING_DOCUMENT_UPDATED: done('updated', 'Supporting document', 'Dokumen sokongan'),
  SECRET_KEY_RESET: {
    en: 'A new secret key has been generated. Copy it now: it will not be shown again. The previous key no longer works.',
    ms: 'Kunci rahsia baharu telah dijana. Salin sekarang: ia tidak akan dipaparkan lagi. Kunci sebelumnya tidak lagi berfungsi.',
  },
  INVOICE_ADDED: done('added', 'Invoice', 'Invois'),
  INVOICE_UPDATED: done('updated', 'Invoice', 'Invois'),
  INVOICE_DEACTIVATED: done('deactivated', 'Invoice', 'Invois'),
  CREDIT_NOTE_ADDED: done('added', 'Credit note', 'Nota kredit'),
  CREDIT_NOTE_UPDATED: done('updated', 'Credit note', 'Nota kredit'),
  CREDIT_NOTE_DEACTIVATED: done('deactivated', 'Credit note', 'Nota kredit'),
  DEBIT_NOTE_ADDED: done('added', 'Debit note', 'Nota debit'),
  DEBIT_NOTE_UPDATED: done('updated', 'Debit note', 'Nota debit'),
  DEBIT_NOTE_DEACTIVATED: done('deactivated', 'Debit note', 'Nota debit'),
  ROLE_CREATED: done('created', 'Role', 'Peranan'),
  ROLE_UPDATED: done('updated', 'Role', 'Peranan'),
  ROLE_ACCESS_SAVED: done('saved', 'Role access', 'Akses peranan'),
  MENU_SAVED: done('saved', 'Menu', 'Menu'),
  MENU_DELETED: done('deleted', 'Menu', 'Menu'),
  ROLE_OPTION_CREATED: done('created', 'Role option', 'Pilihan peranan'),
  ROLE_OPTION_UPDATED: done('updated', 'Role option', 'Pilihan peranan'),
  DROPDOWN_CREATED: done('created', 'Dropdown', 'Senarai pilihan'),
  DROPDOWN_UPDATED: done('updated', 'Dropdown', 'Senarai pilihan'),
  PAYMENT_BANK_OPTION_CREATED: done('created', 'Payment bank option', 'Pilihan bank pembayaran'),
  PAYMENT_BANK_OPTION_UPDATED: done('updated', 'Payment bank option', 'Pilihan bank pembayaran'),
  EMAIL_TEMPLATE_CREATED: done('created', 'E-mail template', 'Templat e-mel'),
  EMAIL_TEMPLATE_UPDATED: done('updated', 'E-mail template', 'Templat e-mel'),
  FILE_UPLOADED: { en: 'File uploaded.', ms: 'Fail dimuat naik.' },
  MARKUP_GROUP_CREATED: done('created', 'Mark-up group', 'Kumpulan tokokan harga'),
  MARKUP_GROUP_UPDATED: done('updated', 'Mark-up group', 'Kumpulan tokokan harga'),
  ORGANIZATION_GROUP_ASSIGNED: { en: 'Mark-up group assigned.', ms: 'Kumpulan tokokan harga ditetapkan.' },
  MARKUP_CREATED: done('created', 'Mark-up', 'Tokokan harga'),
  MARKUP_UPDATED: done('updated', 'Mark-up', 'Tokokan harga'),
  SERVICE_FEE_CREATED: done('created', 'Service fee', 'Yuran perkhidmatan'),
  SERVICE_FEE_UPDATED: done('updated', 'Service fee', 'Yuran perkhidmatan'),
  BOOKING_CREATED: {
    en: 'Booking made: the rooms are held until the payment deadline.',
    ms: 'Tempahan dibuat: bilik ditahan sehingga tarikh akhir pembayaran.',
  },
  BOOKING_PAID: { en: 'Payment received.', ms: 'Bayaran diterima.' },
  BOOKING_PAYMENT_STARTED: {
    en: 'Continue to FPX online banking to pay.',
    ms: 'Teruskan ke perbankan dalam talian FPX untuk membayar.',
  },
  BOOKING_TICKETS_CREATED: {
    en: 'Booking made: the tickets are held until the payment deadline.',
    ms: 'Tempahan dibuat: tiket ditahan sehingga tarikh akhir pembayaran.',
  },
  BOOKING_TICKETS_CHANGED: done('updated', 'Tickets', 'Tiket'),
  BOOKING_TICKETS_UNCHANGED: {
    en: 'Nothing to change: the tickets were already as given.',
    ms: 'Tiada perubahan: tiket sudah seperti yang diberi.',
  },
  BOOKING_ISSUED: { en: 'Booking confirmed.', ms: 'Tempahan disahkan.' },
  BOOKING_CANCELLED: done('cancelled', 'Booking', 'Tempahan'),
  BOOKING_STATUS_UPDATED: done('updated', 'Booking status', 'Status tempahan'),
  BOOKING_FOLIO_UPDATED: done('updated', 'Guest details', 'Butiran tetamu'),
  BOOKING_FOLIO_UNCHANGED: {
    en: 'Nothing to change: the guest details were already as given.',
    ms: 'Tiada perubahan: butiran tetamu sudah seperti yang diberi.',
  },
  BOOKING_EMAIL_SENT: {
    en: 'The booking confirmation and voucher are on their way to {email}.',
    ms: 'Pengesahan tempahan dan baucar sedang dihantar kepada {email}.',
  },
  HOTEL_CREATED: done('created', 'Hotel', 'Hotel'),
  HOTEL_UPDATED: done('updated', 'Hotel', 'Hotel'),
  HOTEL_DELETED: done('deleted', 'Hotel', 'Hotel'),
  HOTEL_FACILITY_ADDED: { en: 'Facility added to the hotel.', ms: 'Kemudahan berjaya ditambah ke hotel.' },
  HOTEL_FACILITY_UPDATED: done('updated', 'Hotel facility', 'Kemudahan hotel'),
  HOTEL_FACILITY_REMOVED: { en: 'Facility removed from the hotel.', ms: 'Kemudahan berjaya dikeluarkan dari hotel.' },
  HOTEL_PHOTO_UPLOADED: { en: 'Photo uploaded.', ms: 'Foto dimuat naik.' },
  HOTEL_PHOTO_DELETED: done('deleted', 'Photo', 'Foto'),
  HOTEL_PHOTOS_REORDERED: { en: 'Photo order saved.', ms: 'Susunan foto disimpan.' },
  HOTEL_COVER_PHOTO_SET: { en: 'Cover photo chosen.', ms: 'Foto muka depan dipilih.' },
  FACILITY_CREATED: done('created', 'Facility', 'Kemudahan'),
  FACILITY_UPDATED: done('updated', 'Facility', 'Kemudahan'),
  FACILITY_DELETED: done('deleted', 'Facility', 'Kemudahan'),
  BED_TYPE_CREATED: done('created', 'Bed type', 'Jenis katil'),
  BED_TYPE_DELETED: done('deleted', 'Bed type', 'Jenis katil'),
  BED_COMBINATION_CREATED: done('created', 'Bed combination', 'Gabungan katil'),
  BED_COMBINATION_UPDATED: done('updated', 'Bed combination', 'Gabungan katil'),
  ROOM_CREATED: done('created', 'Room type', 'Jenis bilik'),
  ROOM_UPDATED: done('updated', 'Room type', 'Jenis bilik'),
  ROOM_DELETED: done('deleted', 'Room type', 'Jenis bilik'),
  ROOM_RATE_CREATED: done('created', 'Room rate', 'Kadar bilik'),
  ROOM_RATE_DUPLICATED: { en: 'Room rate duplicated successfully.', ms: 'Kadar bilik berjaya disalin.' },
  ROOM_RATE_UPDATED: done('updated', 'Room rate', 'Kadar bilik'),
  ROOM_RATE_DELETED: done('deleted', 'Room rate', 'Kadar bilik'),
  RATE_SEASON_CREATED: done('created', 'Season', 'Musim'),
  RATE_SEASON_UPDATED: done('updated', 'Season', 'Musim'),
  RATE_SEASON_DELETED: done('deleted', 'Season', 'Musim'),
  ROOM_CALENDAR_UPDATED: {
    en: 'Calendar updated: {daysChanged} day(s) changed.',
    ms: 'Kalendar berjaya dikemas kini: {daysChanged} hari diubah.',
  },
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
