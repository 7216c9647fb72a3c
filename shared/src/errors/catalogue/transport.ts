import type { CatalogueEntry } from './types';

/**
 * Transport failures of the web app's HTTP client (spec section 8). Status 0: the API never
 * answered, so these are raised client-side only.
 */
export const TRANSPORT_ERRORS = {
  NETWORK_ERROR: {
    status: 0,
    en: 'Network error, please check your connection and try again.',
    ms: 'Ralat rangkaian, sila semak sambungan anda dan cuba lagi.',
  },
  REQUEST_ABORTED: { status: 0, en: 'Request aborted.', ms: 'Permintaan telah dihentikan.' },
  TIMEOUT_EXCEEDED: {
    status: 0,
    en: 'Timeout exceeded, please try again.',
    ms: 'Masa menunggu telah tamat, sila cuba lagi.',
  },
  UNSUPPORTED_PROTOCOL: { status: 0, en: 'Unsupported protocol.', ms: 'Protokol tidak disokong.' },
  REQUEST_CANCELED: { status: 0, en: 'Request canceled.', ms: 'Permintaan telah dibatalkan.' },
} as const satisfies Record<string, CatalogueEntry>;
