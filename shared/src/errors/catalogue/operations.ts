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
  /** A deletion failure shows the server's message; this is the text when it has none. */
  DELETE_FAILED: {
    status: 500,
    en: 'Failed to delete the record, please try again.',
    ms: 'Gagal memadam rekod, sila cuba lagi.',
  },
} as const satisfies Record<string, CatalogueEntry>;
