import { randomUUID } from 'node:crypto';
import { PERMISSIONS } from '@bo/shared';
import { SubscriptionsHost } from '../src/core/event-store/event-store.module';
import { ExpireDueBookingsJob } from '../src/modules/bookings/jobs/booking-expiry';
import { ReleaseExpiredHoldsJob } from '../src/modules/hotels/inventory/release-expired-holds.job';
import { ADMIN_PASSWORD, signIn, startApi, startWorker } from './support/api-harness';
import { type BookableRate, bookingCalls, day, today } from './support/booking-fixture';
import { fieldCodes } from './support/field-errors';
import { ok, token8 } from './support/hotel-fixture';
import { registerOrganization } from './support/organization-fixture';
import type { Body, Json } from './support/json-types';

/**
 * Bookings over HTTP against the real PostgreSQL and Redis (docs/bookings.md): a hotel with a rate
 * and an allotment, an agency with agent credit, all made through the API; then book, pay, issue,
 * cancel and expire, checking the rooms (the hotels' inventory) and the credit (the ledger) move
 * with the booking, and that only the transition table's moves are allowed.
 */

let api: Awaited<ReturnType<typeof startApi>>;
let admin: string;
let org: { id: string; name: string; code: string };
let agent: { token: string };
let other: { token: string };

const booking = bookingCalls(() => api);
const call = (path: string, body: Body, token = admin, headers: Record<string, string> = {}) =>
  booking.call(path, body, token, headers);
const pay = (bookingRef: string, token = agent.token) => booking.pay(bookingRef, token);
const hotelWith = (allotment: number, condition: Body = {}) => booking.hotelWith(admin, allotment, { condition });
const bookBody = ({ hotelName: _name, ...h }: BookableRate, over: Body = {}): Body => ({
  productType: 'hotel',
  ...h,
  checkIn: day(20),
  checkOut: day(22),
  adults: 2,
  contact: { name: 'Nur Aisyah', email: 'aisyah@example.test' },
  travellers: ['Nur Aisyah', 'Adam Lee'],
  paymentMethod: 'CREDIT',
  ...over,
});
/** The agency's credit, once the credit projections have caught up with every append. */
const available = async () => {
  await api.app.get(SubscriptionsHost).runner.waitUntilIdle(20_000);
  return readAvailable();
};
const readAvailable = async () =>
  (
    await api
      .http()
      .get('/api/v1/bo/AgentOrganizationCredit/getavailablecredit?currencyCode=MYR')
      .set({ Authorization: `Bearer ${agent.token}` })
  ).body as { available: number; held: number; balance: number };
const inventory = async (roomInfoID: string, date: string) =>
  (
    (await api.dataSource.query(`SELECT held, sold FROM hotels.inventory_days WHERE room_id = $1 AND stay_date = $2`, [
      roomInfoID,
      date,
    ])) as {
      held: number;
      sold: number;
    }[]
  )[0];

beforeAll(async () => {
  api = await startApi();
  admin = await signIn(api.url, 'admin', ADMIN_PASSWORD);
  const grants = [PERMISSIONS.bookingsView, PERMISSIONS.bookingsCreate, PERMISSIONS.bookingsEdit, PERMISSIONS.creditView];
  ({ org, user: agent } = await booking.agency(admin, grants));
  ({ user: other } = await booking.agency(admin, grants));
});
afterAll(async () => {
  await api?.app.close();
});

