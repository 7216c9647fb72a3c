import { randomUUID } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { PERMISSIONS } from '@bo/shared';
import { buildDataSource } from '../src/core/database/data-source';
import { CONTEXTS } from '../src/contexts';
import { HotelInventory, type HoldRequest } from '../src/modules/hotels/ports/hotel-inventory';
import { ADMIN_PASSWORD, auditEntries, signIn, startApi, userWith } from './support/api-harness';
import { fieldErrors } from './support/field-errors';
import { ALL_HOTEL_PERMISSIONS, hotelFixtures, ok, token8 } from './support/hotel-fixture';
import { registerOrganization } from './support/organization-fixture';
import type { Body, Json } from './support/json-types';

/**
 * The per-date hotel inventory (docs/hotel-inventory.md "Per-date inventory") against the real
 * PostgreSQL: the calendar and its bulk edit, seasons, child age bands, and the HotelInventory port
 * under concurrency. Spec files share the database, so every hotel here is made by this run.
 */

const H = '/bo/RWTDIYHotel';
/** Connections the concurrent holds run on, besides the API's pool: PostgreSQL allows 100 in all, shared by every spec that runs. */
const HOLD_CONNECTIONS = 30;

let api: Awaited<ReturnType<typeof startApi>>;
let admin: string;
let staff: { username: string; token: string };
let viewer: { token: string };
let outsider: { token: string };
let port: HotelInventory;
/** A pool of its own for the concurrent holds: each hold is its own transaction on its own connection. */
let holders: DataSource;

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const post = (path: string, body: Body, token = staff.token) =>
  api.http().post(`/api/v1${H}/${path}`).set(auth(token)).send(body);
const make = hotelFixtures((path, body) => ok(post(path, body)));

/** A year from now: every date here is in the hotel's future. */
const YEAR = new Date().getUTCFullYear() + 1;
const d = (monthDay: string) => `${YEAR}-${monthDay}`;

/** A hotel with one room type of `roomCount` rooms and one rate (BAR, RM 350.00 for 2 adults). */
async function newRoomWithRate(roomCount = 20) {
  const hotel = await make.hotel({ name: 'Inventory Test Hotel' });
  const bedCombinationID = await make.bedCombination({ nameEn: 'King', nameMs: 'King' });
  const room = await make.room(hotel.hotelID, bedCombinationID, { maxChildren: 2, maxOccupancy: 4, roomCount });
  const rate = await make.rate(room.roomInfoID);
  return { hotel, room, rate, roomID: room.roomInfoID as string, rateID: rate.roomRateInclusionID as string };
}

const calendarOf = (roomInfoID: string, from: string, to: string) => ok(post('getRoomCalendar', { roomInfoID, from, to }));
const setCalendar = (body: Body) => post('updateRoomCalendar', body);
const byDate = <T extends { date: string }>(days: T[]) => new Map(days.map((day) => [day.date, day]));

const holdOf = (roomID: string, rateID: string, overrides: Partial<HoldRequest> = {}): HoldRequest => ({
  bookingRef: `BK${token8()}`,
  roomInfoID: roomID,
  roomRateInclusionID: rateID,
  checkIn: d('03-02'),
  checkOut: d('03-05'),
  rooms: 1,
  expiresAt: new Date(Date.now() + 15 * 60_000),
  ...overrides,
});
/** The port in a transaction of its own (as a booking would call it), on the API's pool. */
const inTransaction = <T>(work: (m: EntityManager) => Promise<T>) => api.dataSource.transaction(work);
/** What a failed call of the port threw: its catalogue code and values. */
const refusal = (work: Promise<unknown>) =>
  work.then(
    () => undefined,
    (error: { code?: string; params?: unknown }) => ({ code: error.code, params: error.params }),
  );

/** `count` holds at once, each its own transaction on its own connection of `holders`; answers how many held. */
async function concurrentHolds(count: number, hold: () => HoldRequest): Promise<{ held: number; refusals: string[] }> {
  const results = await Promise.allSettled(Array.from({ length: count }, () => holders.transaction((m) => port.hold(m, hold()))));
  const refusals = results
    .filter((r): r is PromiseRejectedResult => r.status === 'rejected')
    .map((r) => (r.reason as { code?: string }).code ?? String(r.reason));
  return { held: results.filter((r) => r.status === 'fulfilled').length, refusals };
}

