/**
 * Agent and system credit, top-ups, banks and system fees (spec sections 3, 4 and 7).
 *
 * MONEY: every amount in these calls is an integer count of minor units of `currencyCode`
 * (sen for MYR: RM 12.34 is 1234), in requests and answers alike. Never a float.
 */
import { z } from 'zod';
import {
  creditHistoryActionSchema,
  creditRemarkSchema,
  systemFeeTypeSchema,
  topUpPaymentTypeSchema,
  topUpStatusSchema,
  transactionTypeSchema,
} from '../enums/credit';
import { markupBasisSchema } from '../enums/fees';
import { paymentMethodSchema } from '../enums/finance';
import type { ErrorCode } from '../errors/error-catalogue';
import { pageOf, sortedBy } from './paging.schema';
import {
  blankToUndefined,
  currencyCodeField,
  fromFormText,
  integerField,
  moneyMinorUnitsField,
  optionalTextField,
  optionalUuidField,
  queryFlagField,
  requiredTextField,
} from './validation';

/** The multipart field of the bank-in slip (image or PDF, 3 MB at most). */
export const TOP_UP_SLIP_FIELD = 'file';
/** Longest a booking may hold credit: the spec's 15 days in seconds (section 9). */
export const MAX_HOLD_SECONDS = 1_296_000;
export const DEFAULT_HOLD_SECONDS = 900;

/** A JSON integer of minor units above zero ("1e3", "0x10", "1000" and 12.5 are refused). */
const positiveAmount = () => moneyMinorUnitsField({ moreThan: 0 });
const bookingRefField = () => requiredTextField({ max: 64 });

/**
 * Which account: staff (no organization in their token) name `organizationId`; an agency user's
 * organization always comes from the token, and naming another one answers 404.
 */
const account = { organizationId: optionalUuidField(), currencyCode: currencyCodeField() };

export const creditAccountQuerySchema = z.object(account);
export type CreditAccountQuery = z.infer<typeof creditAccountQuerySchema>;

export const creditBalanceSchema = z.object({
  organizationId: z.string(),
  currencyCode: z.string(),
  creditLimit: z.number().int(),
  /** Posted balance: approved top-ups, notes, refunds minus spends and undos. */
  balance: z.number().int(),
  held: z.number().int(),
  /** creditLimit + balance - held; never below zero. */
  available: z.number().int(),
});
export type CreditBalance = z.infer<typeof creditBalanceSchema>;

/** The answer of every credit command: the toast, the balances it left (read-your-write) and what it appended. */
export const creditCommandResultSchema = z.object({
  code: z.string(),
  message: z.string(),
  balance: creditBalanceSchema,
  eventIds: z.array(z.string()),
  topUpId: z.string().optional(),
});
export type CreditCommandResult = z.infer<typeof creditCommandResultSchema>;

/**
 * A bank-in happened already: its instant (the offset it was sent with decides, so 08:10 on the
 * 25th in Kuala Lumpur is 00:10Z, not a day ahead) may be at most this far past the server's
 * clock, for client clocks that run a little fast; a later time today or any later day is refused.
 */
export const BANK_IN_CLOCK_TOLERANCE_MS = 5 * 60_000;
const notInTheFuture = (dateTime: string) => Date.parse(dateTime) <= Date.now() + BANK_IN_CLOCK_TOLERANCE_MS;

/** POST top-up (multipart: these fields + the slip in `file`). */
export const topUpRequestSchema = z.object({
  ...account,
  /** Multipart text: plain digits only ("50000"). */
  amount: fromFormText(positiveAmount()),
  paymentType: topUpPaymentTypeSchema.default('BNK'),
  paymentMethod: paymentMethodSchema.default('BANK_TRANSFER'),
  bankId: z.uuid({ error: 'BANK_NOT_AVAILABLE' satisfies ErrorCode }),
  bankInReference: requiredTextField({ max: 64 }),
  /** Bank-in date and time, ISO 8601 with offset (e.g. 2025-01-31T14:05:00+08:00); never in the future. */
  bankInDateTime: z.iso
    .datetime({ offset: true, error: 'REQUIRED_FIELD' satisfies ErrorCode })
    .refine(notInTheFuture, { error: 'BANK_IN_DATE_IN_FUTURE' satisfies ErrorCode }),
  remark: optionalTextField(255),
});
export type TopUpRequestBody = z.infer<typeof topUpRequestSchema>;

/** POST process-top-up: VERIFY (approve: posts the amount), REJECT (with reason) or UNDO (an approved one, once). */
export const processTopUpSchema = z.object({
  topUpId: z.uuid({ error: 'RECORD_NOT_FOUND' satisfies ErrorCode }),
  action: z.enum(['VERIFY', 'REJECT', 'UNDO'], { error: 'INVALID_OPTION' satisfies ErrorCode }),
  reason: optionalTextField(255),
});
export type ProcessTopUpBody = z.infer<typeof processTopUpSchema>;

