/**
 * The per-date hotel inventory of `/bo/RWTDIYHotel` (issue 16 part 2, docs/hotel-inventory.md
 * "Per-date inventory"): a room type's calendar (allotment, held, sold, restrictions and prices per
 * date), its bulk edit, rate seasons, child prices by age and the availability search.
 *
 * DATES are hotel-local calendar dates, `YYYY-MM-DD` strings; ranges `from`..`to` and seasons
 * `startsOn`..`endsOn` include both ends, a stay `checkIn`..`checkOut` is the nights in between.
 * WEEKDAYS are ISO numbers: 1 Monday .. 7 Sunday. MONEY is a JSON integer of minor units of the
 * hotel's currency, as in hotel-room.schema.ts.
 */
import { z } from 'zod';
import { actionResultSchema } from './action-result.schema';
import { fail, flag, idField, rateAmountField } from './hotel-fields';
import { integerField, issuesOf, type RefinementIssue, validTextField } from './validation';

/** The longest range a calendar read or edit takes: a year, leap day included. */
export const MAX_CALENDAR_DAYS = 366;
/** The longest stay an availability search answers. */
export const MAX_STAY_NIGHTS = 30;
/** Hotels on a page of a destination's availability: 20 unless asked, at most 50. */
export const AVAILABILITY_PAGE_SIZE = 20;
export const MAX_AVAILABILITY_PAGE_SIZE = 50;
/** How a destination's hotels are ordered: by their cheapest offer, star rating or name. */
export const AVAILABILITY_SORT_KEYS = ['price', 'stars', 'name'] as const;
export type AvailabilitySortKey = (typeof AVAILABILITY_SORT_KEYS)[number];
/** ISO weekdays, Monday first: the order of a season's `weekdayPrices`. */
export const ISO_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
/** Where a night's price comes from: the date's own price, the season covering it, or the rate's base. */
export const PRICE_SOURCES = ['DAY', 'SEASON', 'BASE'] as const;
export type PriceSource = (typeof PRICE_SOURCES)[number];
/** Children are 0 to 17 years old; 18 and over count as adults. */
export const MAX_CHILD_AGE = 17;

/** Epoch ms of a calendar date `YYYY-MM-DD`; NaN when it is not one (Date.parse takes 2026-02-30 as 2 March). */
function dayMs(date: string): number {
  const ms = Date.parse(`${date}T00:00:00Z`);
  return Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== date ? NaN : ms;
}

/** Days from `from` to `to`, both included (1 for a single day); NaN when either is not a real date. */
export function daysInRange(from: string, to: string): number {
  return Math.round((dayMs(to) - dayMs(from)) / 86_400_000) + 1;
}

/** A calendar date `YYYY-MM-DD` that exists (2025-02-30 does not). */
export function dateField() {
  return z.iso.date(fail('DATE_FORMAT'));
}

/** `start`..`end` inclusive is in order and at most `max` days (when given); issues on `end`. */
function checkRange(issue: RefinementIssue, start: string, end: string, endField: string, max?: number) {
  // A malformed date has its own issue already.
  if (!dateField().safeParse(start).success || !dateField().safeParse(end).success) return;
  const days = daysInRange(start, end);
  if (days < 1) issue('DATE_RANGE_REVERSED', [endField]);
  else if (max !== undefined && days > max) issue('DATE_RANGE_TOO_LONG', [endField], { max });
}

/** Optional field where null is a value ("back to the default"), unlike hotel-fields' `optional`. */
const resettable = <T extends z.ZodType>(schema: T) => schema.nullable().optional();

const roomId = () => idField('ROOM_NOT_FOUND');
const rateId = () => idField('ROOM_RATE_NOT_FOUND');
const stayLength = () => integerField({ min: 1, max: 365 });
const roomsField = (max = 10_000) => integerField({ min: 0, max });

/** A hotel as search results show it (availability search, the booking catalogue's product list). */
export const hotelCardFields = {
  hotelID: z.string(),
  name: z.string(),
  city: z.string(),
  starRating: z.number().int(),
  currencyCode: z.string(),
};