beforeAll(async () => {
  api = await startApi();
  admin = await signIn(api.url, 'admin', ADMIN_PASSWORD);
  staff = await userWith(api.dataSource, api.url, ALL_HOTEL_PERMISSIONS);
  viewer = await userWith(api.dataSource, api.url, [PERMISSIONS.hotelsView, PERMISSIONS.hotelRoomsView]);
  outsider = await userWith(api.dataSource, api.url, [PERMISSIONS.usersView]);
  port = api.app.get(HotelInventory);
  holders = buildDataSource({ ...api.config, DATABASE_POOL_SIZE: HOLD_CONNECTIONS }, CONTEXTS);
  await holders.initialize();
});
afterAll(async () => {
  await holders?.destroy();
  await api?.app.close();
});

describe('calendar', () => {
  test('a year of one room type in one request, by weekday; the read shows each date as set', async () => {
    const { roomID, rateID } = await newRoomWithRate(20);
    const weekdays = await ok(
      setCalendar({
        roomInfoID: roomID,
        from: d('01-01'),
        to: d('12-31'),
        weekdays: [1, 2, 3, 4, 5],
        room: { allotment: 12 },
        rates: [{ roomRateInclusionID: rateID, minStay: 1 }],
      }),
    );
    const weekend = await ok(
      setCalendar({
        roomInfoID: roomID,
        from: d('01-01'),
        to: d('12-31'),
        weekdays: [6, 7],
        room: { allotment: 18, stopSell: true },
        rates: [{ roomRateInclusionID: rateID, price: 42000, minStay: 2 }],
      }),
    );
    expect(weekdays).toMatchObject({ code: 'ROOM_CALENDAR_UPDATED', daysChanged: expect.any(Number) });
    const yearDays = new Date(Date.UTC(YEAR, 1, 29)).getUTCMonth() === 1 ? 366 : 365;
    expect(weekdays.daysChanged + weekend.daysChanged).toBe(yearDays);
    expect(weekend.message).toBe(`Calendar updated: ${weekend.daysChanged} day(s) changed.`);

    const calendar = await calendarOf(roomID, d('01-01'), d('12-31'));
    expect(calendar.days).toHaveLength(yearDays);
    for (const day of calendar.days) {
      const weekendDay = [0, 6].includes(new Date(`${day.date}T00:00:00Z`).getUTCDay());
      expect([day.date, day.allotment, day.stopSell, day.free]).toEqual([
        day.date,
        weekendDay ? 18 : 12,
        weekendDay,
        weekendDay ? 18 : 12,
      ]);
    }
    const [rate] = calendar.rates;
    for (const day of rate.days) {
      const weekendDay = [0, 6].includes(new Date(`${day.date}T00:00:00Z`).getUTCDay());
      expect([day.date, day.price, day.priceSource, day.minStay]).toEqual(
        weekendDay ? [day.date, 42000, 'DAY', 2] : [day.date, 35000, 'BASE', 1],
      );
    }

    // An absent field stays; null goes back to the default.
    await ok(
      setCalendar({
        roomInfoID: roomID,
        from: d('01-01'),
        to: d('01-31'),
        room: { stopSell: false, releaseDays: 3 },
        rates: [{ roomRateInclusionID: rateID, price: null, closedToArrival: true }],
      }),
    );
    const january = await calendarOf(roomID, d('01-01'), d('01-31'));
    for (const day of january.days) {
      expect(day).toMatchObject({ stopSell: false, releaseDays: 3, releaseDaysSet: true });
      expect(day.allotment).toBeGreaterThanOrEqual(12);
    }
    for (const day of january.rates[0].days)
      expect(day).toMatchObject({ price: 35000, priceSource: 'BASE', closedToArrival: true });
  });

  test('dates never edited have nothing to sell; DAY over SEASON over BASE prices', async () => {
    const { roomID, rateID } = await newRoomWithRate();
    await ok(
      post('createRateSeason', {
        roomRateInclusionID: rateID,
        name: 'School holidays',
        startsOn: d('06-01'),
        endsOn: d('06-30'),
        weekdayPrices: [40000, 40000, 40000, 40000, 40000, 50000, null],
      }),
    );
    await ok(
      setCalendar({
        roomInfoID: roomID,
        from: d('06-15'),
        to: d('06-15'),
        rates: [{ roomRateInclusionID: rateID, price: 99000 }],
      }),
    );
    const calendar = await calendarOf(roomID, d('05-31'), d('07-01'));
    expect(calendar).toMatchObject({ roomInfoID: roomID, currencyCode: 'MYR', roomCount: 20, releaseDays: 0 });
    expect(calendar.days[0]).toMatchObject({ allotment: 0, held: 0, sold: 0, free: 0, stopSell: false });
    const prices = byDate(calendar.rates[0].days as { date: string; price: number; priceSource: string }[]);
    const sourceOf = (date: string) => [prices.get(date)!.price, prices.get(date)!.priceSource];
    expect(sourceOf(d('05-31'))).toEqual([35000, 'BASE']);
    expect(sourceOf(d('07-01'))).toEqual([35000, 'BASE']);
    expect(sourceOf(d('06-15'))).toEqual([99000, 'DAY']);
    for (const date of [d('06-01'), d('06-30')]) {
      const weekday = ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
      expect(sourceOf(date)).toEqual(weekday === 6 ? [50000, 'SEASON'] : weekday === 7 ? [35000, 'BASE'] : [40000, 'SEASON']);
    }
  });

  test('an allotment above the room count, or below what is held and sold, is refused with nothing stored', async () => {
    const { roomID, rateID } = await newRoomWithRate(10);
    const above = await setCalendar({ roomInfoID: roomID, from: d('04-01'), to: d('04-30'), room: { allotment: 11 } });
    expect(above.status).toBe(400);
    expect(above.body.message).toBe('The allotment cannot be more than the 10 room(s) of this room type.');
    expect(fieldErrors(above.body)).toEqual([
      expect.objectContaining({ path: 'room.allotment', code: 'ALLOTMENT_ABOVE_ROOM_COUNT' }),
    ]);

    await ok(setCalendar({ roomInfoID: roomID, from: d('04-01'), to: d('04-30'), room: { allotment: 10 } }));
    await inTransaction((m) => port.hold(m, holdOf(roomID, rateID, { checkIn: d('04-10'), checkOut: d('04-12'), rooms: 6 })));
    const below = await setCalendar({
      roomInfoID: roomID,
      from: d('04-01'),
      to: d('04-30'),
      room: { allotment: 5, stopSell: true },
      rates: [{ roomRateInclusionID: rateID, price: 1000 }],
    });
    expect(below.status).toBe(409);
    expect(below.body).toMatchObject({ code: 'ALLOTMENT_BELOW_BOOKED' });
    expect(below.body.message).toBe(
      `On ${d('04-10')}, 6 room(s) are already held or sold: the allotment plus the overbooking allowance cannot be less.`,
    );
    const after = await calendarOf(roomID, d('04-01'), d('04-30'));
    expect(after.days.every((day: Json) => day.allotment === 10 && !day.stopSell)).toBe(true);
    expect(after.rates[0].days.every((day: Json) => day.priceSource === 'BASE')).toBe(true);

    // With an allowance covering the difference, the same allotment is taken.
    await ok(
      setCalendar({ roomInfoID: roomID, from: d('04-01'), to: d('04-30'), room: { allotment: 5, overbookingAllowance: 1 } }),
    );
    expect(byDate((await calendarOf(roomID, d('04-10'), d('04-10'))).days).get(d('04-10'))).toMatchObject({
      allotment: 5,
      overbookingAllowance: 1,
      held: 6,
      free: 0,
    });
  });

  test('a room type cannot have fewer rooms than a coming date allots', async () => {
    const { room, roomID } = await newRoomWithRate(10);
    await ok(setCalendar({ roomInfoID: roomID, from: d('06-01'), to: d('06-30'), weekdays: [6], room: { allotment: 9 } }));
    const update = (roomCount: number) =>
      post('updateRoomInfo', {
        roomInfoID: roomID,
        code: room.code,
        name: room.name,
        maxAdults: room.maxAdults,
        maxChildren: room.maxChildren,
        maxOccupancy: room.maxOccupancy,
        roomCount,
        bedCombinationIDs: room.bedCombinations.map((c: Json) => c.bedCombinationID),
      });
    const refused = await update(8);
    expect(refused.status).toBe(409);
    expect(fieldErrors(refused.body)).toEqual([
      expect.objectContaining({ path: 'roomCount', code: 'ROOM_COUNT_BELOW_ALLOTMENT' }),
    ]);
    const firstSaturday = (await calendarOf(roomID, d('06-01'), d('06-30'))).days.find((day: Json) => day.allotment === 9).date;
    expect(refused.body.message).toBe(
      `On ${firstSaturday} the allotment is 9 room(s); lower it on the calendar before lowering the number of rooms.`,
    );
    expect((await ok(update(9))).room.roomCount).toBe(9);
  });

  test('bad ranges and fields are refused by name', async () => {
    const { roomID, rateID } = await newRoomWithRate();
    const other = await newRoomWithRate();
    const cases: [Body, string, string][] = [
      [{ from: d('01-01'), to: `${YEAR + 1}-01-02`, room: { allotment: 1 } }, 'to', 'DATE_RANGE_TOO_LONG'],
      [{ from: d('02-02'), to: d('02-01'), room: { allotment: 1 } }, 'to', 'DATE_RANGE_REVERSED'],
      [{ from: d('02-30'), to: d('03-01'), room: { allotment: 1 } }, 'from', 'DATE_FORMAT'],
      [{ from: d('02-01'), to: d('02-02'), weekdays: [0], room: { allotment: 1 } }, 'weekdays.0', 'NUMBER_BETWEEN'],
      [{ from: d('02-01'), to: d('02-02'), room: {} }, '', 'CALENDAR_NOTHING_TO_CHANGE'],
      [
        { from: d('02-01'), to: d('02-02'), rates: [{ roomRateInclusionID: other.rateID, price: 100 }] },
        'rates.0.roomRateInclusionID',
        'RATE_NOT_OF_ROOM',
      ],
      [
        { from: d('02-01'), to: d('02-02'), rates: [{ roomRateInclusionID: rateID, price: 1.5 }] },
        'rates.0.price',
        'MONEY_MINOR_UNITS',
      ],
      [{ from: d('02-01'), to: d('02-02'), room: { allotment: 1 }, note: 'x' }, 'note', 'UNKNOWN_FIELD'],
    ];
    for (const [body, path, code] of cases) {
      const res = await setCalendar({ roomInfoID: roomID, ...body });
      expect([path, res.status, fieldErrors(res.body)?.[0]]).toEqual([path, 400, expect.objectContaining({ path, code })]);
    }
    // A maximum stay below a date's own minimum.
    await ok(
      setCalendar({ roomInfoID: roomID, from: d('02-01'), to: d('02-02'), rates: [{ roomRateInclusionID: rateID, minStay: 4 }] }),
    );
    const stay = await setCalendar({
      roomInfoID: roomID,
      from: d('02-01'),
      to: d('02-10'),
      rates: [{ roomRateInclusionID: rateID, maxStay: 3 }],
    });
    expect(fieldErrors(stay.body)).toEqual([expect.objectContaining({ path: 'rates.0.maxStay', code: 'NUMBER_AT_LEAST' })]);
    expect((await calendarOf(roomID, `${YEAR}-01-01`, `${YEAR + 1}-01-01`)).days).toHaveLength(
      new Date(Date.UTC(YEAR, 1, 29)).getUTCMonth() === 1 ? 367 : 366,
    );
    expect((await post('getRoomCalendar', { roomInfoID: roomID, from: d('01-01'), to: `${YEAR + 1}-01-02` })).status).toBe(400);
    expect((await post('getRoomCalendar', { roomInfoID: randomUUID(), from: d('01-01'), to: d('01-02') })).status).toBe(404);
  });

  test('a bulk edit is one audit entry with the range and the fields', async () => {
    const { roomID, rateID } = await newRoomWithRate();
    await ok(
      setCalendar({
        roomInfoID: roomID,
        from: d('05-01'),
        to: d('05-31'),
        weekdays: [5, 6],
        room: { allotment: 7, overbookingAllowance: 2 },
        rates: [{ roomRateInclusionID: rateID, stopSell: true }],
      }),
    );
    const entries = await auditEntries(api, admin, {
      username: staff.username,
      action: 'room-calendar.updated',
      targetId: roomID,
    });
    expect(entries).toHaveLength(1);
    expect(entries[0].details).toMatchObject({
      from: d('05-01'),
      to: d('05-31'),
      weekdays: [5, 6],
      room: { allotment: 7, overbookingAllowance: 2 },
      rates: [{ roomRateInclusionID: rateID, stopSell: true }],
      roomType: { roomInfoID: roomID },
    });
  });
});

