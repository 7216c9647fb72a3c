/**
 * Example e-invoice inputs for the specs (and the simulator's own tests): a well-formed document of
 * each kind with amounts computed as the API computes them. Not used by production code.
 */
import { documentTotals, revenueLineTotals, type FinanceDocument, type RevenueLine } from '@bo/shared';
import { GENERAL_TIN, type EInvoiceInput, type EInvoiceParty, type EInvoiceSupplier } from './einvoice-input';

export const SUPPLIER: EInvoiceSupplier = {
  name: 'Demo Travel Sdn. Bhd.',
  tin: 'C25845632020',
  idType: 'BRN',
  idValue: '202001234567',
  sst: 'W10-1808-32000001',
  ttx: 'NA',
  msic: '79110',
  activity: 'Travel agency activities',
  phone: '+60321234567',
  email: 'finance@demo-travel.example',
  address: {
    line1: 'Level 10, Menara Demo',
    line2: 'Jalan Sultan Ismail',
    postcode: '50250',
    city: 'Kuala Lumpur',
    stateCode: '14',
    countryCode: 'MYS',
  },
};

export const BUYER: EInvoiceParty = {
  name: 'Borneo Holidays Sdn. Bhd.',
  tin: 'C20880050010',
  idType: 'BRN',
  idValue: '201901000005',
  sst: 'NA',
  ttx: 'NA',
  phone: '+6088123456',
  email: 'accounts@borneo.example',
  address: { line1: '12 Jalan Gaya', postcode: '88000', city: 'Kota Kinabalu', stateCode: '12', countryCode: 'MYS' },
};

export const GENERAL_PUBLIC_BUYER: EInvoiceParty = {
  name: 'General Public',
  tin: GENERAL_TIN.GENERAL_PUBLIC,
  idType: 'BRN',
  idValue: 'NA',
  sst: 'NA',
  phone: 'NA',
  address: { line1: 'NA', postcode: '', city: 'NA', stateCode: '17', countryCode: 'MYS' },
};

type LineIn = Pick<RevenueLine, 'description' | 'pax' | 'unitPrice' | 'taxType'> & Partial<RevenueLine>;

export function line(l: LineIn): FinanceDocument['revenueLines'][number] {
  const full = { salesType: 'HOTEL' as const, roomNights: null, classificationCode: '022', ...l };
  return { ...full, roomNights: full.roomNights ?? null, ...revenueLineTotals(full) };
}

export function financeDocument(over: Partial<FinanceDocument> = {}): FinanceDocument {
  const revenueLines = over.revenueLines ?? [
    line({ description: 'Hotel Penang, 2 nights', pax: 2, unitPrice: 35_000, taxType: 'SERVICE_TAX' }),
    line({ description: 'Tourism tax', pax: 1, unitPrice: 0, taxType: 'TOURISM_TAX', roomNights: 4 }),
    line({ description: 'Domestic flight KUL-PEN', pax: 2, unitPrice: 18_950, taxType: 'NONE' }),
  ];
  return {
    documentId: '0b9a6f7e-1c1d-4c4e-9d7e-000000000001',
    kind: 'INVOICE',
    status: 'ISSUED',
    documentNo: 'INV-2026-000001',
    documentDate: '2026-12-01',
    dueDate: '2026-12-31',
    currencyCode: 'MYR',
    organizationId: null,
    organizationName: null,
    ebillingContactId: null,
    buyerName: null,
    category: 'HOTEL',
    referenceNumber: null,
    bookingReference: null,
    remark: null,
    descriptions: null,
    paymentMode: 'BANK_TRANSFER',
    handledBy: null,
    tourCode: null,
    guestName: null,
    market: null,
    checkIn: null,
    checkOut: null,
    supplierReference: null,
    costLines: [],
    invoiceNo: null,
    reason: null,
    amount: null,
    allocations: [],
    outstanding: null,
    paymentStatus: null,
    source: null,
    deactivationReason: null,
    issuedAt: '2026-12-01T02:00:00.000Z',
    createdAt: '2026-12-01T01:00:00.000Z',
    updatedAt: '2026-12-01T02:00:00.000Z',
    ...over,
    revenueLines,
    totals: over.totals ?? documentTotals(revenueLines, []),
  };
}

export const ISSUED_AT = '2026-12-01T02:00:00Z';
/** An hour after ISSUED_AT: inside the 72 h window. */
export const NOW = new Date('2026-12-01T03:00:00Z');
export const INVOICE_UUID = 'F9D425P6DS7D8IU2R0QZDJN10';

export function invoiceInput(over: Partial<EInvoiceInput> = {}): EInvoiceInput {
  return { typeCode: '01', document: financeDocument(), issuedAt: ISSUED_AT, supplier: SUPPLIER, buyer: BUYER, ...over };
}

/** A note (02 credit, 03 debit, 04 refund) against INV-2026-000001. */
export function noteInput(typeCode: '02' | '03' | '04', over: Partial<EInvoiceInput> = {}): EInvoiceInput {
  const kind = typeCode === '03' ? 'DEBIT_NOTE' : 'CREDIT_NOTE';
  const prefix = typeCode === '03' ? 'DN' : 'CN';
  return invoiceInput({
    typeCode,
    document: financeDocument({
      kind,
      documentNo: `${prefix}-2026-000001`,
      invoiceNo: 'INV-2026-000001',
      reason: 'Room downgraded',
      paymentMode: typeCode === '04' ? 'BANK_TRANSFER' : null,
      revenueLines: [line({ description: 'Hotel Penang adjustment', pax: 1, unitPrice: 10_000, taxType: 'SERVICE_TAX' })],
    }),
    referenced: { documentNo: 'INV-2026-000001', uuid: INVOICE_UUID },
    ...over,
  });
}