describe('a booking paid with agent credit', () => {
  test('book holds rooms and credit; pay captures it; issue sells the rooms; cancel within free cancellation gives everything back', async () => {
    const h = await hotelWith(5, { refundable: true, freeCancellationDays: 2, cancellationFee: { basis: 'NIGHTS', value: 1 } });
    const before = await available();
    const booked = await ok(call('/book', bookBody(h), agent.token, { 'X-Page-Path': '/view-booking' }));
    const b = booked.booking;
    expect(b).toMatchObject({
      status: 'PPA',
      paymentStatus: 'pend',
      customerType: 'B2B',
      organizationId: org.id,
      organizationName: org.name,
      hotel: { roomInfoID: h.roomInfoID, nights: 2, rooms: 1 },
      travellers: ['Nur Aisyah', 'Adam Lee'],
      paid: 0,
    });
    expect(b.bookingRef).toMatch(/^BK[0-9A-HJKMNP-TV-Z]{10}$/);
    // The price is the engine's, line by line, adding up to the total.
    expect(b.breakdown.lines[0]).toMatchObject({ kind: 'SUPPLIER_COST', amount: 60_000 });
    expect(b.breakdown.lines.reduce((s: number, l: Json) => s + l.amount, 0)).toBe(b.total);
    expect(await available()).toMatchObject({ available: before.available - b.total, held: before.held + b.total });
    expect(await inventory(h.roomInfoID, day(20))).toEqual({ held: 1, sold: 0 });

    const paid = (await ok(pay(b.bookingRef))).booking;
    expect(paid).toMatchObject({ status: 'PPA', paymentStatus: 'paid', paid: b.total });
    expect(await available()).toMatchObject({
      available: before.available - b.total,
      held: before.held,
      balance: before.balance - b.total,
    });

    const issued = (await ok(call('/issue', { bookingRef: b.bookingRef }, agent.token))).booking;
    expect(issued.status).toBe('CON');
    expect(await inventory(h.roomInfoID, day(20))).toEqual({ held: 0, sold: 1 });

    const quote = await ok(call('/preCancel', { bookingRef: b.bookingRef }, agent.token));
    expect(quote).toMatchObject({ paid: b.total, fee: 0, refund: b.total, freeCancellationUntil: day(18) });
    const cancelled = (await ok(call('/cancel', { bookingRef: b.bookingRef, reason: 'Plans changed' }, agent.token))).booking;
    expect(cancelled).toMatchObject({ status: 'CAN', paymentStatus: 'revr', refunded: b.total });
    expect(await available()).toMatchObject({ available: before.available, held: before.held, balance: before.balance });
    expect(await inventory(h.roomInfoID, day(20))).toEqual({ held: 0, sold: 0 });

    // The history: every move, who made it and from which screen.
    const detail = await ok(call('/bo/BookingManagement/getBooking', { bookingRef: b.bookingRef }));
    expect(detail.history.map((e: Json) => [e.action, e.status, e.paymentStatus])).toEqual([
      ['BOOK', 'PPA', 'pend'],
      ['PAY', 'PPA', 'paid'],
      ['ISSUE', 'CON', 'paid'],
      ['CANCEL', 'CAN', 'revr'],
    ]);
    expect(detail.history[0]).toMatchObject({ by: { userId: expect.any(String) }, pagePath: '/view-booking' });
    expect(detail.history[3].detail).toMatchObject({ fee: 0, refund: b.total, reason: 'Plans changed' });

    // The credit history's refund: the server's remark is a code, read in the reader's language.
    await api.app.get(SubscriptionsHost).runner.waitUntilIdle(20_000);
    const history = await api
      .http()
      .post('/api/v1/bo/AgentOrganizationCredit/getcredithistories')
      .set({ Authorization: `Bearer ${agent.token}` })
      .send({ currencyCode: 'MYR', actionCode: 'CREDIT_REFUND', reference: b.bookingRef });
    expect(history.body.items).toEqual([expect.objectContaining({ remarkCode: 'BOOKING_CANCELLED', remark: null })]);
    const exported = (language: string) =>
      api
        .http()
        .get(`/api/v1/bo/AgentOrganizationCredit/credit-histories/export?currencyCode=MYR&format=csv&reference=${b.bookingRef}`)
        .set({ Authorization: `Bearer ${agent.token}`, 'Accept-Language': language });
    expect((await exported('ms')).text).toContain('Tempahan dibatalkan');
    expect((await exported('en')).text).toContain('Booking cancelled');
    // book answered its history as a later read shows it (from the events it appended, not read back).
    expect(b.history).toEqual([detail.history[0]]);
  });

  test('book, pay and issue answer the booking exactly as getBooking reads it next, to the order of its fields', async () => {
    const h = await hotelWith(5, { refundable: true, freeCancellationDays: 2, cancellationFee: { basis: 'NIGHTS', value: 1 } });
    // The same caller reads it (the answer's language and scope are the caller's).
    const read = async (bookingRef: string, token: string) =>
      JSON.stringify(await ok(call('/bo/BookingManagement/getBooking', { bookingRef }, token, { 'Accept-Language': 'ms' })));
    const answered = (body: Json) => JSON.stringify(body.booking);
    const ms = { 'X-Page-Path': '/view-booking', 'Accept-Language': 'ms' };
    for (const [booker, body] of [
      [agent.token, bookBody(h, { contact: { name: 'Nur Aisyah', email: 'aisyah@example.test', phone: '+60123456789' } })],
      // Staff booking for the agency: the buyer's organization is not the caller's.
      [admin, bookBody(h, { organizationId: org.id, travellers: [] })],
    ] as const) {
      const booked = await ok(call('/book', body, booker, ms));
      const ref = booked.booking.bookingRef as string;
      expect(answered(booked)).toBe(await read(ref, booker));
      // Paid by the agency, issued by staff: two users in the history, each named.
      const paid = await ok(pay(ref).set(ms));
      expect(answered(paid)).toBe(await read(ref, agent.token));
      const issued = await ok(call('/issue', { bookingRef: ref }, admin, ms));
      expect(answered(issued)).toBe(await read(ref, admin));
      expect(issued.booking.history.map((e: Json) => e.by?.userId)).toEqual([
        booked.booking.history[0].by.userId,
        paid.booking.history[1].by.userId,
        expect.any(String),
      ]);
      // Issued again (no events): the same answer again.
      const again = await ok(call('/issue', { bookingRef: ref }, admin, ms));
      expect(answered(again)).toBe(answered(issued));
    }
  });

  test('only the transition table’s moves: issue unpaid, pay twice, staff moves; another agency sees nothing', async () => {
    const h = await hotelWith(5);
    const b = (await ok(call('/book', bookBody(h), agent.token))).booking;
    const unpaidIssue = await call('/issue', { bookingRef: b.bookingRef }, agent.token);
    expect([unpaidIssue.status, unpaidIssue.body.code]).toEqual([409, 'BOOKING_NOT_PAID']);
    await ok(pay(b.bookingRef));
    const twice = await pay(b.bookingRef);
    expect([twice.status, twice.body.code]).toEqual([409, 'BOOKING_ALREADY_PAID']);
    await ok(call('/issue', { bookingRef: b.bookingRef }, agent.token));

    const status = (to: string, token = admin) =>
      call(
        '/bo/BookingManagement/updateBookingStatus',
        { bookingRef: b.bookingRef, status: to, reason: 'Hotel overbooked' },
        token,
      );
    expect((await status('FLD')).body.code).toBe('BOOKING_TRANSITION_NOT_ALLOWED');
    expect((await status('RHI', agent.token)).status).toBe(403);
    expect((await ok(status('RHI'))).booking.status).toBe('RHI');
    const failed = (await ok(status('FLD'))).booking;
    expect(failed).toMatchObject({ status: 'FLD', paymentStatus: 'revr', refunded: b.total });
    expect(await inventory(h.roomInfoID, day(20))).toEqual({ held: 0, sold: 0 });

    for (const res of [
      await call('/getBooking', { bookingRef: b.bookingRef }, other.token),
      await call('/cancel', { bookingRef: b.bookingRef }, other.token),
    ]) {
      expect([res.status, res.body.code]).toEqual([404, 'BOOKING_NOT_FOUND']);
    }
    const theirs = await ok(call('/bo/BookingManagement/bookingList', { pageSize: 10, curPageIndex: 1 }, other.token));
    expect(theirs.items.map((i: Json) => i.bookingRef)).not.toContain(b.bookingRef);
  });

  test('100 concurrent bookings of the last 10 rooms make exactly 10 bookings; the rest are refused whole', async () => {
    const h = await hotelWith(10);
    const before = await available();
    const results = await Promise.all(Array.from({ length: 100 }, () => call('/book', bookBody(h), agent.token)));
    const made = results.filter((r) => r.status === 200);
    expect(made).toHaveLength(10);
    // One answer whichever race a refused booking lost (the search's or the hold's).
    for (const r of results.filter((x) => x.status !== 200))
      expect([r.status, r.body.code]).toEqual([409, 'ROOMS_NOT_AVAILABLE']);
    expect(await inventory(h.roomInfoID, day(20))).toEqual({ held: 10, sold: 0 });
    // Credit was held for the 10 bookings only.
    const total = made.reduce((s, r) => s + (r.body.booking.total as number), 0);
    expect((await available()).held - before.held).toBe(total);
    const [{ n }] = (await api.dataSource.query(`SELECT count(*)::int AS n FROM bookings.bookings WHERE hotel_id = $1`, [
      h.hotelID,
    ])) as { n: number }[];
    expect(n).toBe(10);
  });

  test('the same Idempotency-Key books once', async () => {
    const h = await hotelWith(5);
    const key = { 'Idempotency-Key': `book-${token8()}` };
    const [a, b] = [await call('/book', bookBody(h), agent.token, key), await call('/book', bookBody(h), agent.token, key)];
    expect(a.status).toBe(200);
    expect(b.body.booking.bookingRef).toBe(a.body.booking.bookingRef);
    expect(await inventory(h.roomInfoID, day(20))).toEqual({ held: 1, sold: 0 });
  });

  test('a consumer booking cannot use agent credit; bad input is refused and nothing is held', async () => {
    const h = await hotelWith(5);
    const b2c = await call('/book', bookBody(h));
    expect([b2c.status, b2c.body.details?.fields?.[0]?.code ?? b2c.body.code]).toEqual([400, 'CREDIT_NEEDS_ORGANIZATION']);
    const reversed = await call('/book', bookBody(h, { checkOut: day(19) }), agent.token);
    expect(reversed.status).toBe(400);
    const unknown = await call('/getBooking', { bookingRef: 'BK0000000000' }, agent.token);
    expect([unknown.status, unknown.body.code]).toEqual([404, 'BOOKING_NOT_FOUND']);
    expect(await inventory(h.roomInfoID, day(20))).toEqual({ held: 0, sold: 0 });
  });
});

