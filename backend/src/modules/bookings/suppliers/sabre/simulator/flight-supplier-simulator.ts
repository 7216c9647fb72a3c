/**
 * A local stand-in for the flight supplier (Sabre), for tests and `npm start`: no airline is asked,
 * nothing leaves this machine. Plain node:http and JSON, in memory, answering from the recorded
 * fares of flight-fixtures.ts:
 *
 *   POST /v1/shop/flights          { origin, destination, departureDate, passengers: { ADT, CHD, INF }, cabin? } -> { offers }
 *   POST /v1/offers/price          { offerId, passengers } -> { offer } | 404 OFFER_NOT_AVAILABLE
 *   POST /v1/orders                { bookingRef, offerId, passengers: [{ type, firstName, lastName }], contact, expectedTotal? }
 *                                  -> 201 the ticketed order (PNR, ticket numbers); the same bookingRef again: that order (200).
 *                                  Refusals: 409 OFFER_NOT_AVAILABLE, 409 PRICE_CHANGED, 422 TICKETING_REFUSED
 *   GET  /v1/orders/{orderId}      the order (TICKETED or CANCELLED)
 *   POST /v1/orders/{orderId}/cancel  -> the order, CANCELLED (again: the same)
 *   POST /admin/outage             { reason } (null: back up): every /v1 call answers 503 meanwhile
 *   POST /admin/withdraw           { offerId }: that fare is no longer offered
 *
 * With an `apiKey`, every call needs `Authorization: Bearer <apiKey>` (401 otherwise); the key is in
 * no answer. Errors answer `{ error: { code, message } }`.
 */
import { randomInt } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  readJsonObject,
  sameSecret,
  send,
  serveSimulator,
  SimulatorRefusal as Refusal,
} from '../../../../../core/simulators/simulator-http';
import {
  findOffer,
  type FlightFixture,
  type PassengerCounts,
  RECORDED_ROUTES,
  searchOffers,
  type SimulatedOffer,
} from './flight-fixtures';

export interface FlightSupplierSimulatorOptions {
  /** 0 or absent: an ephemeral port. */
  port?: number;
  /** Loopback unless told otherwise. */
  host?: string;
  /** Required as a bearer token when set. */
  apiKey?: string;
  /** The recorded routes (default: every fixture). */
  routes?: readonly FlightFixture[];
  /** "Now" for what is sold, Malaysia-local YYYY-MM-DDTHH:mm (default: the clock). */
  now?: () => string;
}

export interface SimulatedOrder {
  orderId: string;
  bookingRef: string;
  offerId: string;
  status: 'TICKETED' | 'CANCELLED';
  currency: string;
  total: number;
  passengers: { type: keyof PassengerCounts; firstName: string; lastName: string; ticketNumber: string }[];
  contact: { name: string; email: string; phone: string | null };
  segments: SimulatedOffer['segments'];
  ticketedAt: string;
  cancelledAt: string | null;
}

export interface FlightSupplierSimulator {
  url: string;
  /** Orders by our bookingRef. */
  orders: ReadonlyMap<string, SimulatedOrder>;
  /** Every /v1 call answers 503 with this reason until called with null. */
  outage(reason: string | null): void;
  /** The fare is no longer offered (priced or ticketed): as if it sold out. */
  withdraw(offerId: string): void;
  /**
   * Runs `hook` before each new order is ticketed, until called with null: a test changes the
   * booking while the supplier is busy with it (the API's call waits meanwhile).
   */
  beforeTicketing(hook: ((bookingRef: string) => Promise<void>) | null): void;
  close(): Promise<void>;
}

const MAX_BODY_BYTES = 64 * 1024;
const BOOKING_REF = /^[A-Z0-9]{4,30}$/;
/** IATA airline prefixes of the ticket numbers (the carriers of the fixtures). */
const TICKET_PREFIX: Record<string, string> = { MH: '232', AK: '807', SQ: '618' };
const PNR_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** The time in Malaysia (YYYY-MM-DDTHH:mm, UTC+8 all year), where the recorded fares are sold. */
export const malaysiaNow = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 16);

