/**
 * The flight supplier simulator's recorded fares (fixtures/*.json, one file per route) and what it
 * answers from them: pure, no I/O. A fixture is a route's flights (their segments, times local to
 * each airport) and each flight's fares per cabin, priced per passenger type in minor units of the
 * fixture's currency. The schedule runs every day: a search for a date answers each flight's fares
 * for that date.
 */
import { z } from 'zod';
import KUL_BKI from './fixtures/kul-bki.json';
import KUL_LGK from './fixtures/kul-lgk.json';
import KUL_PEN from './fixtures/kul-pen.json';
import KUL_SIN from './fixtures/kul-sin.json';

const CABINS = ['ECONOMY', 'PREMIUM_ECONOMY', 'BUSINESS', 'FIRST'] as const;
export type SimulatedCabin = (typeof CABINS)[number];

const airport = z.string().regex(/^[A-Z]{3}$/, 'an IATA airport code (KUL)');
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:mm');
const minor = z.number().int().min(0).max(100_000_000);

const segmentSchema = z.strictObject({
  carrier: z.string().regex(/^[A-Z0-9]{2}$/),
  flightNumber: z.string().regex(/^[A-Z0-9]{2}\d{1,4}$/),
  origin: airport,
  destination: airport,
  departTime: time,
  arriveTime: time,
  /** 1: lands the next day. */
  arrivalDayOffset: z.number().int().min(0).max(1).default(0),
  durationMinutes: z
    .number()
    .int()
    .min(1)
    .max(24 * 60),
  aircraft: z.string().min(1).nullable().default(null),
});

const fareSchema = z.strictObject({
  cabin: z.enum(CABINS),
  fareBasis: z.string().regex(/^[A-Z0-9]{1,8}$/),
  fareName: z.string().min(1),
  refundable: z.boolean(),
  /** Kept per passenger when a ticketed refundable fare is cancelled. */
  cancellationFeePerPassenger: minor,
  baggage: z.string().min(1),
  /** Seats the fare has on any date (the recording's availability; the simulator does not count sales). */
  seats: z.number().int().min(0).max(9),
  perPassenger: z.strictObject({ ADT: minor, CHD: minor, INF: minor }),
  /** The simulator's refusal case: the fare is offered and priced, and ticketing it is refused with this text. */
  ticketing: z.strictObject({ refuse: z.string().min(1) }).optional(),
});

const flightSchema = z.strictObject({
  /** The flight numbers, joined by '-' for a connection. */
  key: z.string().regex(/^[A-Z0-9]{2}\d{1,4}(-[A-Z0-9]{2}\d{1,4})*$/),
  carrier: z.string().regex(/^[A-Z0-9]{2}$/),
  carrierName: z.string().min(1),
  segments: z.array(segmentSchema).min(1).max(4),
  fares: z.array(fareSchema).min(1),
});

const fixtureSchema = z.strictObject({
  source: z.string().min(1),
  recordedAt: z.iso.date(),
  currency: z.string().regex(/^[A-Z]{3}$/),
  route: z.strictObject({
    origin: airport,
    originCity: z.string().min(1),
    destination: airport,
    destinationCity: z.string().min(1),
  }),
  flights: z.array(flightSchema).min(1),
});

export type FlightFixture = z.infer<typeof fixtureSchema>;
type Flight = FlightFixture['flights'][number];
type Fare = Flight['fares'][number];

/**
 * A recorded route, checked: the schema, each flight's segments chained from the route's origin to
 * its destination, fare bases unique per flight, flight keys unique. Throws naming the file and
 * the path of the first problem.
 */
