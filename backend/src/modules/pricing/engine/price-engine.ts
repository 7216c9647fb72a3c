/**
 * The price engine of the pricing context: what a sale costs the buyer, line by line, from the
 * supplier's cost and the rules in effect for the buyer. Pure: no I/O, no clock (the sale date is
 * an input), the same answer for the same input whatever order the rule lists are in.
 *
 * Money is integer minor units of the request's currency; percentages are basis points
 * (1250 = 12.50%), each taken with the one rounding rule, roundHalfUp (rounding.ts), on the whole
 * amount (never per unit).
 *
 * Fee basis quantity (what an AMOUNT is multiplied by): hotels 0 room nights (rooms x nights),
 * 1 rooms, 2 one per booking; flights 0 tickets, 1 segments (tickets x segments: per passenger per
 * segment), 2 one; theme parks, cable cars, cruises 0 and 1 the quantity, 2 one.
 *
 * The lines, in this order (a line whose amount is 0 is left out, except the supplier cost):
 * 1. SUPPLIER_COST: the supplier's cost of the whole sale.
 * 2. MARKUP: the one mark-up that applies (select-rules.ts, selectMarkup): active, of the request's
 *    product, mark-up group (none when the buyer has none) and customer type, valid on the sale date
 *    (validFrom <= saleDate <= validTo, null open), for the request's payment type or ANY (a request
 *    without a payment type matches only ANY), with a row for the request (a rule the same for all:
 *    its one row; else hotels the row of the star rating, flights of the cabin class; other products
 *    only rules the same for all). The most specific wins: exact payment type over ANY, then a
 *    specific row over the same-for-all row, then the latest validFrom, the highest version, the
 *    lowest markupId. PERCENTAGE: the rate of the supplier cost; AMOUNT: the row's value x the fee
 *    basis quantity of the mark-up's fee basis. A mark-up has no currency: its amounts are taken
 *    in the request's.
 * 3. SERVICE_FEE: the mark-up row's service fee x the quantity of the mark-up's fee basis when the
 *    row sets one (0 included: then no fee); otherwise the service-fee setup that applies (active,
 *    of the product, sales channel = customer type, currency, valid on the sale date; the latest
 *    validFrom, highest version, lowest id): PERCENTAGE of supplier cost + mark-up, AMOUNT x the
 *    quantity of its own fee basis.
 * 4. MAINTENANCE_FEE: the mark-up row's maintenance fee x the quantity of the mark-up's fee basis.
 * 5. SYSTEM_FEE, one line per system fee setting that applies, by fee type then id: active, in the
 *    request's currency; BOOKING_FEE and TRANSACTION_FEE on every sale, PAYMENT_GATEWAY_FEE when
 *    the payment type is an online method (CARD, EWALLET, IPAY88_FPX), TOP_UP_FEE never. AMOUNT:
 *    once per booking; PERCENTAGE: of the subtotal of lines 1-4 (system fees not compounded).
 * 6. SERVICE_TAX: for the policy's products (default hotels), its rate (default 800 = 8%) of every
 *    line before it.
 * 7. TOURISM_TAX: hotels with foreign guests, in the policy's currency (MYR 10.00 per room night):
 *    that amount x rooms x nights. A sale in another currency has no line and the note
 *    TOURISM_TAX_NOT_IN_CURRENCY (the tax is levied in ringgit; the caller says how it is collected).
 *
 * `rulesUsed` names every rule selected, each once, also when its amount came to 0.
 *
 * The total is the sum of the lines. The commission (B2B only; B2C 0) is the group's rate of supplier
 * cost + mark-up: what the agent earns, apart from the total and never a line.
 *
 * Bounds, so every product in the arithmetic stays an exact integer (below 2^53): the supplier cost
 * 0..MAX_MONEY_AMOUNT (1e11); each unit count 1..MAX_PRICE_UNITS; mark-up rates at most 50,000
 * basis points (500%), fee, commission and tax rates at most 10,000 (100%); amounts of rules
 * 0..MAX_MONEY_AMOUNT. A request or selected rule outside them, or units not of the product's shape,
 * is a programming error (the API validates first): RangeError. A line or total above
 * MAX_MONEY_AMOUNT throws PriceOutOfRangeError (the service answers 422).
 */
import { MAX_FEE_BASIS_POINTS, MAX_MONEY_AMOUNT } from '@bo/shared';
import { roundHalfUp } from './rounding';
import { applicableSystemFees, basisQuantity, selectMarkup, selectServiceFee } from './select-rules';
import type {
  FeeBasis,
  FlightUnits,
  HotelUnits,
  PriceBreakdown,
  PriceLine,
  PriceLineKind,
  PriceNote,
  PriceRequest,
  PricingRules,
  QuantityUnits,
  RuleRef,
  SystemFeeRule,
  TaxPolicy,
} from './price-engine.types';

/** The highest mark-up rate: 500%. */
export const MAX_MARKUP_BASIS_POINTS = 50_000;
/** The most rooms, nights, tickets, segments or quantity one sale may count (so every product of two stays exact). */
export const MAX_PRICE_UNITS = 1_000_000;

