import fc from 'fast-check';
import { type InventoryDay, type RateDay, sellableDay, type SellableDay } from '../src/modules/hotels/availability/rules';
import { SellableCalendar } from '../src/modules/hotels/availability/sellable-calendar';
import { HotelInventory } from '../src/modules/hotels/ports/hotel-inventory';
import { day } from './support/booking-fixture';
import { ok, plainRateBody, sellableRoomFields, token8 } from './support/hotel-fixture';
import { hotelStaffApi } from './support/hotel-staff-api';

/**
 * The sellable calendar (`hotels.sellable_days`, docs/hotel-inventory.md "The sellable calendar")
 * against the rules, on the real PostgreSQL: random sequences of every writer of its sources,
 * through the API (calendar edits, seasons, rate pricing and conditions, room type release days,
 * rate deletion) and the booking port (holds and releases, each in its own transaction), and after
 * each sequence every stored row must be what rules.ts `sellableDay` computes from the source
 * tables, no row more or less. Then the rebuild: a calendar spoilt in SQL comes back the same.
 */

const hotelApi = hotelStaffApi();
const { post, make } = hotelApi;
let api: Awaited<ReturnType<typeof hotelApi.start>>['api'];
let bedCombinationID: string;

beforeAll(async () => {
  ({ api } = await hotelApi.start());
  bedCombinationID = await make.bedCombination();
});
afterAll(async () => {
  await api?.app.close();
});

const DATE = (c: string) => `to_char(${c}, 'YYYY-MM-DD')`;
const num = (v: string | null) => (v === null ? null : Number(v));

/** Every row the rules compute for a hotel's live rates from the source tables, by `rate|date`. */
async function computed(hotelID: string): Promise<Map<string, SellableDay>> {
  const q = <T>(sql: string, params: unknown[]) => api.dataSource.query(sql, params) as Promise<T[]>;
  const rates = await q<{
    id: string;
    room_id: string;
    release_days: number;
    base_rate: string;
    min_stay: number;
    max_stay: number | null;
  }>(
    `SELECT rr.id, rr.room_id, r.release_days, rr.base_rate, rr.min_stay, rr.max_stay
       FROM hotels.room_rates rr JOIN hotels.rooms r ON r.id = rr.room_id
      WHERE rr.hotel_id = $1 AND rr.deleted_at IS NULL AND r.deleted_at IS NULL`,
    [hotelID],
  );
  const inventory = await q<{
    room_id: string;
    date: string;
    allotment: number;
    held: number;
    sold: number;
    overbooking_allowance: number;
    stop_sell: boolean;
    release_days: number | null;
  }>(
    `SELECT room_id, ${DATE('stay_date')} AS date, allotment, held, sold, overbooking_allowance, stop_sell, release_days
       FROM hotels.inventory_days WHERE room_id IN (SELECT id FROM hotels.rooms WHERE hotel_id = $1)`,
    [hotelID],
  );
  const rateDays = await q<{
    room_rate_id: string;
    date: string;
    price: string | null;
    stop_sell: boolean;
    min_stay: number | null;
    max_stay: number | null;
    closed_to_arrival: boolean;
    closed_to_departure: boolean;
  }>(
    `SELECT room_rate_id, ${DATE('stay_date')} AS date, price, stop_sell, min_stay, max_stay, closed_to_arrival, closed_to_departure
       FROM hotels.rate_days WHERE room_rate_id IN (SELECT id FROM hotels.room_rates WHERE hotel_id = $1)`,
    [hotelID],
  );
  const seasons = await q<{ room_rate_id: string; starts_on: string; ends_on: string; weekday_prices: (string | null)[] }>(
    `SELECT room_rate_id, ${DATE('starts_on')} AS starts_on, ${DATE('ends_on')} AS ends_on, weekday_prices
       FROM hotels.rate_seasons WHERE room_rate_id IN (SELECT id FROM hotels.room_rates WHERE hotel_id = $1)`,
    [hotelID],
  );
  const expected = new Map<string, SellableDay>();
  for (const rate of rates) {
    const days = new Map<string, InventoryDay>(
      inventory
        .filter((d) => d.room_id === rate.room_id)
        .map((d) => [
          d.date,
          {
            allotment: d.allotment,
            held: d.held,
            sold: d.sold,
            overbookingAllowance: d.overbooking_allowance,
            stopSell: d.stop_sell,
            releaseDays: d.release_days,
          },
        ]),
    );
    const own = new Map<string, RateDay>(
      rateDays
        .filter((d) => d.room_rate_id === rate.id)
        .map((d) => [
          d.date,
          {
            price: num(d.price),
            stopSell: d.stop_sell,
            minStay: d.min_stay,
            maxStay: d.max_stay,
            closedToArrival: d.closed_to_arrival,
            closedToDeparture: d.closed_to_departure,
          },
        ]),
    );
    const definition = {
      minStay: rate.min_stay,
      maxStay: rate.max_stay,
      pricing: {
        baseOccupancy: 2,
        baseRate: Number(rate.base_rate),
        extraAdultRate: 0,
        childRate: 0,
        extraBedRate: 0,
        childAgeBands: [],
      },
      seasons: seasons
        .filter((s) => s.room_rate_id === rate.id)
        .map((s) => ({ startsOn: s.starts_on, endsOn: s.ends_on, weekdayPrices: s.weekday_prices.map(num) })),
    };
    for (const date of new Set([...days.keys(), ...own.keys()]))
      expected.set(
        `${rate.id}|${date}`,
        sellableDay({ releaseDays: rate.release_days }, definition, date, days.get(date), own.get(date)),
      );
  }
  return expected;
}

