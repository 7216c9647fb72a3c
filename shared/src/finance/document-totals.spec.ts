import fc from 'fast-check';
import { divideRounded, documentTotals, revenueLineTotals } from './document-totals';

describe('finance document totals', () => {
  test('service tax is 8% of the line, rounded half away from zero per line', () => {
    // 1 x RM 0.06 -> 0.48 sen -> 0; 1 x RM 0.07 -> 0.56 sen -> 1 sen; 1 x 1,250.00 -> 100.00
    expect(revenueLineTotals({ pax: 1, unitPrice: 6, taxType: 'SERVICE_TAX' }).serviceTax).toBe(0);
    expect(revenueLineTotals({ pax: 1, unitPrice: 7, taxType: 'SERVICE_TAX' }).serviceTax).toBe(1);
    expect(revenueLineTotals({ pax: 2, unitPrice: 62_500, taxType: 'SERVICE_TAX' })).toEqual({
      amount: 125_000,
      serviceTax: 10_000,
      tourismTax: 0,
    });
  });

  test('tourism tax is RM10 per room-night, whatever the price', () => {
    expect(revenueLineTotals({ pax: 1, unitPrice: 30_000, taxType: 'TOURISM_TAX', roomNights: 3 }).tourismTax).toBe(3_000);
  });

  test('gross profit and its percentage in basis points', () => {
    const totals = documentTotals(
      [
        { pax: 2, unitPrice: 50_000, taxType: 'SERVICE_TAX' },
        { pax: 1, unitPrice: 20_000, taxType: 'TOURISM_TAX', roomNights: 2 },
      ],
      [{ unit: 2, unitPrice: 40_000 }],
    );
    expect(totals).toEqual({
      subtotal: 120_000,
      serviceTax: 8_000,
      tourismTax: 2_000,
      total: 130_000,
      costTotal: 80_000,
      grossProfit: 40_000,
      grossProfitBasisPoints: 3_333,
    });
    expect(documentTotals([], []).grossProfitBasisPoints).toBeNull();
  });

  test('divideRounded agrees with exact rational rounding (half away from zero)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), fc.integer({ min: 1, max: 1e6 }), (n, d) => {
        const exact = BigInt(n) * 2n;
        const den = BigInt(d) * 2n;
        // round half away from zero: (2n + sign*d) / 2d truncated
        const sign = n < 0 ? -1n : 1n;
        const expected = (exact + sign * BigInt(d)) / den;
        expect(divideRounded(n, d)).toBe(Number(expected));
      }),
    );
  });
});
