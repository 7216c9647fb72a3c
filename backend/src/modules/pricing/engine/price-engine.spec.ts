import { MAX_MONEY_AMOUNT } from '@bo/shared';
import { DEFAULT_TAX_POLICY, PriceOutOfRangeError, priceSale } from './price-engine';
import type { MarkupRule, PriceBreakdown, PriceRequest, PricingRules, ServiceFeeRule, SystemFeeRule } from './price-engine.types';
import { markupRule as markup, markupRow as row } from './price-engine.given';
import { roundHalfUp } from './rounding';

// Worked examples a reader can check by hand: every amount is in sen (MYR minor units) unless said.

const serviceFee = (over: Partial<ServiceFeeRule> = {}): ServiceFeeRule => ({
  serviceFeeId: 'sf-hotel',
  version: 1,
  productType: 'hotel',
  channel: 'B2B',
  currencyCode: 'MYR',
  feeBasis: 2,
  basedOn: 'AMOUNT',
  value: 300,
  validFrom: '2026-01-01',
  validTo: null,
  active: true,
  ...over,
});
const systemFee = (over: Partial<SystemFeeRule> = {}): SystemFeeRule => ({
  id: 'fee-1',
  feeType: 'BOOKING_FEE',
  currencyCode: 'MYR',
  basis: 'AMOUNT',
  value: 200,
  active: true,
  ...over,
});
const rules = (over: Partial<PricingRules> = {}): PricingRules => ({
  markups: [],
  serviceFees: [],
  systemFees: [],
  commissionBasisPoints: 1000,
  ...over,
});
/** RM 300.00 a night, 1 room, 2 nights, a 4-star hotel, sold to an agent of the gold group on 1 June 2026. */
const hotel = (over: Partial<PriceRequest> = {}): PriceRequest => ({
  product: 'hotel',
  currencyCode: 'MYR',
  saleDate: '2026-06-01',
  customerType: 'B2B',
  markupGroupId: 'gold',
  paymentType: null,
  supplierCost: 60_000,
  units: { rooms: 1, nights: 2 },
  starRating: 4,
  foreignGuests: false,
  ...over,
});
/** 2 passengers, 3 segments each, economy. */
const flight = (over: Partial<PriceRequest> = {}): PriceRequest => ({
  product: 'flight',
  currencyCode: 'MYR',
  saleDate: '2026-06-01',
  customerType: 'B2B',
  markupGroupId: 'gold',
  paymentType: null,
  supplierCost: 100_000,
  units: { tickets: 2, segments: 3 },
  cabinClass: 'ECONOMY',
  ...over,
});

const amounts = (b: PriceBreakdown) => b.lines.map((l) => `${l.kind}${l.feeType ? ` ${l.feeType}` : ''} ${l.amount}`);
const markupOf = (b: PriceBreakdown) => b.lines.find((l) => l.kind === 'MARKUP');
const chosen = (b: PriceBreakdown) => b.rulesUsed.find((r) => r.kind === 'MARKUP')?.id ?? null;

