import { randomUUID } from 'node:crypto';
import { PERMISSIONS } from '@bo/shared';
import { addDays, todayIn } from '../src/modules/hotels/availability/rules';
import { AvailabilityService } from '../src/modules/hotels/availability/availability.service';
import { SellableCalendar } from '../src/modules/hotels/availability/sellable-calendar';
import { userWith } from './support/api-harness';
import { hotelBody, ok, plainRateBody, sellableRoomFields, token8 } from './support/hotel-fixture';
import { HOTEL_API as H, hotelStaffApi } from './support/hotel-staff-api';
import type { Body, Json } from './support/json-types';

/**
 * The availability search (`POST /bo/RWTDIYHotel/searchAvailability`, docs/hotel-inventory.md
 * "Availability") over HTTP against the real PostgreSQL: hotels, room types and rates made through
 * the API; the per-date calendar (allotment, holds, restrictions) written straight into the
 * inventory tables, as the calendar calls and the booking port leave them, and the sellable
 * calendar rewritten from them as those writers do (the property test of the writers themselves is
 * sellable-calendar.int-spec). Each test searches its
 * own destination (a city unique to the run), so spec files sharing the database never meet.
 */

const hotelApi = hotelStaffApi();
const { post, make } = hotelApi;
let api: Awaited<ReturnType<typeof hotelApi.start>>['api'];
let staff: { token: string };
let viewer: { token: string };
let outsider: { token: string };
let agencyUser: { token: string };
let bedCombinationID: string;

/** Malaysian hotels' today: every date below counts from it. */
const today = () => todayIn('Asia/Kuala_Lumpur');
const day = (n: number) => addDays(today(), n);

interface RateOptions {
  code?: string;
  baseRate?: number;
  condition?: Body;
  pricing?: Body;
}
/** A hotel in a city of its own with room types and rates made through the API. */
async function hotelIn(city: string, name = `Hotel ${token8()}`) {
  const hotel = await make.hotel({ name, city, postcode: '30000', state: 'Perak' });
  return {
    hotelID: hotel.hotelID as string,
    async room(over: Body = {}) {
      const room = (await ok(post('createRoom', { hotelID: hotel.hotelID, ...sellableRoomFields(bedCombinationID), ...over })))
        .room;
      return {
        roomInfoID: room.roomInfoID as string,
        async rate(o: RateOptions = {}) {
          const rate = (
            await ok(
              post('createRoomRateInclusion', {
                roomInfoID: room.roomInfoID,
                info: { ratePlanCode: o.code ?? 'BAR', name: `${o.code ?? 'BAR'} rate`, mealPlan: 'RO' },
                condition: {
                  refundable: true,
                  freeCancellationDays: 2,
                  cancellationFee: { basis: 'NIGHTS', value: 1 },
                  ...o.condition,
                },
                pricing: {
                  currencyCode: 'MYR',
                  baseOccupancy: 2,
                  baseRate: o.baseRate ?? 30_000,
                  extraAdultRate: 5_000,
                  childRate: 2_000,
                  extraBedRate: 4_000,
                  ...o.pricing,
                },
              }),
            )
          ).roomRate;
          return rate.roomRateInclusionID as string;
        },
      };
    },
  };
}

/** A room type's createRoom body (the fields the tests do not care about). */
const roomOf = (hotelID: string) => ({ hotelID, ...sellableRoomFields(bedCombinationID) });
const rateOf = plainRateBody;

/** Writes columns of a calendar table on every date from..to (inclusive), as the bulk edit does. */
async function setDays(table: 'inventory_days' | 'rate_days', id: string, from: string, to: string, columns: Body) {
  const key = table === 'inventory_days' ? 'room_id' : 'room_rate_id';
  await api.dataSource.query(
    `INSERT INTO hotels.${table} (${key}, stay_date) SELECT $1, d::date FROM generate_series($2::date, $3::date, '1 day') d
     ON CONFLICT DO NOTHING`,
    [id, from, to],
  );
  // An update, not an upsert: the never-below-zero check judges the whole new row.
  await api.dataSource.query(
    `UPDATE hotels.${table} SET ${Object.keys(columns).map((n, i) => `${n} = $${i + 4}`)}
      WHERE ${key} = $1 AND stay_date BETWEEN $2 AND $3`,
    [id, from, to, ...Object.values(columns)],
  );
  const sellable = api.app.get(SellableCalendar);
  await api.dataSource.transaction((m) =>
    table === 'inventory_days' ? sellable.rooms(m, [id], { from, to }) : sellable.rates(m, [id], { from, to }),
  );
}
/** Allotment on the next 60 days. */
const openRoom = (roomInfoID: string, allotment = 5) => setDays('inventory_days', roomInfoID, today(), day(60), { allotment });

