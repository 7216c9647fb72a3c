/**
 * What the price engine reads and answers (price-engine.ts has the rules). Money is integer minor
 * units of the request's currency throughout; percentages are basis points (1250 = 12.50%).
 */
import type {
  CabinClass,
  CustomerType,
  FlightFeeBasis,
  HotelFeeBasis,
  MarkupBasis,
  PaymentMethod,
  ProductType,
  StarRating,
  SystemFeeType,
} from '@bo/shared';

/**
 * What a fee or an AMOUNT mark-up is charged per (the stored number, spec section 9):
 * flights 0 per ticket, 1 per segment (of each ticket), 2 per booking; hotels 0 per room night,
 * 1 per room, 2 per booking; other products 0 and 1 per quantity unit, 2 per booking.
 */
export type FeeBasis = FlightFeeBasis | HotelFeeBasis;

/** A hotel stay: `rooms` rooms for `nights` nights each. */
export interface HotelUnits {
  rooms: number;
  nights: number;
}
/** A flight: `tickets` passengers, each flying `segments` segments. */
export interface FlightUnits {
  tickets: number;
  segments: number;
}
/** Theme parks, cable cars, cruises: tickets or cabins. */
export interface QuantityUnits {
  quantity: number;
}
export type PriceUnits = HotelUnits | FlightUnits | QuantityUnits;

export interface PriceRequest {
  product: ProductType;
  /** ISO 4217, three capital letters: the currency of the supplier cost and of every amount answered. */
  currencyCode: string;
  /** `YYYY-MM-DD`, the day the price is quoted: the rules' validity dates are compared to it. */
  saleDate: string;
  customerType: CustomerType;
  /** The buyer's mark-up group; null: no group, so no mark-up. */
  markupGroupId: string | null;
  /** null: not chosen yet (only mark-ups for ANY payment apply, no payment gateway fee). */
  paymentType: PaymentMethod | null;
  /** The supplier's cost of the whole sale, 0..MAX_MONEY_AMOUNT. */
  supplierCost: number;
  /** Must be the product's shape: HotelUnits for hotels, FlightUnits for flights, else QuantityUnits. */
  units: PriceUnits;
  /** Hotels: picks the mark-up row of that rating. */
  starRating?: StarRating | null;
  /** Flights: picks the mark-up row of that cabin class. */
  cabinClass?: CabinClass | null;
  /** Hotels: the tourism tax applies only when true. */
  foreignGuests?: boolean;
}

export interface MarkupRuleRow {
  /** Flights, when the rule is not the same for all: the cabin class this row prices. */
  cabinClass: CabinClass | null;
  /** Hotels, when the rule is not the same for all: the star rating this row prices. */
  starRating: number | null;
  /** PERCENTAGE: basis points of the supplier cost (at most 50,000); AMOUNT: minor units per fee basis unit. */
  value: number;
  /** Minor units per fee basis unit; null: the service-fee setup decides. */
  serviceFee: number | null;
  /** Minor units per fee basis unit; 0: none. */
  maintenanceFee: number;
}

/** One version of a mark-up, as stored. */
export interface MarkupRule {
  markupId: string;
  version: number;
  name: string;
  productType: ProductType;
  markupGroupId: string;
  customerType: CustomerType;
  basedOn: MarkupBasis;
  feeBasis: FeeBasis;
  paymentType: PaymentMethod | 'ANY';
  /** true: exactly one row, with cabinClass and starRating null; false: one row per cabin class or star rating. */
  sameForAll: boolean;
  rows: MarkupRuleRow[];
  validFrom: string;
  /** Inclusive; null: open-ended. */
  validTo: string | null;
  active: boolean;
}

/** One version of a service-fee setup, used when the mark-up row sets no service fee. */
export interface ServiceFeeRule {
  serviceFeeId: string;
  version: number;
  productType: ProductType;
  /** The sales channel: B2B agency portal or B2C website, matched against the request's customer type. */
  channel: CustomerType;
  currencyCode: string;
  feeBasis: FeeBasis;
  basedOn: MarkupBasis;
  /** PERCENTAGE: basis points of supplier cost + mark-up (at most 10,000); AMOUNT: minor units per fee basis unit. */
  value: number;
  validFrom: string;
  validTo: string | null;
  active: boolean;
}

/** One of the credit context's system fee settings in effect for the buyer. */
export interface SystemFeeRule {
  id: string;
  feeType: SystemFeeType;
  currencyCode: string;
  basis: MarkupBasis;
  /** PERCENTAGE: basis points (at most 10,000); AMOUNT: minor units, once per booking. */
  value: number;
  active: boolean;
}

export interface TaxPolicy {
  /** Service tax (SST) in basis points: 800 = 8%. */
  serviceTaxBasisPoints: number;
  /** The products the service tax applies to. */
  serviceTaxProducts: readonly ProductType[];
  /** Tourism tax per room night for foreign guests, only charged in this currency. */
  tourismTaxPerRoomNight: { currencyCode: string; amount: number };
}

/** Every candidate rule in effect for the buyer; the engine selects what applies to the request. */
export interface PricingRules {
  markups: MarkupRule[];
  serviceFees: ServiceFeeRule[];
  systemFees: SystemFeeRule[];
  /** The buyer group's agent commission, 0..10,000 basis points (B2B only). */
  commissionBasisPoints: number;
  /** Absent: DEFAULT_TAX_POLICY. */
  taxes?: TaxPolicy;
}

export type PriceLineKind =
  'SUPPLIER_COST' | 'MARKUP' | 'SERVICE_FEE' | 'MAINTENANCE_FEE' | 'SYSTEM_FEE' | 'SERVICE_TAX' | 'TOURISM_TAX';

export interface RuleRef {
  kind: 'MARKUP' | 'SERVICE_FEE' | 'SYSTEM_FEE' | 'TAX';
  /** markupId, serviceFeeId, the system fee setting's id, or the tax ('SERVICE_TAX', 'TOURISM_TAX'). */
  id: string;
  /** The rule's version; null for system fees and taxes (not versioned). */
  version: number | null;
  /** The mark-up's name. */
  name?: string;
}

export interface PriceLine {
  kind: PriceLineKind;
  amount: number;
  /** Fee basis quantity of AMOUNT lines; 1 for percentage lines and the supplier cost. */
  quantity: number;
  /** AMOUNT lines: the amount per fee basis unit; else null. */
  unitAmount: number | null;
  /** Percentage lines: the rate; else null. */
  basisPoints: number | null;
  /** Percentage lines: the amount the rate was taken of; else null. */
  base: number | null;
  /** AMOUNT lines of a mark-up or service-fee rule: its fee basis; else null. */
  feeBasis: FeeBasis | null;
  /** SYSTEM_FEE lines: the setting's fee type. */
  feeType?: SystemFeeType;
  /** The rule the line comes from; null for the supplier cost. */
  rule: RuleRef | null;
}

export type PriceNote = 'TOURISM_TAX_NOT_IN_CURRENCY';

export interface PriceBreakdown {
  currencyCode: string;
  /** In pipeline order; the supplier cost always, every other line only when its amount is not 0. */
  lines: PriceLine[];
  /** The sum of the lines: what the buyer pays. */
  total: number;
  /** What the agent earns (B2B), apart from the total: never a line. */
  commission: { amount: number; basisPoints: number };
  /** The rules applied, in pipeline order, each once: also one whose amount came to 0 (so it has no line). */
  rulesUsed: RuleRef[];
  notes: PriceNote[];
}
