/**
 * The availability and pricing rules of the hotel inventory (docs/hotel-inventory.md, "Availability"):
 * what one night of a rate costs and whether a stay can be sold. Pure: the search reads the calendar
 * with set-based SQL and hands each rate's rows here, so the rules live in one place and are tested
 * against a reference model (rules.spec.ts) without a database.
 *
 * Dates are hotel-local `YYYY-MM-DD` strings; amounts integer minor units of the hotel's currency,
 * summed as bigint (each input is at most MAX_RATE_MINOR_UNITS, so any stay the search allows stays
 * far below 2^53 and is answered as a plain JSON integer).
 */
import { MAX_RATE_MINOR_UNITS, type PriceSource } from '@bo/shared';

// ---------------------------------------------------------------------------------------------
// Dates: calendar arithmetic on UTC midnights, so no time zone or daylight saving shifts a day.

const DAY_MS = 86_400_000;
// A search walks the same few dates for every rate: parsing and formatting them once each keeps
// the date arithmetic off its profile. Bounded: dropped whole when full.
const days = new Map<string, number>();
const dates = new Map<number, string>();
function epochDay(date: string): number {
  let day = days.get(date);
  if (day === undefined) {
    if (days.size > 20_000) days.clear();
    day = Date.parse(`${date}T00:00:00Z`) / DAY_MS;
    days.set(date, day);
  }
  return day;
}
function fromEpochDay(day: number): string {
  let date = dates.get(day);
  if (date === undefined) {
    if (dates.size > 20_000) dates.clear();
    date = new Date(day * DAY_MS).toISOString().slice(0, 10);
    dates.set(day, date);
  }
  return date;
}

export const addDays = (date: string, days: number) => fromEpochDay(epochDay(date) + days);
/** Days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string) => epochDay(to) - epochDay(from);
/** ISO weekday: 1 Monday .. 7 Sunday. */
export const isoWeekday = (date: string) => ((((epochDay(date) + 3) % 7) + 7) % 7) + 1;
/** The nights of a stay: every date from check-in up to, not including, check-out. */
export const stayNights = (checkIn: string, checkOut: string) =>
  Array.from({ length: Math.max(0, daysBetween(checkIn, checkOut)) }, (_, i) => addDays(checkIn, i));

/** One formatter per time zone (yyyy-MM-dd in en-CA): building one costs ~0.1 ms, a search asks per hotel. */
/** Today's date in a time zone (the hotel's "today": release days and the earliest check-in count from it); shared's, as attractions count the same. */
export { todayIn } from '@bo/shared';

// ---------------------------------------------------------------------------------------------
// What the rules read: one rate of one room type of one hotel, and its calendar rows.

export interface Occupancy {
  /** Per room. */
  adults: number;
  /** Per room: one age (0-17) per child. */
  childAges: number[];
}

export interface ChildAgeBand {
  ageFrom: number;
  ageTo: number;
  price: number;
}

export interface RatePricing {
  baseOccupancy: number;
  baseRate: number;
  extraAdultRate: number;
  /** Any child's price when no band covers its age. */
  childRate: number;
  extraBedRate: number;
  childAgeBands: readonly ChildAgeBand[];
}

/** A rate season: `startsOn` to `endsOn` inclusive, a price per ISO weekday (index 0 Monday; null: the base rate). */
export interface RateSeason {
  startsOn: string;
  endsOn: string;
  weekdayPrices: readonly (number | null)[];
}

/** `inventory_days` of a room type on one date (a date without a row has nothing to sell). */
export interface InventoryDay {
  allotment: number;
  held: number;
  sold: number;
  overbookingAllowance: number;
  stopSell: boolean;
  /** null: the room type's default. */
  releaseDays: number | null;
}

/** `rate_days` of a rate on one date; null fields fall back to the rate's defaults (a date without a row: all defaults). */
export interface RateDay {
  price: number | null;
  stopSell: boolean | null;
  minStay: number | null;
  maxStay: number | null;
  closedToArrival: boolean | null;
  closedToDeparture: boolean | null;
}

export interface RoomType {
  active: boolean;
  maxAdults: number;
  maxChildren: number;
  maxOccupancy: number;
  /** Extra beds the room can take. */
  extraBeds: number;
  /** Guests its largest bed combination sleeps; guests beyond it need extra beds. */
  sleeps: number;
  /** Release days when a date does not set its own. */
  releaseDays: number;
}

export interface Rate {
  active: boolean;
  minStay: number;
  maxStay: number | null;
  pricing: RatePricing;
  seasons: readonly RateSeason[];
}

export interface Candidate {
  /** The hotel's today, in its time zone. */
  today: string;
  hotelActive: boolean;
  room: RoomType;
  rate: Rate;
  /** By date: the stay's nights. */
  inventory: ReadonlyMap<string, InventoryDay>;
  /** By date: the stay's nights and its check-out date. */
  rateDays: ReadonlyMap<string, RateDay>;
}