/** The stored rows of a hotel, by `rate|date`. */
async function stored(hotelID: string): Promise<Map<string, SellableDay>> {
  const rows = (await api.dataSource.query(
    `SELECT room_rate_id, ${DATE('stay_date')} AS date, sellable_rooms, room_stop_sell, release_days, price, price_source,
            rate_stop_sell, min_stay, max_stay, closed_to_arrival, closed_to_departure
       FROM hotels.sellable_days WHERE hotel_id = $1`,
    [hotelID],
  )) as Record<string, never>[];
  return new Map(
    rows.map((r) => [
      `${r.room_rate_id}|${r.date}`,
      {
        sellableRooms: r.sellable_rooms,
        roomStopSell: r.room_stop_sell,
        releaseDays: r.release_days,
        price: Number(r.price),
        priceSource: r.price_source,
        rateStopSell: r.rate_stop_sell,
        minStay: r.min_stay,
        maxStay: r.max_stay,
        closedToArrival: r.closed_to_arrival,
        closedToDeparture: r.closed_to_departure,
      },
    ]),
  );
}

/** A hotel with one room type (10 rooms, 6 on sale over the next 3 weeks) and two rates (the first with a season), made through the API. */
async function hotelWithRates() {
  const hotel = await make.hotel({ name: `Hotel ${token8()}`, city: `Ipoh ${token8()}`, postcode: '30000', state: 'Perak' });
  const roomFields = sellableRoomFields(bedCombinationID);
  const room = (await ok(post('createRoom', { hotelID: hotel.hotelID, ...roomFields }))).room;
  const rates: string[] = [];
  for (const [code, baseRate] of [
    ['BAR', 30_000],
    ['BB', 36_000],
  ] as const) {
    const rate = await ok(post('createRoomRateInclusion', plainRateBody(room.roomInfoID, code, baseRate)));
    rates.push(rate.roomRate.roomRateInclusionID as string);
  }
  // Rooms on the dates the steps use, so that holds mostly succeed.
  await ok(post('updateRoomCalendar', { roomInfoID: room.roomInfoID, from: day(0), to: day(20), room: { allotment: 6 } }));
  // And a season for the steps to move and delete.
  const season = await ok(
    post('createRateSeason', {
      roomRateInclusionID: rates[0],
      name: 'Peak',
      startsOn: day(4),
      endsOn: day(9),
      weekdayPrices: [null, 40_000, 40_000, 40_000, 40_000, 50_000, 50_000],
    }),
  );
  const seasonID = season.rateSeason.rateSeasonID as string;
  return { hotelID: hotel.hotelID as string, roomID: room.roomInfoID as string, roomFields, rates, seasonID };
}

type Hotel = Awaited<ReturnType<typeof hotelWithRates>>;
type Step = (h: Hotel, holds: string[], seasons: string[]) => Promise<unknown>;

const which = fc.integer({ min: 0, max: 1 });
const offset = fc.integer({ min: 0, max: 14 });
const span = fc.integer({ min: 0, max: 6 });
const price = fc.integer({ min: 1, max: 90_000 });
const weekdays = fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 7 });

