/**
 * The settings context's calls (spec section 7): bos dropdowns and payment bank options
 * (`/bo/Dropdown`) and e-mail templates (`/bo/EmailTemplate`). Request bodies are strict: a field
 * the call does not know is refused (400), never silently dropped.
 */
import { z } from 'zod';
import { EMAIL_PLACEHOLDER, EMAIL_TEMPLATE_PLACEHOLDERS, type EmailTemplateType, emailTemplateTypeSchema } from '../enums/email';
import { type PaymentMethod, paymentMethodSchema } from '../enums/finance';
import { languageSchema } from '../enums/ui';
import type { ErrorCode } from '../errors/error-catalogue';
import { actionResultSchema } from './action-result.schema';
import { pageOf, sortedBy } from './paging.schema';
import { flagRepeats, integerField, upperCaseCodeField, validTextField } from './validation';

const fail = (code: ErrorCode) => ({ error: code });
const sortOrderField = () => integerField({ min: 0, max: 100_000 });
/** `true`/`false` in a query string (and booleans in a body). */
const booleanFlag = () =>
  z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean(fail('INVALID_OPTION'))).default(false);

// ---------------------------------------------------------------------------------------------
// Bos dropdowns: a key (ROOM_AMENITY) names an ordered list of options a back-office select offers.
// Stored records keep an option's code, so codes never change and options are never deleted
// (an update must list every existing code; retire one by deactivating it).

export const BOS_DROPDOWN_MAX_OPTIONS = 200;

/** ROOM_AMENITY, CASE_CATEGORY: upper-cased on the way in. */
export const bosDropdownKeyField = () =>
  upperCaseCodeField({ pattern: /^[A-Z][A-Z0-9_]{1,49}$/, invalid: 'DROPDOWN_KEY_FORMAT' });

const bosDropdownOptionCodeField = () =>
  upperCaseCodeField({ max: 50, pattern: /^[A-Z0-9][A-Z0-9_-]*$/, invalid: 'DROPDOWN_OPTION_CODE_FORMAT' });

const bosDropdownOptionInputSchema = z.strictObject({
  code: bosDropdownOptionCodeField(),
  labelEn: validTextField({ max: 100 }),
  labelMs: validTextField({ max: 100 }),
  active: z.boolean(fail('INVALID_OPTION')).default(true),
});

/** `createbosdropdown` and `updatebosdropdown`: the whole dropdown, its options in display order. */
export const bosDropdownSaveSchema = z.strictObject({
  key: bosDropdownKeyField(),
  nameEn: validTextField({ max: 100 }),
  nameMs: validTextField({ max: 100 }),
  options: z
    .array(bosDropdownOptionInputSchema, fail('REQUIRED_FIELD'))
    .min(1, fail('REQUIRED_FIELD'))
    .max(BOS_DROPDOWN_MAX_OPTIONS, fail('NUMBER_AT_MOST'))
    .superRefine(
      flagRepeats((option) => option.code, {
        field: 'code',
        code: 'DROPDOWN_OPTION_DUPLICATE',
        params: (option) => ({ code: option.code }),
      }),
    ),
});
export type BosDropdownSave = z.infer<typeof bosDropdownSaveSchema>;
export type BosDropdownSaveInput = z.input<typeof bosDropdownSaveSchema>;

/** `POST /bo/Dropdown/bosdropdown`: one dropdown's options (inactive ones only for its administrators). */
export const bosDropdownQuerySchema = z.strictObject({
  key: bosDropdownKeyField(),
  includeInactive: booleanFlag(),
});
export type BosDropdownQuery = z.infer<typeof bosDropdownQuerySchema>;

export const bosDropdownOptionSchema = z.object({
  code: z.string(),
  labelEn: z.string(),
  labelMs: z.string(),
  sortOrder: z.number().int(),
  active: z.boolean(),
});
export type BosDropdownOption = z.infer<typeof bosDropdownOptionSchema>;

export const bosDropdownSchema = z.object({
  key: z.string(),
  nameEn: z.string(),
  nameMs: z.string(),
  options: z.array(bosDropdownOptionSchema),
  updatedAt: z.string(),
});
export type BosDropdown = z.infer<typeof bosDropdownSchema>;
export const bosDropdownResultSchema = actionResultSchema.extend({ dropdown: bosDropdownSchema });

/** `GET /bo/Dropdown/bosdropdownkeylist`: every dropdown, by key. */
export const bosDropdownKeySchema = z.object({
  key: z.string(),
  nameEn: z.string(),
  nameMs: z.string(),
  optionCount: z.number().int(),
  activeOptionCount: z.number().int(),
  updatedAt: z.string(),
});
export type BosDropdownKey = z.infer<typeof bosDropdownKeySchema>;
export const bosDropdownKeyListSchema = z.array(bosDropdownKeySchema);

