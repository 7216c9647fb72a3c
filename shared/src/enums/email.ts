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
] as const satisfies LabelledEnum<string>;
export type EmailTemplateType = CodeOf<typeof EMAIL_TEMPLATE_TYPE>;
export const emailTemplateTypeSchema = enumSchema(EMAIL_TEMPLATE_TYPE);