/** Malaysian SST of 8% on hotels, and the tourism tax of MYR 10.00 per room night for foreign guests. */
export const DEFAULT_TAX_POLICY: TaxPolicy = Object.freeze({
  serviceTaxBasisPoints: 800,
  serviceTaxProducts: Object.freeze(['hotel'] as const),
  tourismTaxPerRoomNight: Object.freeze({ currencyCode: 'MYR', amount: 1_000 }),
});

/** A line or the total of a sale would exceed MAX_MONEY_AMOUNT: the sale cannot be priced. */
export class PriceOutOfRangeError extends Error {
  constructor(message = `the price exceeds ${MAX_MONEY_AMOUNT} minor units`) {
    super(message);
    this.name = 'PriceOutOfRangeError';
  }
}

const taxRef = (id: 'SERVICE_TAX' | 'TOURISM_TAX'): RuleRef => ({ kind: 'TAX', id, version: null });

// The shapes of the currency code and the sale date, by character: a regular expression per quote
// was 7% of the engine's time in the bench (bench/pricing/engine.mjs).
const isUpper = (c: number) => c >= 65 && c <= 90;
const isDigit = (c: number) => c >= 48 && c <= 57;
/** Three capital letters (ISO 4217's shape). */
const isCurrencyCode = (s: string) =>
  typeof s === 'string' && s.length === 3 && isUpper(s.charCodeAt(0)) && isUpper(s.charCodeAt(1)) && isUpper(s.charCodeAt(2));
/** `YYYY-MM-DD`: digits and dashes in place, so that dates compare as strings. */
function isDay(s: string): boolean {
  if (typeof s !== 'string' || s.length !== 10) return false;
  for (let i = 0; i < 10; i++) {
    const c = s.charCodeAt(i);
    if (i === 4 || i === 7 ? c !== 45 : !isDigit(c)) return false;
  }
  return true;
}

function integerIn(value: number, max: number, what: string): number {
  if (!Number.isSafeInteger(value) || value < 0 || value > max)
    throw new RangeError(`${what} not an integer in 0..${max}: ${value}`);
  return value;
}
const units = (value: number, what: string) => {
  if (!Number.isSafeInteger(value) || value < 1 || value > MAX_PRICE_UNITS) {
    throw new RangeError(`${what} not an integer in 1..${MAX_PRICE_UNITS}: ${value}`);
  }
};

/** The request's own checks: amounts, dates, and units of the product's shape. */
function checkRequest(r: PriceRequest): void {
  integerIn(r.supplierCost, MAX_MONEY_AMOUNT, 'supplierCost');
  if (!isCurrencyCode(r.currencyCode)) throw new RangeError(`currencyCode not ISO 4217: ${r.currencyCode}`);
  if (!isDay(r.saleDate)) throw new RangeError(`saleDate not YYYY-MM-DD: ${r.saleDate}`);
  if (r.product === 'hotel') {
    const u = r.units as HotelUnits;
    units(u.rooms, 'rooms');
    units(u.nights, 'nights');
  } else if (r.product === 'flight') {
    const u = r.units as FlightUnits;
    units(u.tickets, 'tickets');
    units(u.segments, 'segments');
  } else {
    units((r.units as QuantityUnits).quantity, 'quantity');
  }
}

/** value x quantity, an AMOUNT of a rule; above MAX_MONEY_AMOUNT (inexact products included) the sale cannot be priced. */
function times(value: number, quantity: number): number {
  const amount = value * quantity;
  if (amount > MAX_MONEY_AMOUNT) throw new PriceOutOfRangeError();
  return amount;
}

const amountLine = (
  kind: PriceLineKind,
  unitAmount: number,
  quantity: number,
  feeBasis: FeeBasis | null,
  rule: RuleRef,
): PriceLine => ({
  kind,
  amount: times(unitAmount, quantity),
  quantity,
  unitAmount,
  basisPoints: null,
  base: null,
  feeBasis,
  rule,
});
const percentageLine = (kind: PriceLineKind, base: number, basisPoints: number, rule: RuleRef): PriceLine => ({
  kind,
  amount: roundHalfUp(base, basisPoints),
  quantity: 1,
  unitAmount: null,
  basisPoints,
  base,
  feeBasis: null,
  rule,
});

/** A system fee line, with its fee type (an object literal of its own: spreading a line took a third of the engine's time). */
function systemFeeLine(fee: SystemFeeRule, subtotal: number, rule: RuleRef): PriceLine {
  const percentage = fee.basis === 'PERCENTAGE';
  const value = integerIn(fee.value, percentage ? MAX_FEE_BASIS_POINTS : MAX_MONEY_AMOUNT, 'system fee');
  return {
    kind: 'SYSTEM_FEE',
    amount: percentage ? roundHalfUp(subtotal, value) : value,
    quantity: 1,
    unitAmount: percentage ? null : value,
    basisPoints: percentage ? value : null,
    base: percentage ? subtotal : null,
    feeBasis: null,
    feeType: fee.feeType,
    rule,
  };
}

