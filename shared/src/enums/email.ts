import { enumSchema, type CodeOf, type LabelledEnum } from './labelled';

/**
 * Kinds of e-mail the product sends; each has a template per language (settings context,
 * editable; defaults seeded). Codes are stored: keep them stable.
 */
export const EMAIL_TEMPLATE_TYPE = [
  { code: 'FIRST_TIME_LOGIN', en: 'First-time login link', ms: 'Pautan log masuk kali pertama' },
  { code: 'PASSWORD_RESET', en: 'Password reset link', ms: 'Pautan tetapan semula kata laluan' },
  { code: 'OTP', en: 'One-time password', ms: 'Kata laluan sekali guna' },
  { code: 'ORGANIZATION_RECEIVED', en: 'Organization sign-up received', ms: 'Pendaftaran organisasi diterima' },
  { code: 'ORGANIZATION_APPROVED', en: 'Organization approved', ms: 'Organisasi diluluskan' },
  { code: 'ORGANIZATION_REJECTED', en: 'Organization rejected', ms: 'Organisasi ditolak' },
  { code: 'FINANCE_DOCUMENT', en: 'Finance document (PDF attached)', ms: 'Dokumen kewangan (PDF dilampirkan)' },
  { code: 'INVOICE_OVERDUE', en: 'Invoice overdue reminder', ms: 'Peringatan invois tertunggak' },
] as const satisfies LabelledEnum<string>;
export type EmailTemplateType = CodeOf<typeof EMAIL_TEMPLATE_TYPE>;
export const emailTemplateTypeSchema = enumSchema(EMAIL_TEMPLATE_TYPE);

/**
 * The values each type of mail is sent with (`{{name}}` in its template) and those its body must
 * contain: a first-time login mail without its `{{link}}` is useless, and a placeholder the sender
 * does not fill stops the mail from going out at all (the renderer refuses a hole). Edits are
 * checked against this list (`emailTemplateProblems`), so an edit cannot break a mail. A new
 * type or a new value passed by a sender is added here in the same change.
 */
export const EMAIL_TEMPLATE_PLACEHOLDERS = {
  FIRST_TIME_LOGIN: { available: ['name', 'link', 'hours'], required: ['link'] },
  PASSWORD_RESET: { available: ['name', 'link', 'minutes'], required: ['link'] },
  OTP: { available: ['name', 'otp', 'seconds'], required: ['otp'] },
  ORGANIZATION_RECEIVED: { available: ['name'], required: [] },
  ORGANIZATION_APPROVED: { available: ['name'], required: [] },
  ORGANIZATION_REJECTED: { available: ['name', 'reason'], required: ['reason'] },
  FINANCE_DOCUMENT: { available: ['name', 'documentTitle', 'documentNo', 'documentDate', 'total'], required: ['documentNo'] },
  INVOICE_OVERDUE: {
    available: ['name', 'documentNo', 'dueDate', 'daysOverdue', 'outstanding', 'level'],
    required: ['documentNo', 'outstanding'],
  },
} as const satisfies Record<EmailTemplateType, { available: readonly string[]; required: readonly string[] }>;

/**
 * A placeholder as templates write it, `{{name}}` (spaces inside the braces allowed): what the mail
 * worker fills (backend settings/services/template-renderer.ts) and edits are checked for
 * (`emailTemplateProblems`). Global: use it with `replace` and `matchAll`, which keep no state.
 */
export const EMAIL_PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;
