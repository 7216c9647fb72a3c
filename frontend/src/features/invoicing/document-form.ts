import {
  costLineSchema,
  DEFAULT_CURRENCY,
  DEFAULT_PAYMENT_TERM_DAYS,
  documentTotals,
  insertInvoiceSchema,
  insertNoteSchema,
  insertReceiptSchema,
  invoiceFieldsSchema,
  noteFieldsSchema,
  minorUnitsToDecimal,
  parseMajorToMinor,
  receiptAllocationSchema,
  receiptFieldsSchema,
  revenueLineSchema,
  revenueLineTotals,
  costLineAmount,
  type DocumentTotals,
  type FinanceDocument,
  type FinanceTaxType,
} from '@bo/shared';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { businessToday } from '../../ui/dates';
import { majorAmountField } from '../../ui/major-amount';
import type { DocumentKindDefinition } from './document-kinds';

/** A revenue line as typed: selects hold codes, numbers and amounts are text (amounts in major units). */
export interface RevenueLineValues {
  salesType: string;
  description: string;
  pax: string;
  unitPrice: string;
  taxType: string;
  roomNights: string;
  classificationCode: string;
}
export interface CostLineValues {
  expenses: string;
  bookingReference: string;
  unit: string;
  unitPrice: string;
}
export interface AllocationValues {
  invoiceNo: string;
  amount: string;
}

/** Every field of every kind as the form holds it; a kind's schema reads only its own. */
export interface DocumentValues {
  [field: string]: unknown;
  documentDate: string;
  dueDate: string;
  currencyCode: string;
  organizationId: string;
  ebillingContactId: string;
  buyerName: string;
  category: string;
  referenceNumber: string;
  bookingReference: string;
  remark: string;
  descriptions: string;
  paymentMode: string;
  handledBy: string;
  tourCode: string;
  guestName: string;
  market: string;
  checkIn: string;
  checkOut: string;
  supplierReference: string;
  revenueLines: RevenueLineValues[];
  costLines: CostLineValues[];
  invoiceNo: string;
  reason: string;
  amount: string;
  allocations: AllocationValues[];
}

export const emptyRevenueLine = (salesType = ''): RevenueLineValues => ({
  salesType,
  description: '',
  pax: '1',
  unitPrice: '',
  taxType: 'NONE',
  roomNights: '',
  classificationCode: '022',
});
export const emptyCostLine = (): CostLineValues => ({ expenses: '', bookingReference: '', unit: '1', unitPrice: '' });
export const emptyAllocation = (invoiceNo = ''): AllocationValues => ({ invoiceNo, amount: '' });

const text = (value: string | null | undefined) => value ?? '';
const major = (minor: number | null | undefined, currencyCode: string) =>
  minor === null || minor === undefined ? '' : minorUnitsToDecimal(minor, currencyCode);

/** What a new document starts from: today, MYR, one empty revenue line (trip kinds); `prefill` wins (a note's invoice). */
export function newDocumentValues(definition: DocumentKindDefinition, prefill: Partial<DocumentValues> = {}): DocumentValues {
  const today = businessToday();
  return {
    documentDate: today.format('YYYY-MM-DD'),
    dueDate: definition.dueDate ? today.add(DEFAULT_PAYMENT_TERM_DAYS, 'day').format('YYYY-MM-DD') : '',
    currencyCode: DEFAULT_CURRENCY,
    organizationId: '',
    ebillingContactId: '',
    buyerName: '',
    category: '',
    referenceNumber: '',
    bookingReference: '',
    remark: '',
    descriptions: '',
    paymentMode: '',
    handledBy: '',
    tourCode: '',
    guestName: '',
    market: '',
    checkIn: '',
    checkOut: '',
    supplierReference: '',
    revenueLines: definition.shape === 'trip' ? [emptyRevenueLine()] : [],
    costLines: [],
    invoiceNo: '',
    reason: '',
    amount: '',
    allocations: [],
    ...prefill,
  };
}

/** A stored document (a draft to edit) as the form holds it: amounts back to major units. */
export function documentValuesOf(document: FinanceDocument): DocumentValues {
  const currency = document.currencyCode;
  return {
    documentDate: document.documentDate,
    dueDate: text(document.dueDate),
    currencyCode: currency,
    organizationId: text(document.organizationId),
    ebillingContactId: text(document.ebillingContactId),
    buyerName: text(document.buyerName),
    category: document.category,
    referenceNumber: text(document.referenceNumber),
    bookingReference: text(document.bookingReference),
    remark: text(document.remark),
    descriptions: text(document.descriptions),
    paymentMode: text(document.paymentMode),
    handledBy: text(document.handledBy),
    tourCode: text(document.tourCode),
    guestName: text(document.guestName),
    market: text(document.market),
    checkIn: text(document.checkIn),
    checkOut: text(document.checkOut),
    supplierReference: text(document.supplierReference),
    revenueLines: document.revenueLines.map((line) => ({
      salesType: line.salesType,
      description: line.description,
      pax: String(line.pax),
      unitPrice: major(line.unitPrice, currency),
      taxType: line.taxType,
      roomNights: line.roomNights === null ? '' : String(line.roomNights),
      classificationCode: line.classificationCode,
    })),
    costLines: document.costLines.map((line) => ({
      expenses: line.expenses,
      bookingReference: text(line.bookingReference),
      unit: String(line.unit),
      unitPrice: major(line.unitPrice, currency),
    })),
    invoiceNo: text(document.invoiceNo),
    reason: text(document.reason),
    amount: major(document.amount, currency),
    allocations: document.allocations.map((a) => ({ invoiceNo: a.invoiceNo, amount: major(a.amount, currency) })),
  };
}