describe('priceSale: a worked hotel sale', () => {
  // RM 300.00 x 2 nights x 1 room = 60000; mark-up 12.5% = 7500; service fee RM 5.00 per room
  // night x 2 = 1000; SST 8% of 68500 = 5480; tourism tax RM 10.00 x 2 room nights = 2000.
  // Total 60000 + 7500 + 1000 + 5480 + 2000 = 75980. Commission 10% of (60000 + 7500) = 6750.
  const sale = priceSale(
    hotel({ foreignGuests: true }),
    rules({ markups: [markup({ rows: [row({ value: 1250, serviceFee: 500 })] })] }),
  );

  it('answers every line, with what it was taken of', () => {
    const ref = { kind: 'MARKUP', id: 'm-hotel', version: 1, name: 'Hotels for agents' };
    const tax = (id: string) => ({ kind: 'TAX', id, version: null });
    expect(sale).toEqual({
      currencyCode: 'MYR',
      lines: [
        {
          kind: 'SUPPLIER_COST',
          amount: 60_000,
          quantity: 1,
          unitAmount: null,
          basisPoints: null,
          base: null,
          feeBasis: null,
          rule: null,
        },
        {
          kind: 'MARKUP',
          amount: 7_500,
          quantity: 1,
          unitAmount: null,
          basisPoints: 1250,
          base: 60_000,
          feeBasis: null,
          rule: ref,
        },
        {
          kind: 'SERVICE_FEE',
          amount: 1_000,
          quantity: 2,
          unitAmount: 500,
          basisPoints: null,
          base: null,
          feeBasis: 0,
          rule: ref,
        },
        {
          kind: 'SERVICE_TAX',
          amount: 5_480,
          quantity: 1,
          unitAmount: null,
          basisPoints: 800,
          base: 68_500,
          feeBasis: null,
          rule: tax('SERVICE_TAX'),
        },
        {
          kind: 'TOURISM_TAX',
          amount: 2_000,
          quantity: 2,
          unitAmount: 1_000,
          basisPoints: null,
          base: null,
          feeBasis: null,
          rule: tax('TOURISM_TAX'),
        },
      ],
      total: 75_980,
      commission: { amount: 6_750, basisPoints: 1000 },
      rulesUsed: [ref, tax('SERVICE_TAX'), tax('TOURISM_TAX')],
      notes: [],
    });
  });

  it('leaves the tourism tax out for Malaysian guests, and the commission out of the total', () => {
    const local = priceSale(hotel(), rules({ markups: [markup({ rows: [row({ value: 1250, serviceFee: 500 })] })] }));
    expect(local.total).toBe(73_980);
    expect(local.commission.amount).toBe(6_750);
  });

  it('pays a B2C buyer no commission', () => {
    const b2c = priceSale(hotel({ customerType: 'B2C' }), rules({ markups: [markup({ customerType: 'B2C' })] }));
    // 60000 + 7500 mark-up + 8% of 67500 = 5400.
    expect(amounts(b2c)).toEqual(['SUPPLIER_COST 60000', 'MARKUP 7500', 'SERVICE_TAX 5400']);
    expect(b2c.commission).toEqual({ amount: 0, basisPoints: 0 });
  });

  it('charges a fixed mark-up, service and maintenance fee per its fee basis: room nights, rooms, booking', () => {
    // 2 rooms x 3 nights = 6 room nights; AMOUNT RM 20.00 + service RM 5.00 + maintenance RM 1.00 per unit.
    const fixed = (feeBasis: 0 | 1 | 2) =>
      priceSale(
        hotel({ units: { rooms: 2, nights: 3 }, supplierCost: 180_000 }),
        rules({
          markups: [markup({ basedOn: 'AMOUNT', feeBasis, rows: [row({ value: 2_000, serviceFee: 500, maintenanceFee: 100 })] })],
          taxes: { ...DEFAULT_TAX_POLICY, serviceTaxProducts: [] },
        }),
      );
    expect(amounts(fixed(0))).toEqual(['SUPPLIER_COST 180000', 'MARKUP 12000', 'SERVICE_FEE 3000', 'MAINTENANCE_FEE 600']);
    expect(amounts(fixed(1))).toEqual(['SUPPLIER_COST 180000', 'MARKUP 4000', 'SERVICE_FEE 1000', 'MAINTENANCE_FEE 200']);
    expect(amounts(fixed(2))).toEqual(['SUPPLIER_COST 180000', 'MARKUP 2000', 'SERVICE_FEE 500', 'MAINTENANCE_FEE 100']);
    expect(fixed(1).lines[1]).toMatchObject({ quantity: 2, unitAmount: 2_000, feeBasis: 1, basisPoints: null, base: null });
  });
});

