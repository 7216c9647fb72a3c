/**
 * MyInvois e-invoices (spec section 7 "/bo/EInvoice", plus our additions for the
 * /e-invoice-submission screen): one record per issued document that needs one, with its own
 * state; docs/finance-einvoice-flow.md has the flow.
 */
import { z } from 'zod';
import { enumSchema, type CodeOf, type LabelledEnum } from '../enums/labelled';
import { financeDocumentKindSchema } from '../enums/finance';
import type { ErrorCode } from '../errors/error-catalogue';
import { dateField } from './hotel-inventory.schema';
import { pageOf, sortedBy } from './paging.schema';
import { blankToUndefined, optionalTextField, requiredTextField } from './validation';

/** An e-invoice's state (ours; LHDN's Submitted/Valid/Invalid/Cancelled map onto it). */
export const EINVOICE_STATE = [
  { code: 'PREPARED', en: 'Prepared', ms: 'Disediakan' },
  { code: 'INVALID_LOCALLY', en: 'Not submitted (fix needed)', ms: 'Tidak dihantar (perlu dibetulkan)' },
  { code: 'SUBMITTED', en: 'Submitted', ms: 'Dihantar' },
  { code: 'VALID', en: 'Valid', ms: 'Sah' },
  { code: 'INVALID', en: 'Invalid', ms: 'Tidak sah' },
  { code: 'CANCELLED', en: 'Cancelled', ms: 'Dibatalkan' },
  { code: 'REJECTION_REQUESTED', en: 'Rejection requested by buyer', ms: 'Penolakan diminta oleh pembeli' },
] as const satisfies LabelledEnum<string>;
export type EInvoiceState = CodeOf<typeof EINVOICE_STATE>;
export const eInvoiceStateSchema = enumSchema(EINVOICE_STATE);

/** What the record is of: a document, or the month's consolidated B2C sales. */
export const EINVOICE_SUBJECT = [
  { code: 'INVOICE', en: 'Invoice', ms: 'Invois' },
  { code: 'CREDIT_NOTE', en: 'Credit note', ms: 'Nota kredit' },
  { code: 'DEBIT_NOTE', en: 'Debit note', ms: 'Nota debit' },
  { code: 'CONSOLIDATED', en: 'Consolidated (general public)', ms: 'Disatukan (orang awam)' },
] as const satisfies LabelledEnum<string>;
export type EInvoiceSubject = CodeOf<typeof EINVOICE_SUBJECT>;
export const eInvoiceSubjectSchema = enumSchema(EINVOICE_SUBJECT);

/** One finding: ours (`rule` EINV_...) or LHDN's (`rule` its errorCode), field and both languages. */
export const eInvoiceIssueSchema = z.object({
  path: z.string().nullable(),
  rule: z.string(),
  en: z.string(),
  ms: z.string(),
});
export type EInvoiceIssueView = z.infer<typeof eInvoiceIssueSchema>;