export const cancelTopUpSchema = z.object({ topUpId: z.uuid({ error: 'RECORD_NOT_FOUND' satisfies ErrorCode }) });

/** POST creditlimit-top-up: `amount` is added to the credit limit (negative lowers it). */
export const creditLimitTopUpSchema = z.object({
  ...account,
  amount: moneyMinorUnitsField().refine((n) => n !== 0, { error: 'REQUIRED_FIELD' satisfies ErrorCode }),
  remark: optionalTextField(255),
});
export type CreditLimitTopUpBody = z.infer<typeof creditLimitTopUpSchema>;

/** POST creditnote (adds to the balance) / debitnote (takes from it). */
export const creditAdjustmentSchema = z.object({
  ...account,
  amount: positiveAmount(),
  reference: optionalTextField(64),
  remark: optionalTextField(255),
});
export type CreditAdjustmentBody = z.infer<typeof creditAdjustmentSchema>;

/** POST manualrefund: back to the agent, at most what `bookingRef` spent and was not yet refunded. */
export const manualRefundSchema = z.object({
  ...account,
  bookingRef: bookingRefField(),
  amount: positiveAmount(),
  reason: optionalTextField(255),
});
export type ManualRefundBody = z.infer<typeof manualRefundSchema>;

export const spendCreditSchema = z.object({
  ...account,
  bookingRef: bookingRefField(),
  amount: positiveAmount(),
  transactionType: transactionTypeSchema.default('HOTEL_BOOKING'),
});
export type SpendCreditBody = z.infer<typeof spendCreditSchema>;

export const holdCreditSchema = z.object({
  ...account,
  bookingRef: bookingRefField(),
  amount: positiveAmount(),
  expiresInSeconds: integerField({ min: 1, max: MAX_HOLD_SECONDS }).default(DEFAULT_HOLD_SECONDS),
  transactionType: transactionTypeSchema.default('HOTEL_BOOKING'),
});
export type HoldCreditBody = z.infer<typeof holdCreditSchema>;

/** Capture all of the hold, or `amount` of it (the rest is released). */
export const captureHoldSchema = z.object({ ...account, bookingRef: bookingRefField(), amount: positiveAmount().optional() });
export type CaptureHoldBody = z.infer<typeof captureHoldSchema>;
export const releaseHoldSchema = z.object({ ...account, bookingRef: bookingRefField() });
export type ReleaseHoldBody = z.infer<typeof releaseHoldSchema>;

export const CREDIT_LIST_SORT_KEYS = [
  'organizationName',
  'organizationCode',
  'currencyCode',
  'creditLimit',
  'balance',
  'available',
  'updatedAt',
] as const;
/** GET getcreditlist (spec: currencyCode, pageSize, curPageIndex, sortKey, sortOrder, organizationName, organizationCode). */
export const creditListQuerySchema = sortedBy(CREDIT_LIST_SORT_KEYS).extend({
  currencyCode: z.preprocess(blankToUndefined, currencyCodeField().optional()),
  /** The accounts of one organization (addition: a screen about one account names its organization). */
  organizationId: optionalUuidField(),
  organizationName: optionalTextField(150),
  organizationCode: optionalTextField(40),
});
export type CreditListQuery = z.infer<typeof creditListQuerySchema>;

export const creditListItemSchema = creditBalanceSchema.extend({
  organizationName: z.string().nullable(),
  organizationCode: z.string().nullable(),
  updatedAt: z.string(),
});
export type CreditListItem = z.infer<typeof creditListItemSchema>;
export const creditListPageSchema = pageOf(creditListItemSchema);

export const CREDIT_HISTORY_SORT_KEYS = ['recordedAt', 'amount', 'actionCode'] as const;
/** POST getcredithistories (and exportcredithistories with `format`). */
export const creditHistoryQuerySchema = sortedBy(CREDIT_HISTORY_SORT_KEYS).extend({
  ...account,
  actionCode: z.preprocess(blankToUndefined, creditHistoryActionSchema.optional()),
  transactionType: z.preprocess(blankToUndefined, transactionTypeSchema.optional()),
  reference: optionalTextField(64),
  dateFrom: z.preprocess(blankToUndefined, z.iso.date({ error: 'INVALID_OPTION' satisfies ErrorCode }).optional()),
  dateTo: z.preprocess(blankToUndefined, z.iso.date({ error: 'INVALID_OPTION' satisfies ErrorCode }).optional()),
});
export type CreditHistoryQuery = z.infer<typeof creditHistoryQuerySchema>;
export const creditHistoryExportSchema = creditHistoryQuerySchema.extend({ format: z.enum(['csv', 'xlsx']).default('csv') });
export type CreditHistoryExport = z.infer<typeof creditHistoryExportSchema>;

