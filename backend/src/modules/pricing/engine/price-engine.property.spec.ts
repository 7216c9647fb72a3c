import fc from 'fast-check';
import {
  CABIN_CLASS,
  type CabinClass,
  type CustomerType,
  MAX_MONEY_AMOUNT,
  PAYMENT_METHOD,
  type PaymentMethod,
  PRODUCT_TYPE,
  type ProductType,
  SYSTEM_FEE_TYPE,
} from '@bo/shared';
import { DEFAULT_TAX_POLICY, PriceOutOfRangeError, priceSale } from './price-engine';
import type {
  FeeBasis,
  MarkupRule,
  MarkupRuleRow,
  PriceBreakdown,
  PriceLineKind,
  PriceRequest,
  PricingRules,
  PriceUnits,
  ServiceFeeRule,
  SystemFeeRule,
  TaxPolicy,
} from './price-engine.types';
import { roundHalfUp } from './rounding';

/**
 * Properties of the engine over generated sales and rule lists. The rules are drawn around the
 * request (its product, group and customer type more often than not) from small pools of ids,
 * dates and payment types, so that selection ties, expired and inactive candidates and every fee
 * basis come up often. A reference model (selection by sorting, sums in bigint) checks the answer.
 */

const PRODUCTS = PRODUCT_TYPE.map((p) => p.code);
const CABINS = CABIN_CLASS.map((c) => c.code);
const PAYMENTS = PAYMENT_METHOD.map((p) => p.code);
const DATES = ['2026-01-01', '2026-03-01', '2026-06-01', '2026-06-30', '2026-12-31'];
const GROUPS = ['g1', 'g2'];
const CURRENCIES = ['MYR', 'SGD'];

const feeBasis = fc.constantFrom<FeeBasis>(0, 1, 2);
const often = <T>(value: T, other: fc.Arbitrary<T>) => fc.oneof({ arbitrary: fc.constant(value), weight: 3 }, other);
const money = fc.oneof(
  { arbitrary: fc.integer({ min: 0, max: 100_000 }), weight: 8 },
  { arbitrary: fc.integer({ min: 0, max: MAX_MONEY_AMOUNT }), weight: 1 },
);
const bps = (max: number) => fc.oneof({ arbitrary: fc.integer({ min: 0, max: 3_000 }), weight: 4 }, fc.integer({ min: 0, max }));
const count = fc.oneof({ arbitrary: fc.integer({ min: 1, max: 4 }), weight: 4 }, fc.integer({ min: 1, max: 400 }));

const unitsOf = (product: ProductType): fc.Arbitrary<PriceUnits> =>
  product === 'hotel'
    ? fc.record({ rooms: count, nights: count })
    : product === 'flight'
      ? fc.record({ tickets: count, segments: count })
      : fc.record({ quantity: count });

const requestArb: fc.Arbitrary<PriceRequest> = fc.constantFrom(...PRODUCTS).chain((product) =>
  fc.record({
    product: fc.constant(product),
    currencyCode: often('MYR', fc.constantFrom(...CURRENCIES)),
    saleDate: fc.constantFrom(...DATES),
    customerType: fc.constantFrom<CustomerType>('B2B', 'B2C'),
    markupGroupId: often('g1', fc.constantFrom('g2', null)),
    paymentType: fc.constantFrom<PaymentMethod | null>(...PAYMENTS, null),
    supplierCost: fc.oneof(
      { arbitrary: fc.integer({ min: 0, max: 2_000_000 }), weight: 6 },
      { arbitrary: fc.integer({ min: 0, max: MAX_MONEY_AMOUNT }), weight: 1 },
    ),
    units: unitsOf(product),
    starRating: fc.constantFrom(1, 2, 3, 4, 5, null) as fc.Arbitrary<1 | 2 | 3 | 4 | 5 | null>,
    cabinClass: fc.constantFrom<CabinClass | null>(...CABINS, null),
    foreignGuests: fc.boolean(),
  }),
);

