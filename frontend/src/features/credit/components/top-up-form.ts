import dayjs from 'dayjs';
import {
  attachmentField,
  DEFAULT_CURRENCY,
  ATTACHMENT_MIME_TYPE,
  parseMajorToMinor,
  topUpRequestSchema,
  TOP_UP_SLIP_FIELD,
  type ErrorCode,
} from '@bo/shared';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { toApiError } from '../../../lib/api';

/** What the slip picker offers: the attachment types of the spec (image or PDF). */
export const SLIP_ACCEPT = ['.pdf', '.jpg', '.jpeg', '.png', ...ATTACHMENT_MIME_TYPE.map((type) => type.code)].join(',');

/** The form's own values: the amount as typed (major units), the date as the picker keeps it, the slip as picked. */
export interface TopUpFormValues {
  currencyCode: string;
  amount: string;
  paymentType: string;
  paymentMethod: string;
  bankId: string;
  bankInReference: string;
  bankInDateTime: string;
  remark: string;
  [TOP_UP_SLIP_FIELD]: File[];
  [key: string]: unknown;
}

/** Browsers name JPEG 'image/jpg' or 'image/pjpeg' at times. */
const canonicalType = (file: File) => {
  const type = file.type.toLowerCase();
  return type === 'image/jpg' || type === 'image/pjpeg' ? 'image/jpeg' : type;
};

/**
 * The slip: one file, checked as the API checks it before reading its content (3 MB at most,
 * PDF, JPEG or PNG); none at all only when the payment type does not need one (BNK does).
 */
function slipField(t: TFunction, required: boolean) {
  const single = attachmentField();
  return z.array(z.custom<File>((value) => typeof File !== 'undefined' && value instanceof File)).superRefine((files, ctx) => {
    if (files.length === 0) {
      if (required) ctx.addIssue({ code: 'custom', message: 'ATTACHMENT_REQUIRED' satisfies ErrorCode });
      return;
    }
    if (files.length > 1) return ctx.addIssue({ code: 'custom', message: t('form.oneSlip') });
    const issue = single.safeParse({ name: files[0].name, size: files[0].size, type: canonicalType(files[0]) }).error?.issues[0];
    if (issue) ctx.addIssue({ code: 'custom', message: issue.message });
  });
}

/** The amount as typed, checked and turned into integer minor units of `currencyCode`. */
function amountField(t: TFunction, currencyCode: string) {
  return z
    .string()
    .superRefine((typed, ctx) => {
      const amount = amountInMinorUnits(typed, currencyCode, t);
      if (typeof amount === 'string') ctx.addIssue({ code: 'custom', message: amount, params: { min: 0 } });
    })
    .transform((typed) => amountInMinorUnits(typed, currencyCode, t) as number);
}

const shape = topUpRequestSchema.shape;

/** What the rules of one field depend on in the others (the page re-makes the schema when they change). */
export interface TopUpFormContext {
  currencyCode: string;
  paymentType: string;
}

/**
 * The top-up form's schema: the shared request schema's own field rules (so the form says what
 * the API would), plus what only the form has: the amount typed in major units and turned into
 * integer minor units by moving digits (parseMajorToMinor, never a float), the picker's local
 * date and time turned into ISO 8601 with the browser's offset, and the slip file (required for a
 * bank-in, BNK, as the API requires it). The rules that depend on another field take its value
 * from `context` rather than an object-level refinement, which zod skips while any required field
 * is still empty, so every problem shows at once.
 */
export function topUpFormSchema(t: TFunction, context: TopUpFormContext) {
  return z.object({
    currencyCode: shape.currencyCode,
    amount: amountField(t, context.currencyCode),
    paymentType: shape.paymentType,
    paymentMethod: shape.paymentMethod,
    bankId: shape.bankId,
    bankInReference: shape.bankInReference,
    bankInDateTime: z
      .string()
      .min(1, { error: 'REQUIRED_FIELD' satisfies ErrorCode })
      .refine((value) => dayjs(value).isValid(), { error: 'REQUIRED_FIELD' satisfies ErrorCode })
      .refine((value) => !dayjs(value).isAfter(dayjs()), { error: t('form.bankInFuture') })
      .transform((value) => dayjs(value).format()),
    remark: shape.remark,
    [TOP_UP_SLIP_FIELD]: slipField(t, context.paymentType === 'BNK'),
  });
}

/** The amount in minor units, or the message (catalogue code or translated text) of what is wrong with it. */
function amountInMinorUnits(typed: string, currencyCode: string, t: TFunction): number | string {
  const code = currencyCode.trim().toUpperCase();
  const result = parseMajorToMinor(typed, /^[A-Z]{3}$/.test(code) ? code : DEFAULT_CURRENCY);
  if (!result.ok) {
    switch (result.problem) {
      case 'REQUIRED':
        return 'REQUIRED_FIELD' satisfies ErrorCode;
      case 'NOT_A_NUMBER':
        return 'NUMBERS_ONLY' satisfies ErrorCode;
      case 'TOO_MANY_DECIMALS':
        return t('form.amountDecimals', { count: result.digits });
      case 'TOO_LARGE':
        return t('form.amountTooLarge');
    }
  }
  return result.minor > 0 ? result.minor : ('MORE_THAN' satisfies ErrorCode);
}

/** Refusals of the API that concern one field of the form. */
const FIELD_OF_CODE: Record<string, string> = {
  BANK_NOT_AVAILABLE: 'bankId',
  PAYLOAD_TOO_LARGE: TOP_UP_SLIP_FIELD,
  ATTACHMENT_TYPE_NOT_ALLOWED: TOP_UP_SLIP_FIELD,
  ATTACHMENT_CONTENT_MISMATCH: TOP_UP_SLIP_FIELD,
  ATTACHMENT_REQUIRED: TOP_UP_SLIP_FIELD,
};

/** Rethrows such a refusal as a field error (`details.fields`), so ResourceForm shows it at the field. */
export function asTopUpFieldError(error: unknown): never {
  const apiError = toApiError(error);
  const path = apiError ? FIELD_OF_CODE[apiError.code] : undefined;
  if (!apiError || !path) throw error;
  throw {
    status: (error as { status?: unknown }).status,
    data: { ...apiError, details: { fields: [{ path, code: apiError.code, message: apiError.message }] } },
  };
}