describe('finding what to book', () => {
  test('destinations, the hotels of one with their cheapest selling price, and one hotel priced as the booking will be', async () => {
    const city = `Melaka ${token8()}`;
    const h = await booking.hotelWith(admin, 3, {
      hotel: { name: `Find Hotel ${token8()}`, city, postcode: '75000', state: 'Melaka' },
      room: { roomCount: 10 },
    });
    const hotel = { hotelID: h.hotelID };
    const destinations = await ok(call('/getDestination', { search: city.slice(0, 12).toLowerCase() }, agent.token));
    expect(destinations).toContainEqual({ destination: city, state: 'Melaka', countryCode: 'MYS', hotelCount: 1 });
    const stay = { productType: 'hotel', checkIn: day(20), checkOut: day(22), adults: 2 };
    const list = await ok(call('/getProduct', { ...stay, destination: city }, agent.token));
    expect(list.pricedFor).toMatchObject({ customerType: 'B2B', organizationId: org.id });
    expect(list.products).toEqual([expect.objectContaining({ hotelID: hotel.hotelID, roomName: 'Deluxe King' })]);
    const details = await ok(call('/getProductDetails', { ...stay, hotelID: hotel.hotelID }, agent.token));
    expect(details.hotel).toMatchObject({ hotelID: hotel.hotelID, city, address: expect.arrayContaining(['75000 ' + city]) });
    const offered = details.rooms[0].rates[0];
    expect(offered.sellingTotal).toBe(list.products[0].fromSellingTotal);

    // The booking costs what was offered.
    const booked = (await ok(call('/book', bookBody(h), agent.token))).booking;
    expect(booked.total).toBe(offered.sellingTotal);
    const reversed = await call('/getProduct', { ...stay, checkOut: day(19), destination: city }, agent.token);
    expect(reversed.status).toBe(400);
  });
});

