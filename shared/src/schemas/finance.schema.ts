/**
 * Finance documents: invoices, credit notes, debit notes and receipts (spec section 3 "Invoice",
 * calls of section 7 /finance/*). docs/finance.md has the lifecycle and numbering.
 *
 * MONEY: every amount is an integer count of minor units of the document's `currencyCode`. The
 * API computes line amounts, taxes and totals (shared/src/finance/document-totals.ts); a request
 * never sends them.
 */
import { z } from 'zod';
import {
  accountingCategorySchema,
  financeDocumentKindSchema,
  financeDocumentStatusSchema,
  financeTaxTypeSchema,
  invoicePaymentStatusSchema,
  paymentMethodSchema,
} from '../enums/finance';
import type { ErrorCode } from '../errors/error-catalogue';
import { MAX_MONEY_AMOUNT } from '../money/bounds';
import { dateField } from './hotel-inventory.schema';
import { pageOf, sortedBy } from './paging.schema';
import {
  blankToUndefined,
  currencyCodeField,
  emailField,
  integerField,
  issuesOf,
  moneyMinorUnitsField,
  optionalTextField,
  optionalUuidField,
  requiredTextField,
} from './validation';

/** Most lines of either kind on one document. */
export const FINANCE_LINES_MAX = 100;
/** Days from the document date to the due date when an invoice names none. */
export const DEFAULT_PAYMENT_TERM_DAYS = 30;

const optionalDate = () => z.preprocess(blankToUndefined, dateField().optional());
const documentNoField = () => requiredTextField({ max: 50 });

/** A revenue line: sales type, pax, unit price; the amount is pax x unit price, its tax by type. */
export const revenueLineSchema = z.strictObject({
  salesType: accountingCategorySchema,
  description: requiredTextField({ max: 300 }),
  pax: integerField({ min: 1, max: 9_999 }),
  unitPrice: moneyMinorUnitsField({ min: 0, max: 10_000_000_000 }),
  taxType: financeTaxTypeSchema.default('NONE'),
  /** Room-nights charged tourism tax (TOURISM_TAX lines only). */
  roomNights: z.preprocess(blankToUndefined, integerField({ min: 1, max: 9_999 }).nullable().optional()),
  /** MyInvois classification code (GetAllClassification); 022 Others when not given. */
  classificationCode: z
    .string()
    .regex(/^\d{3}$/, { error: 'INVALID_OPTION' satisfies ErrorCode })
    .default('022'),
});
export type RevenueLineInput = z.input<typeof revenueLineSchema>;
export type RevenueLine = z.infer<typeof revenueLineSchema>;

/** A cost line: expenses, the supplier's booking reference, unit, unit price. */
export const costLineSchema = z.strictObject({
  expenses: requiredTextField({ max: 200 }),
  bookingReference: optionalTextField(64),
  unit: integerField({ min: 1, max: 9_999 }),
  unitPrice: moneyMinorUnitsField({ min: 0, max: 10_000_000_000 }),
});
export type CostLine = z.infer<typeof costLineSchema>;

export const receiptAllocationSchema = z.strictObject({
  invoiceNo: documentNoField(),
  amount: moneyMinorUnitsField({ moreThan: 0 }),
});
export type ReceiptAllocation = z.infer<typeof receiptAllocationSchema>;

/** The fields every document has (spec section 3 "Invoice"; notes and receipts "have a similar shape"). */
const commonFields = {
  documentDate: dateField(),
  currencyCode: currencyCodeField(),
  /** The agency buyer (its users then see the document); none for a walk-in or consumer. */
  organizationId: optionalUuidField(),
  /** The e-invoice buyer (an e-billing contact); none: the agency's details, or the general public. */
  ebillingContactId: optionalUuidField(),
  /** Printed as the buyer when there is neither an organization nor a contact. */
  buyerName: optionalTextField(200),
  category: accountingCategorySchema,
  referenceNumber: optionalTextField(64),
  bookingReference: optionalTextField(64),
  remark: optionalTextField(500),
  descriptions: optionalTextField(2_000),
  paymentMode: z.preprocess(blankToUndefined, paymentMethodSchema.optional()),
  handledBy: optionalTextField(100),
};

/** Invoice and notes: the trip and the lines. */
const tripFields = {
  tourCode: optionalTextField(50),
  guestName: optionalTextField(200),
  market: optionalTextField(100),
  checkIn: optionalDate(),
  checkOut: optionalDate(),
  supplierReference: optionalTextField(64),
  revenueLines: z.array(revenueLineSchema).max(FINANCE_LINES_MAX, { error: 'FINANCE_LINES_TOO_MANY' satisfies ErrorCode }),
  costLines: z
    .array(costLineSchema)
    .max(FINANCE_LINES_MAX, { error: 'FINANCE_LINES_TOO_MANY' satisfies ErrorCode })
    .default([]),
};

