import { documentTotals, revenueLineTotals, type FinanceDocument, type RevenueLine } from '@bo/shared';
import { CONSOLIDATED_CLASSIFICATION } from '../einvoice/code-lists';

/** What the consolidation needs of one B2C sale. */
export interface ConsolidatedSale {
  documentId: string;
  documentNo: string;
  lines: { taxType: RevenueLine['taxType']; amount: number; roomNights: number | null }[];
}

/** `INV-2026-000041` -> prefix `INV-2026-`, number 41 (null: no trailing number, a range of its own). */
function numbered(documentNo: string): { prefix: string; n: number } | null {
  const m = /^(.*?)(\d+)$/.exec(documentNo);
  return m ? { prefix: m[1], n: Number(m[2]) } : null;
}

/** Unbroken runs of document numbers (same prefix, consecutive numbers), in number order. */
export function unbrokenRanges<T extends { documentNo: string }>(sales: readonly T[]): T[][] {
  const sorted = [...sales].sort((a, b) => a.documentNo.localeCompare(b.documentNo, 'en', { numeric: true }));
  const ranges: T[][] = [];
  for (const sale of sorted) {
    const last = ranges.at(-1)?.at(-1);
    const a = last ? numbered(last.documentNo) : null;
    const b = numbered(sale.documentNo);
    if (last && a && b && a.prefix === b.prefix && b.n === a.n + 1) ranges.at(-1)!.push(sale);
    else ranges.push([sale]);
  }
  return ranges;
}

/**
 * The consolidated e-invoice's lines: one per unbroken range of document numbers (one sale alone
 * is a range of one) and tax type (a line carries one tax), each "INV-2026-000001 - INV-2026-000005",
 * quantity 1, classification 004. The service tax of a line is recomputed on its sum, as LHDN
 * recomputes it, so it can differ from the sales' own by a sen per sale at most.
 */
export function consolidatedLines(sales: readonly ConsolidatedSale[]): FinanceDocument['revenueLines'] {
  const lines: FinanceDocument['revenueLines'] = [];
  for (const range of unbrokenRanges(sales)) {
    const first = range[0].documentNo;
    const last = range.at(-1)!.documentNo;
    const label = first === last ? first : `${first} - ${last}`;
    const byTax = new Map<RevenueLine['taxType'], { amount: number; roomNights: number }>();
    for (const line of range.flatMap((s) => s.lines)) {
      const sum = byTax.get(line.taxType) ?? { amount: 0, roomNights: 0 };
      sum.amount += line.amount;
      sum.roomNights += line.roomNights ?? 0;
      byTax.set(line.taxType, sum);
    }
    for (const [taxType, sum] of byTax) {
      const base = {
        salesType: 'MISC' as const,
        description: `Sales ${label}`,
        pax: 1,
        unitPrice: sum.amount,
        taxType,
        roomNights: taxType === 'TOURISM_TAX' ? sum.roomNights : null,
        classificationCode: CONSOLIDATED_CLASSIFICATION,
      };
      lines.push({ ...base, ...revenueLineTotals(base) });
    }
  }
  return lines;
}

/** The previous month (YYYY-MM) of a KL calendar day, and whether that day is within the first 7 of its month. */
export function consolidationDue(today: string): { period: string; due: boolean } {
  const [y, m, d] = today.split('-').map(Number);
  const prev = m === 1 ? { y: y - 1, m: 12 } : { y, m: m - 1 };
  return { period: `${prev.y}-${String(prev.m).padStart(2, '0')}`, due: d <= 7 };
}

/** The synthetic document the consolidated e-invoice is built from (never stored as a finance document). */
export function consolidatedDocument(period: string, lines: FinanceDocument['revenueLines'], issuedAt: string): FinanceDocument {
  const day = issuedAt.slice(0, 10);
  return {
    documentId: '00000000-0000-4000-8000-000000000000',
    kind: 'INVOICE',
    status: 'ISSUED',
    documentNo: `CONS-${period}`,
    documentDate: day,
    dueDate: day,
    currencyCode: 'MYR',
    organizationId: null,
    organizationName: null,
    ebillingContactId: null,
    buyerName: null,
    category: 'MISC',
    referenceNumber: null,
    bookingReference: null,
    remark: `Consolidated e-invoice of the B2C sales of ${period}`,
    descriptions: null,
    paymentMode: null,
    handledBy: null,
    tourCode: null,
    guestName: null,
    market: null,
    checkIn: null,
    checkOut: null,
    supplierReference: null,
    revenueLines: lines,
    costLines: [],
    totals: documentTotals(lines, []),
    invoiceNo: null,
    reason: null,
    amount: null,
    allocations: [],
    outstanding: null,
    paymentStatus: null,
    source: null,
    deactivationReason: null,
    issuedAt,
    createdAt: issuedAt,
    updatedAt: issuedAt,
  };
}