/** A hold through the booking port, in its own transaction (refused when the nights cannot take it). */
const holdStep: fc.Arbitrary<Step> = fc
  .record({ which, from: offset, nights: fc.integer({ min: 1, max: 3 }), rooms: fc.integer({ min: 1, max: 3 }) })
  .map((x): Step => async (h, holds) => {
    const port = api.app.get(HotelInventory);
    const hold = {
      bookingRef: `BK${token8()}`,
      roomInfoID: h.roomID,
      roomRateInclusionID: h.rates[x.which]!,
      checkIn: day(x.from),
      checkOut: day(x.from + x.nights),
      rooms: x.rooms,
      expiresAt: new Date(Date.now() + 3_600_000),
    };
    const taken = await api.dataSource.transaction((m) => port.hold(m, hold)).catch(() => undefined);
    if (taken) holds.push(taken.holdID);
  });

/** A hold released or confirmed through the booking port. */
const settleStep: fc.Arbitrary<Step> = fc
  .record({ pick: fc.nat(), confirm: fc.boolean() })
  .map((x): Step => async (_h, holds) => {
    if (holds.length === 0) return;
    const port = api.app.get(HotelInventory);
    const id = holds[x.pick % holds.length]!;
    await api.dataSource.transaction((m) => (x.confirm ? port.confirm(m, id) : port.release(m, id))).catch(() => undefined);
  });

/** Every writer of the calendar's sources, with random arguments; a refused call (4xx) must change nothing. */
const step: fc.Arbitrary<Step> = fc.oneof(
  fc
    .record({
      from: offset,
      span,
      weekdays,
      room: fc.option(
        fc.record(
          {
            allotment: fc.integer({ min: 0, max: 10 }),
            stopSell: fc.boolean(),
            releaseDays: fc.option(fc.integer({ min: 0, max: 5 })),
            overbookingAllowance: fc.integer({ min: 0, max: 2 }),
          },
          { requiredKeys: [] },
        ),
        { nil: undefined },
      ),
      rate: fc.option(
        fc.record({
          which,
          fields: fc.record(
            {
              price: fc.option(price),
              stopSell: fc.boolean(),
              minStay: fc.option(fc.integer({ min: 1, max: 2 })),
              maxStay: fc.option(fc.integer({ min: 2, max: 5 })),
              closedToArrival: fc.boolean(),
              closedToDeparture: fc.boolean(),
            },
            { requiredKeys: [] },
          ),
        }),
        { nil: undefined },
      ),
    })
    .map(
      (c): Step =>
        (h) =>
          post('updateRoomCalendar', {
            roomInfoID: h.roomID,
            from: day(c.from),
            to: day(c.from + c.span),
            weekdays: c.weekdays,
            ...(c.room ? { room: c.room } : {}),
            ...(c.rate ? { rates: [{ roomRateInclusionID: h.rates[c.rate.which], ...c.rate.fields }] } : {}),
          }),
    ),
  fc
    .record({ which, from: offset, span, prices: fc.array(fc.option(price), { minLength: 7, maxLength: 7 }) })
    .map((s): Step => async (h, _holds, seasons) => {
      const res = await post('createRateSeason', {
        roomRateInclusionID: h.rates[s.which],
        name: 'Season',
        startsOn: day(s.from),
        endsOn: day(s.from + s.span),
        weekdayPrices: s.prices,
      });
      if (res.status === 200) seasons.push(res.body.rateSeason.rateSeasonID);
    }),
  fc.record({ pick: fc.nat(), from: offset, span, prices: fc.array(fc.option(price), { minLength: 7, maxLength: 7 }) }).map(
    (s): Step =>
      (_h, _holds, seasons) =>
        seasons.length === 0
          ? Promise.resolve()
          : post('updateRateSeason', {
              rateSeasonID: seasons[s.pick % seasons.length],
              name: 'Moved',
              startsOn: day(s.from),
              endsOn: day(s.from + s.span),
              weekdayPrices: s.prices,
            }),
  ),
  fc.nat().map((pick): Step => async (_h, _holds, seasons) => {
    if (seasons.length === 0) return;
    const [id] = seasons.splice(pick % seasons.length, 1);
    await post('deleteRateSeason', { rateSeasonID: id });
  }),
  fc.record({ which, baseRate: price }).map(
    (p): Step =>
      (h) =>
        post('editRoomRatePricing', {
          roomRateInclusionID: h.rates[p.which],
          currencyCode: 'MYR',
          baseOccupancy: 2,
          baseRate: p.baseRate,
        }),
  ),
  fc
    .record({
      which,
      minStay: fc.integer({ min: 1, max: 3 }),
      maxStay: fc.option(fc.integer({ min: 3, max: 6 }), { nil: undefined }),
    })
    .map(
      (c): Step =>
        (h) =>
          post('editRoomRateCondition', {
            roomRateInclusionID: h.rates[c.which],
            condition: { refundable: false, minStay: c.minStay, ...(c.maxStay ? { maxStay: c.maxStay } : {}) },
          }),
    ),
  fc.integer({ min: 0, max: 5 }).map(
    (releaseDays): Step =>
      (h) =>
        post('updateRoomInfo', { roomInfoID: h.roomID, ...h.roomFields, releaseDays }),
  ),
  // Holds and their releases and sales: the booking's path, weighted up.
  ...Array.from({ length: 3 }, () => holdStep),
  ...Array.from({ length: 2 }, () => settleStep),
  which.map(
    (w): Step =>
      (h) =>
        post('deleteRoomRateInclusion', { roomRateInclusionID: h.rates[w] }),
  ),
);