// ---------------------------------------------------------------------------------------------
// Payment bank options: the banks (FPX) or wallets a payer picks for an online payment method.
// `paymentBankId` and `paymentBankName` are what the payment form sends as PaymentBankId and
// PaymentBankName (spec section 3); `gatewayPaymentId` is the gateway's PaymentId for the option
// (iPay88: 16 is FPX online banking).

/** The payment methods whose gateway page asks which bank or wallet. */
export const PAYMENT_METHODS_WITH_BANK_OPTIONS = ['IPAY88_FPX', 'EWALLET'] as const satisfies readonly PaymentMethod[];

const bankOptionPaymentMethodField = () =>
  paymentMethodSchema.refine((m) => (PAYMENT_METHODS_WITH_BANK_OPTIONS as readonly string[]).includes(m), {
    error: 'PAYMENT_METHOD_WITHOUT_BANK_OPTIONS' satisfies ErrorCode,
  });

const paymentBankOptionFields = {
  gatewayPaymentId: integerField({ min: 1, max: 9999 }),
  paymentBankName: validTextField({ max: 100 }),
  sortOrder: sortOrderField().default(0),
  active: z.boolean(fail('INVALID_OPTION')).default(true),
};

/** `POST /bo/Dropdown/createPaymentBankOption`. */
export const paymentBankOptionCreateSchema = z.strictObject({
  paymentMethod: bankOptionPaymentMethodField(),
  /** The gateway's bank id (FPX: MB2U0227 for Maybank2u); unique per payment method, upper-cased. */
  paymentBankId: upperCaseCodeField({ max: 30, pattern: /^[A-Z0-9_-]+$/ }),
  ...paymentBankOptionFields,
});
export type PaymentBankOptionCreate = z.infer<typeof paymentBankOptionCreateSchema>;

/** `POST /bo/Dropdown/updatePaymentBankOption` (addition): method and bank id are the option's identity and stay. */
export const paymentBankOptionUpdateSchema = z.strictObject({
  id: z.uuid(fail('PAYMENT_BANK_OPTION_NOT_FOUND')),
  gatewayPaymentId: paymentBankOptionFields.gatewayPaymentId,
  paymentBankName: paymentBankOptionFields.paymentBankName,
  sortOrder: sortOrderField(),
  active: z.boolean(fail('INVALID_OPTION')),
});
export type PaymentBankOptionUpdate = z.infer<typeof paymentBankOptionUpdateSchema>;

/** `GET /bo/Dropdown/getPaymentBankOptionList` (addition). */
export const paymentBankOptionListQuerySchema = z.strictObject({
  paymentMethod: bankOptionPaymentMethodField().optional(),
  activeOnly: booleanFlag(),
});
export type PaymentBankOptionListQuery = z.infer<typeof paymentBankOptionListQuerySchema>;

export const paymentBankOptionSchema = z.object({
  id: z.string(),
  paymentMethod: z.string(),
  gatewayPaymentId: z.number().int(),
  paymentBankId: z.string(),
  paymentBankName: z.string(),
  sortOrder: z.number().int(),
  active: z.boolean(),
});
export type PaymentBankOption = z.infer<typeof paymentBankOptionSchema>;
export const paymentBankOptionListSchema = z.array(paymentBankOptionSchema);
export const paymentBankOptionResultSchema = actionResultSchema.extend({ option: paymentBankOptionSchema });

// ---------------------------------------------------------------------------------------------
// E-mail templates: one per template type and language; what the mail worker renders.

export const EMAIL_SUBJECT_MAX = 200;
export const EMAIL_BODY_TEXT_MAX = 20_000;
export const EMAIL_BODY_HTML_MAX = 50_000;

/** A template's texts. Without `bodyHtml`, the HTML body is made from the text (paragraphs). */
const emailTemplateTexts = {
  subject: validTextField({ max: EMAIL_SUBJECT_MAX }).refine((s) => !/[\r\n]/.test(s), fail('INVALID_CHARACTERS')),
  bodyText: z
    .string(fail('REQUIRED_FIELD'))
    .trim()
    .min(1, { error: 'REQUIRED_FIELD', abort: true })
    .max(EMAIL_BODY_TEXT_MAX, fail('AT_MOST_N_CHARACTERS')),
  bodyHtml: z
    .string(fail('REQUIRED_FIELD'))
    .trim()
    .max(EMAIL_BODY_HTML_MAX, fail('AT_MOST_N_CHARACTERS'))
    .optional()
    .transform((v) => (v === '' ? undefined : v)),
};