describe('seasons', () => {
  test('create, list, update, delete; overlapping dates of one rate refused; audited', async () => {
    const { rateID } = await newRoomWithRate();
    const other = await newRoomWithRate();
    const body = (overrides: Body = {}) => ({
      roomRateInclusionID: rateID,
      name: 'Year-end',
      startsOn: d('12-01'),
      endsOn: d('12-31'),
      weekdayPrices: [45000, 45000, 45000, 45000, 45000, 55000, 55000],
      ...overrides,
    });
    const created = await ok(post('createRateSeason', body()));
    expect(created).toMatchObject({
      code: 'RATE_SEASON_CREATED',
      rateSeason: { name: 'Year-end', currencyCode: 'MYR', endsOn: d('12-31') },
    });
    const early = (await ok(post('createRateSeason', body({ name: 'Early', startsOn: d('11-01'), endsOn: d('11-30') }))))
      .rateSeason;
    // Another rate may use the same dates.
    await ok(post('createRateSeason', body({ roomRateInclusionID: other.rateID })));

    for (const [startsOn, endsOn] of [
      [d('12-31'), d('12-31')],
      [d('10-01'), d('11-01')],
      [d('11-15'), d('12-15')],
    ]) {
      const res = await post('createRateSeason', body({ name: 'Clash', startsOn, endsOn }));
      expect([startsOn, res.status, res.body.code]).toEqual([startsOn, 409, 'RATE_SEASON_OVERLAP']);
    }
    const clash = await post('createRateSeason', body({ name: 'Clash', startsOn: d('12-24'), endsOn: d('12-26') }));
    expect(clash.body.message).toBe(
      `These dates overlap the season "Year-end" (${d('12-01')} to ${d('12-31')}) of the same rate.`,
    );
    const movedOk = await post('updateRateSeason', {
      rateSeasonID: early.rateSeasonID,
      name: 'Early',
      startsOn: d('11-01'),
      endsOn: d('12-01'),
      weekdayPrices: [1, 1, 1, 1, 1, 1, 1],
    });
    expect(movedOk.body.code).toBe('RATE_SEASON_OVERLAP');
    const updated = await ok(
      post('updateRateSeason', {
        rateSeasonID: early.rateSeasonID,
        name: 'Early bird',
        startsOn: d('10-15'),
        endsOn: d('11-30'),
        weekdayPrices: [38000, null, null, null, null, null, null],
      }),
    );
    expect(updated.rateSeason).toMatchObject({
      name: 'Early bird',
      startsOn: d('10-15'),
      weekdayPrices: [38000, null, null, null, null, null, null],
    });

    const list = await ok(post('getRateSeasonList', { roomRateInclusionID: rateID }));
    expect(list.map((s: Json) => s.name)).toEqual(['Early bird', 'Year-end']);

    expect(await ok(post('deleteRateSeason', { rateSeasonID: early.rateSeasonID }))).toMatchObject({
      code: 'RATE_SEASON_DELETED',
      rateSeasonID: early.rateSeasonID,
    });
    expect((await post('deleteRateSeason', { rateSeasonID: early.rateSeasonID })).status).toBe(404);
    expect((await ok(post('getRateSeasonList', { roomRateInclusionID: rateID }))).map((s: Json) => s.name)).toEqual(['Year-end']);

    const [change] = await auditEntries(api, admin, {
      username: staff.username,
      action: 'rate-season.updated',
      targetId: early.rateSeasonID,
    });
    expect(change.details).toMatchObject({ changed: expect.arrayContaining(['name', 'startsOn', 'weekdayPrices']) });
    expect(
      await auditEntries(api, admin, { username: staff.username, action: 'rate-season.deleted', targetId: early.rateSeasonID }),
    ).toHaveLength(1);

    // Bad seasons, by field.
    const reversed = await post('createRateSeason', body({ startsOn: d('02-10'), endsOn: d('02-01') }));
    expect(fieldErrors(reversed.body)).toEqual([expect.objectContaining({ path: 'endsOn', code: 'DATE_RANGE_REVERSED' })]);
    const short = await post('createRateSeason', body({ startsOn: d('02-01'), endsOn: d('02-10'), weekdayPrices: [1, 2, 3] }));
    expect(fieldErrors(short.body)).toEqual([expect.objectContaining({ path: 'weekdayPrices' })]);
  });

  test('the database refuses overlapping seasons even past the service (the exclusion constraint)', async () => {
    const { rateID } = await newRoomWithRate();
    const insert = (startsOn: string, endsOn: string) =>
      api.dataSource.query(
        `INSERT INTO hotels.rate_seasons (room_rate_id, name, starts_on, ends_on, weekday_prices) VALUES ($1, 'x', $2, $3, '{1,1,1,1,1,1,1}')`,
        [rateID, startsOn, endsOn],
      );
    await insert(d('08-01'), d('08-10'));
    await expect(insert(d('08-10'), d('08-20'))).rejects.toMatchObject({ code: '23P01' });
    await insert(d('08-11'), d('08-20'));
  });
});

