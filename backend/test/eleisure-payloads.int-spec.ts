import { randomBytes } from 'node:crypto';
import { PERMISSIONS } from '@bo/shared';
import { decimalAmount } from '../src/modules/bookings/suppliers/eleisure/eleisure-api';
import {
  type EleisureSimulator,
  startEleisureSimulator,
} from '../src/modules/bookings/suppliers/eleisure/simulator/eleisure-simulator';
import { ADMIN_PASSWORD, signIn, startApi, userWith } from './support/api-harness';
import { binaryBody } from './support/binary-body';
import { type BookableRate, bookingCalls, day, today } from './support/booking-fixture';
import { fieldErrors } from './support/field-errors';
import { ok, token8 } from './support/hotel-fixture';
import type { Body, Json } from './support/json-types';

/**
 * eLeisure (channel RWT) over real HTTP (docs/bookings.md, "eLeisure (RWT) payloads"): the local
 * eLeisure simulator on an ephemeral port, the API pointed at it (ELEISURE_URL, ELEISURE_API_KEY),
 * real PostgreSQL and Redis. An agency books a room of an RWT hotel with its credit and pays; staff
 * issue it: the reservation goes to eLeisure and its confirmation number is the booking's supplier
 * reference; eLeisure refusing leaves the booking needing attention; a cancellation is sent too.
 * Every exchange is listed, opened and downloaded through /bo/Eleisure, never with the API key.
 */

// A key of this run only: whatever leaks it is caught by the "never stored, never answered" checks.
const apiKey = `elk-${randomBytes(16).toString('hex')}`;
const BO = '/api/v1/bo/Eleisure';

let simulator: EleisureSimulator;
let api: Awaited<ReturnType<typeof startApi>>;
let admin: string;
let agent: { token: string };
/** An RWT hotel eLeisure knows, and one it does not. */
let known: BookableRate & { code: string };
let unknown: BookableRate & { code: string };

const booking = bookingCalls(() => api);
const call = (path: string, body: Body, token = admin) => booking.call(path, body, token);
const list = (query: Record<string, string>, token = admin) =>
  api
    .http()
    .get(`${BO}/getAllHotelReservationDetails`)
    .query(query)
    .set({ Authorization: `Bearer ${token}` });
const byId = (id: string, token = admin) => call('/bo/Eleisure/getHotelReservationDetailsByID', { id }, token);
const download = (body: Body, token = admin) =>
  api
    .http()
    .post(`${BO}/downloadPayload`)
    .set({ Authorization: `Bearer ${token}` })
    .send(body)
    .buffer(true)
    .parse(binaryBody);
/** A download's refusal is JSON read as bytes. */
const jsonOf = (body: unknown): Json => (Buffer.isBuffer(body) ? JSON.parse(body.toString('utf8')) : body);
const exchangesOf = async (bookingRef: string): Promise<Json[]> =>
  (await ok(list({ bookingRef, sortKey: 'startedAt', sortOrder: 'asc' }))).items;

/** The agency books two nights of the hotel's rate with its credit and pays: a paid PPA booking. */
/** The SUPPLIER_COST line of the booking's price breakdown (minor units). */
const supplierCost = (placed: Json): number =>
  (placed.breakdown.lines as { kind: string; amount: number }[])
    .filter((l) => l.kind === 'SUPPLIER_COST')
    .reduce((sum, l) => sum + l.amount, 0);

async function bookAndPay(hotel: BookableRate): Promise<Json> {
  const body = {
    productType: 'hotel',
    hotelID: hotel.hotelID,
    roomInfoID: hotel.roomInfoID,
    roomRateInclusionID: hotel.roomRateInclusionID,
    checkIn: day(30),
    checkOut: day(32),
    adults: 2,
    contact: { name: 'Nur Aisyah', email: 'aisyah@example.test', phone: '012-3456789' },
    travellers: ['Nur Aisyah', 'Adam Lee'],
    paymentMethod: 'CREDIT',
  };
  const placed = (await ok(call('/book', body, agent.token))).booking;
  await ok(booking.pay(placed.bookingRef, agent.token));
  return placed;
}