export function parseFlightFixture(raw: unknown, name: string): FlightFixture {
  const parsed = fixtureSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`Flight fixture ${name}: ${issue.path.join('.') || '(root)'}: ${issue.message}`);
  }
  const fixture = parsed.data;
  const keys = new Set<string>();
  for (const [i, flight] of fixture.flights.entries()) {
    const at = `Flight fixture ${name}: flights.${i} (${flight.key})`;
    if (keys.has(flight.key)) throw new Error(`${at}: the key is listed twice`);
    keys.add(flight.key);
    if (flight.key !== flight.segments.map((s) => s.flightNumber).join('-'))
      throw new Error(`${at}: the key must be its segments' flight numbers joined by '-'`);
    let from = fixture.route.origin;
    for (const segment of flight.segments) {
      if (segment.origin !== from)
        throw new Error(`${at}: segment ${segment.flightNumber} leaves ${segment.origin}, not ${from}`);
      from = segment.destination;
    }
    if (from !== fixture.route.destination) throw new Error(`${at}: arrives at ${from}, not ${fixture.route.destination}`);
    const bases = flight.fares.map((f) => f.fareBasis);
    if (new Set(bases).size !== bases.length) throw new Error(`${at}: a fare basis is listed twice`);
  }
  return fixture;
}

/** Every route the simulator knows, checked once at start. */
export const RECORDED_ROUTES: readonly FlightFixture[] = [
  parseFlightFixture(KUL_PEN, 'kul-pen.json'),
  parseFlightFixture(KUL_BKI, 'kul-bki.json'),
  parseFlightFixture(KUL_SIN, 'kul-sin.json'),
  parseFlightFixture(KUL_LGK, 'kul-lgk.json'),
];

/** How many travel of each type (IATA: adult, child, infant on a lap). */
export interface PassengerCounts {
  ADT: number;
  CHD: number;
  INF: number;
}

/** An offer as the simulator answers it (JSON): the supplier's own shape, which the adapter maps. */
export interface SimulatedOffer {
  offerId: string;
  validatingCarrier: string;
  carrierName: string;
  origin: string;
  originCity: string;
  destination: string;
  destinationCity: string;
  departureDate: string;
  cabin: SimulatedCabin;
  fareBasis: string;
  fareName: string;
  refundable: boolean;
  baggage: string;
  seatsAvailable: number;
  segments: {
    carrier: string;
    flightNumber: string;
    origin: string;
    destination: string;
    departAt: string;
    arriveAt: string;
    durationMinutes: number;
    aircraft: string | null;
  }[];
  price: {
    currency: string;
    perPassenger: { type: keyof PassengerCounts; count: number; amount: number }[];
    /** Every ticket of the party, minor units. */
    total: number;
    /** Kept on cancelling the ticketed party (refundable fares; 0 otherwise). */
    cancellationFee: number;
  };
  /** Not answered: the simulator's own note that ticketing refuses this fare. */
  refuseTicketing?: string;
}

/** The simulator sells from today (Malaysia) to this many days ahead, as airlines' schedules open. */
export const BOOKABLE_DAYS_AHEAD = 330;

/** `<flight key>.<fare basis>.<YYYYMMDD>`: MH1140.YFLXMY.20250601. */
export const offerIdOf = (flightKey: string, fareBasis: string, date: string) =>
  `${flightKey}.${fareBasis}.${date.replaceAll('-', '')}`;

function parseOfferId(offerId: string): { flightKey: string; fareBasis: string; date: string } | null {
  const m = /^([A-Z0-9-]{3,40})\.([A-Z0-9]{1,8})\.(\d{4})(\d{2})(\d{2})$/.exec(offerId);
  return m ? { flightKey: m[1]!, fareBasis: m[2]!, date: `${m[3]}-${m[4]}-${m[5]}` } : null;
}

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Sales close this long before departure (check-in closes). */
export const SALES_CLOSE_MINUTES = 60;

