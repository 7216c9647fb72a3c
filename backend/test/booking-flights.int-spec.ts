import { randomBytes } from 'node:crypto';
import { PERMISSIONS } from '@bo/shared';
import { SubscriptionsHost } from '../src/core/event-store/event-store.module';
import { ExpireDueBookingsJob } from '../src/modules/bookings/jobs/booking-expiry';
import {
  type FlightSupplierSimulator,
  startFlightSupplierSimulator,
} from '../src/modules/bookings/suppliers/sabre/simulator/flight-supplier-simulator';
import { ADMIN_PASSWORD, signIn, startApi, startWorker, userWith } from './support/api-harness';
import { bookingCalls, day, today } from './support/booking-fixture';
import { fieldCodes } from './support/field-errors';
import { ok, token8 } from './support/hotel-fixture';
import { registerOrganization } from './support/organization-fixture';
import type { Body, Json } from './support/json-types';

/**
 * Flights end to end (docs/bookings.md, "Suppliers and flights", "Need Attention (RHI)") over real
 * HTTP: the flight supplier simulator (recorded fares) on an ephemeral port with an API key, the
 * API pointed at it, real PostgreSQL and Redis. An agency in a mark-up group of its own with a
 * flight mark-up per segment searches fares (priced as the quote prices them), books with agent
 * credit, pays and issues (ticketed at the supplier: its PNR is the booking's supplier reference);
 * a refusal at ticketing and an outage put the booking in RHI with the reason, which staff retry or
 * fail; a cancellation cancels the order at the supplier first.
 *
 * The supplier's failures here are the flight supplier's only: no hotel channel is connected in
 * this file (an eLeisure hotel going to RHI is eleisure-payloads.int-spec.ts's).
 */

// A key of this run only: the "never in an answer" checks would catch it leaking.
const supplierKey = `sk-${randomBytes(12).toString('hex')}`;
/** Flight mark-up of the agency's group: RM 10.00 (economy) or RM 30.00 (business) per segment per ticket. */
const ECONOMY_MARKUP = 1_000;
const BUSINESS_MARKUP = 3_000;

let simulator: FlightSupplierSimulator;
let api: Awaited<ReturnType<typeof startApi>>;
let admin: string;
let org: { id: string; name: string };
let groupId: string;
let agent: { token: string };
let other: { token: string };

const booking = bookingCalls(() => api);
const call = (path: string, body: Body, token = admin) => booking.call(path, body, token);
const pay = (bookingRef: string) => booking.pay(bookingRef, agent.token);
const getBooking = async (bookingRef: string): Promise<Json> => ok(call('/bo/BookingManagement/getBooking', { bookingRef }));
const actions = async (bookingRef: string) => (await getBooking(bookingRef)).history.map((e: Json) => e.action as string);

const search = (over: Body = {}, token = agent.token) =>
  call(
    '/getProduct',
    { productType: 'flight', origin: 'KUL', destination: 'PEN', departureDate: day(30), adults: 1, ...over },
    token,
  );