describe('child age bands', () => {
  test('editRoomRatePricing takes bands by age, answers them with the rate, keeps them when absent, refuses overlaps', async () => {
    const { rateID } = await newRoomWithRate();
    const pricing = { roomRateInclusionID: rateID, currencyCode: 'MYR', baseOccupancy: 2, baseRate: 35000, childRate: 4000 };
    const bands = [
      { ageFrom: 6, ageTo: 11, price: 3000 },
      { ageFrom: 0, ageTo: 5, price: 0 },
    ];
    const edited = await ok(post('editRoomRatePricing', { ...pricing, childAgeBands: bands }));
    expect(edited.roomRate.pricing.childAgeBands).toEqual([bands[1], bands[0]]);
    expect((await ok(post('editRoomRatePricing', { ...pricing, baseRate: 36000 }))).roomRate.pricing).toMatchObject({
      baseRate: 36000,
      childAgeBands: [bands[1], bands[0]],
    });
    const read = await ok(
      api.http().get(`/api/v1${H}/getRoomRateInclusion`).query({ roomRateInclusionID: rateID }).set(auth(staff.token)),
    );
    expect(read.pricing.childAgeBands).toHaveLength(2);

    const overlap = await post('editRoomRatePricing', {
      ...pricing,
      childAgeBands: [...bands, { ageFrom: 11, ageTo: 17, price: 3500 }],
    });
    expect(overlap.status).toBe(400);
    expect(fieldErrors(overlap.body)).toEqual([
      expect.objectContaining({ path: 'childAgeBands.2.ageFrom', code: 'CHILD_AGE_BANDS_OVERLAP' }),
    ]);
    const tooOld = await post('editRoomRatePricing', { ...pricing, childAgeBands: [{ ageFrom: 12, ageTo: 18, price: 1 }] });
    expect(fieldErrors(tooOld.body)).toEqual([
      expect.objectContaining({ path: 'childAgeBands.0.ageTo', code: 'NUMBER_BETWEEN' }),
    ]);
    expect((await ok(post('editRoomRatePricing', { ...pricing, childAgeBands: [] }))).roomRate.pricing.childAgeBands).toEqual([]);

    const [entry] = await auditEntries(api, admin, {
      username: staff.username,
      action: 'room-rate.pricing-edited',
      targetId: rateID,
    });
    expect(entry.details.changed).toContain('pricing');
  });
});

