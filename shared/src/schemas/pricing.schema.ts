/**
 * Pricing (`/markup`, spec sections 3 "Mark-up" and 9 fee bases; docs/pricing.md): mark-up groups
 * (agent tiers and markets, with B2C's default group), mark-ups kept as versions, service fees per
 * product and sales channel, and the price quote that explains a price line by line. The spec's
 * field names are kept where it has them (markupID, markupGroupListID); request bodies are strict.
 * Percentages are basis points (1250 = 12.50%), money is minor units.
 */
import { z } from 'zod';
import { HOTEL_FEE_BASIS, markupBasisSchema } from '../enums/fees';
import { numericEnumSchema } from '../enums/labelled';
import { paymentMethodSchema } from '../enums/finance';
import { markupChangeSchema, markupPaymentTypeSchema, priceLineKindSchema, priceNoteSchema } from '../enums/pricing';
import { cabinClassSchema, customerTypeSchema, productTypeSchema, starRatingSchema } from '../enums/product';
import { MAX_MONEY_AMOUNT } from '../money/bounds';
import { MAX_FEE_BASIS_POINTS } from './credit.schema';
import { codeField, fail, flag, idField, optional, optionalText } from './hotel-fields';
import { dateField, searchAvailabilitySchema } from './hotel-inventory.schema';
import { pageOf, sortedBy } from './paging.schema';
import {
  blankToUndefined,
  currencyCodeField,
  integerField,
  issuesOf,
  queryFlagField,
  type RefinementIssue,
  moneyMinorUnitsField,
  optionalUuidField,
  validTextField,
} from './validation';

/** A mark-up percentage is at most 500% (the engine's arithmetic stays exact below it). */
export const MAX_MARKUP_BASIS_POINTS = 50_000;

/** Fee bases are stored as the spec's numbers (0, 1, 2); their names depend on the product (spec section 9). */
export const feeBasisSchema = numericEnumSchema(HOTEL_FEE_BASIS);
export type FeeBasisCode = z.infer<typeof feeBasisSchema>;

/** Nullable where null means "none" (validTo open-ended, a row's own service fee). */
const nullable = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === undefined || (typeof v === 'string' && v.trim() === '') ? null : v), schema.nullable());

/** A value that is basis points for PERCENTAGE (at most `maxBps`) and minor units for AMOUNT. */
function checkValue(issue: RefinementIssue, basedOn: string, value: number, path: (string | number)[], maxBps: number) {
  if (basedOn === 'PERCENTAGE' && value > maxBps) issue('NUMBER_BETWEEN', path, { min: 0, max: maxBps });
  if (basedOn === 'AMOUNT' && value > MAX_MONEY_AMOUNT) issue('NUMBER_BETWEEN', path, { min: 0, max: MAX_MONEY_AMOUNT });
}

/** Per segment (1) is a flight basis; other products count per ticket/room night (0) or per booking (2). */
function checkFeeBasis(issue: RefinementIssue, productType: string, feeBasis: number) {
  if (feeBasis === 1 && productType !== 'flight' && productType !== 'hotel') issue('FEE_BASIS_NOT_FOR_PRODUCT', ['feeBasis']);
}

function checkValidity(issue: RefinementIssue, validFrom: string, validTo: string | null) {
  if (validTo !== null && validTo < validFrom) issue('DATE_RANGE_REVERSED', ['validTo']);
}

// ---------------------------------------------------------------------------------------------
// Mark-up groups

