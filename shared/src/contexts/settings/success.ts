import type { LocalizedText } from '../../errors/catalogue/types';
import { done } from '../../errors/success-wording';

/** The success toasts of the context's writes (`actionResult(code)` answers them). */
export const SUCCESS_MESSAGES = {
  BANK_CREATED: done('created', 'Bank', 'Bank'),
  BANK_UPDATED: done('updated', 'Bank', 'Bank'),
  ROLE_OPTION_CREATED: done('created', 'Role option', 'Pilihan peranan'),
  ROLE_OPTION_UPDATED: done('updated', 'Role option', 'Pilihan peranan'),
  DROPDOWN_CREATED: done('created', 'Dropdown', 'Senarai pilihan'),
  DROPDOWN_UPDATED: done('updated', 'Dropdown', 'Senarai pilihan'),
  PAYMENT_BANK_OPTION_CREATED: done('created', 'Payment bank option', 'Pilihan bank pembayaran'),
  PAYMENT_BANK_OPTION_UPDATED: done('updated', 'Payment bank option', 'Pilihan bank pembayaran'),
  EMAIL_TEMPLATE_CREATED: done('created', 'E-mail template', 'Templat e-mel'),
  EMAIL_TEMPLATE_UPDATED: done('updated', 'E-mail template', 'Templat e-mel'),
} as const satisfies Record<string, LocalizedText>;
