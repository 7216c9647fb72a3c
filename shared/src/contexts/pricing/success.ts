import type { LocalizedText } from '../../errors/catalogue/types';
import { done } from '../../errors/success-wording';

/** The success toasts of the context's writes (`actionResult(code)` answers them). */
export const SUCCESS_MESSAGES = {
  MARKUP_GROUP_CREATED: done('created', 'Mark-up group', 'Kumpulan tokokan harga'),
  MARKUP_GROUP_UPDATED: done('updated', 'Mark-up group', 'Kumpulan tokokan harga'),
  ORGANIZATION_GROUP_ASSIGNED: { en: 'Mark-up group assigned.', ms: 'Kumpulan tokokan harga ditetapkan.' },
  MARKUP_CREATED: done('created', 'Mark-up', 'Tokokan harga'),
  MARKUP_UPDATED: done('updated', 'Mark-up', 'Tokokan harga'),
  SERVICE_FEE_CREATED: done('created', 'Service fee', 'Yuran perkhidmatan'),
  SERVICE_FEE_UPDATED: done('updated', 'Service fee', 'Yuran perkhidmatan'),
} as const satisfies Record<string, LocalizedText>;