const row = (over: fc.Arbitrary<Partial<MarkupRuleRow>>, value: fc.Arbitrary<number>): fc.Arbitrary<MarkupRuleRow> =>
  fc
    .record({
      value,
      serviceFee: fc.option(fc.integer({ min: 0, max: 5_000 }), { freq: 2 }),
      maintenanceFee: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 2_000 })),
      over,
    })
    .map(({ over: o, ...r }) => ({ cabinClass: null, starRating: null, ...r, ...o }));

const markupArb = (r: PriceRequest): fc.Arbitrary<MarkupRule> =>
  fc
    .record({
      markupId: fc.constantFrom('m0', 'm1', 'm2', 'm3', 'm4'),
      version: fc.integer({ min: 1, max: 3 }),
      productType: often(r.product, fc.constantFrom(...PRODUCTS)),
      markupGroupId: often(r.markupGroupId ?? 'g1', fc.constantFrom(...GROUPS)),
      customerType: often(r.customerType, fc.constantFrom<CustomerType>('B2B', 'B2C')),
      basedOn: fc.constantFrom('PERCENTAGE' as const, 'AMOUNT' as const),
      feeBasis,
      paymentType: often<PaymentMethod | 'ANY'>('ANY', fc.constantFrom(...PAYMENTS)),
      sameForAll: fc.boolean(),
      validFrom: fc.constantFrom(...DATES),
      validTo: fc.option(fc.constantFrom(...DATES), { freq: 2 }),
      active: often(true, fc.boolean()),
    })
    .chain((m) => {
      const value = m.basedOn === 'PERCENTAGE' ? bps(50_000) : money;
      const rows: fc.Arbitrary<MarkupRuleRow[]> = m.sameForAll
        ? row(fc.constant({}), value).map((x) => [x])
        : m.productType === 'flight'
          ? fc
              .subarray(CABINS, { minLength: 1 })
              .chain((cabins) => fc.tuple(...cabins.map((cabinClass) => row(fc.constant({ cabinClass }), value))))
          : fc
              .subarray([1, 2, 3, 4, 5], { minLength: 1 })
              .chain((stars) => fc.tuple(...stars.map((starRating) => row(fc.constant({ starRating }), value))));
      return rows.map((rs) => ({ ...m, name: `${m.markupId} v${m.version}`, rows: rs }));
    });

const serviceFeeArb = (r: PriceRequest): fc.Arbitrary<ServiceFeeRule> =>
  fc
    .record({
      serviceFeeId: fc.constantFrom('s0', 's1', 's2'),
      version: fc.integer({ min: 1, max: 3 }),
      productType: often(r.product, fc.constantFrom(...PRODUCTS)),
      channel: often(r.customerType, fc.constantFrom<CustomerType>('B2B', 'B2C')),
      currencyCode: often(r.currencyCode, fc.constantFrom(...CURRENCIES)),
      feeBasis,
      basedOn: fc.constantFrom('PERCENTAGE' as const, 'AMOUNT' as const),
      validFrom: fc.constantFrom(...DATES),
      validTo: fc.option(fc.constantFrom(...DATES), { freq: 2 }),
      active: often(true, fc.boolean()),
    })
    .chain((f) => (f.basedOn === 'PERCENTAGE' ? bps(10_000) : money).map((value) => ({ ...f, value })));

const systemFeeArb = (r: PriceRequest): fc.Arbitrary<SystemFeeRule> =>
  fc
    .record({
      id: fc.constantFrom('f0', 'f1', 'f2', 'f3', 'f4', 'f5'),
      feeType: fc.constantFrom(...SYSTEM_FEE_TYPE.map((t) => t.code)),
      currencyCode: often(r.currencyCode, fc.constantFrom(...CURRENCIES)),
      basis: fc.constantFrom('PERCENTAGE' as const, 'AMOUNT' as const),
      active: often(true, fc.boolean()),
    })
    .chain((f) => (f.basis === 'PERCENTAGE' ? bps(10_000) : money).map((value) => ({ ...f, value })));