const search = (body: Body, token?: string) => post('searchAvailability', { adults: 2, ...body }, token);
/**
 * The hotels a search answers, each with every sellable room and rate: a destination's page gives
 * each hotel's cheapest offer and how many it has, so each is asked again by hotelID (and its
 * page entry must be that answer's first rate and count).
 */
const found = async (body: Body): Promise<Json[]> => {
  const hotels = (await ok(search(body))).hotels as Json[];
  if (body.hotelID !== undefined) return hotels;
  const full: Json[] = [];
  for (const hotel of hotels) {
    const [one] = (await ok(search({ ...body, destination: undefined, hotelID: hotel.hotelID }))).hotels as Json[];
    expect(hotel).toEqual({ ...one, rooms: [{ ...one.rooms[0], rates: [one.rooms[0].rates[0]] }] });
    expect(hotel.offerCount).toBe(rateIDs([one]).length);
    full.push(one);
  }
  return full;
};
/** Rate ids answered, in order. */
const rateIDs = (hotels: Json[]) =>
  hotels.flatMap((h) => h.rooms.flatMap((r: Json) => r.rates.map((x: Json) => x.roomRateInclusionID)));

beforeAll(async () => {
  ({ api, staff } = await hotelApi.start());
  viewer = await userWith(api.dataSource, api.url, [PERMISSIONS.hotelRoomsView]);
  outsider = await userWith(api.dataSource, api.url, [PERMISSIONS.usersView]);
  agencyUser = await userWith(api.dataSource, api.url, [PERMISSIONS.hotelsView], randomUUID());
  bedCombinationID = await make.bedCombination();
});
afterAll(async () => {
  await api?.app.close();
});

