import type { LocalizedText } from '../../errors/catalogue/types';
import { done } from '../../errors/success-wording';

/** The success toasts of the context's writes (`actionResult(code)` answers them). */
export const SUCCESS_MESSAGES = {
  ORGANIZATION_APPROVED: { en: 'Organization approved successfully.', ms: 'Organisasi berjaya diluluskan.' },
  ORGANIZATION_REJECTED: { en: 'Organization rejected successfully.', ms: 'Organisasi berjaya ditolak.' },
  ORGANIZATION_SIGN_UP_RECEIVED: {
    en: 'Thank you. Your application has been received and is pending approval. We have sent a confirmation to {email}.',
    ms: 'Terima kasih. Permohonan anda telah diterima dan sedang menunggu kelulusan. Pengesahan telah dihantar ke {email}.',
  },
  ORGANIZATION_CREATED: {
    en: 'Organization created successfully. A first-time login link will be sent to {email}.',
    ms: 'Organisasi berjaya dicipta. Pautan log masuk kali pertama akan dihantar ke {email}.',
  },
  ORGANIZATION_UPDATED: done('updated', 'Organization', 'Organisasi'),
  PRODUCT_RATE_CODE_CREATED: done('created', 'Product rate code', 'Kod kadar produk'),
  PRODUCT_RATE_CODE_UPDATED: done('updated', 'Product rate code', 'Kod kadar produk'),
  SUPPORTING_DOCUMENT_UPDATED: done('updated', 'Supporting document', 'Dokumen sokongan'),
  SECRET_KEY_RESET: {
    en: 'A new secret key has been generated. Copy it now: it will not be shown again. The previous key no longer works.',
    ms: 'Kunci rahsia baharu telah dijana. Salin sekarang: ia tidak akan dipaparkan lagi. Kunci sebelumnya tidak lagi berfungsi.',
  },
} as const satisfies Record<string, LocalizedText>;
