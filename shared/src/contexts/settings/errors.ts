import type { CatalogueEntry } from '../../errors/catalogue/types';
import { notFound } from '../../errors/refusal-wording';

/** Refusals of the settings context: bos dropdowns, payment bank options, e-mail templates. */
export const ERRORS = {
  DROPDOWN_NOT_FOUND: {
    status: 404,
    en: 'There is no dropdown with the key {key}.',
    ms: 'Tiada senarai pilihan dengan kunci {key}.',
  },
  DROPDOWN_KEY_TAKEN: {
    status: 409,
    en: 'A dropdown with the key {key} already exists.',
    ms: 'Senarai pilihan dengan kunci {key} sudah wujud.',
  },
  DROPDOWN_KEY_FORMAT: {
    status: 400,
    en: 'Use capital letters, digits and underscores, starting with a letter (e.g. ROOM_AMENITY).',
    ms: 'Gunakan huruf besar, digit dan garis bawah, bermula dengan huruf (cth. ROOM_AMENITY).',
  },
  DROPDOWN_OPTION_CODE_FORMAT: {
    status: 400,
    en: 'Use letters, digits, hyphens and underscores only.',
    ms: 'Gunakan huruf, digit, sempang dan garis bawah sahaja.',
  },
  DROPDOWN_OPTION_DUPLICATE: {
    status: 400,
    en: 'The option code {code} is listed more than once.',
    ms: 'Kod pilihan {code} disenaraikan lebih daripada sekali.',
  },
  /** Stored records keep option codes, so an option is never deleted, only deactivated. */
  DROPDOWN_OPTION_REMOVED: {
    status: 400,
    en: 'The option {code} cannot be removed; deactivate it instead.',
    ms: 'Pilihan {code} tidak boleh dibuang; nyahaktifkannya sebagai ganti.',
  },
  DROPDOWN_INACTIVE_NOT_ALLOWED: {
    status: 403,
    en: 'Only dropdown administrators may see inactive options.',
    ms: 'Hanya pentadbir senarai pilihan boleh melihat pilihan yang tidak aktif.',
  },
  PAYMENT_METHOD_WITHOUT_BANK_OPTIONS: {
    status: 400,
    en: 'Bank options exist only for the online payment methods iPay88FPX and E-wallet.',
    ms: 'Pilihan bank hanya wujud untuk kaedah pembayaran dalam talian iPay88FPX dan E-dompet.',
  },
  PAYMENT_BANK_OPTION_TAKEN: {
    status: 409,
    en: 'The bank {paymentBankId} is already an option of this payment method.',
    ms: 'Bank {paymentBankId} sudah menjadi pilihan kaedah pembayaran ini.',
  },
  PAYMENT_BANK_OPTION_NOT_FOUND: notFound('payment bank option', 'Pilihan bank pembayaran'),
  EMAIL_TEMPLATE_NOT_FOUND: notFound('e-mail template', 'Templat e-mel'),
  EMAIL_TEMPLATE_TAKEN: {
    status: 409,
    en: 'This template type already has a template in {language}; edit that one instead.',
    ms: 'Jenis templat ini sudah mempunyai templat dalam {language}; sunting templat itu sebagai ganti.',
  },
  EMAIL_TEMPLATE_PLACEHOLDER_UNKNOWN: {
    status: 400,
    en: '{placeholder} is not available in this type of e-mail. Available: {available}.',
    ms: '{placeholder} tidak tersedia dalam jenis e-mel ini. Yang tersedia: {available}.',
  },
  EMAIL_TEMPLATE_PLACEHOLDER_REQUIRED: {
    status: 400,
    en: 'This type of e-mail must contain {placeholder}.',
    ms: 'Jenis e-mel ini mesti mengandungi {placeholder}.',
  },
  EMAIL_TEMPLATE_PLACEHOLDER_MALFORMED: {
    status: 400,
    en: 'Write placeholders as {example}: a name between double braces.',
    ms: 'Tulis pemegang tempat sebagai {example}: nama di antara kurungan kurawal berganda.',
  },
} as const satisfies Record<string, CatalogueEntry>;