describe('searchAvailability', () => {
  test('prices each night across a season boundary and answers hotels, rooms and rates cheapest first', async () => {
    const city = `Ipoh ${token8()}`;
    const pricey = await hotelIn(city, 'Zenith Ipoh');
    const cheap = await hotelIn(city, 'Andaman Ipoh');
    const suite = await pricey.room({ name: 'Suite' });
    const suiteBar = await suite.rate({ baseRate: 50_000 });
    const standard = await cheap.room({ name: 'Standard' });
    const standardBar = await standard.rate({ baseRate: 20_000 });
    const standardBb = await standard.rate({ code: 'BB', baseRate: 26_000 });
    for (const r of [suite, standard]) await openRoom(r.roomInfoID);
    // A season over nights 2 and 3 of the stay, every weekday; the date after it is the base rate again.
    await ok(
      post('createRateSeason', {
        roomRateInclusionID: standardBar,
        name: 'School holidays',
        startsOn: day(11),
        endsOn: day(12),
        weekdayPrices: Array(7).fill(24_000),
      }),
    );

    const body = await ok(search({ destination: city.toLowerCase(), checkIn: day(10), checkOut: day(14) }));
    expect(body).toMatchObject({ checkIn: day(10), checkOut: day(14), nights: 4, total: 2, pageSize: 20, curPageIndex: 1 });
    expect(body.hotels.map((h: Json) => h.name)).toEqual(['Andaman Ipoh', 'Zenith Ipoh']);
    // A destination answers each hotel's cheapest offer and how many it has.
    expect(rateIDs(body.hotels)).toEqual([standardBar, suiteBar]);
    expect(body.hotels.map((h: Json) => h.offerCount)).toEqual([2, 1]);
    expect(rateIDs(await found({ hotelID: cheap.hotelID, checkIn: day(10), checkOut: day(14) }))).toEqual([
      standardBar,
      standardBb,
    ]);
    const bar = body.hotels[0].rooms[0].rates[0];
    expect(bar).toMatchObject({
      ratePlanCode: 'BAR',
      nightly: [
        { date: day(10), price: 20_000 },
        { date: day(11), price: 24_000 },
        { date: day(12), price: 24_000 },
        { date: day(13), price: 20_000 },
      ],
      total: 88_000,
      refundable: true,
      freeCancellationUntil: day(8),
      cancellationFee: { basis: 'NIGHTS', value: 1 },
    });
    expect(body.hotels[0]).toMatchObject({ city, starRating: 4, currencyCode: 'MYR', rooms: [{ name: 'Standard', free: 5 }] });

    // The same by hotel.
    expect(rateIDs(await found({ hotelID: pricey.hotelID, checkIn: day(10), checkOut: day(14) }))).toEqual([suiteBar]);
  });

  test('a destination answers a page of hotels sorted by price, stars or name; paging counts every hotel with an offer', async () => {
    const city = `Kuala Kangsar ${token8()}`;
    // name, stars, base rate: price order C A B D, star order B (5) D (4) A (3) C (2), name order A B C D.
    const specs = [
      ['Aman', 3, 25_000],
      ['Bayu', 5, 40_000],
      ['Cempaka', 2, 15_000],
      ['Damai', 4, 45_000],
    ] as const;
    for (const [name, starRating, baseRate] of specs) {
      const hotel = await make.hotel({ name, starRating, city, postcode: '33000', state: 'Perak' });
      const room = (await ok(post('createRoom', roomOf(hotel.hotelID)))).room;
      await ok(post('createRoomRateInclusion', rateOf(room.roomInfoID, 'BAR', baseRate)));
      await ok(post('createRoomRateInclusion', rateOf(room.roomInfoID, 'BB', baseRate + 5_000)));
      await openRoom(room.roomInfoID);
    }
    // A hotel with nothing to sell is neither on a page nor counted.
    const empty = await make.hotel({ name: 'Embun', city, postcode: '33000', state: 'Perak' });
    await ok(post('createRoom', roomOf(empty.hotelID)));

    const stay = { destination: city, checkIn: day(10), checkOut: day(12) };
    const page = async (q: Body) => {
      const body = await ok(search({ ...stay, ...q }));
      return { total: body.total, names: body.hotels.map((h: Json) => h.name) };
    };
    expect(await page({})).toEqual({ total: 4, names: ['Cempaka', 'Aman', 'Bayu', 'Damai'] });
    expect(await page({ sortKey: 'stars' })).toEqual({ total: 4, names: ['Bayu', 'Damai', 'Aman', 'Cempaka'] });
    expect(await page({ sortKey: 'name' })).toEqual({ total: 4, names: ['Aman', 'Bayu', 'Cempaka', 'Damai'] });
    expect(await page({ sortKey: 'price', sortOrder: 'desc' })).toEqual({
      total: 4,
      names: ['Damai', 'Bayu', 'Aman', 'Cempaka'],
    });
    expect(await page({ sortKey: 'stars', sortOrder: 'asc' })).toEqual({ total: 4, names: ['Cempaka', 'Aman', 'Damai', 'Bayu'] });
    expect(await page({ pageSize: 3, curPageIndex: 2 })).toEqual({ total: 4, names: ['Damai'] });
    expect(await page({ pageSize: 3, curPageIndex: 3 })).toEqual({ total: 4, names: [] });

    // Each hotel on a page: its cheapest offer (2 nights of the BAR rate) and its number of offers.
    const [first] = (await ok(search(stay))).hotels;
    expect(first).toMatchObject({
      name: 'Cempaka',
      starRating: 2,
      offerCount: 2,
      rooms: [{ rates: [{ ratePlanCode: 'BAR', total: 30_000 }] }],
    });
    expect(first.rooms).toHaveLength(1);
    expect(first.rooms[0].rates).toHaveLength(1);

    const refused = await search({ ...stay, pageSize: 51, sortKey: 'rating' });
    expect([refused.status, refused.body.details.fields.map((f: Json) => `${f.path} ${f.code}`).sort()]).toEqual([
      400,
      ['pageSize NUMBER_BETWEEN', 'sortKey INVALID_OPTION'],
    ]);
  });

  test("leaves out nights inside the release days, counted from the hotel's today, and a date's own release wins", async () => {
    const city = `Melaka ${token8()}`;
    const hotel = await hotelIn(city);
    // The room type's own release days, set through createRoom (and answered with the room type).
    const room = await hotel.room({ releaseDays: 7 });
    const rate = await room.rate();
    await openRoom(room.roomInfoID);
    expect(
      (
        await ok(
          api
            .http()
            .get(`/api/v1${H}/getRoomInfo`)
            .query({ roomInfoID: room.roomInfoID })
            .set({ Authorization: `Bearer ${staff.token}` }),
        )
      ).releaseDays,
    ).toBe(7);
    expect(await found({ destination: city, checkIn: day(6), checkOut: day(8) })).toEqual([]);
    expect(rateIDs(await found({ destination: city, checkIn: day(7), checkOut: day(9) }))).toEqual([rate]);
    await setDays('inventory_days', room.roomInfoID, day(5), day(6), { release_days: 5 });
    expect(rateIDs(await found({ destination: city, checkIn: day(5), checkOut: day(7) }))).toEqual([rate]);
    expect(await found({ destination: city, checkIn: day(4), checkOut: day(6) })).toEqual([]);
  });

  test('stop-sell: on the room type it hides every rate, on a rate only that rate; the check-out date does not count', async () => {
    const city = `Kuching ${token8()}`;
    const hotel = await hotelIn(city);
    const room = await hotel.room();
    const bar = await room.rate();
    const bb = await room.rate({ code: 'BB', baseRate: 35_000 });
    await openRoom(room.roomInfoID);
    await setDays('rate_days', bar, day(12), day(12), { stop_sell: true });
    expect(rateIDs(await found({ destination: city, checkIn: day(10), checkOut: day(13) }))).toEqual([bb]);
    expect(rateIDs(await found({ destination: city, checkIn: day(10), checkOut: day(12) }))).toEqual([bar, bb]);
    await setDays('inventory_days', room.roomInfoID, day(11), day(11), { stop_sell: true });
    expect(await found({ destination: city, checkIn: day(10), checkOut: day(13) })).toEqual([]);
  });

  test("min and max stay come from the arrival date, else the rate's condition", async () => {
    const city = `Kuantan ${token8()}`;
    const hotel = await hotelIn(city);
    const room = await hotel.room();
    const rate = await room.rate({ condition: { minStay: 2 } });
    await openRoom(room.roomInfoID);
    await setDays('rate_days', rate, day(20), day(20), { min_stay: 3, max_stay: 4 });
    const ids = async (from: number, to: number) =>
      rateIDs(await found({ destination: city, checkIn: day(from), checkOut: day(to) }));
    expect(await ids(10, 11)).toEqual([]);
    expect(await ids(10, 12)).toEqual([rate]);
    expect(await ids(20, 22)).toEqual([]);
    expect(await ids(20, 23)).toEqual([rate]);
    expect(await ids(20, 25)).toEqual([]);
    expect(await ids(19, 21)).toEqual([rate]); // 06-20's restriction binds arrivals on it only
  });

  test('closed to arrival binds the check-in date, closed to departure the check-out date', async () => {
    const city = `Seremban ${token8()}`;
    const hotel = await hotelIn(city);
    const room = await hotel.room();
    const rate = await room.rate();
    await openRoom(room.roomInfoID);
    await setDays('rate_days', rate, day(15), day(15), { closed_to_arrival: true, closed_to_departure: true });
    const ids = async (from: number, to: number) =>
      rateIDs(await found({ destination: city, checkIn: day(from), checkOut: day(to) }));
    expect(await ids(15, 17)).toEqual([]);
    expect(await ids(13, 15)).toEqual([]);
    expect(await ids(14, 16)).toEqual([rate]);
  });

  test('rooms held and sold use up the allotment; the overbooking allowance an operator sets sells beyond it', async () => {
    const city = `Sandakan ${token8()}`;
    const hotel = await hotelIn(city);
    const room = await hotel.room();
    const rate = await room.rate();
    await openRoom(room.roomInfoID, 3);
    await setDays('inventory_days', room.roomInfoID, day(11), day(11), { held: 2, sold: 1 });
    expect(await found({ destination: city, checkIn: day(10), checkOut: day(12) })).toEqual([]);
    const [only] = await found({ destination: city, checkIn: day(12), checkOut: day(13), rooms: 3 });
    expect(only.rooms[0]).toMatchObject({ free: 3, rates: [{ total: 3 * 30_000 }] });
    await setDays('inventory_days', room.roomInfoID, day(11), day(11), { held: 1, sold: 1 });
    const [one] = await found({ destination: city, checkIn: day(10), checkOut: day(12) });
    expect(one.rooms[0]).toMatchObject({ free: 1, rates: [{ roomRateInclusionID: rate }] });
    expect(await found({ destination: city, checkIn: day(10), checkOut: day(12), rooms: 2 })).toEqual([]);
    await setDays('inventory_days', room.roomInfoID, day(11), day(11), { overbooking_allowance: 1 });
    expect((await found({ destination: city, checkIn: day(10), checkOut: day(12), rooms: 2 }))[0].rooms[0].free).toBe(2);
    // A date without any inventory row has nothing to sell.
    expect(await found({ destination: city, checkIn: day(60), checkOut: day(62) })).toEqual([]);
  });

  test('prices children by age band, else the child rate, with extra adults and the extra beds they need', async () => {
    const city = `Miri ${token8()}`;
    const hotel = await hotelIn(city);
    const room = await hotel.room();
    await room.rate({ pricing: { childAgeBands: [{ ageFrom: 0, ageTo: 5, price: 0 }] } });
    await openRoom(room.roomInfoID);
    const night = async (adults: number, childAges: number[]) => {
      const hotels = await found({ destination: city, checkIn: day(10), checkOut: day(11), adults, childAges });
      return hotels[0]?.rooms[0].rates[0].nightly[0].price ?? 'not sold';
    };
    expect(await night(1, [4])).toBe(30_000); // the band's 0
    expect(await night(1, [9])).toBe(32_000); // no band: the child rate
    expect(await night(2, [3])).toBe(34_000); // 3 guests, the bed sleeps 2: one extra bed
    expect(await night(3, [])).toBe(39_000); // an extra adult and an extra bed
    expect(await night(2, [3, 9])).toBe('not sold'); // 4 guests need 2 extra beds, the room takes 1
  });

  test('leaves out inactive hotels, room types and rates', async () => {
    const city = `Alor Setar ${token8()}`;
    const hotel = await hotelIn(city);
    const room = await hotel.room();
    const bar = await room.rate();
    const bb = await room.rate({ code: 'BB' });
    await openRoom(room.roomInfoID);
    await ok(
      post('editRoomInclusionInfo', { roomRateInclusionID: bb, ratePlanCode: 'BB', name: 'BB', mealPlan: 'BB', active: false }),
    );
    expect(rateIDs(await found({ destination: city, checkIn: day(10), checkOut: day(11) }))).toEqual([bar]);
    // Through the API, which drops the cached catalogue (a change made in SQL is seen once the entry expires).
    const { code, name } = await ok(
      api
        .http()
        .get(`/api/v1${H}/getHotel`)
        .query({ hotelID: hotel.hotelID })
        .set({ Authorization: `Bearer ${staff.token}` }),
    );
    const fields = { code, name, city, postcode: '30000', state: 'Perak' };
    await ok(post('updateHotel', { ...hotelBody(fields), hotelID: hotel.hotelID, active: false }));
    expect(await found({ hotelID: hotel.hotelID, checkIn: day(10), checkOut: day(11) })).toEqual([]);
  });

  test('answers a change of the catalogue at once: rate pricing, a season, the room type, the hotel (the cache drops on commit)', async () => {
    const city = `Kuantan ${token8()}`;
    const hotelFields = { code: `H${token8()}`, name: `Hotel ${token8()}`, city, postcode: '25000', state: 'Pahang' };
    const hotel = await make.hotel(hotelFields);
    const roomFields = sellableRoomFields(bedCombinationID);
    const room = (await ok(post('createRoom', { hotelID: hotel.hotelID, ...roomFields }))).room;
    const rate = (await ok(post('createRoomRateInclusion', plainRateBody(room.roomInfoID, 'BAR', 30_000)))).roomRate
      .roomRateInclusionID as string;
    await openRoom(room.roomInfoID);
    const stay = { destination: city, checkIn: day(10), checkOut: day(11) };
    const totals = async () =>
      (await found(stay)).flatMap((h) => h.rooms.flatMap((r: Json) => r.rates.map((x: Json) => x.total)));

    // Each search after the first reads the same cached entry unless the write dropped it.
    expect(await totals()).toEqual([30_000]);
    await ok(post('editRoomRatePricing', { roomRateInclusionID: rate, currencyCode: 'MYR', baseOccupancy: 2, baseRate: 32_000 }));
    expect(await totals()).toEqual([32_000]);
    await ok(
      post('createRateSeason', {
        roomRateInclusionID: rate,
        name: 'Peak',
        startsOn: day(0),
        endsOn: day(30),
        weekdayPrices: Array(7).fill(45_000),
      }),
    );
    expect(await totals()).toEqual([45_000]);
    await ok(post('updateRoomInfo', { roomInfoID: room.roomInfoID, ...roomFields, active: false }));
    expect(await totals()).toEqual([]);
    await ok(post('updateRoomInfo', { roomInfoID: room.roomInfoID, ...roomFields, active: true }));
    expect(await totals()).toEqual([45_000]);
    await ok(post('updateHotel', { ...hotelBody(hotelFields), hotelID: hotel.hotelID, active: false }));
    expect(await totals()).toEqual([]);
  });

  test('refuses a stay that ends before it starts, is longer than 30 nights or starts before the hotel today', async () => {
    const city = `Ipoh ${token8()}`;
    const hotel = await hotelIn(city);
    const refusal = async (body: Body) => {
      const res = await search({ hotelID: hotel.hotelID, ...body });
      return [res.status, res.body.code, res.body.details?.fields?.map((f: Json) => `${f.path} ${f.code}`)];
    };
    expect(await refusal({ checkIn: day(5), checkOut: day(5) })).toEqual([
      400,
      'VALIDATION_FAILED',
      ['checkOut CHECK_OUT_NOT_AFTER_CHECK_IN'],
    ]);
    expect(await refusal({ checkIn: day(5), checkOut: day(36) })).toEqual([400, 'VALIDATION_FAILED', ['checkOut STAY_TOO_LONG']]);
    expect(await refusal({ checkIn: day(5), checkOut: day(35) })).toEqual([200, undefined, undefined]);
    expect(await refusal({ checkIn: day(-1), checkOut: day(1) })).toEqual([
      400,
      'CHECK_IN_IN_PAST',
      ['checkIn CHECK_IN_IN_PAST'],
    ]);
    expect(await refusal({ checkIn: day(0), checkOut: day(1) })).toEqual([200, undefined, undefined]);
    expect(await refusal({ checkIn: '2026-02-30', checkOut: day(1) })).toEqual([
      400,
      'VALIDATION_FAILED',
      expect.arrayContaining(['checkIn DATE_FORMAT']),
    ]);
    expect(await refusal({ checkIn: day(1), checkOut: day(2), childAges: [18] })).toEqual([
      400,
      'VALIDATION_FAILED',
      ['childAges.0 NUMBER_BETWEEN'],
    ]);
    expect(await refusal({ checkIn: day(1), checkOut: day(2), nights: 1 })).toEqual([
      400,
      'VALIDATION_FAILED',
      ['nights UNKNOWN_FIELD'],
    ]);
    const unknown = await search({ hotelID: randomUUID(), checkIn: day(1), checkOut: day(2) });
    expect([unknown.status, unknown.body.code]).toEqual([404, 'HOTEL_NOT_FOUND']);
    const nowhere = await search({ checkIn: day(1), checkOut: day(2) });
    expect([nowhere.status, nowhere.body.details.fields[0].path]).toEqual([400, 'destination']);
  });

  test('is for staff who see hotels or room types; the booking context calls the exported service', async () => {
    const city = `Taiping ${token8()}`;
    const hotel = await hotelIn(city);
    const room = await hotel.room();
    const rate = await room.rate();
    await openRoom(room.roomInfoID);
    const body = { destination: city, checkIn: day(3), checkOut: day(4) };
    expect(rateIDs((await ok(search(body, viewer.token))).hotels)).toEqual([rate]);
    expect((await search(body, outsider.token)).status).toBe(403);
    expect((await search(body, agencyUser.token)).status).toBe(403);
    expect((await api.http().post(`/api/v1${H}/searchAvailability`).send(body)).status).toBe(401);
    const direct = await api.app.get(AvailabilityService).search({ ...body, adults: 2, childAges: [], rooms: 1 });
    expect(rateIDs(direct.hotels)).toEqual([rate]);
  });
});