describe('priceSale: flights and other products', () => {
  const cabinRows = [row({ cabinClass: 'ECONOMY', value: 1_500 }), row({ cabinClass: 'BUSINESS', value: 5_000 })];
  const flightMarkup = (over: Partial<MarkupRule> = {}) =>
    markup({
      markupId: 'm-flight',
      productType: 'flight',
      basedOn: 'AMOUNT',
      feeBasis: 1,
      sameForAll: false,
      rows: cabinRows,
      ...over,
    });

  it('charges a per-segment amount per passenger per segment, and no service tax', () => {
    // RM 15.00 x 2 tickets x 3 segments = 9000; service fee setup RM 7.00 per ticket x 2 = 1400.
    const sale = priceSale(
      flight(),
      rules({ markups: [flightMarkup()], serviceFees: [serviceFee({ productType: 'flight', feeBasis: 0, value: 700 })] }),
    );
    expect(amounts(sale)).toEqual(['SUPPLIER_COST 100000', 'MARKUP 9000', 'SERVICE_FEE 1400']);
    expect(sale.lines[1]).toMatchObject({ quantity: 6, unitAmount: 1_500, feeBasis: 1 });
    expect(sale.total).toBe(110_400);
    // 10% of 109000.
    expect(sale.commission.amount).toBe(10_900);
  });

  it('prices by the row of the cabin class, none when the cabin class has no row', () => {
    expect(markupOf(priceSale(flight({ cabinClass: 'BUSINESS' }), rules({ markups: [flightMarkup()] })))?.amount).toBe(30_000);
    expect(markupOf(priceSale(flight({ cabinClass: 'FIRST' }), rules({ markups: [flightMarkup()] })))).toBeUndefined();
    expect(markupOf(priceSale(flight({ cabinClass: null }), rules({ markups: [flightMarkup()] })))).toBeUndefined();
  });

  it('counts per ticket (0) and per booking (2) for flights', () => {
    const per = (feeBasis: 0 | 2) => markupOf(priceSale(flight(), rules({ markups: [flightMarkup({ feeBasis })] })))?.amount;
    expect(per(0)).toBe(3_000);
    expect(per(2)).toBe(1_500);
  });

  it('counts the quantity for theme parks, cable cars and cruises (fee basis 0 and 1 alike), and only rules the same for all', () => {
    const park = (over: Partial<MarkupRule>) =>
      markupOf(
        priceSale(
          { ...hotel(), product: 'themePark', units: { quantity: 4 }, supplierCost: 40_000 },
          rules({ markups: [markup({ productType: 'themePark', basedOn: 'AMOUNT', rows: [row({ value: 250 })], ...over })] }),
        ),
      )?.amount;
    expect(park({ feeBasis: 0 })).toBe(1_000);
    expect(park({ feeBasis: 1 })).toBe(1_000);
    expect(park({ feeBasis: 2 })).toBe(250);
    expect(park({ sameForAll: false, rows: [row({ starRating: 4, value: 250 })] })).toBeUndefined();
  });
});

describe('priceSale: which mark-up applies', () => {
  const ten = (over: Partial<MarkupRule>) => markup({ rows: [row({ value: 1000 })], ...over });

  it('prefers the exact payment type over ANY; a request without a payment type takes only ANY', () => {
    const list = [ten({ markupId: 'any', paymentType: 'ANY' }), ten({ markupId: 'card', paymentType: 'CARD' })];
    expect(chosen(priceSale(hotel({ paymentType: 'CARD' }), rules({ markups: list })))).toBe('card');
    expect(chosen(priceSale(hotel({ paymentType: 'CASH' }), rules({ markups: list })))).toBe('any');
    expect(chosen(priceSale(hotel({ paymentType: null }), rules({ markups: list })))).toBe('any');
    expect(chosen(priceSale(hotel({ paymentType: null }), rules({ markups: [list[1]] })))).toBeNull();
  });

  it("prefers the star rating's own row over the same-for-all row, but the payment type first", () => {
    const stars = ten({
      markupId: 'stars',
      sameForAll: false,
      rows: [row({ starRating: 3, value: 800 }), row({ starRating: 4, value: 900 })],
    });
    const all = ten({ markupId: 'all' });
    expect(markupOf(priceSale(hotel({ starRating: 4 }), rules({ markups: [all, stars] })))?.amount).toBe(5_400);
    expect(chosen(priceSale(hotel({ starRating: 5 }), rules({ markups: [all, stars] })))).toBe('all');
    expect(chosen(priceSale(hotel({ starRating: null }), rules({ markups: [all, stars] })))).toBe('all');
    const allByCard = ten({ markupId: 'all-card', paymentType: 'CARD' });
    expect(chosen(priceSale(hotel({ paymentType: 'CARD' }), rules({ markups: [stars, allByCard] })))).toBe('all-card');
  });

  it('then the latest validFrom, the highest version, the lowest id', () => {
    const older = ten({ markupId: 'a', validFrom: '2026-01-01', version: 9 });
    const newer = ten({ markupId: 'b', validFrom: '2026-05-01', version: 1 });
    expect(chosen(priceSale(hotel(), rules({ markups: [older, newer] })))).toBe('b');
    const v2 = ten({ markupId: 'b', version: 2, rows: [row({ value: 2000 })] });
    const v1 = ten({ markupId: 'b', version: 1 });
    expect(markupOf(priceSale(hotel(), rules({ markups: [v2, v1] })))?.basisPoints).toBe(2000);
    expect(chosen(priceSale(hotel(), rules({ markups: [ten({ markupId: 'z' }), ten({ markupId: 'y' })] })))).toBe('y');
  });

  it('never takes an inactive, expired, future, other group, customer type or product mark-up', () => {
    const refused = [
      ten({ markupId: 'inactive', active: false }),
      ten({ markupId: 'expired', validTo: '2026-05-31' }),
      ten({ markupId: 'future', validFrom: '2026-06-02' }),
      ten({ markupId: 'silver', markupGroupId: 'silver' }),
      ten({ markupId: 'b2c', customerType: 'B2C' }),
      ten({ markupId: 'flight', productType: 'flight' }),
    ];
    expect(chosen(priceSale(hotel(), rules({ markups: refused })))).toBeNull();
    // Valid from and to are inclusive.
    const today = [ten({ validFrom: '2026-06-01', validTo: '2026-06-01' })];
    expect(chosen(priceSale(hotel(), rules({ markups: today })))).toBe('m-hotel');
  });

  it('applies no mark-up to a buyer without a mark-up group', () => {
    expect(chosen(priceSale(hotel({ markupGroupId: null }), rules({ markups: [ten({})] })))).toBeNull();
  });

  it('answers the same whatever order the rules come in', () => {
    const list = [
      ten({ markupId: 'a' }),
      ten({ markupId: 'b', validFrom: '2026-03-01' }),
      ten({ markupId: 'c', validFrom: '2026-03-01', version: 2 }),
      ten({ markupId: 'd', sameForAll: false, rows: [row({ starRating: 5, value: 100 })] }),
      ten({ markupId: 'e', paymentType: 'CASH' }),
    ];
    const fees = [systemFee({ id: 'b' }), systemFee({ id: 'a', feeType: 'TRANSACTION_FEE' }), systemFee({ id: 'a' })];
    const first = priceSale(hotel(), rules({ markups: list, systemFees: fees }));
    expect(chosen(first)).toBe('c');
    for (const order of [
      [4, 3, 2, 1, 0],
      [2, 0, 4, 1, 3],
      [1, 2, 3, 4, 0],
    ]) {
      const again = priceSale(
        hotel(),
        rules({ markups: order.map((i) => list[i]), systemFees: order.slice(0, 3).map((i) => fees[i % 3]) }),
      );
      expect(again).toEqual(first);
    }
  });

  it('refuses a same-for-all mark-up without exactly one row (stored data the API should never allow)', () => {
    expect(() => priceSale(hotel(), rules({ markups: [markup({ rows: [row(), row()] })] }))).toThrow(RangeError);
  });
});

