import fc from 'fast-check';
import { type Availability, MAX_RATE_MINOR_UNITS, type SearchAvailabilityQuery } from '@bo/shared';
import { AvailabilityService } from '../src/modules/hotels/availability/availability.service';
import { CatalogueCache } from '../src/modules/hotels/availability/catalogue.cache';
import {
  addDays,
  type InventoryDay,
  type RateDay,
  sellableDay,
  type SellableDay,
  todayIn,
} from '../src/modules/hotels/availability/rules';
import { token8 } from './support/hotel-fixture';
import { hotelStaffApi } from './support/hotel-staff-api';

/**
 * A destination's page judged in PostgreSQL (availability/destination-page.ts, docs/hotel-inventory.md
 * "The destination page in SQL") against quoteSellable's, on the real PostgreSQL: hotels, room types
 * and rates made through the API once (star ratings and names that tie, room types of one name,
 * supplements, an inactive hotel, room type and rate), then per run a random sellable calendar
 * written straight into `hotels.sellable_days` (per room type and date an inventory day or none,
 * per rate and date a rate day or none, turned into rows by rules.ts `sellableDay`, as the writers
 * keep it: sellable-calendar.int-spec) and a random stay, party, sort and page. The page
 * `AvailabilityService.page` answers (the SQL) must equal the page made from `search`'s answer
 * (every rate judged by quoteSellable in JS, the path the booking context calls), sorted by the
 * contract here: the same hotels in the same order, each with the same cheapest offer (rate, nightly
 * prices, total, free rooms), offer count and total.
 */

const hotelApi = hotelStaffApi();
const { make } = hotelApi;
let api: Awaited<ReturnType<typeof hotelApi.start>>['api'];
let service: AvailabilityService;

const city = `Tawau ${token8()}`;
const tag = token8();
/** Dates of the calendar: today - 1 .. today + WINDOW - 2. */
const WINDOW = 11;
let today: string;
const hotelIDs: string[] = [];

beforeAll(async () => {
  ({ api } = await hotelApi.start());
  service = api.app.get(AvailabilityService);
  const bedCombinationID = await make.bedCombination();
  // Names that tie (twice the same, and a case the code-unit order puts apart), stars that tie.
  const hotels: [string, number][] = [
    [`Beta ${tag}`, 3],
    [`alpha ${tag}`, 4],
    [`Alpha ${tag}`, 4],
    [`Beta ${tag}`, 3],
    [`Gamma ${tag}`, 5],
    [`Delta ${tag}`, 2],
  ];
  const inactive: { hotels: string[]; rooms: string[]; rates: string[] } = { hotels: [], rooms: [], rates: [] };
  for (const [h, [name, starRating]] of hotels.entries()) {
    const hotel = await make.hotel({ name, starRating, city, postcode: '91000', state: 'Sabah' });
    hotelIDs.push(hotel.hotelID);
    if (h === 5) inactive.hotels.push(hotel.hotelID);
    // Two room types, of one name in every other hotel; the second takes 3 adults, the first 2.
    for (const [r, maxAdults] of [2, 3].entries()) {
      const room = await make.room(hotel.hotelID, bedCombinationID, {
        name: h % 2 === 0 ? 'Deluxe' : ['Deluxe', 'Suite'][r],
        maxAdults,
        maxChildren: 2,
        maxOccupancy: maxAdults + 1,
        extraBeds: 1,
        releaseDays: r,
      });
      if (h === 4 && r === 1) inactive.rooms.push(room.roomInfoID);
      for (const [k, code] of ['BAR', 'BB'].entries()) {
        const rate = await make.rate(room.roomInfoID, {
          info: { ratePlanCode: code, name: `${code} rate`, mealPlan: 'RO' },
          condition: { minStay: 1 + ((h + k) % 2), ...(k === 0 ? {} : { maxStay: 4 }) },
          pricing: {
            baseOccupancy: 2,
            baseRate: [10_000, 12_000][(h + r + k) % 2],
            extraAdultRate: 3_000 * k,
            childRate: 1_000 + 1_000 * r,
            extraBedRate: 2_500,
            childAgeBands: k === 1 ? [{ ageFrom: 0, ageTo: 5, price: 0 }] : [],
          },
        });
        if (h === 3 && r === 0 && k === 1) inactive.rates.push(rate.roomRateInclusionID);
      }
    }
  }
  // Inactive records, set in SQL before the first search reads the catalogue.
  await api.dataSource.query(`UPDATE hotels.hotels SET active = false WHERE id = ANY($1::uuid[])`, [inactive.hotels]);
  await api.dataSource.query(`UPDATE hotels.rooms SET active = false WHERE id = ANY($1::uuid[])`, [inactive.rooms]);
  await api.dataSource.query(`UPDATE hotels.room_rates SET active = false WHERE id = ANY($1::uuid[])`, [inactive.rates]);
  today = todayIn('Asia/Kuala_Lumpur');
});
afterAll(async () => {
  await api?.app.close();
});