const taxArb: fc.Arbitrary<TaxPolicy | undefined> = fc.option(
  fc.record({
    serviceTaxBasisPoints: bps(10_000),
    serviceTaxProducts: fc.subarray(PRODUCTS),
    tourismTaxPerRoomNight: fc.record({
      currencyCode: fc.constantFrom(...CURRENCIES),
      amount: fc.integer({ min: 0, max: 5_000 }),
    }),
  }),
  { nil: undefined },
);

const rulesArb = (r: PriceRequest): fc.Arbitrary<PricingRules> =>
  fc.record({
    markups: fc.uniqueArray(markupArb(r), { maxLength: 10, selector: (m) => `${m.markupId}/${m.version}` }),
    serviceFees: fc.uniqueArray(serviceFeeArb(r), { maxLength: 4, selector: (f) => `${f.serviceFeeId}/${f.version}` }),
    systemFees: fc.uniqueArray(systemFeeArb(r), { maxLength: 5, selector: (f) => f.id }),
    commissionBasisPoints: bps(10_000),
    taxes: taxArb,
  });

const saleArb = requestArb.chain((request) => rulesArb(request).map((rules) => ({ request, rules })));

/** The answer, or 'OUT_OF_RANGE' when the engine refuses the sale as too large. */
function price(request: PriceRequest, rules: PricingRules): PriceBreakdown | 'OUT_OF_RANGE' {
  try {
    return priceSale(request, rules);
  } catch (e) {
    if (e instanceof PriceOutOfRangeError) return 'OUT_OF_RANGE';
    throw e;
  }
}

// ---------------------------------------------------------------------------------------------
// The reference model: every candidate filtered plainly, sorted by the specificity keys, the first
// taken; amounts in bigint with half-up as (2x + d) / 2d.

const half = (base: bigint, rate: number) => (2n * base * BigInt(rate) + 10_000n) / 20_000n;
const validOn = (from: string, to: string | null, day: string) => from <= day && (to === null || day <= to);
const by =
  <T>(...keys: ((x: T) => string | number | boolean)[]) =>
  (a: T, b: T) => {
    for (const key of keys) {
      const [x, y] = [key(a), key(b)];
      if (x !== y) return x < y ? -1 : 1;
    }
    return 0;
  };

function quantity(product: ProductType, basis: FeeBasis, u: PriceUnits): bigint {
  const n = (k: string) => BigInt((u as unknown as Record<string, number>)[k]);
  if (basis === 2) return 1n;
  if (product === 'hotel') return basis === 0 ? n('rooms') * n('nights') : n('rooms');
  if (product === 'flight') return basis === 0 ? n('tickets') : n('tickets') * n('segments');
  return n('quantity');
}