describe('priceSale: service fees', () => {
  it('takes the service-fee setup when the mark-up row sets none: a percentage of cost + mark-up', () => {
    // 5% of (60000 + 7500) = 3375; SST 8% of 70875 = 5670.
    const sale = priceSale(
      hotel(),
      rules({ markups: [markup()], serviceFees: [serviceFee({ basedOn: 'PERCENTAGE', value: 500 })] }),
    );
    expect(amounts(sale)).toEqual(['SUPPLIER_COST 60000', 'MARKUP 7500', 'SERVICE_FEE 3375', 'SERVICE_TAX 5670']);
    expect(sale.lines[2]).toMatchObject({
      base: 67_500,
      basisPoints: 500,
      rule: { kind: 'SERVICE_FEE', id: 'sf-hotel', version: 1 },
    });
  });

  it('takes the setup without any mark-up too, per its own fee basis', () => {
    // RM 3.00 per room night x 2.
    const sale = priceSale(hotel({ markupGroupId: null }), rules({ serviceFees: [serviceFee({ feeBasis: 0 })] }));
    expect(amounts(sale)).toEqual(['SUPPLIER_COST 60000', 'SERVICE_FEE 600', 'SERVICE_TAX 4848']);
  });

  it('charges no service fee when the mark-up row sets 0, and then does not take the setup', () => {
    const sale = priceSale(
      hotel(),
      rules({ markups: [markup({ rows: [row({ value: 1250, serviceFee: 0 })] })], serviceFees: [serviceFee()] }),
    );
    expect(amounts(sale)).toEqual(['SUPPLIER_COST 60000', 'MARKUP 7500', 'SERVICE_TAX 5400']);
  });

  it("picks the setup of the buyer's channel and currency, valid on the sale date, the latest first", () => {
    const list = [
      serviceFee({ serviceFeeId: 'b2c', channel: 'B2C', value: 1 }),
      serviceFee({ serviceFeeId: 'sgd', currencyCode: 'SGD', value: 2 }),
      serviceFee({ serviceFeeId: 'old', validFrom: '2025-01-01', value: 3 }),
      serviceFee({ serviceFeeId: 'new', validFrom: '2026-05-01', value: 4 }),
      serviceFee({ serviceFeeId: 'later', validFrom: '2026-07-01', value: 5 }),
      serviceFee({ serviceFeeId: 'off', validFrom: '2026-05-15', active: false, value: 6 }),
    ];
    const fee = priceSale(hotel({ markupGroupId: null }), rules({ serviceFees: list })).lines.find(
      (l) => l.kind === 'SERVICE_FEE',
    );
    expect(fee).toMatchObject({ amount: 4, rule: { id: 'new' } });
  });
});