export interface Stay {
  checkIn: string;
  checkOut: string;
  /** Rooms wanted, each with `occupancy`. */
  rooms: number;
  occupancy: Occupancy;
}

// ---------------------------------------------------------------------------------------------
// Prices

/** The room's price of one night before occupancy: the date's own price, else its season's weekday price, else the base rate. */
export function roomNightPrice(
  rate: Pick<Rate, 'pricing' | 'seasons'>,
  date: string,
  day: RateDay | undefined,
): { price: number; source: PriceSource } {
  if (day?.price != null) return { price: day.price, source: 'DAY' };
  const season = rate.seasons.find((s) => s.startsOn <= date && date <= s.endsOn);
  const seasonal = season?.weekdayPrices[isoWeekday(date) - 1];
  if (seasonal != null) return { price: seasonal, source: 'SEASON' };
  return { price: rate.pricing.baseRate, source: 'BASE' };
}

/** Extra beds a room needs for the occupancy: guests beyond what its beds sleep. */
export const extraBedsNeeded = (room: RoomType, o: Occupancy) => Math.max(0, o.adults + o.childAges.length - room.sleeps);

/** Whether the occupancy fits the room type: adults, children, guests in all, and the extra beds they need. */
export function occupancyFits(room: RoomType, o: Occupancy): boolean {
  return (
    o.adults >= 1 &&
    o.adults <= room.maxAdults &&
    o.childAges.length <= room.maxChildren &&
    o.adults + o.childAges.length <= room.maxOccupancy &&
    extraBedsNeeded(room, o) <= room.extraBeds
  );
}

/** A child's price: the band covering its age, else the rate's child rate. */
export function childPrice(pricing: RatePricing, age: number): number {
  return pricing.childAgeBands.find((b) => b.ageFrom <= age && age <= b.ageTo)?.price ?? pricing.childRate;
}

/** The occupancy supplement of one night, the same every night: extra adults, children and extra beds. */
export function occupancySupplement(room: RoomType, pricing: RatePricing, o: Occupancy): bigint {
  const big = (n: number) => BigInt(bounded(n));
  let sum = big(Math.max(0, o.adults - pricing.baseOccupancy)) * big(pricing.extraAdultRate);
  for (const age of o.childAges) sum += big(childPrice(pricing, age));
  return sum + big(extraBedsNeeded(room, o)) * big(pricing.extraBedRate);
}

function bounded(n: number): number {
  if (!Number.isSafeInteger(n) || n < 0 || n > MAX_RATE_MINOR_UNITS) throw new RangeError(`amount out of bounds: ${n}`);
  return n;
}