const markupGroupFields = {
  code: codeField(20),
  name: validTextField({ max: 100 }),
  description: optionalText(500),
  customerType: customerTypeSchema,
  /** The group of every buyer of its customer type without a group of their own (one per type). */
  isDefault: flag(false),
  /** The agent's commission, apart from the mark-up: basis points of cost plus mark-up (B2B only). */
  commissionBasisPoints: integerField({ min: 0, max: MAX_FEE_BASIS_POINTS }).default(0),
  active: flag(true),
};
const defaultIsActive = (g: { isDefault: boolean; active: boolean }, ctx: z.RefinementCtx) => {
  if (g.isDefault && !g.active) issuesOf(ctx)('MARKUP_GROUP_DEFAULT_INACTIVE', ['active']);
};
/** `POST CreateMarkupGroupList`. */
export const createMarkupGroupSchema = z.strictObject(markupGroupFields).superRefine(defaultIsActive);
export type CreateMarkupGroupBody = z.infer<typeof createMarkupGroupSchema>;
export type CreateMarkupGroupInput = z.input<typeof createMarkupGroupSchema>;
/** `POST UpdateMarkupGroupList`: every field replaced. */
export const updateMarkupGroupSchema = z
  .strictObject({ markupGroupListID: idField('MARKUP_GROUP_NOT_FOUND'), ...markupGroupFields })
  .superRefine(defaultIsActive);
export type UpdateMarkupGroupBody = z.infer<typeof updateMarkupGroupSchema>;