describe('priceSale: system fees and taxes', () => {
  const fees = [
    systemFee({ id: 'gw', feeType: 'PAYMENT_GATEWAY_FEE', basis: 'PERCENTAGE', value: 150 }),
    systemFee({ id: 'tx', feeType: 'TRANSACTION_FEE', basis: 'PERCENTAGE', value: 100 }),
    systemFee({ id: 'bk', feeType: 'BOOKING_FEE', basis: 'AMOUNT', value: 200 }),
    systemFee({ id: 'top', feeType: 'TOP_UP_FEE', basis: 'AMOUNT', value: 9_999 }),
    systemFee({ id: 'off', feeType: 'BOOKING_FEE', value: 9_999, active: false }),
    systemFee({ id: 'sgd', feeType: 'BOOKING_FEE', value: 9_999, currencyCode: 'SGD' }),
  ];

  it('charges booking and transaction fees on every sale, the gateway fee on online payments, by type', () => {
    // Subtotal 60000 + 7500 = 67500: booking RM 2.00; transaction 1% = 675; gateway 1.5% = 1012.5 -> 1013.
    // SST 8% of (67500 + 200 + 675 + 1013 = 69388) = 5551.04 -> 5551.
    const card = priceSale(hotel({ paymentType: 'CARD' }), rules({ markups: [markup()], systemFees: fees }));
    expect(amounts(card)).toEqual([
      'SUPPLIER_COST 60000',
      'MARKUP 7500',
      'SYSTEM_FEE BOOKING_FEE 200',
      'SYSTEM_FEE PAYMENT_GATEWAY_FEE 1013',
      'SYSTEM_FEE TRANSACTION_FEE 675',
      'SERVICE_TAX 5551',
    ]);
    expect(card.lines.filter((l) => l.kind === 'SYSTEM_FEE').map((l) => l.base)).toEqual([null, 67_500, 67_500]);
    for (const online of ['EWALLET', 'IPAY88_FPX'] as const) {
      expect(amounts(priceSale(hotel({ paymentType: online }), rules({ systemFees: fees })))).toContain(
        'SYSTEM_FEE PAYMENT_GATEWAY_FEE 900',
      );
    }
    for (const offline of ['BANK_TRANSFER', 'CASH', 'CREDIT', 'CHEQUE', 'PREBUY', null] as const) {
      const sale = priceSale(hotel({ paymentType: offline }), rules({ systemFees: fees }));
      expect(sale.lines.filter((l) => l.kind === 'SYSTEM_FEE').map((l) => l.feeType)).toEqual(['BOOKING_FEE', 'TRANSACTION_FEE']);
    }
  });

  it('rounds half up, once on the whole amount', () => {
    expect(roundHalfUp(7, 1250)).toBe(1); // 0.875
    expect(roundHalfUp(5, 1000)).toBe(1); // 0.5
    expect(roundHalfUp(4, 1000)).toBe(0); // 0.4
    expect(roundHalfUp(10_125, 800)).toBe(810); // 810.0
    expect(roundHalfUp(6_250, 1)).toBe(1); // 0.625
    expect(roundHalfUp(MAX_MONEY_AMOUNT, 50_000)).toBe(5 * MAX_MONEY_AMOUNT);
    expect(() => roundHalfUp(Number.MAX_SAFE_INTEGER, 2)).toThrow(RangeError);
    expect(() => roundHalfUp(1.5, 100)).toThrow(RangeError);
    // A 10% mark-up on 3 rooms at 5 sen: 10% of 15 = 1.5 -> 2 (per room it would be 3 x 1 = 3).
    const small = priceSale(
      hotel({ supplierCost: 15, units: { rooms: 3, nights: 1 } }),
      rules({ markups: [markup({ rows: [row({ value: 1000 })] })] }),
    );
    expect(markupOf(small)?.amount).toBe(2);
  });

  it('has no tourism tax in another currency, and says so', () => {
    const sgd = priceSale(hotel({ currencyCode: 'SGD', foreignGuests: true }), rules({ markups: [markup()] }));
    expect(amounts(sgd)).toEqual(['SUPPLIER_COST 60000', 'MARKUP 7500', 'SERVICE_TAX 5400']);
    expect(sgd.notes).toEqual(['TOURISM_TAX_NOT_IN_CURRENCY']);
    expect(priceSale(hotel({ currencyCode: 'SGD' }), rules()).notes).toEqual([]);
  });

  it('takes the tax policy of the rules when given', () => {
    const policy = {
      serviceTaxBasisPoints: 600,
      serviceTaxProducts: ['hotel', 'flight'] as const,
      tourismTaxPerRoomNight: { currencyCode: 'MYR', amount: 500 },
    };
    // 6% of 100000 = 6000.
    expect(amounts(priceSale(flight(), rules({ taxes: policy })))).toEqual(['SUPPLIER_COST 100000', 'SERVICE_TAX 6000']);
    // 6% of 60000 = 3600; RM 5.00 x 2 room nights.
    expect(amounts(priceSale(hotel({ foreignGuests: true }), rules({ taxes: policy })))).toEqual([
      'SUPPLIER_COST 60000',
      'SERVICE_TAX 3600',
      'TOURISM_TAX 1000',
    ]);
  });

  it('answers a zero cost with only what is fixed', () => {
    const free = priceSale(hotel({ supplierCost: 0, markupGroupId: null, paymentType: 'CARD' }), rules({ systemFees: fees }));
    // Booking RM 2.00; SST 8% of 200 = 16.
    expect(amounts(free)).toEqual(['SUPPLIER_COST 0', 'SYSTEM_FEE BOOKING_FEE 200', 'SERVICE_TAX 16']);
    expect(free.total).toBe(216);
  });
});