/** The offer of `flightNumber` and fare basis in a search answer. */
const offerIn = (found: Json, key: string, fareBasis: string): Json => {
  const offer = found.offers.find((o: Json) => o.offerId.startsWith(`${key}.${fareBasis}.`));
  if (!offer) throw new Error(`no ${key} ${fareBasis} in ${JSON.stringify(found.offers.map((o: Json) => o.offerId))}`);
  return offer;
};
const adult = (firstName: string, lastName: string) => ({ type: 'ADT', firstName, lastName });
const bookBody = (offerId: string, over: Body = {}): Body => ({
  productType: 'flight',
  offerId,
  passengers: [adult('Aisyah', 'Rahman'), adult('Daniel', 'Lee')],
  contact: { name: 'Nur Aisyah Rahman', email: 'aisyah@example.test', phone: '012-3456789' },
  paymentMethod: 'CREDIT',
  ...over,
});
/** Books the fare (two adults unless told), pays it with the agency's credit: PPA, paid. */
async function bookAndPay(origin: string, destination: string, key: string, fareBasis: string, date = day(30), over: Body = {}) {
  const found = await ok(search({ origin, destination, departureDate: date, adults: 2 }));
  const offer = offerIn(found, key, fareBasis);
  const b = (await ok(call('/book', bookBody(offer.offerId, over), agent.token))).booking;
  await ok(pay(b.bookingRef));
  return { booking: b, offer };
}
const issue = (bookingRef: string, token = agent.token) => call('/issue', { bookingRef }, token);
/** The agency's credit, once the credit projections have caught up. */
async function available(): Promise<{ available: number; held: number; balance: number }> {
  await api.app.get(SubscriptionsHost).runner.waitUntilIdle(20_000);
  const res = await api
    .http()
    .get('/api/v1/bo/AgentOrganizationCredit/getavailablecredit?currencyCode=MYR')
    .set({ Authorization: `Bearer ${agent.token}` });
  return res.body;
}
/** The supplier's order as the simulator answers it over HTTP (with our key). */
async function supplierOrder(orderId: string): Promise<Json> {
  const res = await fetch(`${simulator.url}/v1/orders/${orderId}`, { headers: { authorization: `Bearer ${supplierKey}` } });
  expect(res.status).toBe(200);
  return res.json();
}
const quoteTotal = async (offer: Json, tickets: number, token = admin) =>
  (
    await ok(
      call(
        '/markup/test',
        {
          productType: 'flight',
          organizationId: org.id,
          currencyCode: offer.currencyCode,
          supplierCost: offer.supplierTotal,
          tickets,
          segments: offer.segments.length,
          cabinClass: offer.cabinClass,
        },
        token,
      ),
    )
  ).options[0].breakdown.total as number;

beforeAll(async () => {
  simulator = await startFlightSupplierSimulator({ apiKey: supplierKey });
  api = await startApi([], { FLIGHT_SUPPLIER_URL: simulator.url, FLIGHT_SUPPLIER_KEY: supplierKey });
  admin = await signIn(api.url, 'admin', ADMIN_PASSWORD);
  org = await registerOrganization(api, admin, {
    replicas: ['bookings.organizations', 'credit.organizations', 'pricing.organizations'],
  });
  const grants = [PERMISSIONS.bookingsView, PERMISSIONS.bookingsCreate, PERMISSIONS.bookingsEdit, PERMISSIONS.creditView];
  agent = await userWith(api.dataSource, api.url, grants, org.id);
  other = await booking.otherAgencyUser(admin, grants);
  await ok(
    call('/bo/AgentOrganizationCredit/creditlimit-top-up', { organizationId: org.id, currencyCode: 'MYR', amount: 10_000_000 }),
  );
  const code = `F${token8()}`;
  groupId = (
    await ok(
      call('/markup/CreateMarkupGroupList', { code, name: `Flights ${code}`, customerType: 'B2B', commissionBasisPoints: 0 }),
    )
  ).group.markupGroupListID;
  await ok(call('/markup/AssignOrganizationGroup', { organizationId: org.id, markupGroupListID: groupId }));
  await ok(
    call('/markup/Create', {
      name: `Flights ${code}`,
      productType: 'flight',
      markupGroupListID: groupId,
      customerType: 'B2B',
      basedOn: 'AMOUNT',
      feeBasis: 1,
      sameForAll: false,
      rows: [
        { cabinClass: 'ECONOMY', value: ECONOMY_MARKUP },
        { cabinClass: 'BUSINESS', value: BUSINESS_MARKUP },
      ],
      validFrom: today(),
    }),
  );
});
afterAll(async () => {
  await api?.app.close();
  await simulator?.close();
});

