/**
 * Issue 18.7: the API killed between commit and reply loses and duplicates nothing. The real API
 * process (backend/dist) is killed with SIGKILL while `book` requests with an Idempotency-Key are in
 * flight, at a different moment each time (before, during and after the booking's transaction),
 * then started again; each request is retried with its key until it answers. Afterwards: each key
 * made exactly one booking (or none, if refused), its retry answered that booking, and the rooms
 * held and the agency's credit held match the bookings made, exactly.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, test } from 'node:test';
import { apiOf } from '../support/api.mjs';
import { startApp } from '../support/app.mjs';
import { agencyWithCredit, day, hotelBooking } from '../support/bookings.mjs';
import { bookableHotelThroughApi } from '../support/hotels.mjs';
import { agencyFields } from '../support/organizations.mjs';

const suite = { app: undefined };
before(async () => {
  suite.app = await startApp();
});
after(async () => {
  await suite.app?.stop();
});
const api = apiOf(suite);
const suffix = randomBytes(3).toString('hex');

/** `book` with an Idempotency-Key; a connection the kill cut answers `{ status: 0 }`. */
async function book(token, key, body) {
  try {
    const res = await fetch(`${suite.app.baseUrl}/api/v1/book`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': key },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: await res.json().catch(() => null) };
  } catch {
    return { status: 0, body: null };
  }
}

test('book requests cut by SIGKILL at any moment are retried with their keys: one booking per key, rooms and credit exact', async () => {
  const agency = await agencyWithCredit(
    api,
    agencyFields(suffix, { organizationName: `Crash Test Travel ${suffix}` }),
    10_000_000,
  );
  const { organizationId } = agency;
  let { token } = agency; // a new one after each restart, below
  const made = await bookableHotelThroughApi(
    api,
    { name: `Crash Hotel ${suffix}`, city: 'Alor Setar', postcode: '05000' },
    { name: 'Deluxe', roomCount: 50 },
    {
      from: day(0),
      to: day(40),
      allotment: 30,
      rate: {
        info: { ratePlanCode: 'BAR', name: 'Best available', mealPlan: 'RO' },
        condition: { refundable: false },
        pricing: { currencyCode: 'MYR', baseOccupancy: 2, baseRate: 25_000 },
      },
    },
  );
  const body = hotelBooking(made, {
    organizationId,
    checkIn: day(20),
    checkOut: day(21),
    contact: { name: 'Crash Test', email: `guest.${suffix}@crash.example.test` },
  });

  // Each attempt: 3 keyed requests in flight, the API killed after a delay that walks across the
  // request's life (the first ones die before it commits, the later ones after).
  const answered = new Map();
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const keys = [0, 1, 2].map((i) => `crash-${suffix}-${attempt}-${i}`);
    const inFlight = keys.map((key) => book(token, key, body));
    await new Promise((r) => setTimeout(r, attempt * 6));
    await suite.app.restartApi();
    const first = await Promise.all(inFlight);
    token = await api.adminToken();
    for (const [i, key] of keys.entries()) {
      let res = first[i];
      // Retry until the API answers for this key (a cut connection answers nothing).
      for (let retry = 0; res.status !== 200 && retry < 20; retry += 1) {
        res = await book(token, key, body);
        if (res.status === 409 && res.body?.code === 'IDEMPOTENCY_IN_PROGRESS') await new Promise((r) => setTimeout(r, 200));
      }
      assert.equal(res.status, 200, `key ${key}: ${JSON.stringify(res.body)}`);
      answered.set(key, res.body.booking);
    }
  }

  await api.runDatabase(async (db) => {
    // One BookingPlaced per key, and it is the booking the key's answer names.
    const placed = (
      await db.query(
        `SELECT metadata->>'commandId' AS key, stream_id FROM event_store.events WHERE type = 'BookingPlaced' AND metadata->>'commandId' LIKE $1`,
        [`crash-${suffix}-%`],
      )
    ).rows;
    assert.equal(placed.length, answered.size, 'one booking per key');
    for (const { key, stream_id } of placed) assert.equal(stream_id, `booking-${answered.get(key).bookingRef}`);
    const refs = [...answered.values()].map((b) => b.bookingRef);
    assert.equal(new Set(refs).size, refs.length);

    // Rooms: held exactly once per booking; holds recorded once per booking.
    const [{ held }] = (
      await db.query(`SELECT held FROM hotels.inventory_days WHERE room_id = $1 AND stay_date = $2`, [
        made.room.roomInfoID,
        day(20),
      ])
    ).rows;
    assert.equal(held, refs.length);
    const [{ holds }] = (
      await db.query(`SELECT count(*)::int AS holds FROM hotels.inventory_holds WHERE booking_ref = ANY($1)`, [refs])
    ).rows;
    assert.equal(holds, refs.length);
    // Credit: one hold per booking, for its total.
    const creditHolds = (
      await db.query(
        `SELECT data->>'bookingRef' AS ref, (data->>'amount')::bigint AS amount FROM event_store.events
          WHERE type = 'HoldPlaced' AND data->>'bookingRef' = ANY($1)`,
        [refs],
      )
    ).rows;
    assert.equal(creditHolds.length, refs.length);
    for (const hold of creditHolds)
      assert.equal(Number(hold.amount), [...answered.values()].find((b) => b.bookingRef === hold.ref).total);
  });
});