const maybe = <T>(a: fc.Arbitrary<T>, freq = 0.5) =>
  fc.oneof(
    { weight: Math.round(freq * 10), arbitrary: a.map((x): T | null => x) },
    { weight: 10 - Math.round(freq * 10), arbitrary: fc.constant(null) },
  );

/** An inventory day (or none): few rooms (some below zero), 1 in 20 stopped, sometimes its own release days. */
const inventoryDay: fc.Arbitrary<InventoryDay | null> = maybe(
  fc.record({
    allotment: fc.constantFrom(0, 1, 2, 3, 3, 4, 4, 5, 6),
    held: fc.integer({ min: 0, max: 1 }),
    sold: fc.constantFrom(0, 0, 0, 1, 2),
    overbookingAllowance: fc.integer({ min: 0, max: 1 }),
    stopSell: fc.integer({ min: 0, max: 19 }).map((n) => n === 0),
    releaseDays: maybe(fc.integer({ min: 0, max: 3 }), 0.2),
  }),
  0.95,
);

/** A rate day: prices that tie (and one at the bound), stop-sells, stay limits, CTA and CTD. */
const rateDay: fc.Arbitrary<RateDay | null> = maybe(
  fc.record({
    price: maybe(fc.constantFrom(10_000, 11_000, 12_000, MAX_RATE_MINOR_UNITS), 0.6),
    stopSell: fc.integer({ min: 0, max: 19 }).map((n) => (n === 0 ? true : n === 1 ? false : null)),
    minStay: maybe(fc.integer({ min: 1, max: 3 }), 0.1),
    maxStay: maybe(fc.integer({ min: 1, max: 4 }), 0.1),
    closedToArrival: fc.integer({ min: 0, max: 11 }).map((n) => (n === 0 ? true : null)),
    closedToDeparture: fc.integer({ min: 0, max: 11 }).map((n) => (n === 0 ? true : null)),
  }),
  0.5,
);

const query = fc.record({
  from: fc.integer({ min: 0, max: 6 }),
  nights: fc.constantFrom(1, 1, 2, 2, 3, 4),
  rooms: fc.constantFrom(1, 1, 1, 2, 3),
  adults: fc.constantFrom(1, 2, 2, 3),
  childAges: fc.array(fc.integer({ min: 0, max: 17 }), { maxLength: 2 }),
  sortKey: fc.constantFrom('price', 'stars', 'name'),
  sortOrder: fc.constantFrom(undefined, 'asc', 'desc'),
  pageSize: fc.integer({ min: 1, max: 5 }),
  curPageIndex: fc.constantFrom(1, 1, 2, 3, 4),
});

type Hotel = Availability['hotels'][number];
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const price = (h: Hotel) => h.rooms[0]!.rates[0]!.total;
/** The contract's orders (shared schema): price cheapest first, stars most first, name A to Z; ties by price, then name. */
const ORDERS = {
  price: (a: Hotel, b: Hotel) => price(a) - price(b) || byText(a.name, b.name),
  stars: (a: Hotel, b: Hotel) => b.starRating - a.starRating || price(a) - price(b) || byText(a.name, b.name),
  name: (a: Hotel, b: Hotel) => byText(a.name, b.name) || price(a) - price(b),
};

/** The page quoteSellable's answer makes: `search` (every sellable rate, JS), sorted and cut as the contract says. */
async function expectedPage(q: SearchAvailabilityQuery): Promise<Availability> {
  const { pageSize, curPageIndex, sortKey, sortOrder, ...stay } = q;
  const all = await service.search(stay);
  const order = ORDERS[sortKey];
  const reversed = sortOrder === (sortKey === 'stars' ? 'asc' : 'desc');
  const hotels = [...all.hotels].sort(reversed ? (a, b) => order(b, a) : order);
  return {
    ...all,
    total: hotels.length,
    pageSize,
    curPageIndex,
    hotels: hotels
      .slice((curPageIndex - 1) * pageSize, curPageIndex * pageSize)
      .map((h) => ({ ...h, rooms: [{ ...h.rooms[0]!, rates: [h.rooms[0]!.rates[0]!] }] })),
  };
}

