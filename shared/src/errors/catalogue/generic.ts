import type { CatalogueEntry } from './types';
import { notFound } from '../refusal-wording';

/** Request-level errors any endpoint can answer with, and the system errors of spec section 8. */
export const GENERIC_ERRORS = {
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
  RECORD_NOT_FOUND: notFound('record', 'Rekod'),
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
  READ_AFTER_INVALID: {
    status: 400,
    en: 'X-Read-After must be an X-Log-Position exactly as the API answered it.',
    ms: 'X-Read-After mestilah X-Log-Position tepat seperti yang dijawab oleh API.',
  },
  /** Also the field message of an attachment over the limit (same words on screen and from the API). */
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
  /** Shown when a failed authentication call carries no message of its own. */
  REQUEST_PROCESSING_ERROR: {
    status: 500,
    en: 'An error occurred during processing request.',
    ms: 'Ralat berlaku semasa memproses permintaan.',
  },
} as const satisfies Record<string, CatalogueEntry>;