export async function startFlightSupplierSimulator(
  options: FlightSupplierSimulatorOptions = {},
): Promise<FlightSupplierSimulator> {
  const routes = options.routes ?? RECORDED_ROUTES;
  const now = options.now ?? malaysiaNow;
  const orders = new Map<string, SimulatedOrder>();
  const withdrawn = new Set<string>();
  let outage: string | null = null;
  let ticketing: ((bookingRef: string) => Promise<void>) | null = null;

  const offerNow = (offerId: string, party: PassengerCounts) =>
    withdrawn.has(offerId) ? null : findOffer(routes, offerId, party, now());

  function shop(body: Record<string, unknown>) {
    const party = partyOf(body.passengers);
    const cabin = body.cabin === undefined || body.cabin === null ? null : body.cabin;
    if (cabin !== null && !['ECONOMY', 'PREMIUM_ECONOMY', 'BUSINESS', 'FIRST'].includes(cabin as string))
      throw new Refusal(400, 'INVALID_REQUEST', 'cabin must be ECONOMY, PREMIUM_ECONOMY, BUSINESS or FIRST');
    const offers = searchOffers(
      routes,
      {
        origin: text(body.origin, 'origin'),
        destination: text(body.destination, 'destination'),
        departureDate: text(body.departureDate, 'departureDate'),
        passengers: party,
        cabin: cabin as SimulatedOffer['cabin'] | null,
      },
      now(),
    ).filter((o) => !withdrawn.has(o.offerId));
    return { offers: offers.map(answerOf) };
  }

  function price(body: Record<string, unknown>) {
    const offer = offerNow(text(body.offerId, 'offerId'), partyOf(body.passengers));
    if (!offer) throw new Refusal(404, 'OFFER_NOT_AVAILABLE', 'The fare is no longer available for this party');
    return { offer: answerOf(offer) };
  }

  function order(body: Record<string, unknown>): { status: number; order: SimulatedOrder } {
    const bookingRef = text(body.bookingRef, 'bookingRef');
    if (!BOOKING_REF.test(bookingRef)) throw new Refusal(400, 'INVALID_REQUEST', 'bookingRef must be 4 to 30 letters and digits');
    const offerId = text(body.offerId, 'offerId');
    const existing = orders.get(bookingRef);
    if (existing) {
      if (existing.offerId !== offerId)
        throw new Refusal(409, 'BOOKING_REF_REUSED', `${bookingRef} was ordered with another fare`);
      return { status: 200, order: existing };
    }
    const passengers = passengersOf(body.passengers);
    const party: PassengerCounts = { ADT: 0, CHD: 0, INF: 0 };
    for (const p of passengers) party[p.type]++;
    if (party.ADT < 1 || party.INF > party.ADT)
      throw new Refusal(400, 'INVALID_REQUEST', 'At least one adult, and an adult per infant');
    const offer = offerNow(offerId, party);
    if (!offer) throw new Refusal(409, 'OFFER_NOT_AVAILABLE', 'The fare is no longer available for this party');
    if (body.expectedTotal !== undefined && body.expectedTotal !== offer.price.total)
      throw new Refusal(
        409,
        'PRICE_CHANGED',
        `The fare now costs ${offer.price.currency} ${(offer.price.total / 100).toFixed(2)} for this party`,
      );
    if (offer.refuseTicketing) throw new Refusal(422, 'TICKETING_REFUSED', offer.refuseTicketing);
    const contact = (body.contact ?? {}) as Record<string, unknown>;
    const prefix = TICKET_PREFIX[offer.validatingCarrier] ?? '999';
    const created: SimulatedOrder = {
      orderId: newPnr(),
      bookingRef,
      offerId,
      status: 'TICKETED',
      currency: offer.price.currency,
      total: offer.price.total,
      passengers: passengers.map((p) => ({
        ...p,
        ticketNumber: `${prefix}-${String(randomInt(0, 10_000_000_000)).padStart(10, '0')}`,
      })),
      contact: {
        name: typeof contact.name === 'string' ? contact.name : '',
        email: typeof contact.email === 'string' ? contact.email : '',
        phone: typeof contact.phone === 'string' ? contact.phone : null,
      },
      segments: offer.segments,
      ticketedAt: new Date().toISOString(),
      cancelledAt: null,
    };
    orders.set(bookingRef, created);
    return { status: 201, order: created };
  }

  function newPnr(): string {
    for (;;) {
      const pnr = Array.from({ length: 6 }, () => PNR_LETTERS[randomInt(PNR_LETTERS.length)]).join('');
      if (![...orders.values()].some((o) => o.orderId === pnr)) return pnr;
    }
  }

  function orderById(orderId: string): SimulatedOrder {
    const found = [...orders.values()].find((o) => o.orderId === orderId);
    if (!found) throw new Refusal(404, 'ORDER_NOT_FOUND', `No order ${orderId}`);
    return found;
  }

  function authorized(req: IncomingMessage): boolean {
    if (!options.apiKey) return true;
    return sameSecret(req.headers.authorization ?? '', `Bearer ${options.apiKey}`);
  }

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://simulator');
    const path = url.pathname;
    if (!authorized(req)) throw new Refusal(401, 'UNAUTHORIZED', 'A valid bearer token is required');
    if (path.startsWith('/admin/') && req.method === 'POST') {
      const body = await readJson(req);
      if (path === '/admin/outage') {
        outage = typeof body.reason === 'string' && body.reason ? body.reason : null;
        return json(res, 200, { outage });
      }
      if (path === '/admin/withdraw') {
        withdrawn.add(text(body.offerId, 'offerId'));
        return json(res, 200, { withdrawn: [...withdrawn] });
      }
    }
    if (!path.startsWith('/v1/')) throw new Refusal(404, 'NOT_FOUND', 'Not found');
    if (outage) throw new Refusal(503, 'SERVICE_UNAVAILABLE', outage);
    if (path === '/v1/shop/flights' && req.method === 'POST') return json(res, 200, shop(await readJson(req)));
    if (path === '/v1/offers/price' && req.method === 'POST') return json(res, 200, price(await readJson(req)));
    if (path === '/v1/orders' && req.method === 'POST') {
      const body = await readJson(req);
      if (ticketing && typeof body.bookingRef === 'string' && !orders.has(body.bookingRef)) await ticketing(body.bookingRef);
      const { status, order: placed } = order(body);
      return json(res, status, placed);
    }
    const one = /^\/v1\/orders\/([A-Z0-9]{6})(\/cancel)?$/.exec(path);
    if (one && !one[2] && req.method === 'GET') return json(res, 200, orderById(one[1]!));
    if (one && one[2] && req.method === 'POST') {
      const cancelled = orderById(one[1]!);
      if (cancelled.status !== 'CANCELLED') {
        cancelled.status = 'CANCELLED';
        cancelled.cancelledAt = new Date().toISOString();
      }
      return json(res, 200, cancelled);
    }
    throw new Refusal(404, 'NOT_FOUND', 'Not found');
  }

  const server = await serveSimulator(options, route, (res, refusal) =>
    json(res, refusal.status, { error: { code: refusal.code, message: refusal.message } }),
  );

  return {
    url: server.url,
    orders,
    outage: (reason) => {
      outage = reason;
    },
    withdraw: (offerId) => void withdrawn.add(offerId),
    beforeTicketing: (hook) => {
      ticketing = hook;
    },
    close: server.close,
  };
}