/** An RWT hotel with `code` at eLeisure (a rate, rooms on the next 60 days). */
async function rwtHotel(code: string) {
  const hotel = await booking.hotelWith(admin, 20, {
    hotel: { name: `eLeisure Hotel ${token8()}`, channel: 'RWT', supplierHotelCode: code },
  });
  return { ...hotel, code };
}

beforeAll(async () => {
  simulator = await startEleisureSimulator({ apiKey, hotels: [] });
  api = await startApi([], { ELEISURE_URL: simulator.url, ELEISURE_API_KEY: apiKey });
  admin = await signIn(api.url, 'admin', ADMIN_PASSWORD);
  ({ user: agent } = await booking.agency(admin, [
    PERMISSIONS.bookingsView,
    PERMISSIONS.bookingsCreate,
    PERMISSIONS.bookingsEdit,
    PERMISSIONS.downloadPayloadView,
  ]));
  known = await rwtHotel(`ELS-${token8()}`);
  unknown = await rwtHotel(`ELS-${token8()}`);
  simulator.knowHotel(known.code);
});
afterAll(async () => {
  await simulator?.close();
  await api?.app.close();
});

describe('eLeisure reservations and their payloads', () => {
  let confirmed: { bookingRef: string; supplierRef: string };

  test("issued: reserved at eLeisure, its confirmation number the booking's supplier reference; the exchange listed and downloadable, without the API key", async () => {
    const placed = await bookAndPay(known);
    const issued = (await ok(call('/issue', { bookingRef: placed.bookingRef }))).booking;
    const reservation = simulator.reservations.get(placed.bookingRef)!;
    expect(reservation).toMatchObject({
      hotelCode: known.code,
      checkIn: day(30),
      checkOut: day(32),
      rooms: 1,
      leadGuest: 'Nur Aisyah',
      // Net: the supplier cost the booking was priced from, below what the agency pays.
      total: `MYR ${decimalAmount(supplierCost(placed))}`,
      status: 'CONFIRMED',
    });
    expect(issued).toMatchObject({ status: 'CON', supplierRef: reservation.confirmationNumber });
    confirmed = { bookingRef: placed.bookingRef, supplierRef: reservation.confirmationNumber };

    const [item, ...more] = await exchangesOf(placed.bookingRef);
    expect(more).toEqual([]);
    expect(item).toMatchObject({
      channel: 'RWT',
      kind: 'RESERVE',
      bookingRef: placed.bookingRef,
      hotelID: known.hotelID,
      hotelName: known.hotelName,
      supplierHotelCode: known.code,
      outcome: 'SUCCEEDED',
      httpStatus: 200,
      supplierRef: reservation.confirmationNumber,
      reason: null,
    });
    expect(item.durationMs).toBeGreaterThanOrEqual(0);

    // Both payloads, as they went over the wire.
    const exchange = await ok(byId(item.id));
    expect(exchange).toMatchObject({ ...item, method: 'POST', url: `${simulator.url}/v1/hotel/reservations` });
    expect(exchange.request.contentType).toBe('application/json');
    expect(JSON.parse(exchange.request.body)).toEqual({
      ClientReference: placed.bookingRef,
      HotelCode: known.code,
      RoomTypeCode: expect.any(String),
      RatePlanCode: expect.any(String),
      CheckInDate: day(30),
      CheckOutDate: day(32),
      NumberOfRooms: 1,
      Guests: { Adults: 2, ChildAges: [] },
      LeadGuest: { Name: 'Nur Aisyah', Email: 'aisyah@example.test', Phone: '012-3456789' },
      GuestNames: ['Nur Aisyah', 'Adam Lee'],
      TotalAmount: { Amount: decimalAmount(supplierCost(placed)), CurrencyCode: 'MYR' },
    });
    expect(supplierCost(placed)).toBeGreaterThan(0);
    expect(supplierCost(placed)).toBeLessThan(placed.total);
    expect(exchange.response.contentType).toMatch(/^application\/json/);
    expect(JSON.parse(exchange.response.body)).toMatchObject({
      Status: 'CONFIRMED',
      ConfirmationNumber: reservation.confirmationNumber,
    });

    // Downloads: each payload as a file named after the booking, byte for byte what was exchanged.
    for (const part of ['request', 'response'] as const) {
      const file = await download({ id: item.id, part });
      expect(file.status).toBe(200);
      expect(file.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(file.headers['content-disposition']).toMatch(
        new RegExp(`^attachment; filename\\*=UTF-8''rwt-${placed.bookingRef}-reserve-${part}-\\d{8}T\\d{6}Z\\.json$`),
      );
      expect((file.body as Buffer).toString('utf8')).toBe(exchange[part].body);
    }

    // The key is in no answer and nowhere in the table.
    expect(JSON.stringify(exchange)).not.toContain(apiKey);
    const stored = await api.dataSource.query(`SELECT * FROM bookings.supplier_exchanges`);
    expect(JSON.stringify(stored)).not.toContain(apiKey);

    // Issuing again changes nothing and sends nothing.
    await ok(call('/issue', { bookingRef: placed.bookingRef }));
    expect(reservation.requests).toBe(1);
  });

  test('eLeisure refusing (a hotel code it does not know): the booking needs attention, the refusal stored with its reason', async () => {
    const placed = await bookAndPay(unknown);
    const answer = await call('/issue', { bookingRef: placed.bookingRef });
    const after = await ok(call('/bo/BookingManagement/getBooking', { bookingRef: placed.bookingRef }));
    expect(after).toMatchObject({ status: 'RHI', supplierRef: null });
    // The supplier port answers that the booking needs attention, with eLeisure's reason.
    expect(answer.status).toBe(502);
    expect(answer.body).toMatchObject({ code: 'BOOKING_NEEDS_ATTENTION' });
    expect(answer.body.message).toContain('HOTEL_NOT_FOUND');
    expect(simulator.reservations.has(placed.bookingRef)).toBe(false);

    const [item, ...more] = await exchangesOf(placed.bookingRef);
    expect(more).toEqual([]);
    expect(item).toMatchObject({
      kind: 'RESERVE',
      outcome: 'REFUSED',
      httpStatus: 422,
      supplierRef: null,
      supplierHotelCode: unknown.code,
      reason: `eLeisure refused (HTTP 422): HOTEL_NOT_FOUND: Unknown hotel code ${unknown.code}`,
    });
    // Staff find it by its outcome, and read eLeisure's answer.
    const refused = (await ok(list({ outcome: 'REFUSED', hotel: unknown.code }))).items;
    expect(refused.map((e: Json) => e.id)).toEqual([item.id]);
    const response = await download({ id: item.id, part: 'response' });
    expect(JSON.parse((response.body as Buffer).toString('utf8'))).toEqual({
      Status: 'REJECTED',
      ErrorCode: 'HOTEL_NOT_FOUND',
      Message: `Unknown hotel code ${unknown.code}`,
    });
  });

  test('eLeisure out of service: the failure is stored (HTTP 503), the booking needs attention; staff issue it again once eLeisure is back', async () => {
    const placed = await bookAndPay(known);
    simulator.outage(true);
    try {
      expect((await call('/issue', { bookingRef: placed.bookingRef })).status).toBe(502);
    } finally {
      simulator.outage(false);
    }
    expect((await ok(call('/bo/BookingManagement/getBooking', { bookingRef: placed.bookingRef }))).status).toBe('RHI');
    const [failed] = await exchangesOf(placed.bookingRef);
    expect(failed).toMatchObject({
      outcome: 'FAILED',
      httpStatus: 503,
      reason: 'eLeisure answered HTTP 503: SERVICE_UNAVAILABLE: eLeisure is temporarily unavailable',
    });

    // The retry is a second exchange; the booking is confirmed with eLeisure's number.
    const issued = (await ok(call('/issue', { bookingRef: placed.bookingRef }))).booking;
    const reservation = simulator.reservations.get(placed.bookingRef)!;
    expect(issued).toMatchObject({ status: 'CON', supplierRef: reservation.confirmationNumber });
    expect((await exchangesOf(placed.bookingRef)).map((e) => e.outcome)).toEqual(['FAILED', 'SUCCEEDED']);
  });

  test('an RWT hotel without its eLeisure code: nothing is sent, the booking needs attention, the exchange says why', async () => {
    const codeless = await booking.hotelWith(admin, 5, { hotel: { name: `eLeisure Hotel ${token8()}`, channel: 'RWT' } });
    const placed = await bookAndPay(codeless);
    const sentBefore = simulator.reservations.size;
    expect((await call('/issue', { bookingRef: placed.bookingRef })).status).toBe(502);
    expect(simulator.reservations.size).toBe(sentBefore);
    const [item] = await exchangesOf(placed.bookingRef);
    expect(item).toMatchObject({
      outcome: 'FAILED',
      httpStatus: null,
      supplierHotelCode: null,
      reason: 'Not sent: the hotel has no eLeisure hotel code',
    });
    expect(await ok(byId(item.id))).toMatchObject({ request: { body: '' }, response: null });
    for (const part of ['request', 'response']) {
      const none = await download({ id: item.id, part });
      expect(none.status).toBe(404);
      expect(jsonOf(none.body).code).toBe('SUPPLIER_PAYLOAD_EMPTY');
    }
  });

  test('cancelling the confirmed booking cancels it at eLeisure; the cancellation exchange stored', async () => {
    await ok(call('/cancel', { bookingRef: confirmed.bookingRef, reason: 'Guest asked' }));
    const reservation = simulator.reservations.get(confirmed.bookingRef)!;
    expect(reservation.status).toBe('CANCELLED');

    const [reserve, cancel, ...more] = await exchangesOf(confirmed.bookingRef);
    expect(more).toEqual([]);
    expect(reserve.kind).toBe('RESERVE');
    expect(cancel).toMatchObject({
      kind: 'CANCEL',
      outcome: 'SUCCEEDED',
      httpStatus: 200,
      supplierRef: reservation.cancellationNumber,
      hotelID: known.hotelID,
      supplierHotelCode: known.code,
    });
    const exchange = await ok(byId(cancel.id));
    expect(exchange.url).toBe(`${simulator.url}/v1/hotel/reservations/cancel`);
    expect(JSON.parse(exchange.request.body)).toEqual({
      ClientReference: confirmed.bookingRef,
      ConfirmationNumber: confirmed.supplierRef,
      HotelCode: known.code,
    });
    const file = await download({ id: cancel.id, part: 'request' });
    expect(file.headers['content-disposition']).toContain(`rwt-${confirmed.bookingRef}-cancel-request-`);
    expect(JSON.stringify(await api.dataSource.query(`SELECT * FROM bookings.supplier_exchanges`))).not.toContain(apiKey);
  });

  test('the list: filters by booking, hotel, days sent, call and outcome; paged and sorted', async () => {
    const all = await ok(list({ hotel: known.code.toLowerCase(), pageSize: '10', curPageIndex: '1' }));
    // The confirmed booking's reservation and cancellation; the reservation that met the outage and its retry.
    expect(all.total).toBe(4);
    expect(all.items.every((e: Json) => e.supplierHotelCode === known.code)).toBe(true);
    // Newest first by default.
    const times = all.items.map((e: Json) => e.startedAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect((await ok(list({ hotel: known.hotelName, kind: 'CANCEL' }))).total).toBe(1);
    expect((await ok(list({ hotel: known.code, outcome: 'FAILED' }))).total).toBe(1);
    expect((await ok(list({ hotel: known.code, dateFrom: today(), dateTo: today() }))).total).toBe(4);
    expect((await ok(list({ hotel: known.code, dateFrom: day(1) }))).total).toBe(0);
    expect((await ok(list({ hotel: known.code, dateTo: day(-1) }))).total).toBe(0);
    expect((await ok(list({ bookingRef: confirmed.bookingRef.toLowerCase() }))).total).toBe(2);
    const sorted = await ok(list({ hotel: known.code, sortKey: 'kind', sortOrder: 'asc' }));
    expect(sorted.items.map((e: Json) => e.kind)).toEqual(['CANCEL', 'RESERVE', 'RESERVE', 'RESERVE']);
    const page2 = await ok(list({ hotel: 'ELS-', pageSize: '10', curPageIndex: '2' }));
    expect(page2).toMatchObject({ curPageIndex: 2, pageSize: 10 });
  });
});

describe('who may read them, and bad input', () => {
  test('without download-payload.view 403; an agency user 403 even when granted it; anonymous 401', async () => {
    const [item] = (await ok(list({ hotel: known.code }))).items;
    const reader = await userWith(api.dataSource, api.url, [PERMISSIONS.bookingsView]);
    for (const token of [reader.token, agent.token]) {
      expect((await list({}, token)).status).toBe(403);
      expect((await byId(item.id, token)).status).toBe(403);
      expect((await download({ id: item.id, part: 'request' }, token)).status).toBe(403);
    }
    expect((await api.http().get(`${BO}/getAllHotelReservationDetails`)).status).toBe(401);
    // A staff user granted it reads them.
    const staff = await userWith(api.dataSource, api.url, [PERMISSIONS.downloadPayloadView]);
    expect((await ok(byId(item.id, staff.token))).id).toBe(item.id);
  });

  test('bad input: 400 with the field; an unknown exchange 404; nothing to download 404', async () => {
    const bad = async (res: Promise<{ status: number; body: Json }>, field: string) => {
      const r = await res;
      expect(r.status).toBe(400);
      expect(fieldErrors(jsonOf(r.body)).map((f) => f.path)).toContain(field);
    };
    await bad(list({ sortKey: 'apiKey' }), 'sortKey');
    await bad(list({ pageSize: '7' }), 'pageSize');
    await bad(list({ outcome: 'MAYBE' }), 'outcome');
    await bad(list({ kind: 'BOOK' }), 'kind');
    await bad(list({ dateFrom: '2025-02-30' }), 'dateFrom');
    await bad(byId('not-an-id'), 'id');
    await bad(download({ id: '00000000-0000-4000-8000-000000000000', part: 'headers' }), 'part');
    await bad(
      call('/bo/Eleisure/getHotelReservationDetailsByID', { id: '00000000-0000-4000-8000-000000000000', extra: 1 }),
      'extra',
    );

    const missing = await byId('00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('SUPPLIER_EXCHANGE_NOT_FOUND');
    const gone = await download({ id: '00000000-0000-4000-8000-000000000000', part: 'request' });
    expect(gone.status).toBe(404);
    expect(jsonOf(gone.body).code).toBe('SUPPLIER_EXCHANGE_NOT_FOUND');
  });

  test('the simulator itself: the same reference answers the same confirmation; a wrong key is refused', async () => {
    const ref = `BK${token8()}`;
    const reserve = (key: string) =>
      fetch(`${simulator.url}/v1/hotel/reservations`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': key },
        body: JSON.stringify({
          ClientReference: ref,
          HotelCode: known.code,
          RoomTypeCode: 'DLX',
          RatePlanCode: 'BAR',
          CheckInDate: day(40),
          CheckOutDate: day(41),
          NumberOfRooms: 1,
          LeadGuest: { Name: 'Adam Lee' },
          TotalAmount: { Amount: '300.00', CurrencyCode: 'MYR' },
        }),
      });
    const first = (await (await reserve(apiKey)).json()) as Json;
    const again = (await (await reserve(apiKey)).json()) as Json;
    expect(first).toMatchObject({ Status: 'CONFIRMED' });
    expect(again.ConfirmationNumber).toBe(first.ConfirmationNumber);
    const wrong = await reserve('not-the-key');
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).not.toContain(apiKey);
  });
});