describe('the sellable calendar', () => {
  test('equals what the rules compute from the source tables after any sequence of its writers', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 10 }), async (steps) => {
        const hotel = await hotelWithRates();
        const holds: string[] = [];
        const seasons = [hotel.seasonID];
        for (const run of steps) await run(hotel, holds, seasons);
        expect(await stored(hotel.hotelID)).toEqual(await computed(hotel.hotelID));
      }),
      { numRuns: 25 },
    );
  });

  test('a hotel deleted takes its rows with it', async () => {
    const hotel = await hotelWithRates();
    expect((await stored(hotel.hotelID)).size).toBe(42); // 21 days of allotment, 2 rates
    await ok(post('deleteHotel', { hotelID: hotel.hotelID }));
    expect((await stored(hotel.hotelID)).size).toBe(0);
  });

  test('the rebuild writes a spoilt calendar again from the source tables', async () => {
    const hotel = await hotelWithRates();
    await ok(
      post('updateRoomCalendar', {
        roomInfoID: hotel.roomID,
        from: day(15),
        to: day(24),
        rates: [{ roomRateInclusionID: hotel.rates[1], price: 41_000, minStay: 2 }],
      }),
    );
    const right = await computed(hotel.hotelID);
    expect(right.size).toBe(46); // 21 days of allotment of both rates, and 4 rate days of BB after them
    expect(await stored(hotel.hotelID)).toEqual(right);

    // Spoilt in SQL: a row gone, a price and the rooms wrong, a row of a rate that is not there.
    const q = (sql: string) => api.dataSource.query(sql, [hotel.hotelID, hotel.rates[0]]);
    await q(
      `DELETE FROM hotels.sellable_days WHERE hotel_id = $1 AND room_rate_id = $2 AND stay_date = (SELECT min(stay_date) FROM hotels.sellable_days WHERE hotel_id = $1)`,
    );
    await q(`UPDATE hotels.sellable_days SET price = price + 1, sellable_rooms = 9 WHERE hotel_id = $1 AND room_rate_id <> $2`);
    await ok(post('deleteRoomRateInclusion', { roomRateInclusionID: hotel.rates[0] }));
    await api.dataSource.query(
      `INSERT INTO hotels.sellable_days SELECT room_rate_id, stay_date + 100, hotel_id, room_id, sellable_rooms, room_stop_sell,
              release_days, price, price_source, rate_stop_sell, min_stay, max_stay, closed_to_arrival, closed_to_departure
         FROM hotels.sellable_days WHERE hotel_id = $1 LIMIT 1`,
      [hotel.hotelID],
    );
    const withoutBar = await computed(hotel.hotelID);
    expect(await stored(hotel.hotelID)).not.toEqual(withoutBar);

    const result = await api.app.get(SellableCalendar).rebuild(hotel.hotelID);
    expect(result).toEqual({ hotels: 1, rows: 25 });
    expect(await stored(hotel.hotelID)).toEqual(withoutBar);
  });
});