describe('the HotelInventory port', () => {
  test('100 concurrent holds for the last 10 rooms give exactly 10; an overbooking allowance of 3 lets exactly 3 more through', async () => {
    const { roomID, rateID } = await newRoomWithRate(20);
    await ok(setCalendar({ roomInfoID: roomID, from: d('03-01'), to: d('03-10'), room: { allotment: 20 } }));
    // 10 of the 20 rooms already sold.
    const sold = await inTransaction((m) => port.hold(m, holdOf(roomID, rateID, { rooms: 10 })));
    await inTransaction((m) => port.confirm(m, sold.holdID));

    const first = await concurrentHolds(100, () => holdOf(roomID, rateID));
    expect(first.held).toBe(10);
    expect(first.refusals).toEqual(Array.from({ length: 90 }, () => 'ROOMS_NOT_AVAILABLE'));
    const nights = [d('03-02'), d('03-03'), d('03-04')];
    let days = byDate((await calendarOf(roomID, d('03-01'), d('03-05'))).days as Json[]);
    for (const night of nights) expect(days.get(night)).toMatchObject({ allotment: 20, held: 10, sold: 10, free: 0 });
    expect(days.get(d('03-01'))).toMatchObject({ held: 0, sold: 0, free: 20 });
    expect(days.get(d('03-05'))).toMatchObject({ held: 0, sold: 0, free: 20 });

    await ok(setCalendar({ roomInfoID: roomID, from: d('03-01'), to: d('03-10'), room: { overbookingAllowance: 3 } }));
    const more = await concurrentHolds(100, () => holdOf(roomID, rateID));
    expect(more.held).toBe(3);
    days = byDate((await calendarOf(roomID, d('03-01'), d('03-05'))).days as Json[]);
    for (const night of nights) expect(days.get(night)).toMatchObject({ held: 13, sold: 10, overbookingAllowance: 3, free: 0 });
  });

  test('a refused hold names the first short night and leaves nothing held; stop-sell refuses', async () => {
    const { roomID, rateID } = await newRoomWithRate(5);
    await ok(setCalendar({ roomInfoID: roomID, from: d('07-01'), to: d('07-03'), room: { allotment: 5 } }));
    await ok(setCalendar({ roomInfoID: roomID, from: d('07-02'), to: d('07-02'), room: { allotment: 2 } }));
    const stay = { checkIn: d('07-01'), checkOut: d('07-04') };
    // The caller goes on with its transaction: what the refused hold took is given back in it.
    const short = await inTransaction(async (m) => refusal(port.hold(m, holdOf(roomID, rateID, { ...stay, rooms: 3 }))));
    expect(short).toEqual({ code: 'ROOMS_NOT_AVAILABLE', params: { date: d('07-02'), free: 2 } });
    let days = (await calendarOf(roomID, d('07-01'), d('07-03'))).days;
    expect(days.map((day: Json) => day.held)).toEqual([0, 0, 0]);

    // A night without inventory.
    expect(
      await inTransaction((m) => refusal(port.hold(m, holdOf(roomID, rateID, { checkIn: d('07-03'), checkOut: d('07-05') })))),
    ).toEqual({
      code: 'ROOMS_NOT_AVAILABLE',
      params: { date: d('07-04'), free: 0 },
    });
    // Stop-sell on the room type, then on the rate.
    await ok(setCalendar({ roomInfoID: roomID, from: d('07-03'), to: d('07-03'), room: { stopSell: true } }));
    expect((await inTransaction((m) => refusal(port.hold(m, holdOf(roomID, rateID, stay)))))?.params).toEqual({
      date: d('07-03'),
      free: 0,
    });
    await ok(setCalendar({ roomInfoID: roomID, from: d('07-03'), to: d('07-03'), room: { stopSell: false } }));
    await ok(
      setCalendar({
        roomInfoID: roomID,
        from: d('07-01'),
        to: d('07-01'),
        rates: [{ roomRateInclusionID: rateID, stopSell: true }],
      }),
    );
    expect((await inTransaction((m) => refusal(port.hold(m, holdOf(roomID, rateID, stay)))))?.params).toEqual({
      date: d('07-01'),
      free: 0,
    });
    days = (await calendarOf(roomID, d('07-01'), d('07-03'))).days;
    expect(days.map((day: Json) => day.held)).toEqual([0, 0, 0]);
    // A rate of another room type.
    const other = await newRoomWithRate();
    expect(await inTransaction((m) => refusal(port.hold(m, holdOf(roomID, other.rateID, stay))))).toMatchObject({
      code: 'ROOM_RATE_NOT_FOUND',
    });
  });

  test('confirm moves held to sold, release gives rooms back and is idempotent; rolled back with the caller', async () => {
    const { roomID, rateID } = await newRoomWithRate(8);
    await ok(setCalendar({ roomInfoID: roomID, from: d('09-01'), to: d('09-30'), room: { allotment: 8 } }));
    const stay = { checkIn: d('09-10'), checkOut: d('09-12'), rooms: 3 };
    const countsOf = async () =>
      ((await calendarOf(roomID, d('09-10'), d('09-11'))).days as Json[]).map((day) => [day.held, day.sold, day.free]);

    const { holdID } = await inTransaction((m) => port.hold(m, holdOf(roomID, rateID, stay)));
    expect(await countsOf()).toEqual([
      [3, 0, 5],
      [3, 0, 5],
    ]);
    await inTransaction((m) => port.confirm(m, holdID));
    await inTransaction((m) => port.confirm(m, holdID));
    expect(await countsOf()).toEqual([
      [0, 3, 5],
      [0, 3, 5],
    ]);
    await inTransaction((m) => port.release(m, holdID));
    await inTransaction((m) => port.release(m, holdID));
    expect(await countsOf()).toEqual([
      [0, 0, 8],
      [0, 0, 8],
    ]);
    expect(await inTransaction((m) => refusal(port.confirm(m, holdID)))).toMatchObject({ code: 'INVENTORY_HOLD_RELEASED' });
    expect(await inTransaction((m) => refusal(port.release(m, randomUUID())))).toMatchObject({
      code: 'INVENTORY_HOLD_NOT_FOUND',
    });

    // A held hold released; a booking whose transaction fails holds nothing.
    const second = await inTransaction((m) => port.hold(m, holdOf(roomID, rateID, stay)));
    await inTransaction((m) => port.release(m, second.holdID));
    await expect(
      inTransaction(async (m) => {
        await port.hold(m, holdOf(roomID, rateID, stay));
        throw new Error('the booking failed');
      }),
    ).rejects.toThrow('the booking failed');
    expect(await countsOf()).toEqual([
      [0, 0, 8],
      [0, 0, 8],
    ]);
  });

  test('holds past their expiry are released by the sweep; confirming one is refused', async () => {
    const { roomID, rateID } = await newRoomWithRate(4);
    await ok(setCalendar({ roomInfoID: roomID, from: d('10-01'), to: d('10-05'), room: { allotment: 4 } }));
    const stay = { checkIn: d('10-02'), checkOut: d('10-04'), rooms: 2 };
    const expired = await inTransaction((m) =>
      port.hold(m, holdOf(roomID, rateID, { ...stay, expiresAt: new Date(Date.now() - 1000) })),
    );
    const live = await inTransaction((m) => port.hold(m, holdOf(roomID, rateID, stay)));
    expect(await inTransaction((m) => refusal(port.confirm(m, expired.holdID)))).toMatchObject({
      code: 'INVENTORY_HOLD_RELEASED',
    });

    expect(await port.releaseExpired()).toBeGreaterThanOrEqual(1);
    const days = ((await calendarOf(roomID, d('10-02'), d('10-03'))).days as Json[]).map((day) => day.held);
    expect(days).toEqual([2, 2]);
    const [status] = (await api.dataSource.query(`SELECT status FROM hotels.inventory_holds WHERE id = $1`, [
      expired.holdID,
    ])) as {
      status: string;
    }[];
    expect(status.status).toBe('RELEASED');
    await inTransaction((m) => port.confirm(m, live.holdID));
  });

  test('the CHECK constraint refuses a date below zero free rooms even past the port', async () => {
    const { roomID } = await newRoomWithRate(3);
    await ok(
      setCalendar({ roomInfoID: roomID, from: d('11-01'), to: d('11-01'), room: { allotment: 3, overbookingAllowance: 1 } }),
    );
    const write = (sql: string) => api.dataSource.query(`UPDATE hotels.inventory_days SET ${sql} WHERE room_id = $1`, [roomID]);
    await write('held = 2, sold = 2');
    await expect(write('held = 3, sold = 2')).rejects.toMatchObject({
      code: '23514',
      constraint: 'inventory_days_never_below_zero_ck',
    });
    await expect(write('held = -1, sold = 0')).rejects.toMatchObject({ code: '23514' });
    await expect(write('overbooking_allowance = 0')).rejects.toMatchObject({ code: '23514' });
  });
});