/** The price of a sale: its lines, total and commission (the rules: this file's top comment). */
export function priceSale(request: PriceRequest, rules: PricingRules): PriceBreakdown {
  checkRequest(request);
  const commissionBps = integerIn(rules.commissionBasisPoints, MAX_FEE_BASIS_POINTS, 'commissionBasisPoints');
  const taxes = rules.taxes ?? DEFAULT_TAX_POLICY;
  const { supplierCost: cost, product } = request;

  const lines: PriceLine[] = [
    {
      kind: 'SUPPLIER_COST',
      amount: cost,
      quantity: 1,
      unitAmount: null,
      basisPoints: null,
      base: null,
      feeBasis: null,
      rule: null,
    },
  ];
  const rulesUsed: RuleRef[] = [];
  const notes: PriceNote[] = [];
  let total = cost;
  const add = (line: PriceLine) => {
    if (line.amount === 0) return;
    total += line.amount;
    if (line.amount > MAX_MONEY_AMOUNT || total > MAX_MONEY_AMOUNT) throw new PriceOutOfRangeError();
    lines.push(line);
  };

  // 2: the mark-up (its fee basis quantity also counts its row's service and maintenance fees).
  const markup = selectMarkup(request, rules.markups);
  let markupRef: RuleRef | null = null;
  let quantity = 0;
  let markupAmount = 0;
  if (markup !== null) {
    const { rule, row } = markup;
    markupRef = { kind: 'MARKUP', id: rule.markupId, version: rule.version, name: rule.name };
    quantity = basisQuantity(product, rule.feeBasis, request.units);
    rulesUsed.push(markupRef);
    const line =
      rule.basedOn === 'PERCENTAGE'
        ? percentageLine('MARKUP', cost, integerIn(row.value, MAX_MARKUP_BASIS_POINTS, 'mark-up rate'), markupRef)
        : amountLine('MARKUP', integerIn(row.value, MAX_MONEY_AMOUNT, 'mark-up amount'), quantity, rule.feeBasis, markupRef);
    markupAmount = line.amount;
    add(line);
  }

  // 3: the service fee of the mark-up row, else of the service-fee setup.
  if (markup !== null && markupRef !== null && markup.row.serviceFee !== null) {
    const unit = integerIn(markup.row.serviceFee, MAX_MONEY_AMOUNT, 'service fee');
    add(amountLine('SERVICE_FEE', unit, quantity, markup.rule.feeBasis, markupRef));
  } else {
    const fee = selectServiceFee(request, rules.serviceFees);
    if (fee !== null) {
      const ref: RuleRef = { kind: 'SERVICE_FEE', id: fee.serviceFeeId, version: fee.version };
      rulesUsed.push(ref);
      add(
        fee.basedOn === 'PERCENTAGE'
          ? percentageLine(
              'SERVICE_FEE',
              cost + markupAmount,
              integerIn(fee.value, MAX_FEE_BASIS_POINTS, 'service fee rate'),
              ref,
            )
          : amountLine(
              'SERVICE_FEE',
              integerIn(fee.value, MAX_MONEY_AMOUNT, 'service fee amount'),
              basisQuantity(product, fee.feeBasis, request.units),
              fee.feeBasis,
              ref,
            ),
      );
    }
  }

  // 4: the maintenance fee of the mark-up row.
  if (markup !== null && markupRef !== null) {
    const unit = integerIn(markup.row.maintenanceFee, MAX_MONEY_AMOUNT, 'maintenance fee');
    add(amountLine('MAINTENANCE_FEE', unit, quantity, markup.rule.feeBasis, markupRef));
  }

  // 5: system fees, percentages of the subtotal of lines 1-4.
  const beforeSystemFees = total;
  for (const fee of applicableSystemFees(request, rules.systemFees)) {
    const ref: RuleRef = { kind: 'SYSTEM_FEE', id: fee.id, version: null };
    rulesUsed.push(ref);
    add(systemFeeLine(fee, beforeSystemFees, ref));
  }

  // 6-7: taxes.
  if (taxes.serviceTaxProducts.includes(product)) {
    const ref = taxRef('SERVICE_TAX');
    rulesUsed.push(ref);
    add(
      percentageLine('SERVICE_TAX', total, integerIn(taxes.serviceTaxBasisPoints, MAX_FEE_BASIS_POINTS, 'service tax rate'), ref),
    );
  }
  if (product === 'hotel' && request.foreignGuests === true) {
    const tourism = taxes.tourismTaxPerRoomNight;
    if (tourism.currencyCode === request.currencyCode) {
      const { rooms, nights } = request.units as HotelUnits;
      const ref = taxRef('TOURISM_TAX');
      rulesUsed.push(ref);
      add(amountLine('TOURISM_TAX', integerIn(tourism.amount, MAX_MONEY_AMOUNT, 'tourism tax'), rooms * nights, null, ref));
    } else {
      notes.push('TOURISM_TAX_NOT_IN_CURRENCY');
    }
  }

  const commission =
    request.customerType === 'B2B'
      ? { amount: roundHalfUp(cost + markupAmount, commissionBps), basisPoints: commissionBps }
      : { amount: 0, basisPoints: 0 };
  return { currencyCode: request.currencyCode, lines, total, commission, rulesUsed, notes };
}