describe('/bo/General options', () => {
  test("the booking list's filter options and the hotel suppliers, in the caller's language", async () => {
    const get = (path: string, lang?: string) => {
      const req = api
        .http()
        .get(`/api/v1/bo/General/${path}`)
        .set({ Authorization: `Bearer ${agent.token}` });
      return lang ? req.set('Cookie', `lang=${lang}`) : req;
    };
    const en = (await get('BookingListDropDown')).body;
    expect(en.statuses).toContainEqual({ value: 'RHI', label: 'Need Attention' });
    expect(en.paymentMethods.map((o: Json) => o.value)).toEqual(['CREDIT', 'IPAY88_FPX']);
    expect((await get('BookingListDropDown', 'ms')).body.statuses).toContainEqual({ value: 'RHI', label: 'Perlu Perhatian' });
    expect((await get('GetHotelSupplier')).body).toContainEqual({ value: 'RWT', label: 'eLeisure' });
  });
});

describe("an organization's API client (getToken)", () => {
  test('client id and secret key give a token for the booking calls of that organization only; a key reset voids it', async () => {
    const key = (await ok(call('/bo/Organization/reset-secret-key', { organizationId: org.id }))).secretKey as string;
    const token = (body: Body) => api.http().post('/api/v1/getToken').send(body);
    for (const wrong of [
      { clientId: org.code, secretKey: `${key}x` },
      { clientId: 'NO-SUCH-CLIENT', secretKey: key },
    ]) {
      const res = await token(wrong);
      expect([res.status, res.body.code]).toEqual([401, 'INVALID_CLIENT_CREDENTIALS']);
    }
    const issued = await ok(token({ clientId: org.code.toLowerCase(), secretKey: key }));
    expect(issued).toMatchObject({ tokenType: 'Bearer', expiresIn: expect.any(Number) });
    const client = issued.accessToken as string;

    const h = await hotelWith(5);
    const b = (await ok(call('/book', bookBody(h), client))).booking;
    expect(b).toMatchObject({ organizationId: org.id, status: 'PPA' });
    expect((await ok(call('/getBooking', { bookingRef: b.bookingRef }, client))).bookingRef).toBe(b.bookingRef);
    // Scoped: no other calls, no other organization.
    const users = await api
      .http()
      .get('/api/v1/bo/Organization/organizationList')
      .set({ Authorization: `Bearer ${client}` });
    expect(users.status).toBe(403);
    const elsewhere = await call('/book', bookBody(h, { organizationId: (await registerOrganization(api, admin)).id }), client);
    expect([elsewhere.status, elsewhere.body.code]).toEqual([403, 'ORGANIZATION_NOT_YOURS']);

    await ok(call('/bo/Organization/reset-secret-key', { organizationId: org.id }));
    const after = await call('/getBooking', { bookingRef: b.bookingRef }, client);
    expect([after.status, after.body.code]).toEqual([401, 'UNAUTHENTICATED']);
  });
});