describe('access', () => {
  test('staff with the hotel-rooms permissions only: no permission 403, view cannot edit, an agency user 403', async () => {
    const { roomID, rateID } = await newRoomWithRate();
    const calls: [string, Body][] = [
      ['getRoomCalendar', { roomInfoID: roomID, from: d('01-01'), to: d('01-02') }],
      ['updateRoomCalendar', { roomInfoID: roomID, from: d('01-01'), to: d('01-02'), room: { allotment: 1 } }],
      ['getRateSeasonList', { roomRateInclusionID: rateID }],
      [
        'createRateSeason',
        {
          roomRateInclusionID: rateID,
          name: 'S',
          startsOn: d('01-01'),
          endsOn: d('01-02'),
          weekdayPrices: [1, 1, 1, 1, 1, 1, 1],
        },
      ],
      [
        'updateRateSeason',
        { rateSeasonID: randomUUID(), name: 'S', startsOn: d('01-01'), endsOn: d('01-02'), weekdayPrices: [1, 1, 1, 1, 1, 1, 1] },
      ],
      ['deleteRateSeason', { rateSeasonID: randomUUID() }],
    ];
    const organization = await registerOrganization(api, admin, { pending: true });
    const all = Object.entries(PERMISSIONS)
      .filter(([key]) => key.startsWith('hotel'))
      .map(([, permission]) => permission);
    const agent = await userWith(api.dataSource, api.url, all, organization.id);
    for (const [path, body] of calls) {
      expect([path, (await api.http().post(`/api/v1${H}/${path}`).send(body)).status]).toEqual([path, 401]);
      expect([path, (await post(path, body, outsider.token)).status]).toEqual([path, 403]);
      expect([path, (await post(path, body, agent.token)).status]).toEqual([path, 403]);
      const asViewer = await post(path, body, viewer.token);
      expect([path, asViewer.status]).toEqual([path, path.startsWith('get') ? 200 : 403]);
    }
  });
});