describe('finding flights', () => {
  test('the recorded fares of a route for the party, each priced as the quote prices it for the agency’s group, cheapest first', async () => {
    const found = await ok(search({ adults: 2, children: 1, infants: 1 }));
    expect(found).toMatchObject({
      productType: 'flight',
      origin: 'KUL',
      destination: 'PEN',
      departureDate: day(30),
      passengers: { adults: 2, children: 1, infants: 1 },
      pricedFor: { customerType: 'B2B', organizationId: org.id, markupGroupListID: groupId },
    });
    expect(found.offers.length).toBeGreaterThanOrEqual(5);
    const totals = found.offers.map((o: Json) => o.sellingTotal);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    const flex = offerIn(found, 'MH1140', 'YFLXMY');
    expect(flex).toMatchObject({
      carrier: 'MH',
      carrierName: 'Malaysia Airlines',
      originCity: 'Kuala Lumpur',
      destinationCity: 'Penang',
      cabinClass: 'ECONOMY',
      refundable: true,
      currencyCode: 'MYR',
      // Recorded per passenger: 2 x 349.00 + 269.00 + 62.00; refundable for 100.00 each.
      supplierTotal: 2 * 34_900 + 26_900 + 6_200,
      cancellationFee: 4 * 10_000,
      segments: [
        { flightNumber: 'MH1140', origin: 'KUL', destination: 'PEN', departAt: `${day(30)}T07:00`, arriveAt: `${day(30)}T08:00` },
      ],
    });
    // Four tickets (the infant's too), one segment each: the economy mark-up four times, and the quote agrees.
    for (const offer of [flex, offerIn(found, 'AK6110', 'EVALUE'), offerIn(found, 'MH1140', 'JFLXMY')]) {
      expect(offer.sellingTotal).toBe(await quoteTotal(offer, 4));
      const markup = offer.cabinClass === 'BUSINESS' ? BUSINESS_MARKUP : ECONOMY_MARKUP;
      expect(offer.sellingTotal).toBeGreaterThanOrEqual(offer.supplierTotal + 4 * markup);
    }

    const business = await ok(search({ adults: 2, cabinClass: 'BUSINESS' }));
    expect(business.offers.length).toBeGreaterThan(0);
    expect(business.offers.every((o: Json) => o.cabinClass === 'BUSINESS')).toBe(true);
    // A route the supplier has no fares for: none, not an error.
    expect((await ok(search({ destination: 'KCH' }))).offers).toEqual([]);
  });

  test('one fare re-priced by the supplier, with the breakdown book charges: the mark-up per segment of a connection', async () => {
    const found = await ok(search({ destination: 'BKI', adults: 2, children: 1 }));
    const connection = offerIn(found, 'MH2512-MH2702', 'NBSMYLT');
    expect(connection.segments.map((s: Json) => `${s.flightNumber} ${s.origin}-${s.destination}`)).toEqual([
      'MH2512 KUL-KCH',
      'MH2702 KCH-BKI',
    ]);
    const details = await ok(
      call('/getProductDetails', { productType: 'flight', offerId: connection.offerId, adults: 2, children: 1 }, agent.token),
    );
    expect(details.offer).toEqual(connection);
    expect(details.breakdown.total).toBe(connection.sellingTotal);
    const lines = Object.fromEntries(details.breakdown.lines.map((l: Json) => [l.kind, l.amount]));
    // Three tickets, two segments each.
    expect(lines).toMatchObject({ SUPPLIER_COST: connection.supplierTotal, MARKUP: 3 * 2 * ECONOMY_MARKUP });
    expect(details.breakdown.lines.reduce((s: number, l: Json) => s + l.amount, 0)).toBe(details.breakdown.total);
  });
});