function reference(r: PriceRequest, rules: PricingRules) {
  const candidates = rules.markups
    .filter(
      (m) =>
        m.active &&
        r.markupGroupId !== null &&
        m.markupGroupId === r.markupGroupId &&
        m.productType === r.product &&
        m.customerType === r.customerType &&
        (m.paymentType === 'ANY' || m.paymentType === r.paymentType) &&
        validOn(m.validFrom, m.validTo, r.saleDate),
    )
    .map((m) => ({
      m,
      row: m.sameForAll
        ? m.rows[0]
        : r.product === 'hotel'
          ? m.rows.find((x) => x.starRating != null && x.starRating === r.starRating)
          : r.product === 'flight'
            ? m.rows.find((x) => x.cabinClass != null && x.cabinClass === r.cabinClass)
            : undefined,
    }))
    .filter((c) => c.row !== undefined)
    .sort(
      by(
        (c) => (c.m.paymentType === 'ANY' ? 1 : 0),
        (c) => (c.m.sameForAll ? 1 : 0),
        (c) => -Number(c.m.validFrom.replaceAll('-', '')),
        (c) => -c.m.version,
        (c) => c.m.markupId,
      ),
    );
  const chosen = candidates[0];
  const cost = BigInt(r.supplierCost);
  let markup = 0n;
  let service = 0n;
  let maintenance = 0n;
  if (chosen) {
    const q = quantity(r.product, chosen.m.feeBasis, r.units);
    const row = chosen.row!;
    markup = chosen.m.basedOn === 'PERCENTAGE' ? half(cost, row.value) : BigInt(row.value) * q;
    if (row.serviceFee !== null) service = BigInt(row.serviceFee) * q;
    maintenance = BigInt(row.maintenanceFee) * q;
  }
  const fee = rules.serviceFees
    .filter(
      (f) =>
        f.active &&
        f.productType === r.product &&
        f.channel === r.customerType &&
        f.currencyCode === r.currencyCode &&
        validOn(f.validFrom, f.validTo, r.saleDate),
    )
    .sort(
      by(
        (f) => -Number(f.validFrom.replaceAll('-', '')),
        (f) => -f.version,
        (f) => f.serviceFeeId,
      ),
    )[0];
  if ((!chosen || chosen.row!.serviceFee === null) && fee) {
    service =
      fee.basedOn === 'PERCENTAGE'
        ? half(cost + markup, fee.value)
        : BigInt(fee.value) * quantity(r.product, fee.feeBasis, r.units);
  }
  const subtotal = cost + markup + service + maintenance;
  const online = r.paymentType === 'CARD' || r.paymentType === 'EWALLET' || r.paymentType === 'IPAY88_FPX';
  let system = 0n;
  for (const f of rules.systemFees) {
    const applies =
      f.feeType === 'BOOKING_FEE' || f.feeType === 'TRANSACTION_FEE' || (f.feeType === 'PAYMENT_GATEWAY_FEE' && online);
    if (f.active && f.currencyCode === r.currencyCode && applies)
      system += f.basis === 'PERCENTAGE' ? half(subtotal, f.value) : BigInt(f.value);
  }
  const taxes = rules.taxes ?? DEFAULT_TAX_POLICY;
  const beforeTax = subtotal + system;
  const serviceTax = taxes.serviceTaxProducts.includes(r.product) ? half(beforeTax, taxes.serviceTaxBasisPoints) : 0n;
  const tourism =
    r.product === 'hotel' && r.foreignGuests && taxes.tourismTaxPerRoomNight.currencyCode === r.currencyCode
      ? BigInt(taxes.tourismTaxPerRoomNight.amount) * quantity('hotel', 0, r.units)
      : 0n;
  const total = beforeTax + serviceTax + tourism;
  const amounts = [markup, service, maintenance, system, serviceTax, tourism];
  return {
    markup: chosen ? { id: chosen.m.markupId, version: chosen.m.version } : null,
    total,
    outOfRange: total > BigInt(MAX_MONEY_AMOUNT) || amounts.some((a) => a > BigInt(MAX_MONEY_AMOUNT)),
    commission: r.customerType === 'B2B' ? half(cost + markup, rules.commissionBasisPoints) : 0n,
  };
}

// ---------------------------------------------------------------------------------------------

const ORDER: PriceLineKind[] = [
  'SUPPLIER_COST',
  'MARKUP',
  'SERVICE_FEE',
  'MAINTENANCE_FEE',
  'SYSTEM_FEE',
  'SERVICE_TAX',
  'TOURISM_TAX',
];
const RUNS = 1500;

