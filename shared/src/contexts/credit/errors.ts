import type { CatalogueEntry } from '../../errors/catalogue/types';

/** Agent and system credit, top-ups, banks and system fees (spec sections 3, 4 and 7; the spec words only 'Top Up Error'). */
export const ERRORS = {
  INSUFFICIENT_CREDIT: {
    status: 409,
    en: 'Insufficient credit: this would take the available credit below zero (available {available}, needed {needed}).',
    ms: 'Kredit tidak mencukupi: ini akan menjadikan kredit tersedia kurang daripada sifar (tersedia {available}, diperlukan {needed}).',
  },
  /** Bounds of money (shared/src/money/bounds.ts): a limit or a balance that would pass MAX_CREDIT_BALANCE. */
  CREDIT_LIMIT_TOO_LARGE: {
    status: 409,
    en: 'The credit limit cannot exceed {max} minor units (MYR 10,000,000,000.00); this change would make it {wouldBe}.',
    ms: 'Had kredit tidak boleh melebihi {max} unit kecil (MYR 10,000,000,000.00); perubahan ini akan menjadikannya {wouldBe}.',
  },
  CREDIT_BALANCE_TOO_LARGE: {
    status: 409,
    en: 'The balance cannot exceed {max} minor units (MYR 10,000,000,000.00); this would make it {wouldBe}.',
    ms: 'Baki tidak boleh melebihi {max} unit kecil (MYR 10,000,000,000.00); ini akan menjadikannya {wouldBe}.',
  },
  CREDIT_LIMIT_NEGATIVE: {
    status: 409,
    en: 'The credit limit cannot be negative: it is {creditLimit} and this change would make it {wouldBe}.',
    ms: 'Had kredit tidak boleh negatif: ia {creditLimit} dan perubahan ini akan menjadikannya {wouldBe}.',
  },
  TOP_UP_NOT_PENDING: {
    status: 409,
    en: 'This top-up is no longer pending: it has already been approved, rejected or cancelled.',
    ms: 'Tambah nilai ini tidak lagi menunggu: ia telah diluluskan, ditolak atau dibatalkan.',
  },
  TOP_UP_NOT_APPROVED: {
    status: 409,
    en: 'Only an approved top-up can be undone.',
    ms: 'Hanya tambah nilai yang telah diluluskan boleh dibatalkan.',
  },
  PAYMENT_ALREADY_UNDONE: {
    status: 409,
    en: 'This approved payment has already been undone.',
    ms: 'Pembayaran yang diluluskan ini telah pun dibatalkan.',
  },
  TOP_UP_REASON_REQUIRED: {
    status: 400,
    en: 'Please give the reason for rejecting this top-up.',
    ms: 'Sila nyatakan sebab menolak tambah nilai ini.',
  },
  REFUND_EXCEEDS_SPENT: {
    status: 409,
    en: 'The refund exceeds what is left to refund on this booking ({refundable}).',
    ms: 'Bayaran balik melebihi baki yang boleh dipulangkan bagi tempahan ini ({refundable}).',
  },
  HOLD_ALREADY_EXISTS: {
    status: 409,
    en: 'This booking already holds credit.',
    ms: 'Tempahan ini sudah memegang kredit.',
  },
  HOLD_NOT_ACTIVE: {
    status: 409,
    en: 'This booking holds no active credit: it was captured, released or has expired.',
    ms: 'Tempahan ini tidak memegang kredit aktif: ia telah ditangkap, dilepaskan atau telah tamat tempoh.',
  },
  CAPTURE_EXCEEDS_HOLD: {
    status: 409,
    en: 'The amount to capture exceeds the credit held for this booking ({held}).',
    ms: 'Amaun yang hendak ditangkap melebihi kredit yang dipegang untuk tempahan ini ({held}).',
  },
  BANK_NOT_AVAILABLE: {
    status: 400,
    en: 'Please choose an active bank.',
    ms: 'Sila pilih bank yang aktif.',
  },
  BANK_CODE_TAKEN: {
    status: 409,
    en: 'A bank with this code already exists.',
    ms: 'Bank dengan kod ini sudah wujud.',
  },
  SYSTEM_FEE_SETTING_EXISTS: {
    status: 409,
    en: 'This fee type is already set for this organization and currency.',
    ms: 'Jenis yuran ini sudah ditetapkan untuk organisasi dan mata wang ini.',
  },
} as const satisfies Record<string, CatalogueEntry>;