export const creditHistoryItemSchema = z.object({
  eventId: z.string(),
  organizationId: z.string(),
  currencyCode: z.string(),
  actionCode: creditHistoryActionSchema,
  transactionType: z.string().nullable(),
  /** Signed effect on the posted balance (0 for entries that post nothing, e.g. a payment entry); see `requestedAmount`. */
  amount: z.number().int(),
  requestedAmount: z.number().int(),
  /** Running balance: the posted balance after this entry. */
  balanceAfter: z.number().int(),
  availableAfter: z.number().int(),
  creditLimitAfter: z.number().int(),
  reference: z.string().nullable(),
  originalEventId: z.string().nullable(),
  /** A person's words (a limit change's remark, a rejection's reason); null when `remarkCode` says it. */
  remark: z.string().nullable(),
  /** A remark the server wrote (CREDIT_REMARK), shown in the reader's language. */
  remarkCode: creditRemarkSchema.nullable(),
  actorId: z.string().nullable(),
  actorName: z.string().nullable(),
  pagePath: z.string().nullable(),
  recordedAt: z.string(),
});
export type CreditHistoryItem = z.infer<typeof creditHistoryItemSchema>;
export const creditHistoryPageSchema = pageOf(creditHistoryItemSchema);

export const TOP_UP_SORT_KEYS = ['requestedAt', 'amount', 'status', 'organizationName', 'decidedAt'] as const;
/** POST getcredittopuplist (agent credit) / GET getcredittopuplist (system credit). */
export const topUpListQuerySchema = sortedBy(TOP_UP_SORT_KEYS).extend({
  organizationId: optionalUuidField(),
  status: z.preprocess(blankToUndefined, topUpStatusSchema.optional()),
  currencyCode: z.preprocess(blankToUndefined, currencyCodeField().optional()),
  paymentType: z.preprocess(blankToUndefined, topUpPaymentTypeSchema.optional()),
  organizationName: optionalTextField(150),
  /** Part of the bank-in reference (the search opens a top-up by it). */
  bankInReference: optionalTextField(64),
});
export type TopUpListQuery = z.infer<typeof topUpListQuerySchema>;

export const topUpItemSchema = z.object({
  topUpId: z.string(),
  organizationId: z.string(),
  organizationName: z.string().nullable(),
  currencyCode: z.string(),
  amount: z.number().int(),
  paymentType: topUpPaymentTypeSchema,
  paymentMethod: z.string(),
  bankId: z.string().nullable(),
  bankName: z.string().nullable(),
  bankInReference: z.string(),
  bankInDateTime: z.string(),
  hasSlip: z.boolean(),
  slipFileName: z.string().nullable(),
  remark: z.string().nullable(),
  status: topUpStatusSchema,
  reason: z.string().nullable(),
  undone: z.boolean(),
  /** User ids (null: the system); `*Name` is the user's name, null for the system or an unknown user. */
  requestedBy: z.string().nullable(),
  requestedByName: z.string().nullable(),
  requestedAt: z.string(),
  decidedBy: z.string().nullable(),
  decidedByName: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type TopUpItem = z.infer<typeof topUpItemSchema>;
export const topUpListPageSchema = pageOf(topUpItemSchema);

/* ---- /bo/Bank ---- */
const bankFields = {
  code: requiredTextField({ max: 20 }).regex(/^[A-Za-z0-9_-]+$/, { error: 'INVALID_CHARACTERS' satisfies ErrorCode }),
  name: requiredTextField({ max: 100 }),
  accountName: optionalTextField(100),
  accountNumber: optionalTextField(40),
  active: z.boolean().default(true),
};
export const createBankSchema = z.object(bankFields);
export type CreateBankBody = z.infer<typeof createBankSchema>;
/** A full replacement of the bank's fields, except `active`: absent keeps the current value. */
export const updateBankSchema = z.object({
  id: z.uuid({ error: 'RECORD_NOT_FOUND' satisfies ErrorCode }),
  ...bankFields,
  active: z.boolean().optional(),
});
export type UpdateBankBody = z.infer<typeof updateBankSchema>;
export const bankListQuerySchema = z.object({
  getActiveOnly: queryFlagField(),
});
export const bankItemSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  accountName: z.string().nullable(),
  accountNumber: z.string().nullable(),
  active: z.boolean(),
});
export type BankItem = z.infer<typeof bankItemSchema>;
export const bankListSchema = z.array(bankItemSchema);
export const bankResultSchema = z.object({ code: z.string(), message: z.string(), bank: bankItemSchema });