describe('priceSale properties', () => {
  it('never answers a negative or fractional line or total; the lines, in pipeline order, add up to the total exactly', () => {
    fc.assert(
      fc.property(saleArb, ({ request, rules }) => {
        const got = price(request, rules);
        if (got === 'OUT_OF_RANGE') return;
        let sum = 0n;
        for (const line of got.lines) {
          expect(Number.isSafeInteger(line.amount) && line.amount >= 0).toBe(true);
          if (line.kind !== 'SUPPLIER_COST') expect(line.amount).toBeGreaterThan(0);
          sum += BigInt(line.amount);
        }
        expect(sum).toBe(BigInt(got.total));
        expect(got.total).toBeGreaterThanOrEqual(request.supplierCost);
        expect(got.total).toBeLessThanOrEqual(MAX_MONEY_AMOUNT);
        const kinds = got.lines.map((l) => ORDER.indexOf(l.kind));
        expect(kinds).toEqual([...kinds].sort((a, b) => a - b));
        expect(got.lines[0]).toMatchObject({ kind: 'SUPPLIER_COST', amount: request.supplierCost });
      }),
      { numRuns: RUNS },
    );
  });

  it('agrees with the reference model: the mark-up chosen, the total, out of range, the commission', () => {
    fc.assert(
      fc.property(saleArb, ({ request, rules }) => {
        const want = reference(request, rules);
        const got = price(request, rules);
        if (want.outOfRange) {
          expect(got).toBe('OUT_OF_RANGE');
          return;
        }
        if (got === 'OUT_OF_RANGE') throw new Error('refused a sale within range');
        const markup = got.rulesUsed.find((ref) => ref.kind === 'MARKUP');
        expect(markup ? { id: markup.id, version: markup.version } : null).toEqual(want.markup);
        expect(BigInt(got.total)).toBe(want.total);
        expect(BigInt(got.commission.amount)).toBe(want.commission);
      }),
      { numRuns: RUNS },
    );
  });

  it('is monotonic in the supplier cost: a higher cost never gives a lower total, all else equal', () => {
    const costs = fc.oneof(
      fc.tuple(fc.integer({ min: 0, max: 2_000_000 }), fc.integer({ min: 0, max: 2_000 })),
      fc.tuple(fc.integer({ min: 0, max: MAX_MONEY_AMOUNT }), fc.integer({ min: 0, max: 1_000_000 })),
    );
    fc.assert(
      fc.property(saleArb, costs, ({ request, rules }, [a, step]) => {
        const b = Math.min(MAX_MONEY_AMOUNT, a + step);
        const low = price({ ...request, supplierCost: a }, rules);
        const high = price({ ...request, supplierCost: b }, rules);
        if (low === 'OUT_OF_RANGE') expect(high).toBe('OUT_OF_RANGE');
        else if (high !== 'OUT_OF_RANGE') expect(high.total).toBeGreaterThanOrEqual(low.total);
      }),
      { numRuns: RUNS },
    );
  });

  it('answers the same for the same input, whatever order the rule lists are in', () => {
    const shuffled = saleArb.chain(({ request, rules }) =>
      fc
        .record({
          markups: fc.shuffledSubarray(rules.markups, { minLength: rules.markups.length }),
          serviceFees: fc.shuffledSubarray(rules.serviceFees, { minLength: rules.serviceFees.length }),
          systemFees: fc.shuffledSubarray(rules.systemFees, { minLength: rules.systemFees.length }),
        })
        .map((lists) => ({ request, rules, again: { ...structuredClone(rules), ...lists } })),
    );
    fc.assert(
      fc.property(shuffled, ({ request, rules, again }) => {
        const first = price(request, rules);
        expect(price(structuredClone(request), structuredClone(rules))).toEqual(first);
        expect(price(request, again)).toEqual(first);
      }),
      { numRuns: RUNS },
    );
  });

  it('keeps the commission out of the total: another commission rate changes no line; B2C earns none', () => {
    fc.assert(
      fc.property(saleArb, bps(10_000), ({ request, rules }, otherRate) => {
        const got = price(request, rules);
        const other = price(request, { ...rules, commissionBasisPoints: otherRate });
        if (got === 'OUT_OF_RANGE') return expect(other).toBe('OUT_OF_RANGE');
        if (other === 'OUT_OF_RANGE') throw new Error('the commission rate made the sale out of range');
        expect(other.lines).toEqual(got.lines);
        expect(other.total).toBe(got.total);
        if (request.customerType === 'B2C') expect(got.commission).toEqual({ amount: 0, basisPoints: 0 });
      }),
      { numRuns: RUNS },
    );
  });

  it('rounds half up exactly over the whole range of amounts and rates', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_MONEY_AMOUNT }), fc.integer({ min: 0, max: 50_000 }), (base, rate) => {
        expect(BigInt(roundHalfUp(base, rate))).toBe(half(BigInt(base), rate));
      }),
      { numRuns: 5_000 },
    );
  });
});