// ---------------------------------------------------------------------------------------------
// Calendar of a room type

const calendarRange = { roomInfoID: roomId(), from: dateField(), to: dateField() };

/** `POST getRoomCalendar`: a room type's days and its rates' days, `from`..`to` (at most a year). */
export const roomCalendarQuerySchema = z.strictObject(calendarRange).superRefine((q, ctx) => {
  checkRange(issuesOf(ctx), q.from, q.to, 'to', MAX_CALENDAR_DAYS);
});
export type RoomCalendarQuery = z.infer<typeof roomCalendarQuerySchema>;

/** A room type's day. A date never edited answers allotment 0: nothing is sold until one is set. */
export const calendarRoomDaySchema = z.object({
  date: z.string(),
  allotment: z.number().int(),
  held: z.number().int(),
  sold: z.number().int(),
  /** allotment + overbookingAllowance - held - sold, never below 0. */
  free: z.number().int(),
  overbookingAllowance: z.number().int(),
  stopSell: z.boolean(),
  /** The date's release days, else the room type's. */
  releaseDays: z.number().int(),
  /** Whether the date has a release of its own (false: the room type's default applies). */
  releaseDaysSet: z.boolean(),
});
export type CalendarRoomDay = z.infer<typeof calendarRoomDaySchema>;

/** A rate's day: the price of a night for the base occupancy and the restrictions in force. */
export const calendarRateDaySchema = z.object({
  date: z.string(),
  price: z.number().int(),
  priceSource: z.enum(PRICE_SOURCES),
  stopSell: z.boolean(),
  /** The date's own, else the rate's condition. */
  minStay: z.number().int(),
  maxStay: z.number().int().nullable(),
  closedToArrival: z.boolean(),
  closedToDeparture: z.boolean(),
});
export type CalendarRateDay = z.infer<typeof calendarRateDaySchema>;

export const roomCalendarSchema = z.object({
  roomInfoID: z.string(),
  roomName: z.string(),
  hotelID: z.string(),
  hotelName: z.string(),
  currencyCode: z.string(),
  /** Physical rooms: the most an allotment can be. */
  roomCount: z.number().int(),
  /** The room type's default release days. */
  releaseDays: z.number().int(),
  /** The hotel's today (its time zone): earlier dates are past. */
  today: z.string(),
  days: z.array(calendarRoomDaySchema),
  /** The room type's live rates, by rate plan code. */
  rates: z.array(
    z.object({
      roomRateInclusionID: z.string(),
      ratePlanCode: z.string(),
      name: z.string(),
      active: z.boolean(),
      baseRate: z.number().int(),
      days: z.array(calendarRateDaySchema),
    }),
  ),
});
export type RoomCalendar = z.infer<typeof roomCalendarSchema>;

/** What to set on a room type's chosen days; an absent field stays as it is. */
export const calendarRoomChangeSchema = z.strictObject({
  allotment: roomsField().optional(),
  stopSell: flag().optional(),
  /** null: back to the room type's default. */
  releaseDays: resettable(integerField({ min: 0, max: 365 })),
  overbookingAllowance: roomsField().optional(),
});

/** What to set on a rate's chosen days; absent stays, null goes back to the default. */
export const calendarRateChangeSchema = z
  .strictObject({
    roomRateInclusionID: rateId(),
    /** null: back to the season or base rate. */
    price: resettable(rateAmountField({ positive: true })),
    stopSell: flag().optional(),
    /** null: the rate's condition. */
    minStay: resettable(stayLength()),
    maxStay: resettable(stayLength()),
    closedToArrival: flag().optional(),
    closedToDeparture: flag().optional(),
  })
  .superRefine((r, ctx) => {
    if (r.minStay != null && r.maxStay != null && r.maxStay < r.minStay)
      issuesOf(ctx)('NUMBER_AT_LEAST', ['maxStay'], { min: r.minStay });
  });
export type CalendarRateChange = z.infer<typeof calendarRateChangeSchema>;

