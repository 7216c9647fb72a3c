import { priceSale } from './price-engine';
import { markupRow, markupRule } from './price-engine.given';
import type { MarkupRule, PriceBreakdown, PriceRequest, PricingRules } from './price-engine.types';

// The worked examples of docs/pricing.md ("Worked examples"), line for line: the doc's tables are
// these figures, so a change of the engine that changes them fails here first.

const linesOf = (b: PriceBreakdown) => b.lines.map((l) => [l.kind, l.amount]);
const markup = (over: Partial<MarkupRule>): MarkupRule =>
  markupRule({ markupId: 'm', name: 'mark-up', rows: [markupRow({ value: 1250, serviceFee: 500 })], ...over });
const goldRules: PricingRules = {
  markups: [markup({})],
  serviceFees: [],
  systemFees: [{ id: 'booking', feeType: 'BOOKING_FEE', currencyCode: 'MYR', basis: 'AMOUNT', value: 200, active: true }],
  commissionBasisPoints: 500,
};
const goldHotel = (over: Partial<PriceRequest> = {}): PriceRequest => ({
  product: 'hotel',
  currencyCode: 'MYR',
  saleDate: '2026-06-01',
  customerType: 'B2B',
  markupGroupId: 'gold',
  paymentType: 'CREDIT',
  supplierCost: 60_000,
  units: { rooms: 1, nights: 2 },
  starRating: 4,
  foreignGuests: true,
  ...over,
});

describe('docs/pricing.md worked examples', () => {
  it('a hotel for an agency of the GOLD group', () => {
    const b = priceSale(goldHotel(), goldRules);
    expect(linesOf(b)).toEqual([
      ['SUPPLIER_COST', 60_000],
      ['MARKUP', 7_500],
      ['SERVICE_FEE', 1_000],
      ['SYSTEM_FEE', 200],
      ['SERVICE_TAX', 5_496],
      ['TOURISM_TAX', 2_000],
    ]);
    expect(b.total).toBe(76_196);
    expect(b.commission).toEqual({ amount: 3_375, basisPoints: 500 });
  });

  it('rounding: 12.50% of RM 333.33 is 4,167 sen', () => {
    const b = priceSale(goldHotel({ supplierCost: 33_333 }), goldRules);
    expect(b.lines.find((l) => l.kind === 'MARKUP')?.amount).toBe(4_167);
  });

  it('a flight for a consumer: an amount per segment, the setup service fee per ticket, no service tax', () => {
    const b = priceSale(
      {
        product: 'flight',
        currencyCode: 'MYR',
        saleDate: '2026-06-01',
        customerType: 'B2C',
        markupGroupId: 'b2c',
        paymentType: null,
        supplierCost: 40_000,
        units: { tickets: 2, segments: 2 },
        cabinClass: 'ECONOMY',
      },
      {
        markups: [
          markup({
            productType: 'flight',
            markupGroupId: 'b2c',
            customerType: 'B2C',
            basedOn: 'AMOUNT',
            feeBasis: 1,
            rows: [{ cabinClass: null, starRating: null, value: 1_000, serviceFee: null, maintenanceFee: 0 }],
          }),
        ],
        serviceFees: [
          {
            serviceFeeId: 'sf',
            version: 1,
            productType: 'flight',
            channel: 'B2C',
            currencyCode: 'MYR',
            feeBasis: 0,
            basedOn: 'AMOUNT',
            value: 500,
            validFrom: '2024-01-01',
            validTo: null,
            active: true,
          },
        ],
        systemFees: [],
        commissionBasisPoints: 0,
      },
    );
    expect(linesOf(b)).toEqual([
      ['SUPPLIER_COST', 40_000],
      ['MARKUP', 4_000],
      ['SERVICE_FEE', 1_000],
    ]);
    expect(b.total).toBe(45_000);
  });

  it('which mark-up: the exact payment type first, only "any" without one', () => {
    const any = markup({
      markupId: 'any',
      rows: [{ cabinClass: null, starRating: null, value: 1_000, serviceFee: null, maintenanceFee: 0 }],
    });
    const fpx = markup({
      markupId: 'fpx',
      paymentType: 'IPAY88_FPX',
      sameForAll: false,
      rows: [{ cabinClass: null, starRating: 5, value: 800, serviceFee: null, maintenanceFee: 0 }],
    });
    const rules: PricingRules = { markups: [any, fpx], serviceFees: [], systemFees: [], commissionBasisPoints: 0 };
    const markupOf = (paymentType: PriceRequest['paymentType']) =>
      priceSale(goldHotel({ starRating: 5, paymentType, foreignGuests: false }), rules).lines.find((l) => l.kind === 'MARKUP');
    expect(markupOf(null)).toMatchObject({ amount: 6_000, rule: { id: 'any' } });
    expect(markupOf('IPAY88_FPX')).toMatchObject({ amount: 4_800, rule: { id: 'fpx' } });
  });
});