/** `issue: true` issues the document in the same call (its number is then in the answer). */
const issueFlag = { issue: z.boolean().default(false) };

function tripChecks(
  value: { checkIn?: string; checkOut?: string; currencyCode: string; revenueLines: RevenueLine[] },
  ctx: z.RefinementCtx,
) {
  const issue = issuesOf(ctx);
  if (value.checkIn && value.checkOut && value.checkOut <= value.checkIn) issue('CHECK_OUT_BEFORE_CHECK_IN', ['checkOut']);
  value.revenueLines.forEach((line, i) => {
    if (line.taxType !== 'TOURISM_TAX') return;
    if (value.currencyCode !== 'MYR')
      issue('TOURISM_TAX_MYR_ONLY', ['revenueLines', i, 'taxType'], { currencyCode: value.currencyCode });
    if (!line.roomNights) issue('TOURISM_TAX_NEEDS_ROOM_NIGHTS', ['revenueLines', i, 'roomNights']);
  });
}

export const invoiceFieldsSchema = z.strictObject({
  ...commonFields,
  ...tripFields,
  /** Default: documentDate + DEFAULT_PAYMENT_TERM_DAYS. */
  dueDate: optionalDate(),
});
export const insertInvoiceSchema = invoiceFieldsSchema.extend(issueFlag).superRefine(tripChecks);
export type InsertInvoiceRequest = z.input<typeof insertInvoiceSchema>;
export type InvoiceFields = z.infer<typeof invoiceFieldsSchema>;

export const noteFieldsSchema = z.strictObject({
  ...commonFields,
  ...tripFields,
  /** The issued invoice the note corrects. */
  invoiceNo: documentNoField(),
  reason: requiredTextField({ max: 300 }),
});
export const insertNoteSchema = noteFieldsSchema.extend(issueFlag).superRefine(tripChecks);
export type InsertNoteRequest = z.input<typeof insertNoteSchema>;
export type NoteFields = z.infer<typeof noteFieldsSchema>;

export const receiptFieldsSchema = z.strictObject({
  ...commonFields,
  paymentMode: paymentMethodSchema,
  amount: moneyMinorUnitsField({ moreThan: 0 }),
  /** The invoices this money pays, partly or whole; what is left stays unallocated on the receipt. */
  allocations: z
    .array(receiptAllocationSchema)
    .max(FINANCE_LINES_MAX, { error: 'FINANCE_LINES_TOO_MANY' satisfies ErrorCode })
    .default([]),
});
function receiptChecks(value: { amount: number; allocations: ReceiptAllocation[] }, ctx: z.RefinementCtx) {
  const allocated = value.allocations.reduce((sum, a) => sum + a.amount, 0);
  if (allocated > value.amount) {
    issuesOf(ctx)('RECEIPT_ALLOCATION_EXCEEDS_RECEIPT', ['allocations'], { allocated, amount: value.amount });
  }
}
export const insertReceiptSchema = receiptFieldsSchema.extend(issueFlag).superRefine(receiptChecks);
export type InsertReceiptRequest = z.input<typeof insertReceiptSchema>;
export type ReceiptFields = z.infer<typeof receiptFieldsSchema>;

const documentIdField = { documentId: z.uuid({ error: 'FINANCE_DOCUMENT_NOT_FOUND' satisfies ErrorCode }) };
export const updateInvoiceSchema = invoiceFieldsSchema.extend({ ...documentIdField, ...issueFlag }).superRefine(tripChecks);
export type UpdateInvoiceRequest = z.input<typeof updateInvoiceSchema>;
export const updateNoteSchema = noteFieldsSchema.extend({ ...documentIdField, ...issueFlag }).superRefine(tripChecks);
export type UpdateNoteRequest = z.input<typeof updateNoteSchema>;
export const updateReceiptSchema = receiptFieldsSchema.extend({ ...documentIdField, ...issueFlag }).superRefine(receiptChecks);
export type UpdateReceiptRequest = z.input<typeof updateReceiptSchema>;

/** One document named by its number (issued) or its id (drafts have no number yet). */
export const documentRefSchema = z
  .strictObject({
    documentNo: z.preprocess(blankToUndefined, documentNoField().optional()),
    documentId: optionalUuidField(),
  })
  .refine((v) => v.documentNo !== undefined || v.documentId !== undefined, {
    error: 'FINANCE_DOCUMENT_NOT_FOUND' satisfies ErrorCode,
    path: ['documentNo'],
  });