describe('expiry', () => {
  test('an unpaid booking past its deadline expires by the worker’s job: rooms and credit released', async () => {
    const shortApi = await startApi([], { BOOKING_PAYMENT_SECONDS: '1' });
    const worker = await startWorker();
    try {
      const h = await hotelWith(5);
      const before = await available();
      const res = await booking.call('/book', bookBody(h), agent.token, {}, shortApi);
      expect(res.status).toBe(200);
      const ref = res.body.booking.bookingRef as string;
      expect(await inventory(h.roomInfoID, day(20))).toEqual({ held: 1, sold: 0 });
      await new Promise((r) => setTimeout(r, 1_200));
      expect(await worker.get(ExpireDueBookingsJob).handle()).toMatchObject({ expired: expect.any(Number) });
      const after = await ok(call('/getBooking', { bookingRef: ref }, agent.token));
      expect(after).toMatchObject({ status: 'EXP', paymentStatus: 'pend' });
      expect(after.history.at(-1)).toMatchObject({ action: 'EXPIRE', by: null });
      expect(await inventory(h.roomInfoID, day(20))).toEqual({ held: 0, sold: 0 });
      expect(await available()).toMatchObject({ available: before.available, held: before.held });
      // Expired is final: paying now is refused.
      const late = await pay(ref);
      expect(late.status).toBe(409);
    } finally {
      await worker.close();
      await shortApi.app.close();
    }
  });

  test('a paid booking keeps its rooms past the unpaid hold’s expiry: the sweep leaves them, and a late issue sells them', async () => {
    // Holds of unpaid bookings end with the deadline here (no grace), 3 s after booking.
    const shortApi = await startApi([], { BOOKING_PAYMENT_SECONDS: '3', BOOKING_HOLD_GRACE_SECONDS: '0' });
    const worker = await startWorker();
    try {
      const h = await hotelWith(5);
      const res = await booking.call('/book', bookBody(h), agent.token, {}, shortApi);
      expect(res.status).toBe(200);
      const ref = res.body.booking.bookingRef as string;
      expect((await pay(ref)).status).toBe(200);
      await new Promise((r) => setTimeout(r, 3_500));
      // The inventory's sweep and the bookings' expiry both run past the deadline and the hold's first expiry.
      await worker.get(ReleaseExpiredHoldsJob).handle();
      await worker.get(ExpireDueBookingsJob).handle();
      expect(await inventory(h.roomInfoID, day(20))).toEqual({ held: 1, sold: 0 });
      const issued = await ok(call('/issue', { bookingRef: ref }));
      expect(issued.booking).toMatchObject({ status: 'CON', paymentStatus: 'paid' });
      expect(await inventory(h.roomInfoID, day(20))).toEqual({ held: 0, sold: 1 });
    } finally {
      await worker.close();
      await shortApi.app.close();
    }
  });
});

