import type { CatalogueEntry } from './types';

/**
 * Field validation messages (spec section 5). The zod builders of schemas/validation.ts put these
 * codes in issue messages; the API returns them inside VALIDATION_FAILED details, hence 400.
 * Quoted spec texts are kept verbatim, grammar included ('All Character are not valid').
 */
export const VALIDATION_ERRORS = {
  REQUIRED_FIELD: { status: 400, en: 'Required field', ms: 'Medan wajib diisi' },
  NUMBERS_ONLY: { status: 400, en: 'Please enter numbers only', ms: 'Sila masukkan nombor sahaja' },
  /** A money field of a request that is not a JSON integer (text such as "1e3", a fraction). */
  MONEY_MINOR_UNITS: {
    status: 400,
    en: 'Please send the amount as a whole number of minor units (e.g. 1250 for MYR 12.50)',
    ms: 'Sila hantar amaun sebagai nombor bulat dalam unit kecil (cth. 1250 untuk MYR 12.50)',
  },
  /** More than one operation may move (MAX_MONEY_AMOUNT, shared/src/money/bounds.ts). */
  MONEY_AMOUNT_TOO_LARGE: {
    status: 400,
    en: 'This amount is too large: one operation can move at most {max} minor units (MYR 1,000,000,000.00)',
    ms: 'Amaun ini terlalu besar: satu operasi boleh memindahkan paling banyak {max} unit kecil (MYR 1,000,000,000.00)',
  },
  INVALID_EMAIL: { status: 400, en: 'Please enter a valid email', ms: 'Sila masukkan e-mel yang sah' },
  INTEGER_ONLY: { status: 400, en: 'Please enter an integer', ms: 'Sila masukkan nombor bulat' },
  NUMBER_BETWEEN: {
    status: 400,
    en: 'Please enter a number between {min} and {max}',
    ms: 'Sila masukkan nombor antara {min} hingga {max}',
  },
  NUMBER_AT_LEAST: {
    status: 400,
    en: 'Please enter a number of at least {min}',
    ms: 'Sila masukkan nombor sekurang-kurangnya {min}',
  },
  NUMBER_AT_MOST: {
    status: 400,
    en: 'Please enter a number of at most {max}',
    ms: 'Sila masukkan nombor tidak melebihi {max}',
  },
  MORE_THAN: {
    status: 400,
    en: 'Please enter a value more than {min}',
    ms: 'Sila masukkan nilai lebih daripada {min}',
  },
  AT_LEAST_N_CHARACTERS: {
    status: 400,
    en: 'Please enter at least {min} characters',
    ms: 'Sila masukkan sekurang-kurangnya {min} aksara',
  },
  AT_LEAST_N_DIGITS: {
    status: 400,
    en: 'Please enter at least {min} digits',
    ms: 'Sila masukkan sekurang-kurangnya {min} digit',
  },
  AT_MOST_N_CHARACTERS: {
    status: 400,
    en: 'Please enter no more than {max} characters',
    ms: 'Sila masukkan tidak lebih daripada {max} aksara',
  },
  ALPHABETIC_ONLY: {
    status: 400,
    en: 'Please enter alphabetic characters only',
    ms: 'Sila masukkan huruf sahaja',
  },
  INVALID_URL: { status: 400, en: 'Please enter a valid URL', ms: 'Sila masukkan URL yang sah' },
  INVALID_PHONE_NUMBER: {
    status: 400,
    en: 'Please enter a valid phone number with a dash between digit groups, e.g. 012-3456789',
    ms: 'Sila masukkan nombor telefon yang sah dengan sengkang di antara kumpulan digit, cth. 012-3456789',
  },
  ALL_CHARACTERS_INVALID: { status: 400, en: 'All Character are not valid', ms: 'Semua aksara tidak sah' },
  INVALID_CHARACTERS: { status: 400, en: 'Please enter valid characters', ms: 'Sila masukkan aksara yang sah' },
  INVALID_OPTION: { status: 400, en: 'Please select a valid option', ms: 'Sila pilih pilihan yang sah' },
  /** A currency outside ISO 4217's active list (shared/src/money/currencies.ts). */
  CURRENCY_NOT_ISO_4217: {
    status: 400,
    en: 'Please choose a currency by its ISO 4217 code (e.g. MYR)',
    ms: 'Sila pilih mata wang mengikut kod ISO 4217 (cth. MYR)',
  },
  /** A bank-in dated after now (by the instant, with a few minutes for clocks that differ). */
  BANK_IN_DATE_IN_FUTURE: {
    status: 400,
    en: 'The bank-in date and time cannot be in the future',
    ms: 'Tarikh dan masa deposit bank tidak boleh pada masa hadapan',
  },
  /** A calendar date of a request: `YYYY-MM-DD`, a real date. */
  DATE_FORMAT: {
    status: 400,
    en: 'Please enter a date as YYYY-MM-DD',
    ms: 'Sila masukkan tarikh sebagai YYYY-MM-DD',
  },
  /** The end of a date range before its start. */
  DATE_RANGE_REVERSED: {
    status: 400,
    en: 'The end date cannot be before the start date',
    ms: 'Tarikh akhir tidak boleh sebelum tarikh mula',
  },
  DATE_RANGE_TOO_LONG: {
    status: 400,
    en: 'Please choose at most {max} days',
    ms: 'Sila pilih tidak melebihi {max} hari',
  },
  /** A request body field the call does not take (every body is strict: nothing is silently dropped). */
  UNKNOWN_FIELD: {
    status: 400,
    en: 'Unknown field "{field}": this call does not take it',
    ms: 'Medan "{field}" tidak dikenali: panggilan ini tidak menerimanya',
  },
  TERMS_NOT_ACCEPTED: {
    status: 400,
    en: 'Please accept the terms and conditions',
    ms: 'Sila terima terma dan syarat',
  },
  ATTACHMENT_TYPE_NOT_ALLOWED: {
    status: 400,
    en: 'Only PDF, JPEG or PNG files are allowed',
    ms: 'Hanya fail PDF, JPEG atau PNG dibenarkan',
  },
  ATTACHMENT_REQUIRED: { status: 400, en: 'Please attach a file', ms: 'Sila lampirkan fail' },
  UPLOAD_LIMIT_REACHED: {
    status: 400,
    en: 'At most {max} files can be attached here.',
    ms: 'Paling banyak {max} fail boleh dilampirkan di sini.',
  },
  ATTACHMENT_CONTENT_MISMATCH: {
    status: 400,
    en: 'The file content does not match its type ({declared})',
    ms: 'Kandungan fail tidak sepadan dengan jenisnya ({declared})',
  },

  // --- password and security answers ---
  PASSWORD_NOT_IDENTICAL: {
    status: 400,
    en: 'Password is not identical, please try again',
    ms: 'Kata laluan tidak sama, sila cuba lagi',
  },
  PASSWORD_REQUIREMENTS_NOT_MET: {
    status: 400,
    en: 'Your password does not meet requirements',
    ms: 'Kata laluan anda tidak memenuhi keperluan',
  },
  /** Hint under password inputs; the per-rule codes below tick off a checklist. */
  PASSWORD_POLICY: {
    status: 400,
    en: 'Password must be at least {min} characters with an uppercase letter, a lowercase letter, a digit and a symbol',
    ms: 'Kata laluan mestilah sekurang-kurangnya {min} aksara dengan huruf besar, huruf kecil, digit dan simbol',
  },
  PASSWORD_TOO_SHORT: {
    status: 400,
    en: 'Password must be at least {min} characters',
    ms: 'Kata laluan mestilah sekurang-kurangnya {min} aksara',
  },
  PASSWORD_TOO_LONG: {
    status: 400,
    en: 'Password must be at most {max} characters',
    ms: 'Kata laluan mestilah tidak melebihi {max} aksara',
  },
  PASSWORD_NEEDS_UPPERCASE: {
    status: 400,
    en: 'Password must contain an uppercase letter',
    ms: 'Kata laluan mesti mengandungi huruf besar',
  },
  PASSWORD_NEEDS_LOWERCASE: {
    status: 400,
    en: 'Password must contain a lowercase letter',
    ms: 'Kata laluan mesti mengandungi huruf kecil',
  },
  PASSWORD_NEEDS_DIGIT: {
    status: 400,
    en: 'Password must contain a digit',
    ms: 'Kata laluan mesti mengandungi digit',
  },
  PASSWORD_NEEDS_SYMBOL: {
    status: 400,
    en: 'Password must contain a symbol (special character)',
    ms: 'Kata laluan mesti mengandungi simbol (aksara khas)',
  },
  SECURITY_ANSWER_SPECIAL_CHARACTERS: {
    status: 400,
    en: 'Special characters are not allowed in the security answer',
    ms: 'Aksara khas tidak dibenarkan dalam jawapan keselamatan',
  },
} as const satisfies Record<string, CatalogueEntry>;