/* ---- /bo/SystemOrganizationCredit fee settings ---- */
const systemFeeFields = {
  /** Absent or null: the provider's default for every organization. */
  organizationId: z.preprocess(
    blankToUndefined,
    z
      .uuid({ error: 'RECORD_NOT_FOUND' satisfies ErrorCode })
      .nullable()
      .optional(),
  ),
  feeType: systemFeeTypeSchema,
  currencyCode: currencyCodeField(),
  basis: markupBasisSchema,
  /** AMOUNT: minor units; PERCENTAGE: basis points (250 = 2.50%). */
  value: integerField({ min: 0 }),
  active: z.boolean().default(true),
};
/** 10000 basis points = 100%: a percentage fee never exceeds the amount it is charged on. */
export const MAX_FEE_BASIS_POINTS = 10_000;
/** A percentage at most 100%; an amount at most what one operation may move (MAX_MONEY_AMOUNT). */
const percentageAtMost100 = (fee: { basis: string; value: number }, ctx: z.RefinementCtx) => {
  if (fee.basis === 'PERCENTAGE' && fee.value > MAX_FEE_BASIS_POINTS) {
    ctx.addIssue({
      code: 'custom',
      path: ['value'],
      message: 'NUMBER_BETWEEN' satisfies ErrorCode,
      params: { min: 0, max: MAX_FEE_BASIS_POINTS },
      input: fee.value,
    });
  }
  if (fee.basis === 'AMOUNT') {
    const issue = moneyMinorUnitsField().safeParse(fee.value).error?.issues[0];
    if (issue) ctx.addIssue({ ...issue, code: 'custom', path: ['value'], input: fee.value });
  }
};
export const createSystemFeeSchema = z.object(systemFeeFields).superRefine(percentageAtMost100);
export type CreateSystemFeeBody = z.infer<typeof createSystemFeeSchema>;
/** A full replacement of the setting's fields, except `active`: absent keeps the current value. */
export const updateSystemFeeSchema = z
  .object({
    id: z.uuid({ error: 'RECORD_NOT_FOUND' satisfies ErrorCode }),
    ...systemFeeFields,
    active: z.boolean().optional(),
  })
  .superRefine(percentageAtMost100);
export type UpdateSystemFeeBody = z.infer<typeof updateSystemFeeSchema>;
/** GET getsystemfeesettinglist: the spec's four paging fields, plus optional filters of ours. */
export const SYSTEM_FEE_SORT_KEYS = [
  'organizationName',
  'feeType',
  'currencyCode',
  'basis',
  'value',
  'active',
  'updatedAt',
] as const;
export const systemFeeListQuerySchema = sortedBy(SYSTEM_FEE_SORT_KEYS).extend({
  organizationId: optionalUuidField(),
  /** true: only the provider defaults (no organization). */
  defaultsOnly: queryFlagField(),
  feeType: z.preprocess(blankToUndefined, systemFeeTypeSchema.optional()),
  currencyCode: z.preprocess(blankToUndefined, currencyCodeField().optional()),
});
export type SystemFeeListQuery = z.infer<typeof systemFeeListQuerySchema>;
export const systemFeeItemSchema = z.object({
  id: z.string(),
  organizationId: z.string().nullable(),
  organizationName: z.string().nullable(),
  feeType: systemFeeTypeSchema,
  currencyCode: z.string(),
  basis: markupBasisSchema,
  value: z.number().int(),
  active: z.boolean(),
  updatedAt: z.string(),
});
export type SystemFeeItem = z.infer<typeof systemFeeItemSchema>;
export const systemFeeListPageSchema = pageOf(systemFeeItemSchema);
export const systemFeeResultSchema = z.object({ code: z.string(), message: z.string(), setting: systemFeeItemSchema });
/** Fee types as drop-down options, labelled in the caller's language. */
export const systemFeeTypeListSchema = z.array(z.object({ value: z.string(), label: z.string() }));
/** Staff name the organization; an agency user's is taken from the token (another one answers 404). */
export const checkSystemFeeSettingSchema = z.object({
  organizationId: optionalUuidField(),
  feeType: z.preprocess(blankToUndefined, systemFeeTypeSchema.optional()),
  currencyCode: z.preprocess(blankToUndefined, currencyCodeField().optional()),
});
export type CheckSystemFeeSettingBody = z.infer<typeof checkSystemFeeSettingSchema>;
/** Whether the organization has settings of its own; `effective` = its own, else the provider's defaults. */
export const checkSystemFeeSettingResultSchema = z.object({
  organizationId: z.string(),
  hasOwnSettings: z.boolean(),
  effective: z.array(systemFeeItemSchema),
});

/** System credit (the provider's own account): same shapes, no organization. */
export const systemTopUpRequestSchema = topUpRequestSchema.omit({ organizationId: true });
export const systemCurrencyQuerySchema = z.object({ currencyCode: currencyCodeField() });
export const systemTopUpListQuerySchema = topUpListQuerySchema.omit({ organizationId: true, organizationName: true });