describe('what callers hit', () => {
  test('issuing a confirmed booking again answers as a repeated issue does while the agency books, pays, issues and cancels others', async () => {
    const h = await hotelWith(40);
    const ref = (await ok(call('/book', bookBody(h), agent.token))).booking.bookingRef as string;
    await ok(pay(ref));
    await ok(call('/issue', { bookingRef: ref }, agent.token));
    const others = async (token: string) => {
      const b = (await ok(call('/book', bookBody(h), token))).booking.bookingRef as string;
      await ok(pay(b, token));
      // Issued twice at once (a client retrying): both answer the confirmed booking.
      const twice = await Promise.all([call('/issue', { bookingRef: b }, token), call('/issue', { bookingRef: b }, token)]);
      expect(twice.map((r) => [r.status, r.body.booking?.status])).toEqual([
        [200, 'CON'],
        [200, 'CON'],
      ]);
      await ok(call('/cancel', { bookingRef: b, reason: 'Plans changed' }, token));
    };
    const again = () => call('/issue', { bookingRef: ref }, agent.token);
    const results = await Promise.all([
      ...Array.from({ length: 8 }, (_, i) => others(i % 2 ? other.token : agent.token)),
      ...Array.from({ length: 24 }, async (_, i) => {
        await new Promise((r) => setTimeout(r, i * 15));
        return again();
      }),
    ]);
    const repeats = results.filter((r): r is Awaited<ReturnType<typeof again>> => r !== undefined);
    expect(repeats.map((r) => [r.status, r.body.booking?.status])).toEqual(repeats.map(() => [200, 'CON']));
  });
});