/** The offer as answered: without the simulator's own refusal note. */
function answerOf({ refuseTicketing: _note, ...offer }: SimulatedOffer): Omit<SimulatedOffer, 'refuseTicketing'> {
  return offer;
}

function text(value: unknown, name: string): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 100)
    throw new Refusal(400, 'INVALID_REQUEST', `${name} is required (text)`);
  return value;
}

function partyOf(value: unknown): PassengerCounts {
  const p = (value ?? {}) as Record<string, unknown>;
  const count = (type: keyof PassengerCounts, min: number) => {
    const n = p[type] ?? 0;
    if (typeof n !== 'number' || !Number.isInteger(n) || n < min || n > 9)
      throw new Refusal(400, 'INVALID_REQUEST', `passengers.${type} must be a whole number ${min} to 9`);
    return n;
  };
  return { ADT: count('ADT', 1), CHD: count('CHD', 0), INF: count('INF', 0) };
}

function passengersOf(value: unknown): { type: keyof PassengerCounts; firstName: string; lastName: string }[] {
  if (!Array.isArray(value) || value.length === 0 || value.length > 18)
    throw new Refusal(400, 'INVALID_REQUEST', 'passengers must list 1 to 18 passengers');
  return value.map((p: Record<string, unknown>, i) => {
    if (!['ADT', 'CHD', 'INF'].includes(p?.type as string))
      throw new Refusal(400, 'INVALID_REQUEST', `passengers.${i}.type must be ADT, CHD or INF`);
    return {
      type: p.type as keyof PassengerCounts,
      firstName: text(p.firstName, `passengers.${i}.firstName`),
      lastName: text(p.lastName, `passengers.${i}.lastName`),
    };
  });
}

/** An empty body reads as `{}` (the admin calls may send none). */
const readJson = (req: IncomingMessage) => readJsonObject(req, MAX_BODY_BYTES, { emptyIsObject: true });

function json(res: ServerResponse, status: number, body: unknown): void {
  send(res, status, 'application/json; charset=utf-8', JSON.stringify(body));
}