export const eInvoiceSchema = z.object({
  eInvoiceId: z.string(),
  subject: eInvoiceSubjectSchema,
  /** 01 invoice, 02 credit note, 03 debit note, 04 refund note. */
  typeCode: z.string(),
  documentId: z.string().nullable(),
  /** The document number (or CONS-YYYY-MM), the e-invoice's internal id at LHDN. */
  documentNo: z.string(),
  documentKind: financeDocumentKindSchema.nullable(),
  organizationId: z.string().nullable(),
  buyerName: z.string().nullable(),
  buyerTin: z.string().nullable(),
  currencyCode: z.string(),
  total: z.number().int(),
  state: eInvoiceStateSchema,
  /** A note waiting for its invoice's e-invoice to be Valid (its number). */
  waitingFor: z.string().nullable(),
  submissionUid: z.string().nullable(),
  uuid: z.string().nullable(),
  longId: z.string().nullable(),
  /** `{portal}/{uuid}/share/{longId}`: the QR and link of a Valid e-invoice. */
  validationUrl: z.string().nullable(),
  validatedAt: z.string().nullable(),
  documentHash: z.string().nullable(),
  /** Our validator's findings (INVALID_LOCALLY) or LHDN's errors (INVALID). */
  issues: z.array(eInvoiceIssueSchema),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  cancelReason: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  rejectionRequestedAt: z.string().nullable(),
  /** Consolidated: the month (YYYY-MM) and how many documents it covers. */
  period: z.string().nullable(),
  coveredDocuments: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type EInvoice = z.infer<typeof eInvoiceSchema>;

/** One line of the submit log: what was done, its outcome. */
export const eInvoiceAttemptSchema = z.object({
  attempt: z.number().int(),
  action: z.string(),
  state: eInvoiceStateSchema,
  submissionUid: z.string().nullable(),
  uuid: z.string().nullable(),
  message: z.string().nullable(),
  actorId: z.string().nullable(),
  at: z.string(),
});
export type EInvoiceAttempt = z.infer<typeof eInvoiceAttemptSchema>;

export const eInvoiceSubmitLogSchema = z.object({ eInvoice: eInvoiceSchema, attempts: z.array(eInvoiceAttemptSchema) });
export type EInvoiceSubmitLog = z.infer<typeof eInvoiceSubmitLogSchema>;
export const eInvoiceResultSchema = z.object({ code: z.string(), message: z.string(), eInvoice: eInvoiceSchema });
export type EInvoiceResult = z.infer<typeof eInvoiceResultSchema>;

const documentNoField = () => requiredTextField({ max: 50 });
const eInvoiceIdField = () => z.uuid({ error: 'EINVOICE_NOT_FOUND' satisfies ErrorCode });

// --- the spec's calls
export const taxInvoiceNoQuerySchema = z.strictObject({ taxInvoiceNo: documentNoField() });
export const creditNoteNoQuerySchema = z.strictObject({ creditNoteNo: documentNoField() });
/** Create*SubmitLog: submit (or resubmit an Invalid one) now; Update*SubmitLog: ask MyInvois for its state now. */
export const taxInvoiceSubmitLogSchema = z.strictObject({ taxInvoiceNo: documentNoField() });
export const creditNoteSubmitLogSchema = z.strictObject({ creditNoteNo: documentNoField() });
export type TaxInvoiceSubmitLogRequest = z.infer<typeof taxInvoiceSubmitLogSchema>;
export type CreditNoteSubmitLogRequest = z.infer<typeof creditNoteSubmitLogSchema>;

export const classificationSchema = z.object({ code: z.string(), en: z.string(), ms: z.string() });
export const classificationListSchema = z.array(classificationSchema);

// --- our additions
export const eInvoiceIdSchema = z.strictObject({ eInvoiceId: eInvoiceIdField() });
export type EInvoiceIdRequest = z.infer<typeof eInvoiceIdSchema>;
/** Cancel (within 72 h of validation) or record the buyer's rejection: a reason LHDN keeps (<= 300). */
export const eInvoiceReasonSchema = z.strictObject({
  eInvoiceId: eInvoiceIdField(),
  reason: requiredTextField({ max: 300 }),
});
export type EInvoiceReasonRequest = z.infer<typeof eInvoiceReasonSchema>;

export const EINVOICE_SORT_KEYS = ['documentNo', 'state', 'total', 'validatedAt', 'createdAt', 'updatedAt'] as const;
export const eInvoiceListQuerySchema = sortedBy(EINVOICE_SORT_KEYS).extend({
  state: z.preprocess(blankToUndefined, eInvoiceStateSchema.optional()),
  subject: z.preprocess(blankToUndefined, eInvoiceSubjectSchema.optional()),
  /** Number, buyer, UUID or submission UID contains this. */
  search: optionalTextField(100),
  dateFrom: z.preprocess(blankToUndefined, dateField().optional()),
  dateTo: z.preprocess(blankToUndefined, dateField().optional()),
});
export type EInvoiceListQuery = z.input<typeof eInvoiceListQuerySchema>;
export type EInvoiceListFilters = z.infer<typeof eInvoiceListQuerySchema>;
export const eInvoicePageSchema = pageOf(eInvoiceSchema);
export type EInvoicePage = z.infer<typeof eInvoicePageSchema>;