describe('a flight booking', () => {
  test('book with agent credit, pay, issue: ticketed at the supplier, confirmed with its PNR; issuing again asks nothing more', async () => {
    const before = await available();
    const found = await ok(search({ adults: 2 }));
    const offer = offerIn(found, 'MH1140', 'NBSMYLT');
    const booked = (await ok(call('/book', bookBody(offer.offerId), agent.token))).booking;
    expect(booked).toMatchObject({
      productType: 'flight',
      status: 'PPA',
      paymentStatus: 'pend',
      organizationId: org.id,
      hotel: null,
      total: offer.sellingTotal,
      travellers: ['Aisyah Rahman', 'Daniel Lee'],
      cancellation: { refundable: false, freeCancellationUntil: null },
      supplierRef: null,
      attention: null,
      flight: {
        offerId: offer.offerId,
        carrierName: 'Malaysia Airlines',
        origin: 'KUL',
        destination: 'PEN',
        departureDate: day(30),
        cabinClass: 'ECONOMY',
        fareName: 'Economy Lite',
        passengers: [
          { type: 'ADT', firstName: 'Aisyah', lastName: 'Rahman', dateOfBirth: null },
          { type: 'ADT', firstName: 'Daniel', lastName: 'Lee', dateOfBirth: null },
        ],
      },
    });
    // Our cost is ours: the booking answers what the buyer pays, not what the supplier charges.
    expect(JSON.stringify(booked.flight)).not.toContain('supplierCost');
    expect(await available()).toMatchObject({ available: before.available - booked.total, held: before.held + booked.total });
    // Nothing is ordered at the supplier before issue.
    expect(simulator.orders.has(booked.bookingRef)).toBe(false);

    await ok(pay(booked.bookingRef));
    const issued = (await ok(issue(booked.bookingRef))).booking;
    expect(issued).toMatchObject({ status: 'CON', paymentStatus: 'paid', supplierRef: expect.stringMatching(/^[A-Z0-9]{6}$/) });
    const order = simulator.orders.get(booked.bookingRef)!;
    expect(order).toMatchObject({
      orderId: issued.supplierRef,
      status: 'TICKETED',
      offerId: offer.offerId,
      total: offer.supplierTotal,
    });
    expect(order.passengers.map((p) => `${p.firstName} ${p.lastName} ${p.ticketNumber.slice(0, 4)}`)).toEqual([
      'Aisyah Rahman 232-',
      'Daniel Lee 232-',
    ]);
    expect(await actions(booked.bookingRef)).toEqual(['BOOK', 'PAY', 'ISSUE']);

    const again = (await ok(issue(booked.bookingRef))).booking;
    expect(again.supplierRef).toBe(issued.supplierRef);
    expect(await actions(booked.bookingRef)).toEqual(['BOOK', 'PAY', 'ISSUE']);

    // The list shows the airline, the destination and the departure date.
    const list = await ok(
      call('/bo/BookingManagement/bookingList', { pageSize: 10, curPageIndex: 1, bookingRef: booked.bookingRef }),
    );
    expect(list.items[0]).toMatchObject({
      productType: 'flight',
      status: 'CON',
      supplierName: 'Malaysia Airlines',
      destination: 'Penang',
      checkIn: day(30),
      travellerName: 'Aisyah Rahman',
    });
  });

  test('the supplier refusing at ticketing: RHI with its reason; the agency may not retry; staff retry (refused again) then fail it: everything refunded', async () => {
    const before = await available();
    const { booking: b } = await bookAndPay('KUL', 'LGK', 'AK6306', 'PROMO', day(31));
    const refused = await issue(b.bookingRef);
    expect([refused.status, refused.body.code]).toEqual([502, 'BOOKING_NEEDS_ATTENTION']);
    expect(refused.body.message).toContain('UC: fare class closed at ticketing');
    expect(refused.body.message).toContain(b.bookingRef);

    const rhi = await getBooking(b.bookingRef);
    expect(rhi).toMatchObject({ status: 'RHI', paymentStatus: 'paid', supplierRef: null });
    expect(rhi.attention.reason).toMatch(/^Flight supplier refused: TICKETING_REFUSED: UC: fare class closed at ticketing/);
    expect(rhi.history.at(-1)).toMatchObject({
      action: 'SUPPLIER_FAILED',
      status: 'RHI',
      detail: { reason: rhi.attention.reason },
    });
    expect(simulator.orders.has(b.bookingRef)).toBe(false);

    const byAgency = await issue(b.bookingRef);
    expect([byAgency.status, byAgency.body.code]).toEqual([409, 'BOOKING_TRANSITION_NOT_ALLOWED']);
    const byStaff = await issue(b.bookingRef, admin);
    expect([byStaff.status, byStaff.body.code]).toEqual([502, 'BOOKING_NEEDS_ATTENTION']);
    expect(await actions(b.bookingRef)).toEqual(['BOOK', 'PAY', 'SUPPLIER_FAILED', 'SUPPLIER_FAILED']);

    const failed = (
      await ok(
        call('/bo/BookingManagement/updateBookingStatus', {
          bookingRef: b.bookingRef,
          status: 'FLD',
          reason: 'Airline closed the fare',
        }),
      )
    ).booking;
    expect(failed).toMatchObject({ status: 'FLD', paymentStatus: 'revr', refunded: b.total, attention: null });
    expect(await available()).toMatchObject({ available: before.available, balance: before.balance });
  });

  test('the supplier out of service: RHI; staff issue it again once it is back: confirmed with the PNR', async () => {
    const { booking: b, offer } = await bookAndPay('KUL', 'SIN', 'SQ105', 'KLITEMY', day(32));
    simulator.outage('Scheduled maintenance until 02:00 MYT');
    try {
      const down = await issue(b.bookingRef);
      expect([down.status, down.body.code]).toEqual([502, 'BOOKING_NEEDS_ATTENTION']);
    } finally {
      simulator.outage(null);
    }
    const rhi = await getBooking(b.bookingRef);
    expect(rhi.status).toBe('RHI');
    expect(rhi.attention.reason).toBe('Flight supplier unavailable: SERVICE_UNAVAILABLE: Scheduled maintenance until 02:00 MYT');

    const retried = (await ok(issue(b.bookingRef, admin))).booking;
    expect(retried).toMatchObject({ status: 'CON', supplierRef: simulator.orders.get(b.bookingRef)!.orderId, attention: null });
    expect(await supplierOrder(retried.supplierRef)).toMatchObject({ status: 'TICKETED', offerId: offer.offerId });
    expect(await actions(b.bookingRef)).toEqual(['BOOK', 'PAY', 'SUPPLIER_FAILED', 'ISSUE']);
  });

  test('cancelled while the supplier tickets it: the issue is refused and the order cancelled at the supplier again, the credit refunded', async () => {
    const before = await available();
    const { booking: b } = await bookAndPay('KUL', 'PEN', 'MH1140', 'YFLXMY', day(34));
    simulator.beforeTicketing(async () => {
      await ok(call('/cancel', { bookingRef: b.bookingRef, reason: 'Changed plans' }, agent.token));
    });
    let refused;
    try {
      refused = await issue(b.bookingRef);
    } finally {
      simulator.beforeTicketing(null);
    }
    expect([refused.status, refused.body.code]).toEqual([409, 'BOOKING_TRANSITION_NOT_ALLOWED']);
    // The supplier did ticket it; nothing stays booked there for a booking that is not.
    const order = simulator.orders.get(b.bookingRef)!;
    expect(order).toMatchObject({ status: 'CANCELLED', cancelledAt: expect.any(String) });
    const cancelled = await getBooking(b.bookingRef);
    expect(cancelled).toMatchObject({ status: 'CAN', paymentStatus: 'revr', refunded: b.total, supplierRef: null });
    expect(await actions(b.bookingRef)).toEqual(['BOOK', 'PAY', 'CANCEL']);
    expect(await available()).toMatchObject({ available: before.available, balance: before.balance });
  });

  test('cancelling a confirmed flight cancels the order at the supplier first (down: nothing changes); a refundable fare keeps its fee', async () => {
    const { booking: b, offer } = await bookAndPay('KUL', 'PEN', 'MH1140', 'YFLXMY', day(33));
    const pnr = (await ok(issue(b.bookingRef))).booking.supplierRef as string;
    const fee = Math.min(b.total, offer.cancellationFee);
    expect(fee).toBe(2 * 10_000);
    expect(await ok(call('/preCancel', { bookingRef: b.bookingRef }, agent.token))).toMatchObject({
      paid: b.total,
      fee,
      refund: b.total - fee,
    });

    simulator.outage('Sabre is not answering');
    try {
      const down = await call('/cancel', { bookingRef: b.bookingRef, reason: 'Trip postponed' }, agent.token);
      expect([down.status, down.body.code]).toEqual([502, 'SUPPLIER_CANCEL_FAILED']);
      expect(down.body.message).toContain('Sabre is not answering');
    } finally {
      simulator.outage(null);
    }
    expect((await getBooking(b.bookingRef)).status).toBe('CON');
    expect((await supplierOrder(pnr)).status).toBe('TICKETED');

    const cancelled = (await ok(call('/cancel', { bookingRef: b.bookingRef, reason: 'Trip postponed' }, agent.token))).booking;
    expect(cancelled).toMatchObject({ status: 'CAN', paymentStatus: 'revr', refunded: b.total - fee, supplierRef: pnr });
    expect(await supplierOrder(pnr)).toMatchObject({ status: 'CANCELLED', cancelledAt: expect.any(String) });
  });

  test('an unpaid flight booking expires at its deadline: the credit held is released, nothing was ordered', async () => {
    const found = await ok(search({ destination: 'BKI', departureDate: day(34), adults: 2 }));
    const offer = offerIn(found, 'AK5100', 'EVALUE');
    const seconds = api.config.BOOKING_PAYMENT_SECONDS;
    let worker: Awaited<ReturnType<typeof startWorker>> | undefined;
    try {
      const before = await available();
      api.config.BOOKING_PAYMENT_SECONDS = 1;
      const b = (await ok(call('/book', bookBody(offer.offerId), agent.token))).booking;
      api.config.BOOKING_PAYMENT_SECONDS = seconds;
      // The hold is read before a worker runs: its expiry job (due in 1 s) must not release it first on a slow machine.
      expect((await available()).held).toBe(before.held + b.total);
      worker = await startWorker();
      await new Promise((r) => setTimeout(r, 1_200));
      await worker.get(ExpireDueBookingsJob).handle();
      expect((await getBooking(b.bookingRef)).status).toBe('EXP');
      expect(await available()).toMatchObject({ available: before.available, held: before.held });
      expect(simulator.orders.has(b.bookingRef)).toBe(false);
    } finally {
      api.config.BOOKING_PAYMENT_SECONDS = seconds;
      await worker?.close();
    }
  });

  test('a fare the supplier no longer offers: 409 FARE_NOT_OFFERED at book and details, nothing held', async () => {
    const found = await ok(search({ destination: 'SIN', departureDate: day(35), adults: 2 }));
    const offer = offerIn(found, 'AK711', 'EVALUE');
    simulator.withdraw(offer.offerId);
    const before = await available();
    const book = await call('/book', bookBody(offer.offerId), agent.token);
    expect([book.status, book.body.code]).toEqual([409, 'FARE_NOT_OFFERED']);
    const details = await call('/getProductDetails', { productType: 'flight', offerId: offer.offerId, adults: 2 }, agent.token);
    expect([details.status, details.body.code]).toEqual([409, 'FARE_NOT_OFFERED']);
    // Seats: the business fare has two, so a party of three is not offered it.
    const sq = await ok(search({ destination: 'SIN', departureDate: day(35), adults: 3, cabinClass: 'BUSINESS' }));
    expect(sq.offers.map((o: Json) => o.offerId)).not.toContainEqual(expect.stringMatching(/^SQ105\.CFLXMY\./));
    expect(await available()).toEqual(before);
  });
});