const changes = (o: object) => Object.values(o).some((v) => v !== undefined);

/**
 * `POST updateRoomCalendar`: sets the given fields on every date `from`..`to` (at most a year)
 * that falls on one of `weekdays`, for the room type and/or some of its rates.
 */
export const updateRoomCalendarSchema = z
  .strictObject({
    ...calendarRange,
    weekdays: z
      .array(integerField({ min: 1, max: 7 }), fail('REQUIRED_FIELD'))
      .min(1, fail('REQUIRED_FIELD'))
      .max(7, fail('NUMBER_AT_MOST'))
      .refine((days) => new Set(days).size === days.length, fail('DUPLICATE_IN_LIST'))
      .default([...ISO_WEEKDAYS]),
    room: calendarRoomChangeSchema.optional(),
    rates: z
      .array(calendarRateChangeSchema, fail('REQUIRED_FIELD'))
      .max(50, fail('NUMBER_AT_MOST'))
      .refine((rates) => new Set(rates.map((r) => r.roomRateInclusionID)).size === rates.length, fail('DUPLICATE_IN_LIST'))
      .optional(),
  })
  .superRefine((body, ctx) => {
    const issue = issuesOf(ctx);
    checkRange(issue, body.from, body.to, 'to', MAX_CALENDAR_DAYS);
    const roomChanges = body.room !== undefined && changes(body.room);
    const rateChanges = (body.rates ?? []).some(({ roomRateInclusionID: _, ...fields }) => changes(fields));
    if (!roomChanges && !rateChanges) issue('CALENDAR_NOTHING_TO_CHANGE', []);
  });
export type UpdateRoomCalendarBody = z.infer<typeof updateRoomCalendarSchema>;
export type UpdateRoomCalendarInput = z.input<typeof updateRoomCalendarSchema>;

export const roomCalendarUpdatedSchema = actionResultSchema.extend({
  /** Dates of the range on the chosen weekdays (each written for the room type and every rate given). */
  daysChanged: z.number().int(),
});

// ---------------------------------------------------------------------------------------------
// Seasons of a rate

const seasonFields = {
  name: validTextField({ max: 100 }),
  startsOn: dateField(),
  /** The season's last date (included). */
  endsOn: dateField(),
  /** Price of a night per ISO weekday, Monday first; null: the base rate on that weekday. */
  weekdayPrices: z
    .array(rateAmountField({ positive: true }).nullable(), fail('REQUIRED_FIELD'))
    .length(7, fail('REQUIRED_FIELD')),
};

function withSeasonChecks<T extends z.ZodType<{ startsOn: string; endsOn: string; weekdayPrices: (number | null)[] }>>(
  schema: T,
): T {
  return schema.superRefine((s, ctx) => {
    const issue = issuesOf(ctx);
    checkRange(issue, s.startsOn, s.endsOn, 'endsOn');
    if (s.weekdayPrices.length === 7 && s.weekdayPrices.every((p) => p === null)) issue('REQUIRED_FIELD', ['weekdayPrices']);
  });
}

/** `POST createRateSeason`: no two seasons of a rate share a date (RATE_SEASON_OVERLAP). */
export const createRateSeasonSchema = withSeasonChecks(z.strictObject({ roomRateInclusionID: rateId(), ...seasonFields }));
export type CreateRateSeasonBody = z.infer<typeof createRateSeasonSchema>;
export type CreateRateSeasonInput = z.input<typeof createRateSeasonSchema>;

/** `POST updateRateSeason`: every field replaced. */
export const updateRateSeasonSchema = withSeasonChecks(
  z.strictObject({ rateSeasonID: idField('RATE_SEASON_NOT_FOUND'), ...seasonFields }),
);
export type UpdateRateSeasonBody = z.infer<typeof updateRateSeasonSchema>;

/** `POST deleteRateSeason`. */
export const rateSeasonIdSchema = z.strictObject({ rateSeasonID: idField('RATE_SEASON_NOT_FOUND') });

/** `POST getRateSeasonList`: a rate's seasons by start date. */
export const rateSeasonListQuerySchema = z.strictObject({ roomRateInclusionID: rateId() });

