/**
 * The one error catalogue (spec section 8). Every API error answers `{ code, message, details }`;
 * `code` is a key of this object, `message` is taken from it in the caller's language.
 * Codes are stable identifiers: the web app and API clients branch on them, never on text.
 */
export type Language = 'en' | 'ms';

export interface CatalogueEntry {
  /** HTTP status the API answers with for this code. */
  status: number;
  en: string;
  ms: string;
}

export const ERROR_CATALOGUE = {
  // --- generic request errors ---
  VALIDATION_FAILED: { status: 400, en: 'Please check the highlighted fields.', ms: 'Sila semak medan yang ditandakan.' },
  MISSING_PATH_PARAMETER: {
    status: 400,
    en: 'Required parameter {name} was null or undefined.',
    ms: 'Parameter wajib {name} adalah null atau tidak ditakrifkan.',
  },
  UNAUTHENTICATED: { status: 401, en: 'Please sign in to continue.', ms: 'Sila log masuk untuk meneruskan.' },
  FORBIDDEN: {
    status: 403,
    en: 'You are not authorized to perform this action.',
    ms: 'Anda tidak dibenarkan melakukan tindakan ini.',
  },
  XSRF_TOKEN_MISMATCH: {
    status: 403,
    en: 'Your session has expired, please reload the page.',
    ms: 'Sesi anda telah tamat, sila muat semula halaman.',
  },
  NOT_FOUND: { status: 404, en: 'Page Not Found: {path}', ms: 'Halaman Tidak Dijumpai: {path}' },
  RECORD_NOT_FOUND: { status: 404, en: 'The record was not found.', ms: 'Rekod tidak dijumpai.' },
  CONCURRENCY_CONFLICT: {
    status: 409,
    en: 'The record was changed by someone else, please try again.',
    ms: 'Rekod telah diubah oleh orang lain, sila cuba lagi.',
  },
  IDEMPOTENCY_KEY_REUSED: {
    status: 409,
    en: 'This Idempotency-Key was already used for a different request.',
    ms: 'Idempotency-Key ini telah digunakan untuk permintaan yang berbeza.',
  },
  IDEMPOTENCY_IN_PROGRESS: {
    status: 409,
    en: 'A request with this Idempotency-Key is still being processed.',
    ms: 'Permintaan dengan Idempotency-Key ini masih sedang diproses.',
  },
  PAYLOAD_TOO_LARGE: {
    status: 413,
    en: 'The attachment exceeds the 3 MB limit.',
    ms: 'Lampiran melebihi had 3 MB.',
  },
  RATE_LIMITED: {
    status: 429,
    en: 'Too many requests, please wait a moment and try again.',
    ms: 'Terlalu banyak permintaan, sila tunggu sebentar dan cuba lagi.',
  },
  SERVICE_UNAVAILABLE: {
    status: 503,
    en: 'The service is unavailable at the moment. Please try again later.',
    ms: 'Perkhidmatan tidak tersedia pada masa ini. Sila cuba sebentar lagi.',
  },
  UNEXPECTED_ERROR: {
    status: 500,
    en: 'Unexpected error occurs, please try again.',
    ms: 'Ralat tidak dijangka berlaku, sila cuba lagi.',
  },
  REQUEST_PROCESSING_ERROR: {
    status: 500,
    en: 'An error occurred during processing request.',
    ms: 'Ralat berlaku semasa memproses permintaan.',
  },

  // --- authentication (spec sections 4 and 8) ---
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
} as const satisfies Record<string, CatalogueEntry>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

/** Fills `{name}` placeholders of a catalogue message. */
export function formatMessage(code: ErrorCode, lang: Language = 'en', params: Record<string, unknown> = {}): string {
  const template: string = ERROR_CATALOGUE[code][lang];
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in params ? String(params[key]) : whole));
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(ERROR_CATALOGUE, value);
}
