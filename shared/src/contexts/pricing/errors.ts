import type { CatalogueEntry } from '../../errors/catalogue/types';
import { notFound } from '../../errors/refusal-wording';

/** Refusals of pricing: mark-up groups, mark-ups, service fees and quotes (docs/pricing.md). */
export const ERRORS = {
  MARKUP_GROUP_NOT_FOUND: notFound('mark-up group', 'Kumpulan tokokan harga'),
  MARKUP_GROUP_CODE_TAKEN: {
    status: 409,
    en: 'A mark-up group with the code {code} already exists.',
    ms: 'Kumpulan tokokan harga dengan kod {code} sudah wujud.',
  },
  MARKUP_GROUP_INACTIVE: {
    status: 422,
    en: 'The mark-up group is inactive.',
    ms: 'Kumpulan tokokan harga tidak aktif.',
  },
  MARKUP_GROUP_NOT_B2B: {
    status: 422,
    en: 'An organization can only join a B2B mark-up group.',
    ms: 'Organisasi hanya boleh menyertai kumpulan tokokan harga B2B.',
  },
  MARKUP_GROUP_CUSTOMER_TYPE: {
    status: 422,
    en: 'The customer type must be the group’s ({customerType}).',
    ms: 'Jenis pelanggan mestilah sama dengan kumpulan ({customerType}).',
  },
  MARKUP_GROUP_DEFAULT_INACTIVE: {
    status: 422,
    en: 'A default group must be active.',
    ms: 'Kumpulan lalai mestilah aktif.',
  },
  MARKUP_NOT_FOUND: notFound('mark-up', 'Tokokan harga'),
  MARKUP_VERSION_NOT_FOUND: {
    status: 404,
    en: 'The mark-up has no version {version}.',
    ms: 'Tokokan harga tiada versi {version}.',
  },
  MARKUP_CHANGED_MEANWHILE: {
    status: 409,
    en: 'Someone else changed this mark-up (now version {version}). Reload it and try again.',
    ms: 'Orang lain telah mengubah tokokan harga ini (kini versi {version}). Muat semula dan cuba lagi.',
  },
  MARKUP_ROWS_SAME_FOR_ALL: {
    status: 422,
    en: 'With the same fees for all, give exactly one row without a cabin class or star rating.',
    ms: 'Dengan yuran yang sama untuk semua, berikan tepat satu baris tanpa kelas kabin atau penarafan bintang.',
  },
  MARKUP_ROW_CABIN_REQUIRED: {
    status: 422,
    en: 'Each row of a flight mark-up names a cabin class.',
    ms: 'Setiap baris tokokan harga penerbangan menamakan kelas kabin.',
  },
  MARKUP_ROW_RATING_REQUIRED: {
    status: 422,
    en: 'Each row of a hotel mark-up names a star rating.',
    ms: 'Setiap baris tokokan harga hotel menamakan penarafan bintang.',
  },
  MARKUP_ROWS_NOT_FOR_PRODUCT: {
    status: 422,
    en: 'This product has the same fees for all; rows per cabin class or star rating are for flights and hotels.',
    ms: 'Produk ini mempunyai yuran yang sama untuk semua; baris mengikut kelas kabin atau penarafan bintang adalah untuk penerbangan dan hotel.',
  },
  FEE_BASIS_NOT_FOR_PRODUCT: {
    status: 422,
    en: 'Per segment applies to flights only.',
    ms: 'Setiap segmen terpakai untuk penerbangan sahaja.',
  },
  SERVICE_FEE_NOT_FOUND: notFound('service fee', 'Yuran perkhidmatan'),
  PRICE_OUT_OF_RANGE: {
    status: 422,
    en: 'The price would exceed the largest amount the system handles.',
    ms: 'Harga akan melebihi amaun terbesar yang dikendalikan oleh sistem.',
  },
} as const satisfies Record<string, CatalogueEntry>;
