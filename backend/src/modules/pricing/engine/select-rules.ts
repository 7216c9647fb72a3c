/**
 * Which of the candidate rules apply to a request (price-engine.ts, steps 2, 3 and 5). Each
 * selection is a total order over the candidates, so the answer never depends on the order the
 * rules are listed in. One pass over the list, no sorting of it: the engine runs per quote.
 */
import type { PaymentMethod } from '@bo/shared';
import type {
  FeeBasis,
  FlightUnits,
  HotelUnits,
  MarkupRule,
  MarkupRuleRow,
  PriceRequest,
  PriceUnits,
  QuantityUnits,
  ServiceFeeRule,
  SystemFeeRule,
} from './price-engine.types';

/** Valid on `day`: from `validFrom` up to and including `validTo` (null: open-ended). `YYYY-MM-DD` strings compare as dates. */
const validOn = (validFrom: string, validTo: string | null, day: string) =>
  validFrom <= day && (validTo === null || day <= validTo);

export interface SelectedMarkup {
  rule: MarkupRule;
  /** The rule's row that prices the request: its only row, or the row of the request's star rating / cabin class. */
  row: MarkupRuleRow;
}

/**
 * The row of a mark-up that prices the request, if any: a rule the same for all has exactly one;
 * otherwise hotels match the star rating, flights the cabin class, and other products none.
 */
function matchingRow(rule: MarkupRule, request: PriceRequest): MarkupRuleRow | undefined {
  if (rule.sameForAll) {
    if (rule.rows.length !== 1) {
      throw new RangeError(`mark-up ${rule.markupId} v${rule.version} is the same for all but has ${rule.rows.length} rows`);
    }
    return rule.rows[0];
  }
  if (request.product === 'hotel') {
    const star = request.starRating;
    return star == null ? undefined : rule.rows.find((r) => r.starRating === star);
  }
  if (request.product === 'flight') {
    const cabin = request.cabinClass;
    return cabin == null ? undefined : rule.rows.find((r) => r.cabinClass === cabin);
  }
  return undefined;
}

/** Whether candidate `a` is more specific than `b`: exact payment type, specific row, later validFrom, higher version, lower id. */
function markupBeats(a: MarkupRule, b: MarkupRule): boolean {
  const aExact = a.paymentType !== 'ANY';
  if (aExact !== (b.paymentType !== 'ANY')) return aExact;
  if (a.sameForAll !== b.sameForAll) return !a.sameForAll;
  if (a.validFrom !== b.validFrom) return a.validFrom > b.validFrom;
  if (a.version !== b.version) return a.version > b.version;
  return a.markupId < b.markupId;
}

/**
 * The one mark-up that applies, or null: active, of the request's product, group and customer
 * type, valid on the sale date, for the request's payment type or ANY (a request without one
 * matches only ANY), with a row for the request; the most specific of those (markupBeats).
 */
export function selectMarkup(request: PriceRequest, markups: readonly MarkupRule[]): SelectedMarkup | null {
  const group = request.markupGroupId;
  if (group === null) return null;
  let best: SelectedMarkup | null = null;
  for (const rule of markups) {
    if (
      !rule.active ||
      rule.markupGroupId !== group ||
      rule.productType !== request.product ||
      rule.customerType !== request.customerType ||
      (rule.paymentType !== 'ANY' && rule.paymentType !== request.paymentType) ||
      !validOn(rule.validFrom, rule.validTo, request.saleDate)
    ) {
      continue;
    }
    const row = matchingRow(rule, request);
    if (row !== undefined && (best === null || markupBeats(rule, best.rule))) best = { rule, row };
  }
  return best;
}

function serviceFeeBeats(a: ServiceFeeRule, b: ServiceFeeRule): boolean {
  if (a.validFrom !== b.validFrom) return a.validFrom > b.validFrom;
  if (a.version !== b.version) return a.version > b.version;
  return a.serviceFeeId < b.serviceFeeId;
}

/**
 * The service-fee setup that applies when the mark-up row sets no service fee, or null: active, of
 * the request's product, sales channel (its customer type) and currency, valid on the sale date;
 * the latest validFrom, then the highest version, then the lowest id.
 */
export function selectServiceFee(request: PriceRequest, serviceFees: readonly ServiceFeeRule[]): ServiceFeeRule | null {
  let best: ServiceFeeRule | null = null;
  for (const fee of serviceFees) {
    if (
      fee.active &&
      fee.productType === request.product &&
      fee.channel === request.customerType &&
      fee.currencyCode === request.currencyCode &&
      validOn(fee.validFrom, fee.validTo, request.saleDate) &&
      (best === null || serviceFeeBeats(fee, best))
    ) {
      best = fee;
    }
  }
  return best;
}

const systemFeeBefore = (a: SystemFeeRule, b: SystemFeeRule) => (a.feeType !== b.feeType ? a.feeType < b.feeType : a.id < b.id);

/** Payment methods paid through a payment gateway: the only ones a PAYMENT_GATEWAY_FEE applies to. */
export const ONLINE_PAYMENT_METHODS: ReadonlySet<PaymentMethod> = new Set<PaymentMethod>(['CARD', 'EWALLET', 'IPAY88_FPX']);

/**
 * The system fee settings that apply to a sale, by fee type then id: active ones in the request's
 * currency; BOOKING_FEE and TRANSACTION_FEE always, PAYMENT_GATEWAY_FEE for an online payment
 * method only, TOP_UP_FEE never (it is charged on top-ups, not sales).
 */
export function applicableSystemFees(request: PriceRequest, systemFees: readonly SystemFeeRule[]): SystemFeeRule[] {
  const online = request.paymentType !== null && ONLINE_PAYMENT_METHODS.has(request.paymentType);
  const out: SystemFeeRule[] = [];
  for (const fee of systemFees) {
    if (
      fee.active &&
      fee.currencyCode === request.currencyCode &&
      (fee.feeType === 'BOOKING_FEE' || fee.feeType === 'TRANSACTION_FEE' || (online && fee.feeType === 'PAYMENT_GATEWAY_FEE'))
    ) {
      // Insertion by fee type then id: a handful of settings, sorted as they come.
      let i = out.length;
      out.push(fee);
      for (; i > 0 && systemFeeBefore(fee, out[i - 1]); i--) out[i] = out[i - 1];
      out[i] = fee;
    }
  }
  return out;
}

/**
 * How many fee basis units a sale has: hotels 0 room nights, 1 rooms, 2 one booking; flights
 * 0 tickets, 1 segments of every ticket (tickets x segments), 2 one booking; other products
 * 0 and 1 the quantity, 2 one booking. `units` must be the product's shape (the engine checks it).
 */
export function basisQuantity(product: PriceRequest['product'], feeBasis: FeeBasis, units: PriceUnits): number {
  if (feeBasis === 2) return 1;
  if (product === 'hotel') {
    const u = units as HotelUnits;
    if (feeBasis === 0) return u.rooms * u.nights;
    if (feeBasis === 1) return u.rooms;
  } else if (product === 'flight') {
    const u = units as FlightUnits;
    if (feeBasis === 0) return u.tickets;
    if (feeBasis === 1) return u.tickets * u.segments;
  } else if (feeBasis === 0 || feeBasis === 1) {
    return (units as QuantityUnits).quantity;
  }
  throw new RangeError(`unknown fee basis: ${String(feeBasis)}`);
}
