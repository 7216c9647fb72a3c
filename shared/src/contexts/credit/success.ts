import type { LocalizedText } from '../../errors/catalogue/types';
import { done } from '../../errors/success-wording';

/** The success toasts of the context's writes (`actionResult(code)` answers them). */
export const SUCCESS_MESSAGES = {
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
  SYSTEM_FEE_CREATED: done('created', 'System fee setting', 'Tetapan yuran sistem'),
  SYSTEM_FEE_UPDATED: done('updated', 'System fee setting', 'Tetapan yuran sistem'),
} as const satisfies Record<string, LocalizedText>;