function toSafeNumber(n: bigint): number {
  if (n > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError(`sum out of bounds: ${n}`);
  return Number(n);
}

// ---------------------------------------------------------------------------------------------
// Sellability

/** Why a rate cannot be sold for a stay, in the order the rules look. */
export const UNAVAILABLE = [
  'HOTEL_INACTIVE',
  'ROOM_INACTIVE',
  'RATE_INACTIVE',
  'OCCUPANCY',
  'NO_INVENTORY',
  'ROOM_STOP_SELL',
  'NOT_ENOUGH_ROOMS',
  'RELEASE',
  'RATE_STOP_SELL',
  'CLOSED_TO_ARRIVAL',
  'CLOSED_TO_DEPARTURE',
  'MIN_STAY',
  'MAX_STAY',
] as const;
export type Unavailable = (typeof UNAVAILABLE)[number];

export interface Quote {
  sellable: true;
  /** Rooms still sellable on the stay's fullest night (allotment + allowance - held - sold). */
  free: number;
  /** Per room. */
  nightly: { date: string; price: number; source: PriceSource }[];
  /** Every night of every room. */
  total: number;
}
export type Refusal = { sellable: false; reason: Unavailable; date?: string; free?: number };

/** Rooms a date can still sell: its allotment plus the operator's overbooking allowance, less held and sold. */
export const sellableRooms = (d: InventoryDay) => d.allotment + d.overbookingAllowance - d.held - d.sold;

/**
 * One rate's row of the sellable calendar on one date (`hotels.sellable_days`, kept by the writers
 * with the SQL of sellable-calendar.sql.ts, which the property test checks against this): what the
 * date can still sell and what is in force, every default applied. Occupancy and today are the
 * search's.
 */
export interface SellableDay {
  /** allotment + allowance - held - sold; null: the room type has no inventory that date. */
  sellableRooms: number | null;
  roomStopSell: boolean;
  /** The date's own release days, else the room type's. */
  releaseDays: number;
  /** The room's price of the night before occupancy (roomNightPrice). */
  price: number;
  priceSource: PriceSource;
  rateStopSell: boolean;
  /** Stay limits for an arrival that date: the date's own, else the rate's condition. */
  minStay: number;
  maxStay: number | null;
  closedToArrival: boolean;
  closedToDeparture: boolean;
}

/** The sellable calendar's row of a rate on a date, from the source rows of that date (either may be absent). */
export function sellableDay(
  room: Pick<RoomType, 'releaseDays'>,
  rate: Pick<Rate, 'minStay' | 'maxStay' | 'pricing' | 'seasons'>,
  date: string,
  inventory: InventoryDay | undefined,
  rateDay: RateDay | undefined,
): SellableDay {
  const { price, source } = roomNightPrice(rate, date, rateDay);
  return {
    sellableRooms: inventory ? sellableRooms(inventory) : null,
    roomStopSell: inventory?.stopSell ?? false,
    releaseDays: inventory?.releaseDays ?? room.releaseDays,
    price,
    priceSource: source,
    rateStopSell: rateDay?.stopSell ?? false,
    minStay: rateDay?.minStay ?? rate.minStay,
    maxStay: rateDay?.maxStay ?? rate.maxStay,
    closedToArrival: rateDay?.closedToArrival ?? false,
    closedToDeparture: rateDay?.closedToDeparture ?? false,
  };
}

/** What a stay's judgement reads of a rate when its calendar is the sellable calendar. */
export interface SellableCandidate {
  today: string;
  hotelActive: boolean;
  room: RoomType;
  rate: Pick<Rate, 'active' | 'pricing'>;
  /** By date: the stay's nights and its check-out date (dates without a row: nothing to sell). */
  days: ReadonlyMap<string, SellableDay>;
}

/**
 * Whether one rate can be sold for the stay and, if so, its price. The stay itself (check-out after
 * check-in, length, not in the past) is checked by the caller once for all rates.
 */
export function quoteStay(c: Candidate, stay: Stay): Quote | Refusal {
  const days = new Map<string, SellableDay>();
  for (const date of [...stayNights(stay.checkIn, stay.checkOut), stay.checkOut]) {
    const inventory = c.inventory.get(date);
    const rateDay = c.rateDays.get(date);
    if (inventory || rateDay) days.set(date, sellableDay(c.room, c.rate, date, inventory, rateDay));
  }
  return quoteSellable({ ...c, days }, stay);
}

/** quoteStay on the sellable calendar's rows: the rules in the order they are looked at. */
export function quoteSellable(c: SellableCandidate, stay: Stay): Quote | Refusal {
  const refuse = (reason: Unavailable, date?: string): Refusal => ({ sellable: false, reason, ...(date ? { date } : {}) });
  if (!c.hotelActive) return refuse('HOTEL_INACTIVE');
  if (!c.room.active) return refuse('ROOM_INACTIVE');
  if (!c.rate.active) return refuse('RATE_INACTIVE');
  if (!occupancyFits(c.room, stay.occupancy)) return refuse('OCCUPANCY');

  const nights = stayNights(stay.checkIn, stay.checkOut);
  let free = Infinity;
  for (const date of nights) {
    const day = c.days.get(date);
    if (!day || day.sellableRooms === null) return refuse('NO_INVENTORY', date);
    if (day.roomStopSell) return refuse('ROOM_STOP_SELL', date);
    if (day.sellableRooms < stay.rooms) return { ...refuse('NOT_ENOUGH_ROOMS', date), free: Math.max(0, day.sellableRooms) };
    if (daysBetween(c.today, date) < day.releaseDays) return refuse('RELEASE', date);
    free = Math.min(free, day.sellableRooms);
  }
  for (const date of nights) if (c.days.get(date)!.rateStopSell) return refuse('RATE_STOP_SELL', date);

  const arrival = c.days.get(stay.checkIn)!;
  if (arrival.closedToArrival) return refuse('CLOSED_TO_ARRIVAL', stay.checkIn);
  if (c.days.get(stay.checkOut)?.closedToDeparture) return refuse('CLOSED_TO_DEPARTURE', stay.checkOut);
  if (nights.length < arrival.minStay) return refuse('MIN_STAY', stay.checkIn);
  if (arrival.maxStay !== null && nights.length > arrival.maxStay) return refuse('MAX_STAY', stay.checkIn);

  const supplement = occupancySupplement(c.room, c.rate.pricing, stay.occupancy);
  let total = 0n;
  const nightly = nights.map((date) => {
    const { price, priceSource } = c.days.get(date)!;
    const night = BigInt(bounded(price)) + supplement;
    total += night;
    return { date, price: toSafeNumber(night), source: priceSource };
  });
  return { sellable: true, free, nightly, total: toSafeNumber(total * BigInt(stay.rooms)) };
}