/** Whether `date` is a real calendar date the simulator sells on, counted from `now`'s day. */
function sellsOn(date: string, now: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`))) return false;
  if (addDays(date, 0) !== date) return false; // 2025-02-30 and the like
  const today = now.slice(0, 10);
  return date >= today && date <= addDays(today, BOOKABLE_DAYS_AHEAD);
}

/** Whether the offer's first flight still sells at `now` (both Malaysia-local; the recorded airports are all UTC+8). */
function stillSold(offer: SimulatedOffer, now: string): boolean {
  const closes = new Date(Date.parse(`${offer.segments[0]!.departAt}:00Z`) - SALES_CLOSE_MINUTES * 60_000)
    .toISOString()
    .slice(0, 16);
  return now < closes;
}

function offerOf(fixture: FlightFixture, flight: Flight, fare: Fare, date: string, party: PassengerCounts): SimulatedOffer {
  const perPassenger = (['ADT', 'CHD', 'INF'] as const)
    .filter((type) => party[type] > 0)
    .map((type) => ({ type, count: party[type], amount: fare.perPassenger[type] }));
  const passengers = party.ADT + party.CHD + party.INF;
  const offer: SimulatedOffer = {
    offerId: offerIdOf(flight.key, fare.fareBasis, date),
    validatingCarrier: flight.carrier,
    carrierName: flight.carrierName,
    origin: fixture.route.origin,
    originCity: fixture.route.originCity,
    destination: fixture.route.destination,
    destinationCity: fixture.route.destinationCity,
    departureDate: date,
    cabin: fare.cabin,
    fareBasis: fare.fareBasis,
    fareName: fare.fareName,
    refundable: fare.refundable,
    baggage: fare.baggage,
    seatsAvailable: fare.seats,
    segments: segmentsOn(flight, date),
    price: {
      currency: fixture.currency,
      perPassenger,
      total: perPassenger.reduce((sum, p) => sum + p.count * p.amount, 0),
      cancellationFee: fare.refundable ? fare.cancellationFeePerPassenger * passengers : 0,
    },
  };
  if (fare.ticketing) offer.refuseTicketing = fare.ticketing.refuse;
  return offer;
}

/** The segments flown on `date`: each leg's local times, a connection's next leg the same day (or the day after an overnight arrival). */
function segmentsOn(flight: Flight, date: string): SimulatedOffer['segments'] {
  let day = date;
  return flight.segments.map((s) => {
    const arrivalDay = addDays(day, s.arrivalDayOffset);
    const segment = {
      carrier: s.carrier,
      flightNumber: s.flightNumber,
      origin: s.origin,
      destination: s.destination,
      departAt: `${day}T${s.departTime}`,
      arriveAt: `${arrivalDay}T${s.arriveTime}`,
      durationMinutes: s.durationMinutes,
      aircraft: s.aircraft,
    };
    day = arrivalDay;
    return segment;
  });
}

/** Seats the party needs: infants sit on an adult's lap. */
const seatsFor = (party: PassengerCounts) => party.ADT + party.CHD;

/**
 * A search: the route's fares on `date` in `cabin` (absent: every cabin) with seats for the party,
 * cheapest first (then the earlier departure). No such route or a date outside what is sold: none;
 * `now` (Malaysia-local YYYY-MM-DDTHH:mm): today's flights until an hour before they leave.
 */
export function searchOffers(
  routes: readonly FlightFixture[],
  q: { origin: string; destination: string; departureDate: string; passengers: PassengerCounts; cabin?: SimulatedCabin | null },
  now: string,
): SimulatedOffer[] {
  if (!sellsOn(q.departureDate, now)) return [];
  const offers: SimulatedOffer[] = [];
  for (const fixture of routes) {
    if (fixture.route.origin !== q.origin || fixture.route.destination !== q.destination) continue;
    for (const flight of fixture.flights) {
      for (const fare of flight.fares) {
        if (q.cabin && fare.cabin !== q.cabin) continue;
        if (fare.seats < seatsFor(q.passengers)) continue;
        const offer = offerOf(fixture, flight, fare, q.departureDate, q.passengers);
        if (stillSold(offer, now)) offers.push(offer);
      }
    }
  }
  return offers.sort((a, b) => a.price.total - b.price.total || a.segments[0]!.departAt.localeCompare(b.segments[0]!.departAt));
}

/** One offer by id, priced for the party at `now`; null: no such fare, a flight no longer sold, or too few seats. */
export function findOffer(
  routes: readonly FlightFixture[],
  offerId: string,
  party: PassengerCounts,
  now: string,
): SimulatedOffer | null {
  const id = parseOfferId(offerId);
  if (!id || !sellsOn(id.date, now)) return null;
  for (const fixture of routes) {
    const flight = fixture.flights.find((f) => f.key === id.flightKey);
    const fare = flight?.fares.find((f) => f.fareBasis === id.fareBasis);
    if (!flight || !fare) continue;
    const offer = offerOf(fixture, flight, fare, id.date, party);
    return fare.seats >= seatsFor(party) && stillSold(offer, now) ? offer : null;
  }
  return null;
}