export const rateSeasonSchema = z.object({
  rateSeasonID: z.string(),
  roomRateInclusionID: z.string(),
  currencyCode: z.string(),
  name: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
  weekdayPrices: z.array(z.number().int().nullable()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RateSeason = z.infer<typeof rateSeasonSchema>;
export const rateSeasonListSchema = z.array(rateSeasonSchema);
export const rateSeasonResultSchema = actionResultSchema.extend({ rateSeason: rateSeasonSchema });
export const rateSeasonDeletedSchema = actionResultSchema.extend({ rateSeasonID: z.string() });

// ---------------------------------------------------------------------------------------------
// Child prices by age (part of a rate's pricing, hotel-room.schema.ts)

/** A child aged `ageFrom`..`ageTo` (both included) costs `price` a night. */
export const childAgeBandSchema = z
  .strictObject({
    ageFrom: integerField({ min: 0, max: MAX_CHILD_AGE }),
    ageTo: integerField({ min: 0, max: MAX_CHILD_AGE }),
    price: rateAmountField(),
  })
  .superRefine((b, ctx) => {
    if (b.ageTo < b.ageFrom) issuesOf(ctx)('NUMBER_AT_LEAST', ['ageTo'], { min: b.ageFrom });
  });
export type ChildAgeBand = z.infer<typeof childAgeBandSchema>;

/** A rate's bands, sorted by age, none overlapping; empty: `childRate` is the price of any child. */
export const childAgeBandsField = () =>
  z
    .array(childAgeBandSchema, fail('REQUIRED_FIELD'))
    .max(MAX_CHILD_AGE + 1, fail('NUMBER_AT_MOST'))
    .superRefine((bands, ctx) => {
      const byAge = bands.map((band, index) => ({ band, index })).sort((a, b) => a.band.ageFrom - b.band.ageFrom);
      byAge.forEach(({ band, index }, k) => {
        if (k > 0 && band.ageFrom <= byAge[k - 1]!.band.ageTo)
          issuesOf(ctx)('CHILD_AGE_BANDS_OVERLAP', [index, 'ageFrom'], { ageFrom: band.ageFrom, ageTo: band.ageTo });
      });
    })
    .transform((bands) => [...bands].sort((a, b) => a.ageFrom - b.ageFrom));

// ---------------------------------------------------------------------------------------------
// Availability

/**
 * `POST searchAvailability`: what can be sold for a stay, by destination (a city,
 * case-insensitive) or hotel. At most MAX_STAY_NIGHTS nights; check-in not before the hotel's
 * today (CHECK_IN_IN_PAST, checked by the API in the hotel's time zone). A destination answers a
 * page of hotels (`pageSize`, 1-based `curPageIndex`), each with its cheapest offer and how many it
 * has, sorted by `sortKey` (price: cheapest first; stars: most first; name: A to Z; `sortOrder`
 * reverses); a `hotelID` answers that hotel's every room and rate.
 */
export const searchAvailabilitySchema = z
  .strictObject({
    destination: validTextField({ max: 100 }).optional(),
    hotelID: idField('HOTEL_NOT_FOUND').optional(),
    checkIn: dateField(),
    checkOut: dateField(),
    adults: integerField({ min: 1, max: 20 }),
    childAges: z
      .array(integerField({ min: 0, max: MAX_CHILD_AGE }), fail('REQUIRED_FIELD'))
      .max(20, fail('NUMBER_AT_MOST'))
      .default([]),
    rooms: integerField({ min: 1, max: 10 }).default(1),
    /**
     * Selling prices for this agency's mark-up group (staff pricing on an agency's behalf); absent:
     * the caller's own organization, or for staff the consumers' (B2C) default group.
     */
    organizationId: z.uuid(fail('ORGANIZATION_NOT_FOUND')).optional(),
    pageSize: integerField({ min: 1, max: MAX_AVAILABILITY_PAGE_SIZE }).default(AVAILABILITY_PAGE_SIZE),
    curPageIndex: integerField({ min: 1, max: 10_000 }).default(1),
    sortKey: z.enum(AVAILABILITY_SORT_KEYS, fail('INVALID_OPTION')).default('price'),
    /** Absent: the key's natural order (price and name ascending, stars descending). */
    sortOrder: z.enum(['asc', 'desc'], fail('INVALID_OPTION')).optional(),
  })
  .superRefine((q, ctx) => {
    if (q.destination === undefined && q.hotelID === undefined) issuesOf(ctx)('REQUIRED_FIELD', ['destination']);
    checkStay(q, ctx);
  });

/**
 * A stay the search (and so `book`) takes: check-out after check-in, at most MAX_STAY_NIGHTS
 * nights (STAY_TOO_LONG on checkOut).
 */
export function checkStay(stay: { checkIn: string; checkOut: string }, ctx: z.RefinementCtx): void {
  const issue = issuesOf(ctx);
  const nights = daysInRange(stay.checkIn, stay.checkOut) - 1;
  if (Number.isNaN(nights)) return;
  if (nights < 1) issue('CHECK_OUT_NOT_AFTER_CHECK_IN', ['checkOut']);
  else if (nights > MAX_STAY_NIGHTS) issue('STAY_TOO_LONG', ['checkOut'], { max: MAX_STAY_NIGHTS });
}
export type SearchAvailabilityQuery = z.infer<typeof searchAvailabilitySchema>;
export type SearchAvailabilityInput = z.input<typeof searchAvailabilitySchema>;
/** The stay and guests of a search without its paging: what the booking and pricing contexts ask. */
export type AvailabilityStayQuery = Omit<SearchAvailabilityQuery, 'pageSize' | 'curPageIndex' | 'sortKey' | 'sortOrder'>;

export const availableRateSchema = z.object({
  roomRateInclusionID: z.string(),
  ratePlanCode: z.string(),
  name: z.string(),
  mealPlan: z.string(),
  inclusions: z.array(z.string()),
  /** Price of each night for the whole party, per room. */
  nightly: z.array(z.object({ date: z.string(), price: z.number().int() })),
  /** All nights, all rooms: the supplier cost. */
  total: z.number().int(),
  /** What the buyer pays (price engine: mark-up, fees, taxes; docs/pricing.md); null without pricing. */
  sellingTotal: z.number().int().nullable(),
  refundable: z.boolean(),
  /** Last hotel-local date a cancellation is free; null: never (non-refundable). */
  freeCancellationUntil: z.string().nullable(),
  cancellationFee: z.object({ basis: z.string(), value: z.number().int() }),
});
export type AvailableRate = z.infer<typeof availableRateSchema>;

export const availabilitySchema = z.object({
  checkIn: z.string(),
  checkOut: z.string(),
  nights: z.number().int(),
  /** Whose selling prices `sellingTotal` holds; null without pricing. */
  pricedFor: z
    .object({
      customerType: z.enum(['B2B', 'B2C']),
      organizationId: z.string().nullable(),
      markupGroupListID: z.string().nullable(),
      markupGroupName: z.string().nullable(),
    })
    .nullable(),
  /** Hotels with something to sell (a destination's, all pages; a hotelID search: 0 or 1). */
  total: z.number().int(),
  pageSize: z.number().int(),
  curPageIndex: z.number().int(),
  /**
   * A destination: the page's hotels in the order asked, each with only its cheapest offer in
   * `rooms` (one room type, one rate). A hotelID search: the hotel with every sellable room type
   * and rate, cheapest first.
   */
  hotels: z.array(
    z.object({
      ...hotelCardFields,
      /** Sellable rates of the hotel for the stay, over all its room types. */
      offerCount: z.number().int(),
      rooms: z.array(
        z.object({
          roomInfoID: z.string(),
          name: z.string(),
          /** The fewest free rooms over the nights. */
          free: z.number().int(),
          rates: z.array(availableRateSchema),
        }),
      ),
    }),
  ),
});
export type Availability = z.infer<typeof availabilitySchema>;