export const markupGroupSchema = z.object({
  markupGroupListID: z.string(),
  code: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  customerType: customerTypeSchema,
  isDefault: z.boolean(),
  commissionBasisPoints: z.number().int(),
  active: z.boolean(),
  /** Organizations assigned to the group. */
  organizationCount: z.number().int(),
  markupCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MarkupGroup = z.infer<typeof markupGroupSchema>;
export const markupGroupListSchema = z.array(markupGroupSchema);
export const markupGroupResultSchema = z.object({ code: z.string(), message: z.string(), group: markupGroupSchema });
/** `GET GetAllMarkupGroupList`: every group (name order), optionally of one customer type or active only. */
export const markupGroupListQuerySchema = z.object({
  customerType: z.preprocess(blankToUndefined, customerTypeSchema.optional()),
  activeOnly: queryFlagField(),
});
export type MarkupGroupListQuery = z.infer<typeof markupGroupListQuerySchema>;
export const markupGroupByIdQuerySchema = z.object({ markupGroupListID: idField('MARKUP_GROUP_NOT_FOUND') });

/** `POST AssignOrganizationGroup` (ours, from the organization profile): null = back to the default B2B group. */
export const assignOrganizationGroupSchema = z.strictObject({
  organizationId: idField('ORGANIZATION_NOT_FOUND'),
  markupGroupListID: nullable(idField('MARKUP_GROUP_NOT_FOUND')),
});
export type AssignOrganizationGroupBody = z.infer<typeof assignOrganizationGroupSchema>;
export const organizationGroupQuerySchema = z.object({ organizationId: idField('ORGANIZATION_NOT_FOUND') });
/** `GET GetOrganizationGroup`: the group assigned, and the one its prices use (assigned, else the B2B default). */
export const organizationGroupSchema = z.object({
  organizationId: z.string(),
  assigned: z.object({ markupGroupListID: z.string(), name: z.string() }).nullable(),
  effective: z.object({ markupGroupListID: z.string(), name: z.string(), isDefault: z.boolean() }).nullable(),
});
export type OrganizationGroup = z.infer<typeof organizationGroupSchema>;
export const organizationGroupResultSchema = z.object({
  code: z.string(),
  message: z.string(),
  organizationGroup: organizationGroupSchema,
});

// ---------------------------------------------------------------------------------------------
// Mark-ups

export const markupRowSchema = z.strictObject({
  /** Flights with one row per cabin class; null otherwise. */
  cabinClass: nullable(cabinClassSchema).default(null),
  /** Hotels with one row per star rating; null otherwise. */
  starRating: nullable(starRatingSchema).default(null),
  /** Basis points (PERCENTAGE) or minor units per fee-basis unit (AMOUNT). */
  value: integerField({ min: 0 }),
  /** Minor units per fee-basis unit; null: the service fee set up for the product and channel. */
  serviceFee: nullable(moneyMinorUnitsField({ min: 0 })).default(null),
  maintenanceFee: moneyMinorUnitsField({ min: 0 }).default(0),
});
export type MarkupRow = z.infer<typeof markupRowSchema>;
export type MarkupRowInput = z.input<typeof markupRowSchema>;

const markupFields = {
  name: validTextField({ max: 100 }),
  productType: productTypeSchema,
  markupGroupListID: idField('MARKUP_GROUP_NOT_FOUND'),
  /** Must be the group's customer type (MARKUP_GROUP_CUSTOMER_TYPE, checked by the API). */
  customerType: customerTypeSchema,
  basedOn: markupBasisSchema,
  feeBasis: feeBasisSchema,
  paymentType: markupPaymentTypeSchema.default('ANY'),
  /** true: one row for every cabin class or star rating. */
  sameForAll: flag(true),
  rows: z.array(markupRowSchema, fail('REQUIRED_FIELD')).min(1, fail('REQUIRED_FIELD')).max(5, fail('NUMBER_AT_MOST')),
  validFrom: dateField(),
  /** Inclusive; null: open-ended. */
  validTo: nullable(dateField()).default(null),
  active: flag(true),
};

type MarkupShape = {
  productType: string;
  basedOn: string;
  feeBasis: number;
  sameForAll: boolean;
  rows: MarkupRow[];
  validFrom: string;
  validTo: string | null;
};
/** A second row of the same cabin class or star rating, at `rows.<i>.<field>` (the refinement runs on the whole mark-up). */
function flagRepeatedRows(issue: RefinementIssue, rows: MarkupRow[], field: 'cabinClass' | 'starRating') {
  const seen = new Set<string>();
  rows.forEach((row, i) => {
    const key = String(row[field]);
    if (seen.has(key)) issue('DUPLICATE_IN_LIST', ['rows', i, field]);
    seen.add(key);
  });
}

/** The rows fit the product: one plain row when the same for all, else one per cabin class or star rating. */
function checkMarkup(m: MarkupShape, ctx: z.RefinementCtx) {
  const issue = issuesOf(ctx);
  checkFeeBasis(issue, m.productType, m.feeBasis);
  checkValidity(issue, m.validFrom, m.validTo);
  m.rows.forEach((row, i) => checkValue(issue, m.basedOn, row.value, ['rows', i, 'value'], MAX_MARKUP_BASIS_POINTS));
  if (m.sameForAll) {
    if (m.rows.length !== 1 || m.rows[0].cabinClass !== null || m.rows[0].starRating !== null) {
      issue('MARKUP_ROWS_SAME_FOR_ALL', ['rows']);
    }
    return;
  }
  if (m.productType === 'flight') {
    m.rows.forEach((row, i) => {
      if (row.cabinClass === null || row.starRating !== null) issue('MARKUP_ROW_CABIN_REQUIRED', ['rows', i, 'cabinClass']);
    });
    flagRepeatedRows(issue, m.rows, 'cabinClass');
  } else if (m.productType === 'hotel') {
    m.rows.forEach((row, i) => {
      if (row.starRating === null || row.cabinClass !== null) issue('MARKUP_ROW_RATING_REQUIRED', ['rows', i, 'starRating']);
    });
    flagRepeatedRows(issue, m.rows, 'starRating');
  } else {
    issue('MARKUP_ROWS_NOT_FOR_PRODUCT', ['sameForAll']);
  }
}

/** `POST Create`: version 1; `reason` optional (the history shows it). */
export const createMarkupSchema = z.strictObject({ ...markupFields, reason: optionalText(500) }).superRefine(checkMarkup);
export type CreateMarkupBody = z.infer<typeof createMarkupSchema>;
export type CreateMarkupInput = z.input<typeof createMarkupSchema>;
/**
 * `POST Edit`: a new version with every field replaced and why. `expectedVersion` (the version the
 * screen showed) refuses an edit over someone else's (MARKUP_CHANGED_MEANWHILE).
 */
export const editMarkupSchema = z
  .strictObject({
    markupID: idField('MARKUP_NOT_FOUND'),
    expectedVersion: integerField({ min: 1 }).optional(),
    reason: validTextField({ max: 500 }),
    ...markupFields,
  })
  .superRefine(checkMarkup);
export type EditMarkupBody = z.infer<typeof editMarkupSchema>;

const changedBySchema = z.object({ userId: z.string(), name: z.string() }).nullable();

/** One version of a mark-up: its whole definition. */
export const markupDetailSchema = z.object({
  markupID: z.string(),
  version: z.number().int(),
  /** The newest version (equal to `version` unless an earlier one was asked for). */
  currentVersion: z.number().int(),
  name: z.string(),
  productType: productTypeSchema,
  markupGroupListID: z.string(),
  markupGroupName: z.string(),
  customerType: customerTypeSchema,
  basedOn: markupBasisSchema,
  feeBasis: feeBasisSchema,
  paymentType: markupPaymentTypeSchema,
  sameForAll: z.boolean(),
  rows: z.array(
    z.object({
      cabinClass: cabinClassSchema.nullable(),
      starRating: z.number().int().nullable(),
      value: z.number().int(),
      serviceFee: z.number().int().nullable(),
      maintenanceFee: z.number().int(),
    }),
  ),
  validFrom: z.string(),
  validTo: z.string().nullable(),
  active: z.boolean(),
  reason: z.string().nullable(),
  changedBy: changedBySchema,
  changedAt: z.string(),
});
export type MarkupDetail = z.infer<typeof markupDetailSchema>;
export const markupResultSchema = z.object({ code: z.string(), message: z.string(), markup: markupDetailSchema });
/** `GET GetMarkupDetail?markupID` (and `&version=` for an earlier version). */
export const markupDetailQuerySchema = z.object({
  markupID: idField('MARKUP_NOT_FOUND'),
  version: z.preprocess(blankToUndefined, z.coerce.number(fail('INTEGER_ONLY')).int(fail('INTEGER_ONLY')).min(1).optional()),
});
export type MarkupDetailQuery = z.infer<typeof markupDetailQuerySchema>;

/** `GET GetMarkUpDetailSummary?markupID`: the headline of a mark-up and of its history. */
export const markupDetailSummarySchema = z.object({
  markupID: z.string(),
  name: z.string(),
  productType: productTypeSchema,
  markupGroupListID: z.string(),
  markupGroupName: z.string(),
  customerType: customerTypeSchema,
  basedOn: markupBasisSchema,
  feeBasis: feeBasisSchema,
  paymentType: markupPaymentTypeSchema,
  rowCount: z.number().int(),
  lowestValue: z.number().int(),
  highestValue: z.number().int(),
  validFrom: z.string(),
  validTo: z.string().nullable(),
  active: z.boolean(),
  currentVersion: z.number().int(),
  createdAt: z.string(),
  lastChangedAt: z.string(),
  lastChangedBy: changedBySchema,
  lastReason: z.string().nullable(),
});
export type MarkupDetailSummary = z.infer<typeof markupDetailSummarySchema>;
export const markupIdQuerySchema = z.object({ markupID: idField('MARKUP_NOT_FOUND') });

export const markupListItemSchema = z.object({
  markupID: z.string(),
  version: z.number().int(),
  name: z.string(),
  productType: productTypeSchema,
  markupGroupListID: z.string(),
  markupGroupName: z.string(),
  customerType: customerTypeSchema,
  basedOn: markupBasisSchema,
  feeBasis: feeBasisSchema,
  paymentType: markupPaymentTypeSchema,
  sameForAll: z.boolean(),
  /** The lowest and highest row value (equal with the same fees for all). */
  lowestValue: z.number().int(),
  highestValue: z.number().int(),
  validFrom: z.string(),
  validTo: z.string().nullable(),
  active: z.boolean(),
  updatedAt: z.string(),
});
export type MarkupListItem = z.infer<typeof markupListItemSchema>;
const markupFilters = {
  name: optionalText(100),
  productType: z.preprocess(blankToUndefined, productTypeSchema.optional()),
  markupGroupListID: optionalUuidField(),
  customerType: z.preprocess(blankToUndefined, customerTypeSchema.optional()),
  active: z.preprocess(
    (v) => (v === 'true' || v === true ? true : v === 'false' || v === false ? false : undefined),
    z.boolean().optional(),
  ),
};
/** `GET GetMarkupList`: every mark-up matching the filters (name order), for pickers. */
export const markupListQuerySchema = z.object(markupFilters);
export type MarkupListQuery = z.infer<typeof markupListQuerySchema>;
export const markupListSchema = z.array(markupListItemSchema);
export const MARKUP_SORT_KEYS = [
  'name',
  'productType',
  'markupGroupName',
  'customerType',
  'basedOn',
  'validFrom',
  'validTo',
  'active',
  'updatedAt',
] as const;
/** `GET GetMarkupListPage`: the spec's four paging fields plus the filters. */
export const markupListPageQuerySchema = sortedBy(MARKUP_SORT_KEYS).extend(markupFilters);
export type MarkupListPageQuery = z.infer<typeof markupListPageQuerySchema>;
export const markupListPageSchema = pageOf(markupListItemSchema);

/** `GET GetMarkupSummaryListPage`: one line per group and product. */
export const markupSummaryItemSchema = z.object({
  markupGroupListID: z.string(),
  markupGroupName: z.string(),
  customerType: customerTypeSchema,
  productType: productTypeSchema,
  markupCount: z.number().int(),
  activeCount: z.number().int(),
  percentageCount: z.number().int(),
  amountCount: z.number().int(),
  lastChangedAt: z.string(),
});
export type MarkupSummaryItem = z.infer<typeof markupSummaryItemSchema>;
export const MARKUP_SUMMARY_SORT_KEYS = [
  'markupGroupName',
  'productType',
  'markupCount',
  'activeCount',
  'lastChangedAt',
] as const;
export const markupSummaryPageQuerySchema = sortedBy(MARKUP_SUMMARY_SORT_KEYS).extend({
  markupGroupListID: optionalUuidField(),
  productType: z.preprocess(blankToUndefined, productTypeSchema.optional()),
});
export type MarkupSummaryPageQuery = z.infer<typeof markupSummaryPageQuerySchema>;
export const markupSummaryPageSchema = pageOf(markupSummaryItemSchema);

/** `GET GetMarkupHistoryListPage`: every version, newest first; of one mark-up with `markupID`. */
export const markupHistoryItemSchema = z.object({
  markupID: z.string(),
  version: z.number().int(),
  name: z.string(),
  change: markupChangeSchema,
  /** Fields that differ from the previous version (empty for the first). */
  changedFields: z.array(z.string()),
  reason: z.string().nullable(),
  changedBy: changedBySchema,
  changedAt: z.string(),
});
export type MarkupHistoryItem = z.infer<typeof markupHistoryItemSchema>;
export const markupHistoryPageQuerySchema = sortedBy(['changedAt', 'name', 'version'] as const).extend({
  markupID: optionalUuidField(),
});
export type MarkupHistoryPageQuery = z.infer<typeof markupHistoryPageQuerySchema>;
export const markupHistoryPageSchema = pageOf(markupHistoryItemSchema);

// ---------------------------------------------------------------------------------------------
// Service fees (per product and sales channel; ours: the spec has screens, not calls)

const serviceFeeFields = {
  productType: productTypeSchema,
  /** The sales channel: B2B (agencies) or B2C (consumers). */
  channel: customerTypeSchema,
  currencyCode: currencyCodeField(),
  feeBasis: feeBasisSchema,
  basedOn: markupBasisSchema,
  /** Basis points of cost plus mark-up (PERCENTAGE, at most 100%) or minor units per fee-basis unit (AMOUNT). */
  value: integerField({ min: 0 }),
  validFrom: dateField(),
  validTo: nullable(dateField()).default(null),
  description: optionalText(200),
  active: flag(true),
};
type ServiceFeeShape = {
  productType: string;
  feeBasis: number;
  basedOn: string;
  value: number;
  validFrom: string;
  validTo: string | null;
};
function checkServiceFee(f: ServiceFeeShape, ctx: z.RefinementCtx) {
  const issue = issuesOf(ctx);
  checkFeeBasis(issue, f.productType, f.feeBasis);
  checkValidity(issue, f.validFrom, f.validTo);
  checkValue(issue, f.basedOn, f.value, ['value'], MAX_FEE_BASIS_POINTS);
}
/** `POST /bo/ServiceFee/create`. */
export const createServiceFeeSchema = z.strictObject(serviceFeeFields).superRefine(checkServiceFee);
export type CreateServiceFeeBody = z.infer<typeof createServiceFeeSchema>;
export type CreateServiceFeeInput = z.input<typeof createServiceFeeSchema>;
/** `POST /bo/ServiceFee/update`: every field replaced; the fee's version goes up by one. */
export const updateServiceFeeSchema = z
  .strictObject({ serviceFeeID: idField('SERVICE_FEE_NOT_FOUND'), ...serviceFeeFields })
  .superRefine(checkServiceFee);
export type UpdateServiceFeeBody = z.infer<typeof updateServiceFeeSchema>;
export const serviceFeeSchema = z.object({
  serviceFeeID: z.string(),
  version: z.number().int(),
  productType: productTypeSchema,
  channel: customerTypeSchema,
  currencyCode: z.string(),
  feeBasis: feeBasisSchema,
  basedOn: markupBasisSchema,
  value: z.number().int(),
  validFrom: z.string(),
  validTo: z.string().nullable(),
  description: z.string().nullable(),
  active: z.boolean(),
  updatedAt: z.string(),
});
export type ServiceFee = z.infer<typeof serviceFeeSchema>;
export const serviceFeeResultSchema = z.object({ code: z.string(), message: z.string(), serviceFee: serviceFeeSchema });
export const SERVICE_FEE_SORT_KEYS = [
  'productType',
  'channel',
  'currencyCode',
  'value',
  'validFrom',
  'active',
  'updatedAt',
] as const;
export const serviceFeeListQuerySchema = sortedBy(SERVICE_FEE_SORT_KEYS).extend({
  productType: z.preprocess(blankToUndefined, productTypeSchema.optional()),
  channel: z.preprocess(blankToUndefined, customerTypeSchema.optional()),
  active: markupFilters.active,
});
export type ServiceFeeListQuery = z.infer<typeof serviceFeeListQuerySchema>;
export const serviceFeeListPageSchema = pageOf(serviceFeeSchema);
export const serviceFeeIdQuerySchema = z.object({ serviceFeeID: idField('SERVICE_FEE_NOT_FOUND') });
/** `GET /bo/ServiceFee/overview`: for each product and channel, the fee in effect on `date` (default today). */
export const serviceFeeOverviewQuerySchema = z.object({
  date: z.preprocess(blankToUndefined, dateField().optional()),
  currencyCode: z.preprocess(blankToUndefined, currencyCodeField().optional()),
});
export const serviceFeeOverviewSchema = z.object({
  date: z.string(),
  currencyCode: z.string(),
  rows: z.array(
    z.object({
      productType: productTypeSchema,
      channel: customerTypeSchema,
      inEffect: serviceFeeSchema.nullable(),
      /** Active fees starting after `date`. */
      upcoming: z.number().int(),
    }),
  ),
});
export type ServiceFeeOverview = z.infer<typeof serviceFeeOverviewSchema>;

// ---------------------------------------------------------------------------------------------
// The price breakdown and the quote (`POST test`: "Why this price")

export const ruleRefSchema = z.object({
  kind: z.enum(['MARKUP', 'SERVICE_FEE', 'SYSTEM_FEE', 'TAX']),
  id: z.string(),
  version: z.number().int().nullable(),
  name: z.string().nullable(),
});
export type RuleRef = z.infer<typeof ruleRefSchema>;
export const priceLineSchema = z.object({
  kind: priceLineKindSchema,
  amount: z.number().int(),
  /** Fee-basis units the unit amount was multiplied by (1 for a percentage). */
  quantity: z.number().int(),
  unitAmount: z.number().int().nullable(),
  basisPoints: z.number().int().nullable(),
  /** What a percentage was taken of. */
  base: z.number().int().nullable(),
  feeBasis: feeBasisSchema.nullable(),
  /** SYSTEM_FEE lines: the credit context's fee type. */
  feeType: z.string().nullable(),
  rule: ruleRefSchema.nullable(),
});
export type PriceLineItem = z.infer<typeof priceLineSchema>;
/** Who the prices of a search are for: the buyer's customer type, organization and mark-up group. */
export const pricedForSchema = z.object({
  customerType: z.string(),
  organizationId: z.string().nullable(),
  markupGroupListID: z.string().nullable(),
  markupGroupName: z.string().nullable(),
});

export const priceBreakdownSchema = z.object({
  currencyCode: z.string(),
  lines: z.array(priceLineSchema),
  /** The sum of the lines, exactly. */
  total: z.number().int(),
  /** The agent's commission, apart from the price (B2B). */
  commission: z.object({ amount: z.number().int(), basisPoints: z.number().int() }),
  rulesUsed: z.array(ruleRefSchema),
  notes: z.array(priceNoteSchema),
});
export type PriceBreakdownItem = z.infer<typeof priceBreakdownSchema>;

/**
 * `POST test`: price a sale for an organization (B2B; an agency user's own) or a consumer (B2C,
 * no organization). Hotels: a hotel and a stay, priced from the inventory; other products: the
 * supplier's fare or ticket price given by hand.
 */
export const priceQuoteSchema = z
  .strictObject({
    organizationId: optionalUuidField(),
    productType: productTypeSchema,
    paymentType: z.preprocess(blankToUndefined, paymentMethodSchema.optional()),
    /** The day the price is for (mark-up and fee validity); default: today in Malaysia. */
    saleDate: z.preprocess(blankToUndefined, dateField().optional()),
    // Hotels
    hotelID: optional(idField('HOTEL_NOT_FOUND')),
    checkIn: optional(dateField()),
    checkOut: optional(dateField()),
    adults: optional(integerField({ min: 1, max: 20 })),
    childAges: searchAvailabilitySchema.shape.childAges,
    rooms: integerField({ min: 1, max: 10 }).default(1),
    foreignGuests: flag(false),
    // Other products
    supplierCost: optional(moneyMinorUnitsField({ min: 0 })),
    currencyCode: optional(currencyCodeField()),
    cabinClass: optional(cabinClassSchema),
    tickets: optional(integerField({ min: 1, max: 99 })),
    segments: optional(integerField({ min: 1, max: 16 })),
  })
  .superRefine((q, ctx) => {
    const issue = issuesOf(ctx);
    const need = (...fields: (keyof typeof q)[]) => fields.forEach((f) => q[f] === undefined && issue('REQUIRED_FIELD', [f]));
    if (q.productType === 'hotel') {
      need('hotelID', 'checkIn', 'checkOut', 'adults');
      if (q.checkIn && q.checkOut && q.checkOut <= q.checkIn) issue('CHECK_OUT_NOT_AFTER_CHECK_IN', ['checkOut']);
    } else {
      need('supplierCost', 'currencyCode', 'tickets');
      if (q.productType === 'flight') need('cabinClass', 'segments');
    }
  });
export type PriceQuoteBody = z.infer<typeof priceQuoteSchema>;
export type PriceQuoteInput = z.input<typeof priceQuoteSchema>;
export const priceQuoteResultSchema = z.object({
  customerType: customerTypeSchema,
  organizationId: z.string().nullable(),
  organizationName: z.string().nullable(),
  /** The group whose mark-ups applied; null: none (no group of the buyer's type). */
  markupGroup: z.object({ markupGroupListID: z.string(), name: z.string() }).nullable(),
  productType: productTypeSchema,
  saleDate: z.string(),
  paymentType: paymentMethodSchema.nullable(),
  /** One per sellable rate (hotels, cheapest first) or one for the fare. */
  options: z.array(
    z.object({
      hotelID: z.string().nullable(),
      hotelName: z.string().nullable(),
      starRating: z.number().int().nullable(),
      roomInfoID: z.string().nullable(),
      roomName: z.string().nullable(),
      roomRateInclusionID: z.string().nullable(),
      rateName: z.string().nullable(),
      breakdown: priceBreakdownSchema,
    }),
  ),
});
export type PriceQuoteResult = z.infer<typeof priceQuoteResultSchema>;
