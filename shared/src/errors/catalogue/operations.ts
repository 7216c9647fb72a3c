import type { CatalogueEntry } from './types';

/**
 * Failures of a business operation (spec sections 7 and 8), worded as the spec words them.
 * 500 because the user cannot fix them by changing input; input problems use validation codes.
 */
export const OPERATION_ERRORS = {
  INFORMATION_UPDATE_FAILED: {
    status: 500,
    en: 'Failed to update information, please try again later.',
    ms: 'Gagal mengemas kini maklumat, sila cuba sebentar lagi.',
  },
  CASE_CREATE_FAILED: {
    status: 500,
    en: 'Failed to create case, please try again later.',
    ms: 'Gagal mencipta kes, sila cuba sebentar lagi.',
  },
  USER_PROFILE_CREATE_FAILED: {
    status: 500,
    en: 'Fail to create user profile.',
    ms: 'Gagal mencipta profil pengguna.',
  },
  USER_PROFILE_UPDATE_FAILED: {
    status: 500,
    en: 'Fail to update user profile.',
    ms: 'Gagal mengemas kini profil pengguna.',
  },
  INVOICE_INSERT_FAILED: { status: 500, en: 'Failed to insert invoice.', ms: 'Gagal memasukkan invois.' },
  TOP_UP_ERROR: { status: 500, en: 'Top Up Error', ms: 'Ralat Tambah Nilai' },
  EXPORT_RUN_NOT_FOUND: {
    status: 404,
    en: 'No such export, or it is not yours.',
    ms: 'Tiada eksport sedemikian, atau ia bukan milik anda.',
  },
  EXPORT_NOT_READY: {
    status: 409,
    en: 'This export is not ready yet ({status}).',
    ms: 'Eksport ini belum sedia ({status}).',
  },
  EXPORT_FAILED: {
    status: 500,
    en: 'The export could not be made. Please try again.',
    ms: 'Eksport tidak dapat dibuat. Sila cuba lagi.',
  },
  /** A deletion failure shows the server's message; this is the text when it has none. */
  DELETE_FAILED: {
    status: 500,
    en: 'Failed to delete the record, please try again.',
    ms: 'Gagal memadam rekod, sila cuba lagi.',
  },
} as const satisfies Record<string, CatalogueEntry>;