/** Writes the hotels' sellable calendar: exactly the rows given. */
async function writeCalendar(rows: { rateID: string; hotelID: string; roomID: string; date: string; day: SellableDay }[]) {
  await api.dataSource.query(`DELETE FROM hotels.sellable_days WHERE hotel_id = ANY($1::uuid[])`, [hotelIDs]);
  const col = <T>(f: (r: (typeof rows)[number]) => T) => rows.map(f);
  await api.dataSource.query(
    `INSERT INTO hotels.sellable_days (room_rate_id, hotel_id, room_id, stay_date, sellable_rooms, room_stop_sell, release_days,
                                       price, price_source, rate_stop_sell, min_stay, max_stay, closed_to_arrival, closed_to_departure)
     SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::date[], $5::int[], $6::bool[], $7::int[], $8::bigint[], $9::text[],
                          $10::bool[], $11::int[], $12::int[], $13::bool[], $14::bool[])`,
    [
      col((r) => r.rateID),
      col((r) => r.hotelID),
      col((r) => r.roomID),
      col((r) => r.date),
      col((r) => r.day.sellableRooms),
      col((r) => r.day.roomStopSell),
      col((r) => r.day.releaseDays),
      col((r) => String(r.day.price)),
      col((r) => r.day.priceSource),
      col((r) => r.day.rateStopSell),
      col((r) => r.day.minStay),
      col((r) => r.day.maxStay),
      col((r) => r.day.closedToArrival),
      col((r) => r.day.closedToDeparture),
    ],
  );
}

test('a destination page from SQL equals the page quoteSellable gives: hotels, order, cheapest offer, offer count, total', async () => {
  const { rates } = await api.app.get(CatalogueCache).of({ destination: city });
  const rooms = [...new Set(rates.map((r) => r.roomInfoID))];
  expect(rates).toHaveLength(24);
  const dates = Array.from({ length: WINDOW }, (_, i) => addDays(today, i - 1));
  const calendar = fc.record({
    inventory: fc.array(fc.array(inventoryDay, { minLength: WINDOW, maxLength: WINDOW }), {
      minLength: rooms.length,
      maxLength: rooms.length,
    }),
    rateDays: fc.array(fc.array(rateDay, { minLength: WINDOW, maxLength: WINDOW }), {
      minLength: rates.length,
      maxLength: rates.length,
    }),
  });
  let sold = 0;
  let pages = 0;
  let ordered = 0;
  await fc.assert(
    fc.asyncProperty(calendar, query, async (c, s) => {
      const rows = rates.flatMap((rate, k) =>
        dates.flatMap((date, i) => {
          const inventory = c.inventory[rooms.indexOf(rate.roomInfoID)]![i] ?? undefined;
          const own = c.rateDays[k]![i] ?? undefined;
          if (!inventory && !own) return [];
          const day = sellableDay(rate.room, { ...rate, seasons: [] }, date, inventory, own);
          return [{ rateID: rate.roomRateInclusionID, hotelID: rate.hotelID, roomID: rate.roomInfoID, date, day }];
        }),
      );
      await writeCalendar(rows);
      const q: SearchAvailabilityQuery = {
        destination: city,
        checkIn: addDays(today, s.from),
        checkOut: addDays(today, s.from + s.nights),
        adults: s.adults,
        childAges: s.childAges,
        rooms: s.rooms,
        pageSize: s.pageSize,
        curPageIndex: s.curPageIndex,
        sortKey: s.sortKey as SearchAvailabilityQuery['sortKey'],
        sortOrder: s.sortOrder as SearchAvailabilityQuery['sortOrder'],
      };
      const expected = await expectedPage(q);
      expect(await service.page(q)).toEqual(expected);
      sold += expected.total;
      pages += expected.hotels.length > 1 ? 1 : 0;
      ordered += expected.total > 1 ? 1 : 0;
    }),
    { numRuns: 300 },
  );
  console.log(
    `destination-page: ${sold} hotels sold over 300 runs, ${ordered} with more than one, ${pages} pages of more than one`,
  );
  // The runs were not all empty: hotels sold, several to order, pages of more than one.
  expect(sold).toBeGreaterThan(300);
  expect(ordered).toBeGreaterThan(100);
  expect(pages).toBeGreaterThan(30);
});