/** A whole number typed ("3"): the number; blank: absent; anything else as typed, for the number rule to refuse. */
const typedInteger = (value: unknown) => {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : trimmed;
};
const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/** The three-letter code the amounts are typed in; MYR until a valid one is chosen. */
const currencyOf = (values: Pick<DocumentValues, 'currencyCode'>) =>
  /^[A-Z]{3}$/.test(values.currencyCode.trim().toUpperCase()) ? values.currencyCode.trim().toUpperCase() : DEFAULT_CURRENCY;

/**
 * The form's schema for one kind: each typed field turned into the API's units by the shared
 * request rule of that field (integers from their digits, amounts from major to minor units by
 * moving digits, never a float), then the kind's whole shared insert schema (tourism tax in MYR
 * with room-nights, check-out after check-in, allocations within the amount), so the form
 * refuses what the API would, at the same paths.
 */
export function documentFormSchema(
  t: TFunction,
  definition: DocumentKindDefinition,
  values: Pick<DocumentValues, 'currencyCode'>,
) {
  const currency = currencyOf(values);
  const money = (target: z.ZodType<number, unknown>, allowZero = true) => majorAmountField(t, currency, target, { allowZero });
  // The typed stage answers the request's shape; the shared schema then checks it as any input.
  const asRequest = <S extends z.ZodType>(typed: z.ZodType, request: S) => typed.transform((body): unknown => body).pipe(request);
  if (definition.shape === 'receipt') {
    const typed = z.object({
      ...receiptFieldsSchema.shape,
      amount: money(receiptFieldsSchema.shape.amount as z.ZodType<number, unknown>, false),
      allocations: z.array(
        z.object({
          invoiceNo: receiptAllocationSchema.shape.invoiceNo,
          amount: money(receiptAllocationSchema.shape.amount as z.ZodType<number, unknown>, false),
        }),
      ),
    });
    return asRequest(typed, insertReceiptSchema);
  }
  const line = revenueLineSchema.shape;
  const cost = costLineSchema.shape;
  const lines = {
    revenueLines: z.array(
      z.object({
        ...line,
        pax: z.preprocess(typedInteger, line.pax),
        unitPrice: money(line.unitPrice as z.ZodType<number, unknown>),
        roomNights: z.preprocess((value) => blankToNull(typedInteger(value) ?? ''), line.roomNights),
      }),
    ),
    costLines: z.array(
      z.object({
        ...cost,
        unit: z.preprocess(typedInteger, cost.unit),
        unitPrice: money(cost.unitPrice as z.ZodType<number, unknown>),
      }),
    ),
  };
  if (definition.namesInvoice) return asRequest(z.object({ ...noteFieldsSchema.shape, ...lines }), insertNoteSchema);
  return asRequest(z.object({ ...invoiceFieldsSchema.shape, ...lines }), insertInvoiceSchema);
}
export type DocumentRequestBody = z.output<ReturnType<typeof documentFormSchema>>;

/** Minor units of an amount as typed so far, 0 while it is not (yet) an amount: the live figures never wait for a valid form. */
export function typedMinor(typed: string, currencyCode: string): number {
  const result = parseMajorToMinor(typed, currencyCode);
  return result.ok ? result.minor : 0;
}
const typedCount = (typed: string) => (/^\d+$/.test(typed.trim()) ? Number(typed.trim()) : 0);

/** The money of one revenue line as typed: its amount and taxes (shared revenueLineTotals). */
export function liveRevenueLine(line: RevenueLineValues, currencyCode: string) {
  return revenueLineTotals({
    pax: typedCount(line.pax),
    unitPrice: typedMinor(line.unitPrice, currencyCode),
    taxType: (line.taxType || 'NONE') as FinanceTaxType,
    roomNights: typedCount(line.roomNights),
  });
}
export const liveCostLine = (line: CostLineValues, currencyCode: string) =>
  costLineAmount({ unit: typedCount(line.unit), unitPrice: typedMinor(line.unitPrice, currencyCode) });

/**
 * The document's totals and gross profit as the form stands (what the API will compute and store:
 * the shared documentTotals over the lines as typed so far, lines not yet complete counting 0).
 */
export function liveTotals(values: Pick<DocumentValues, 'currencyCode' | 'revenueLines' | 'costLines'>): DocumentTotals {
  const currency = currencyOf(values);
  return documentTotals(
    values.revenueLines.map((line) => ({
      pax: typedCount(line.pax),
      unitPrice: typedMinor(line.unitPrice, currency),
      taxType: (line.taxType || 'NONE') as FinanceTaxType,
      roomNights: typedCount(line.roomNights),
    })),
    values.costLines.map((line) => ({ unit: typedCount(line.unit), unitPrice: typedMinor(line.unitPrice, currency) })),
  );
}

/** A receipt's allocations as typed: what is allocated and what stays unallocated. */
export function liveAllocation(values: Pick<DocumentValues, 'currencyCode' | 'amount' | 'allocations'>) {
  const currency = currencyOf(values);
  const received = typedMinor(values.amount, currency);
  const allocated = values.allocations.reduce((sum, a) => sum + typedMinor(a.amount, currency), 0);
  return { received, allocated, unallocated: received - allocated };
}

export { currencyOf };