/** `POST /bo/EmailTemplate/createemailtemplate`: a template for a type and language that has none. */
export const emailTemplateCreateSchema = z.strictObject({
  templateType: emailTemplateTypeSchema,
  language: languageSchema,
  ...emailTemplateTexts,
});
export type EmailTemplateCreate = z.infer<typeof emailTemplateCreateSchema>;

/** `POST /bo/EmailTemplate/updateemailtemplate` and `PUT /bo/EmailTemplate`: new texts; type and language stay. */
export const emailTemplateUpdateSchema = z.strictObject({
  id: z.uuid(fail('EMAIL_TEMPLATE_NOT_FOUND')),
  ...emailTemplateTexts,
});
export type EmailTemplateUpdate = z.infer<typeof emailTemplateUpdateSchema>;

/** `GET getemailtemplate?id=` and `POST /bo/EmailTemplate/{id}` (the path id is required). */
export const emailTemplateIdSchema = z.strictObject({ id: z.uuid(fail('EMAIL_TEMPLATE_NOT_FOUND')) });
export const emailTemplateByTypeQuerySchema = z.strictObject({ templateType: emailTemplateTypeSchema });

export const EMAIL_TEMPLATE_SORT_KEYS = ['templateType', 'language', 'subject', 'updatedAt'] as const;
/** `POST /bo/EmailTemplate/filter`: paged, with optional filters. */
export const emailTemplateFilterSchema = z.strictObject({
  ...sortedBy(EMAIL_TEMPLATE_SORT_KEYS).shape,
  templateType: emailTemplateTypeSchema.optional(),
  language: languageSchema.optional(),
  subject: z.string().trim().max(EMAIL_SUBJECT_MAX, fail('AT_MOST_N_CHARACTERS')).optional(),
});
export type EmailTemplateFilter = z.infer<typeof emailTemplateFilterSchema>;

export const emailTemplateSchema = z.object({
  id: z.string(),
  templateType: z.string(),
  language: z.string(),
  subject: z.string(),
  bodyText: z.string(),
  bodyHtml: z.string(),
  /** The values this type of mail is sent with, usable as `{{name}}` (and those it must contain). */
  placeholders: z.object({ available: z.array(z.string()), required: z.array(z.string()) }),
  updatedAt: z.string(),
});
export type EmailTemplate = z.infer<typeof emailTemplateSchema>;
export const emailTemplateListSchema = z.array(emailTemplateSchema);
export const emailTemplatePageSchema = pageOf(emailTemplateSchema);
export const emailTemplateResultSchema = actionResultSchema.extend({ template: emailTemplateSchema });

export interface TemplateProblem {
  path: 'subject' | 'bodyText' | 'bodyHtml';
  code: ErrorCode;
  params: Record<string, string>;
}

/**
 * What would break a mail of this type: a placeholder its sender does not fill (the worker refuses
 * to send a mail with a hole), a required one missing from a body, or braces that are not a
 * placeholder. Empty when the texts are safe. The API refuses an edit with any; a form can show them.
 */
export function emailTemplateProblems(
  type: EmailTemplateType,
  texts: { subject: string; bodyText: string; bodyHtml?: string },
): TemplateProblem[] {
  const allowed: readonly string[] = EMAIL_TEMPLATE_PLACEHOLDERS[type].available;
  const required: readonly string[] = EMAIL_TEMPLATE_PLACEHOLDERS[type].required;
  const problems: TemplateProblem[] = [];
  const fields = (['subject', 'bodyText', 'bodyHtml'] as const).filter((f) => texts[f] !== undefined);
  for (const path of fields) {
    const text = texts[path]!;
    const unknown = [...text.matchAll(EMAIL_PLACEHOLDER)].map((m) => m[1]!).find((name) => !allowed.includes(name));
    if (unknown) {
      problems.push({
        path,
        code: 'EMAIL_TEMPLATE_PLACEHOLDER_UNKNOWN',
        params: { placeholder: `{{${unknown}}}`, available: allowed.map((n) => `{{${n}}}`).join(', ') },
      });
    } else if (/\{\{|\}\}/.test(text.replace(EMAIL_PLACEHOLDER, ''))) {
      problems.push({ path, code: 'EMAIL_TEMPLATE_PLACEHOLDER_MALFORMED', params: { example: '{{name}}' } });
    }
    if (path === 'subject') continue;
    const used = new Set([...text.matchAll(EMAIL_PLACEHOLDER)].map((m) => m[1]));
    const missing = required.find((name) => !used.has(name));
    if (missing) problems.push({ path, code: 'EMAIL_TEMPLATE_PLACEHOLDER_REQUIRED', params: { placeholder: `{{${missing}}}` } });
  }
  return problems;
}