describe('what callers read', () => {
  test("an agency user's tab counts are its own organization's bookings", async () => {
    const h = await hotelWith(5);
    const mine = await ok(call('/book', bookBody(h), agent.token));
    const counts = await api
      .http()
      .get('/api/v1/bo/BookingManagement/bookingListCount')
      .set({ Authorization: `Bearer ${agent.token}` });
    expect(counts.status).toBe(200);
    const [{ n }] = (await api.dataSource.query(`SELECT count(*)::int AS n FROM bookings.bookings WHERE organization_id = $1`, [
      org.id,
    ])) as { n: number }[];
    expect(counts.body.total).toBe(n);
    expect(counts.body.byStatus.PPA).toBeGreaterThanOrEqual(1);
    expect(mine.booking.organizationId).toBe(org.id);
  });

  test('date-only filters are inclusive: check-ins of one day, and the bookings made today (business time zone)', async () => {
    const h = await hotelWith(5);
    const ref = (await ok(call('/book', bookBody(h), agent.token))).booking.bookingRef as string;
    const list = async (filters: Body) =>
      (
        await ok(
          call('/bo/BookingManagement/bookingList', { pageSize: 50, curPageIndex: 1, bookingRef: ref, ...filters }, agent.token),
        )
      ).items as Json[];
    expect(await list({ checkInFrom: day(20), checkInTo: day(20) })).toHaveLength(1);
    expect(await list({ checkInFrom: day(21), checkInTo: day(21) })).toHaveLength(0);
    expect(await list({ createdFrom: today(), createdTo: today() })).toHaveLength(1);
    expect(await list({ createdFrom: day(1) })).toHaveLength(0);
    expect(await list({ createdTo: day(-1) })).toHaveLength(0);
  });

  test('book refuses each cause with its own code: an unknown rate, a stay longer than the search allows, too few rooms', async () => {
    const h = await hotelWith(1);
    const unknown = await call('/book', bookBody(h, { roomRateInclusionID: randomUUID() }), agent.token);
    expect([unknown.status, fieldCodes(unknown.body)]).toEqual([404, ['roomRateInclusionID ROOM_RATE_NOT_FOUND']]);
    const long = await call('/book', bookBody(h, { checkOut: day(20 + 31) }), agent.token);
    expect([long.status, fieldCodes(long.body)]).toEqual([400, ['checkOut STAY_TOO_LONG']]);
    await ok(call('/book', bookBody(h), agent.token));
    const soldOut = await call('/book', bookBody(h), agent.token);
    expect([soldOut.status, soldOut.body.code]).toEqual([409, 'ROOMS_NOT_AVAILABLE']);
    expect(soldOut.body.message).toBe(`Not enough rooms are free on ${day(20)}: 0 left.`);
  });

  test("getBooking lists the booking's payments: the capture, then the refund of a cancellation", async () => {
    const h = await hotelWith(5, { refundable: true, freeCancellationDays: 2, cancellationFee: { basis: 'NIGHTS', value: 1 } });
    const b = (await ok(call('/book', bookBody(h), agent.token))).booking;
    expect(b.payments).toEqual([]);
    await ok(pay(b.bookingRef));
    await ok(call('/cancel', { bookingRef: b.bookingRef, reason: 'Plans changed' }, agent.token));
    const detail = await ok(call('/getBooking', { bookingRef: b.bookingRef }, agent.token));
    expect(detail.payments).toEqual([
      { state: 'PAID', method: 'CREDIT', amount: b.total, reference: null, reason: null, at: expect.any(String) },
      { state: 'REFUNDED', method: 'CREDIT', amount: b.total, reference: null, reason: null, at: expect.any(String) },
    ]);
    expect(Date.parse(detail.payments[1].at)).toBeGreaterThanOrEqual(Date.parse(detail.payments[0].at));
  });
});