export type DocumentRef = z.infer<typeof documentRefSchema>;

export const issueDocumentSchema = z.strictObject(documentIdField);
export type IssueDocumentRequest = z.infer<typeof issueDocumentSchema>;

export const deactivateDocumentSchema = z.strictObject({
  ...documentIdField,
  reason: z.preprocess(
    blankToUndefined,
    z
      .string({ error: 'DEACTIVATION_REASON_REQUIRED' satisfies ErrorCode })
      .trim()
      .max(300, { error: 'AT_MOST_N_CHARACTERS' satisfies ErrorCode }),
  ),
});
export type DeactivateDocumentRequest = z.infer<typeof deactivateDocumentSchema>;

export const deactivateCategorySchema = z.strictObject({ category: accountingCategorySchema });
export type DeactivateCategoryRequest = z.infer<typeof deactivateCategorySchema>;

export const generatePdfSchema = z.strictObject({
  ...documentIdField,
  language: z.enum(['en', 'ms']).optional(),
});
export type GeneratePdfRequest = z.infer<typeof generatePdfSchema>;

/** `bo/Download/download*`, `bo/General/downloadInvoice`: one issued document's PDF by id or number, in a language (default the buyer's). */
export const downloadDocumentSchema = z
  .strictObject({
    documentNo: z.preprocess(blankToUndefined, documentNoField().optional()),
    documentId: optionalUuidField(),
    language: z.enum(['en', 'ms']).optional(),
  })
  .refine((v) => v.documentNo !== undefined || v.documentId !== undefined, {
    error: 'FINANCE_DOCUMENT_NOT_FOUND' satisfies ErrorCode,
    path: ['documentNo'],
  });
export type DownloadDocumentRequest = z.infer<typeof downloadDocumentSchema>;

/** `bo/General/sendInvoiceEmail`: the invoice's PDF e-mailed to `email`, else to the buyer organization's address. */
export const sendDocumentEmailSchema = z.strictObject({
  ...documentIdField,
  email: z.preprocess(blankToUndefined, emailField().optional()),
  language: z.enum(['en', 'ms']).optional(),
});
export type SendDocumentEmailRequest = z.infer<typeof sendDocumentEmailSchema>;
export const documentEmailResultSchema = z.object({
  code: z.string(),
  message: z.string(),
  documentId: z.string(),
  /** Where the e-mail goes. */
  email: z.string(),
});
export type DocumentEmailResult = z.infer<typeof documentEmailResultSchema>;

// --- answers

const lineTotals = { amount: z.number().int(), serviceTax: z.number().int(), tourismTax: z.number().int() };
export const documentTotalsSchema = z.object({
  subtotal: z.number().int(),
  serviceTax: z.number().int(),
  tourismTax: z.number().int(),
  total: z.number().int(),
  costTotal: z.number().int(),
  grossProfit: z.number().int(),
  grossProfitBasisPoints: z.number().int().nullable(),
});