describe('who may see it, and bad input', () => {
  test('another agency: 404 BOOKING_NOT_FOUND for reading, issuing and cancelling', async () => {
    const found = await ok(search({ departureDate: day(36), adults: 2 }));
    const b = (await ok(call('/book', bookBody(offerIn(found, 'MH1166', 'NBSMYLT').offerId), agent.token))).booking;
    for (const res of [
      await call('/getBooking', { bookingRef: b.bookingRef }, other.token),
      await call('/issue', { bookingRef: b.bookingRef }, other.token),
      await call('/cancel', { bookingRef: b.bookingRef }, other.token),
    ]) {
      expect([res.status, res.body.code]).toEqual([404, 'BOOKING_NOT_FOUND']);
    }
    // Another agency's organization is not the agency's to price for either.
    const priced = await search({ organizationId: org.id }, other.token);
    expect([priced.status, priced.body.code]).toEqual([403, 'ORGANIZATION_NOT_YOURS']);
  });

  test('400 with the field for bad searches and bodies; a consumer booking cannot use agent credit; nothing is booked', async () => {
    const refused = async (res: Promise<{ status: number; body: Json }>) => {
      const r = await res;
      expect(r.status).toBe(400);
      return fieldCodes(r.body);
    };
    expect(await refused(search({ origin: 'KL' }))).toEqual(['origin AIRPORT_CODE_INVALID']);
    expect(await refused(search({ destination: 'kul' }))).toEqual(['destination FLIGHT_ROUTE_SAME_AIRPORT']);
    expect(await refused(search({ adults: 1, infants: 2 }))).toEqual(['infants INFANTS_EXCEED_ADULTS']);
    expect(await refused(search({ adults: 5, children: 5 }))).toEqual(['children FLIGHT_TOO_MANY_PASSENGERS']);
    expect(await refused(search({ departureDate: day(-1) }))).toEqual(['departureDate FLIGHT_DATE_PASSED']);
    expect(await refused(search({ departureDate: '2031-02-30' }))).toEqual(['departureDate DATE_FORMAT']);
    expect(await refused(call('/getProduct', { productType: 'submarine' }, agent.token))).toEqual(['productType INVALID_OPTION']);

    const found = await ok(search({ departureDate: day(37), adults: 2 }));
    const offerId = offerIn(found, 'AK6110', 'EVALUE').offerId;
    const countBefore = simulator.orders.size;
    expect(
      await refused(
        call('/book', bookBody(offerId, { passengers: [{ type: 'CHD', firstName: 'Adam', lastName: 'Lee' }] }), agent.token),
      ),
    ).toEqual(['passengers.0.dateOfBirth REQUIRED_FIELD', 'passengers FLIGHT_ADULT_REQUIRED']);
    expect(await refused(call('/book', bookBody(offerId, { passengers: [] }), agent.token))).toEqual([
      'passengers FLIGHT_ADULT_REQUIRED',
    ]);
    expect(await refused(call('/book', bookBody(offerId, { offerId: '' }), agent.token))).toEqual(['offerId REQUIRED_FIELD']);
    expect(await refused(call('/book', bookBody(offerId, { seat: '1A' }), agent.token))).toEqual(['seat UNKNOWN_FIELD']);
    expect(await refused(call('/book', bookBody(offerId)))).toEqual(['paymentMethod CREDIT_NEEDS_ORGANIZATION']);
    expect(simulator.orders.size).toBe(countBefore);
  });

  test('without a flight supplier set up: 409 FLIGHT_SUPPLIER_NOT_CONFIGURED; the simulator refuses a caller without its key', async () => {
    const url = api.config.FLIGHT_SUPPLIER_URL;
    api.config.FLIGHT_SUPPLIER_URL = '';
    try {
      const res = await search();
      expect([res.status, res.body.code]).toEqual([409, 'FLIGHT_SUPPLIER_NOT_CONFIGURED']);
    } finally {
      api.config.FLIGHT_SUPPLIER_URL = url;
    }
    const keyless = await fetch(`${simulator.url}/v1/shop/flights`, { method: 'POST', body: '{}' });
    expect(keyless.status).toBe(401);
    expect(await keyless.text()).not.toContain(supplierKey);
  });
});
