import { describe, expect, it } from 'vitest';
import { i18n } from '../../app/i18n';
import { DOCUMENT_KINDS } from './document-kinds';
import {
  documentFormSchema,
  emptyCostLine,
  emptyRevenueLine,
  liveAllocation,
  liveTotals,
  newDocumentValues,
} from './document-form';

const t = i18n.t.bind(i18n);
const invoice = DOCUMENT_KINDS.INVOICE;

describe('the document form', () => {
  it('computes the live totals and gross profit from the lines as typed (shared documentTotals)', () => {
    const values = {
      ...newDocumentValues(invoice),
      revenueLines: [
        { ...emptyRevenueLine('HOTEL'), pax: '2', unitPrice: '1,250.50', taxType: 'SERVICE_TAX' },
        { ...emptyRevenueLine('HOTEL'), pax: '1', unitPrice: '100', taxType: 'TOURISM_TAX', roomNights: '3' },
      ],
      costLines: [{ ...emptyCostLine(), unit: '2', unitPrice: '1000.25' }],
    };
    // 2 x 1,250.50 = 2,501.00 (+8% = 200.08); 100.00 + RM10 x 3 room-nights; cost 2,000.50.
    expect(liveTotals(values)).toEqual({
      subtotal: 260_100,
      serviceTax: 20_008,
      tourismTax: 3_000,
      total: 283_108,
      costTotal: 200_050,
      grossProfit: 60_050,
      grossProfitBasisPoints: 2_309, // 600.50 / 2,601.00 = 23.09%
    });
  });

  it('counts a line not yet complete as 0 rather than waiting for a valid form', () => {
    const values = {
      ...newDocumentValues(invoice),
      revenueLines: [{ ...emptyRevenueLine(), pax: '2', unitPrice: '12.3.4' }],
    };
    expect(liveTotals(values)).toMatchObject({ subtotal: 0, total: 0, grossProfitBasisPoints: null });
  });

  it('turns amounts typed in major units into exact minor units (JPY has none, BHD three places)', () => {
    const body = (currencyCode: string, unitPrice: string) =>
      documentFormSchema(t, invoice, { currencyCode }).parse({
        ...newDocumentValues(invoice),
        currencyCode,
        category: 'HOTEL',
        revenueLines: [{ ...emptyRevenueLine('HOTEL'), description: 'Room', unitPrice }],
      }) as { revenueLines: { unitPrice: number; pax: number; roomNights?: number | null }[] };
    expect(body('MYR', '0.29').revenueLines[0].unitPrice).toBe(29);
    expect(body('MYR', '1,234,567.89').revenueLines[0].unitPrice).toBe(123_456_789);
    expect(body('JPY', '1500').revenueLines[0].unitPrice).toBe(1500);
    expect(body('BHD', '1.005').revenueLines[0].unitPrice).toBe(1005);
    expect(body('MYR', '10').revenueLines[0]).toMatchObject({ pax: 1, roomNights: null });
  });

  it('refuses at the field what the API would: too many decimals, tourism tax without room-nights or outside MYR', () => {
    const issues = (currencyCode: string, line: Partial<ReturnType<typeof emptyRevenueLine>>) => {
      const result = documentFormSchema(t, invoice, { currencyCode }).safeParse({
        ...newDocumentValues(invoice),
        currencyCode,
        category: 'HOTEL',
        revenueLines: [{ ...emptyRevenueLine('HOTEL'), description: 'Room', unitPrice: '10', ...line }],
      });
      return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
    };
    expect(issues('MYR', { unitPrice: '10.005' })).toEqual(['revenueLines.0.unitPrice']);
    expect(issues('MYR', { taxType: 'TOURISM_TAX' })).toEqual(['revenueLines.0.roomNights']);
    expect(issues('SGD', { taxType: 'TOURISM_TAX', roomNights: '2' })).toEqual(['revenueLines.0.taxType']);
    expect(issues('MYR', { taxType: 'TOURISM_TAX', roomNights: '2' })).toEqual([]);
  });

  it('keeps a receipt within its amount: allocated and unallocated live, more allocated than received refused', () => {
    const receipt = DOCUMENT_KINDS.RECEIPT;
    const values = {
      ...newDocumentValues(receipt),
      category: 'HOTEL',
      paymentMode: 'CASH',
      amount: '500.00',
      allocations: [
        { invoiceNo: 'INV-2026-000001', amount: '300' },
        { invoiceNo: 'INV-2026-000002', amount: '250.50' },
      ],
    };
    expect(liveAllocation(values)).toEqual({ received: 50_000, allocated: 55_050, unallocated: -5_050 });
    const result = documentFormSchema(t, receipt, values).safeParse(values);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['allocations']);
  });
});