export const financeDocumentSchema = z.object({
  documentId: z.string(),
  kind: financeDocumentKindSchema,
  status: financeDocumentStatusSchema,
  /** Assigned at issue (INV-2026-000001); null for a draft. */
  documentNo: z.string().nullable(),
  documentDate: z.string(),
  dueDate: z.string().nullable(),
  currencyCode: z.string(),
  organizationId: z.string().nullable(),
  organizationName: z.string().nullable(),
  ebillingContactId: z.string().nullable(),
  buyerName: z.string().nullable(),
  category: accountingCategorySchema,
  referenceNumber: z.string().nullable(),
  bookingReference: z.string().nullable(),
  remark: z.string().nullable(),
  descriptions: z.string().nullable(),
  paymentMode: paymentMethodSchema.nullable(),
  handledBy: z.string().nullable(),
  tourCode: z.string().nullable(),
  guestName: z.string().nullable(),
  market: z.string().nullable(),
  checkIn: z.string().nullable(),
  checkOut: z.string().nullable(),
  supplierReference: z.string().nullable(),
  revenueLines: z.array(
    z.object({
      salesType: accountingCategorySchema,
      description: z.string(),
      pax: z.number().int(),
      unitPrice: z.number().int(),
      taxType: financeTaxTypeSchema,
      roomNights: z.number().int().nullable(),
      classificationCode: z.string(),
      ...lineTotals,
    }),
  ),
  costLines: z.array(
    z.object({
      expenses: z.string(),
      bookingReference: z.string().nullable(),
      unit: z.number().int(),
      unitPrice: z.number().int(),
      amount: z.number().int(),
    }),
  ),
  totals: documentTotalsSchema,
  /** Notes: the invoice they correct, and why. */
  invoiceNo: z.string().nullable(),
  reason: z.string().nullable(),
  /** Receipts: the money received and where it went. */
  amount: z.number().int().nullable(),
  allocations: z.array(z.object({ invoiceNo: z.string(), amount: z.number().int() })),
  /** Invoices: what is still owed (total + debit notes - credit notes - receipts) and the state of that. */
  outstanding: z.number().int().nullable(),
  paymentStatus: invoicePaymentStatusSchema.nullable(),
  /** Made by the product from a booking's event (null: entered by hand). */
  source: z.object({ bookingRef: z.string(), event: z.string() }).nullable(),
  deactivationReason: z.string().nullable(),
  issuedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type FinanceDocument = z.infer<typeof financeDocumentSchema>;

export const financeDocumentResultSchema = z.object({ code: z.string(), message: z.string(), document: financeDocumentSchema });
export type FinanceDocumentResult = z.infer<typeof financeDocumentResultSchema>;

export const FINANCE_DOCUMENT_SORT_KEYS = [
  'documentNo',
  'documentDate',
  'dueDate',
  'buyer',
  'total',
  'outstanding',
  'status',
  'updatedAt',
] as const;
export type FinanceDocumentSortKey = (typeof FINANCE_DOCUMENT_SORT_KEYS)[number];

/** Filters of the manage-* lists; dates inclusive (document date). */
export const financeDocumentListQuerySchema = sortedBy(FINANCE_DOCUMENT_SORT_KEYS).extend({
  status: z.preprocess(blankToUndefined, financeDocumentStatusSchema.optional()),
  paymentStatus: z.preprocess(blankToUndefined, invoicePaymentStatusSchema.optional()),
  category: z.preprocess(blankToUndefined, accountingCategorySchema.optional()),
  organizationId: optionalUuidField(),
  currencyCode: z.preprocess(blankToUndefined, currencyCodeField().optional()),
  dateFrom: optionalDate(),
  dateTo: optionalDate(),
  /** Number, buyer, booking reference, tour code or guest name contains this. */
  search: optionalTextField(100),
});
export type FinanceDocumentListQuery = z.input<typeof financeDocumentListQuerySchema>;
export type FinanceDocumentListFilters = z.infer<typeof financeDocumentListQuerySchema>;

export const financeDocumentListItemSchema = financeDocumentSchema
  .pick({
    documentId: true,
    kind: true,
    status: true,
    documentNo: true,
    documentDate: true,
    dueDate: true,
    currencyCode: true,
    organizationId: true,
    organizationName: true,
    buyerName: true,
    category: true,
    bookingReference: true,
    tourCode: true,
    guestName: true,
    invoiceNo: true,
    amount: true,
    outstanding: true,
    paymentStatus: true,
    issuedAt: true,
    updatedAt: true,
  })
  .extend({ total: z.number().int() });
export type FinanceDocumentListItem = z.infer<typeof financeDocumentListItemSchema>;

/**
 * A page of documents and, per currency, the totals of every document the filters match (not only
 * the page). A deactivated document is listed but counts in no total (count included): it was voided.
 */
export const financeDocumentPageSchema = pageOf(financeDocumentListItemSchema).extend({
  totals: z.array(
    z.object({ currencyCode: z.string(), total: z.number().int(), outstanding: z.number().int(), count: z.number().int() }),
  ),
});
export type FinanceDocumentPage = z.infer<typeof financeDocumentPageSchema>;

/** Bound of one document's total (money/bounds.ts). */
export const FINANCE_DOCUMENT_TOTAL_MAX = MAX_MONEY_AMOUNT;

export const periodLockSchema = z.object({
  /** Months up to and including this one (YYYY-MM) are closed; null: none. */
  lockedThrough: z.string().nullable(),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type PeriodLock = z.infer<typeof periodLockSchema>;
export const setPeriodLockSchema = z.strictObject({
  lockedThrough: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'DATE_FORMAT' satisfies ErrorCode })
    .nullable(),
});
export type SetPeriodLockRequest = z.infer<typeof setPeriodLockSchema>;

export const financeCategorySchema = z.object({
  category: accountingCategorySchema,
  active: z.boolean(),
});
export const financeCategoriesSchema = z.array(financeCategorySchema);

// --- receivables

const asOfDay = () => z.preprocess(blankToUndefined, dateField().optional());

/** Aging of what organizations owe, as of a day (default today in Kuala Lumpur); agency users: their own. */
export const agingQuerySchema = z.strictObject({
  organizationId: optionalUuidField(),
  currencyCode: z.preprocess(blankToUndefined, currencyCodeField().optional()),
  asOf: asOfDay(),
});
export type AgingQuery = z.infer<typeof agingQuerySchema>;

/** Outstanding per bucket of days past the due date: 0-30 (and not yet due), 31-60, 61-90, over 90. */
export const agingBucketsSchema = z.object({
  current0to30: z.number().int(),
  days31to60: z.number().int(),
  days61to90: z.number().int(),
  over90: z.number().int(),
  total: z.number().int(),
});
export type AgingBuckets = z.infer<typeof agingBucketsSchema>;
export const agingSchema = z.object({
  asOf: z.string(),
  rows: z.array(
    agingBucketsSchema.extend({
      organizationId: z.string().nullable(),
      organizationName: z.string().nullable(),
      currencyCode: z.string(),
      invoices: z.number().int(),
    }),
  ),
});
export type Aging = z.infer<typeof agingSchema>;

/** A statement of account: one organization, one currency, a period (inclusive). */
export const statementQuerySchema = z
  .strictObject({
    organizationId: optionalUuidField(),
    currencyCode: currencyCodeField(),
    from: dateField(),
    to: dateField(),
  })
  .refine((q) => q.from <= q.to, { error: 'DATE_RANGE_REVERSED' satisfies ErrorCode, path: ['to'] });
export type StatementQuery = z.infer<typeof statementQuerySchema>;

export const statementSchema = z.object({
  organizationId: z.string(),
  organizationName: z.string().nullable(),
  currencyCode: z.string(),
  from: z.string(),
  to: z.string(),
  openingBalance: z.number().int(),
  rows: z.array(
    z.object({
      documentDate: z.string(),
      documentNo: z.string(),
      kind: financeDocumentKindSchema,
      description: z.string().nullable(),
      debit: z.number().int(),
      credit: z.number().int(),
      balance: z.number().int(),
    }),
  ),
  closingBalance: z.number().int(),
  aging: agingBucketsSchema,
});
export type Statement = z.infer<typeof statementSchema>;

// --- exports (jobs: core/exports; answered with the run, read at /bo/Export/runs)

/** The kinds of finance's export runs (the download lists ask for their kind's runs). */
export const FINANCE_EXPORT_KINDS = {
  documentsReport: 'finance.documents-report',
  dataExtraction: 'finance.data-extraction',
} as const;

const ALL_KINDS = ['INVOICE', 'CREDIT_NOTE', 'DEBIT_NOTE', 'RECEIPT'] as const;
/** Longest period of one export, in days. */
export const FINANCE_EXPORT_MAX_DAYS = 366;
const periodOf = <T extends z.ZodRawShape>(shape: T) =>
  z
    .strictObject({
      kinds: z
        .array(financeDocumentKindSchema)
        .min(1, { error: 'REQUIRED_FIELD' satisfies ErrorCode })
        .default([...ALL_KINDS]),
      dateFrom: dateField(),
      dateTo: dateField(),
      ...shape,
    })
    .superRefine((v, ctx) => {
      // The generic shape hides the two dates from the checker; they are there (the fields above).
      const { dateFrom, dateTo } = v as unknown as { dateFrom: string; dateTo: string };
      const days = (Date.parse(dateTo) - Date.parse(dateFrom)) / 86_400_000 + 1;
      if (days < 1) issuesOf(ctx)('DATE_RANGE_REVERSED', ['dateTo']);
      else if (days > FINANCE_EXPORT_MAX_DAYS) issuesOf(ctx)('DATE_RANGE_TOO_LONG', ['dateTo'], { max: FINANCE_EXPORT_MAX_DAYS });
    });

/** `generatereport`: the documents of a period (document date, inclusive) as a PDF listing or a workbook. */
export const documentsReportRequestSchema = periodOf({
  status: z.preprocess(blankToUndefined, financeDocumentStatusSchema.optional()),
  format: z.enum(['pdf', 'xlsx'], { error: 'INVALID_OPTION' satisfies ErrorCode }).default('xlsx'),
});
export type DocumentsReportRequest = z.infer<typeof documentsReportRequestSchema>;

/** Data extraction: every line of the period's issued documents, for the accounting system. */
export const dataExtractionRequestSchema = periodOf({
  format: z.enum(['csv', 'xlsx'], { error: 'INVALID_OPTION' satisfies ErrorCode }).default('csv'),
});
export type DataExtractionRequest = z.infer<typeof dataExtractionRequestSchema>;
