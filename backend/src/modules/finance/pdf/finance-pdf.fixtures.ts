import { costLineAmount, documentTotals, revenueLineTotals, type FinanceDocument } from '@bo/shared';
import type { CompanyDetails } from './finance-layout';

/** Test data of the finance PDFs' specs: documents as the read model holds them, totals computed as the API does. */

export const COMPANY: CompanyDetails = {
  name: 'Demo Travel Sdn. Bhd.',
  addressLines: ['Level 10, Menara Demo, Jalan Sultan Ismail', '50250 Kuala Lumpur'],
  phone: '+60321234567',
  email: 'finance@demo-travel.example',
  tin: 'C25845632020',
  brn: '202001234567',
  sst: 'W10-1808-32000001',
  ttx: '141-1808-00000001',
};

type Revenue = Pick<FinanceDocument['revenueLines'][number], 'salesType' | 'description' | 'pax' | 'unitPrice' | 'taxType'> & {
  roomNights?: number | null;
};
type Cost = Pick<FinanceDocument['costLines'][number], 'expenses' | 'unit' | 'unitPrice'>;

/** A document of `kind` with these lines (the totals follow from them) and fields. */
export function financeDocument(
  over: Partial<FinanceDocument> = {},
  revenue: Revenue[] = [],
  cost: Cost[] = [],
): FinanceDocument {
  const revenueLines = revenue.map((line) => {
    const full = { roomNights: null, classificationCode: '022', ...line };
    return { ...full, ...revenueLineTotals(full) };
  });
  const costLines = cost.map((line) => ({ bookingReference: 'SUP-1', ...line, amount: costLineAmount(line) }));
  return {
    documentId: '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b',
    kind: 'INVOICE',
    status: 'ISSUED',
    documentNo: 'INV-2026-000042',
    documentDate: '2026-03-07',
    dueDate: '2026-04-06',
    currencyCode: 'MYR',
    organizationId: '0190a1b2-0000-7000-8000-000000000001',
    organizationName: 'Syarikat Pelancongan Maju Sdn Bhd',
    ebillingContactId: null,
    buyerName: null,
    category: 'HOTEL',
    referenceNumber: 'PO-7781',
    bookingReference: 'BK2026QWERTY',
    remark: 'Thank you for your business.',
    descriptions: 'Langkawi incentive trip, March 2026',
    paymentMode: null,
    handledBy: 'Aisyah',
    tourCode: 'LGK-MAR26',
    guestName: 'Tan Mei Ling',
    market: 'Singapore',
    checkIn: '2026-03-20',
    checkOut: '2026-03-23',
    supplierReference: 'SUP-REF-99',
    revenueLines,
    costLines,
    totals: documentTotals(revenueLines, costLines),
    invoiceNo: null,
    reason: null,
    amount: null,
    allocations: [],
    outstanding: null,
    paymentStatus: null,
    source: null,
    deactivationReason: null,
    issuedAt: '2026-03-07T02:03:04.000Z',
    createdAt: '2026-03-07T01:00:00.000Z',
    updatedAt: '2026-03-07T02:03:04.000Z',
    ...over,
  };
}

/** A realistic invoice: hotel nights with service tax and tourism tax, transfers, a fee; costs behind it. */
export const FIVE_LINES: Revenue[] = [
  { salesType: 'HOTEL', description: 'Deluxe King, 3 nights, breakfast', pax: 2, unitPrice: 45_000, taxType: 'SERVICE_TAX' },
  {
    salesType: 'HOTEL',
    description: 'Tourism tax, 2 rooms x 3 nights',
    pax: 1,
    unitPrice: 0,
    taxType: 'TOURISM_TAX',
    roomNights: 6,
  },
  { salesType: 'INBOUND_TOUR', description: 'Island hopping tour', pax: 4, unitPrice: 12_550, taxType: 'SERVICE_TAX' },
  { salesType: 'LOGISTIC_SERVICE', description: 'Airport transfers', pax: 2, unitPrice: 8_000, taxType: 'NONE' },
  { salesType: 'ADMIN_FEE', description: 'Handling fee', pax: 1, unitPrice: 2_500, taxType: 'EXEMPT' },
];
/** Costs whose figures appear nowhere else: a print of any of them is a leak. */
export const COSTS: Cost[] = [
  { expenses: 'Hotel supplier net rate', unit: 2, unitPrice: 31_337 },
  { expenses: 'Boat operator', unit: 4, unitPrice: 7_919 },
];

/** `n` varied revenue lines (the long-document cases). */
export const manyLines = (n: number): Revenue[] =>
  Array.from({ length: n }, (_, i) => ({
    salesType: i % 3 === 0 ? 'HOTEL' : i % 3 === 1 ? 'MEALS' : 'INBOUND_TOUR',
    description: `Line ${i + 1}: ${i % 4 === 0 ? 'a longer description that wraps onto a second line of its cell in the table' : 'item'}`,
    pax: 1 + (i % 5),
    unitPrice: 10_000 + i * 137,
    taxType: i % 2 === 0 ? 'SERVICE_TAX' : 'NONE',
  }));