describe('priceSale: bounds', () => {
  it('throws PriceOutOfRangeError when a line or the total would exceed MAX_MONEY_AMOUNT', () => {
    const max = hotel({ supplierCost: MAX_MONEY_AMOUNT, markupGroupId: null });
    expect(() => priceSale(max, rules({ taxes: { ...DEFAULT_TAX_POLICY, serviceTaxProducts: [] } }))).not.toThrow();
    expect(() => priceSale(max, rules())).toThrow(PriceOutOfRangeError);
    const huge = markup({ basedOn: 'AMOUNT', rows: [row({ value: MAX_MONEY_AMOUNT })] });
    expect(() => priceSale(hotel({ supplierCost: 0, units: { rooms: 2, nights: 1 } }), rules({ markups: [huge] }))).toThrow(
      PriceOutOfRangeError,
    );
    expect(new PriceOutOfRangeError()).toBeInstanceOf(Error);
  });

  it('refuses input the API never lets through with a RangeError', () => {
    const bad: [string, PriceRequest, PricingRules?][] = [
      ['negative cost', hotel({ supplierCost: -1 })],
      ['fractional cost', hotel({ supplierCost: 10.5 })],
      ['cost above the bound', hotel({ supplierCost: MAX_MONEY_AMOUNT + 1 })],
      ['zero nights', hotel({ units: { rooms: 1, nights: 0 } })],
      ['flight units for a hotel', hotel({ units: { tickets: 1, segments: 1 } })],
      ['no quantity', { ...hotel(), product: 'Cruise' }],
      ['currency', hotel({ currencyCode: 'myr' })],
      ['date', hotel({ saleDate: '1/6/2026' })],
      ['commission over 100%', hotel(), rules({ commissionBasisPoints: 10_001 })],
      ['mark-up over 500%', hotel(), rules({ markups: [markup({ rows: [row({ value: 50_001 })] })] })],
      ['negative maintenance fee', hotel(), rules({ markups: [markup({ rows: [row({ maintenanceFee: -5 })] })] })],
      ['fee basis', hotel(), rules({ markups: [markup({ feeBasis: 3 as 0 })] })],
    ];
    for (const [what, request, r] of bad) {
      let error: unknown;
      try {
        priceSale(request, r ?? rules());
      } catch (e) {
        error = e;
      }
      expect([what, error instanceof RangeError]).toEqual([what, true]);
    }
  });
});
