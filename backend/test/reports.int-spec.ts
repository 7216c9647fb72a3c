import { randomUUID } from 'node:crypto';
import { PERMISSIONS, ROOM_INVENTORY_REPORT, csvCell, tableCellText } from '@bo/shared';
import { addDays, todayIn } from '../src/modules/hotels/availability/rules';
import { HotelInventory } from '../src/modules/hotels/ports/hotel-inventory';
import { startApi, userWith } from './support/api-harness';
import { binaryBody, firstSheet } from './support/binary-body';
import { fieldCodes } from './support/field-errors';
import { ALL_HOTEL_PERMISSIONS, hotelFixtures, ok, token8 } from './support/hotel-fixture';
import type { Body, Json } from './support/json-types';

/**
 * The generic report calls (`/bo/Report`, docs/reports.md) over the first report, the Room
 * Inventory Report, against the real PostgreSQL: hotels and room types made through the hotel
 * API, the per-date inventory (allotment, held, sold, allowance, stop-sell) written straight into
 * `hotels.inventory_days`, as the calendar and the booking port leave it. Each test has hotels of
 * its own (cities unique to the run), so spec files sharing the database never meet.
 */

let api: Awaited<ReturnType<typeof startApi>>;
/** Makes hotels and room types (every hotel permission). */
let builder: { token: string };
/** Holds the report's permission only. */
let reporter: { token: string };
/** Signed in, no report. */
let outsider: { token: string };
let bedCombinationID: string;

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const post = (path: string, body: Body, token: string | undefined = reporter.token) => {
  const req = api.http().post(`/api/v1${path}`);
  return (token ? req.set(auth(token)) : req).send(body);
};

const today = () => todayIn('Asia/Kuala_Lumpur');
const day = (n: number) => addDays(today(), n);

const make = hotelFixtures((path, body) => ok(post(`/bo/RWTDIYHotel/${path}`, body, builder.token)));
const hotelIn = async (city: string, name: string) => (await make.hotel({ city, name })).hotelID as string;
const roomOf = async (hotelID: string, name: string) =>
  (await make.room(hotelID, bedCombinationID, { name })).roomInfoID as string;
/** One date of a room type's inventory, as the calendar and the holds leave it. */
async function setDay(
  roomID: string,
  date: string,
  columns: { allotment: number; held?: number; sold?: number; overbooking_allowance?: number; stop_sell?: boolean },
) {
  await api.dataSource.query(
    `INSERT INTO hotels.inventory_days (room_id, stay_date, allotment, held, sold, overbooking_allowance, stop_sell)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      roomID,
      date,
      columns.allotment,
      columns.held ?? 0,
      columns.sold ?? 0,
      columns.overbooking_allowance ?? 0,
      columns.stop_sell ?? false,
    ],
  );
}

/** A lookup filter's options of the room inventory report (`GET /bo/Report/<filter>`), as `token`. */
const lookupCall = (filter: string, token = reporter.token, query: Record<string, string> = {}) =>
  api
    .http()
    .get(`/api/v1/bo/Report/${filter}`)
    .query({ reportCode: 'RoomInventoryReport', ...query })
    .set(auth(token));
const run = (filters: Body, extra: Body = {}, token?: string) =>
  post('/bo/Report/generate', { reportCode: 'RoomInventoryReport', filters, ...extra }, token);

beforeAll(async () => {
  api = await startApi();
  builder = await userWith(api.dataSource, api.url, ALL_HOTEL_PERMISSIONS);
  reporter = await userWith(api.dataSource, api.url, [PERMISSIONS.roomInventoryReportView]);
  outsider = await userWith(api.dataSource, api.url, [PERMISSIONS.hotelsView]);
  bedCombinationID = await make.bedCombination();
});
afterAll(async () => {
  await api?.app.close();
});

describe('Room Inventory Report', () => {
  test('a row per room type and date: allotment, held, sold, free = allotment - held - sold; a date without inventory is zero', async () => {
    const hotelID = await hotelIn(`Ipoh ${token8()}`, 'Hotel Ipoh');
    const deluxe = await roomOf(hotelID, 'Deluxe');
    await setDay(deluxe, day(1), { allotment: 10, held: 2, sold: 3 });
    // Overbooked into the operator's allowance: free goes below zero.
    await setDay(deluxe, day(2), { allotment: 4, held: 1, sold: 4, overbooking_allowance: 2, stop_sell: true });

    const page = await ok(run({ hotelID, from: day(1), to: day(3) }));
    expect(page).toMatchObject({ total: 3, pageSize: 10, curPageIndex: 1 });
    const row = { hotelID, hotelName: 'Hotel Ipoh', roomInfoID: deluxe, roomName: 'Deluxe' };
    expect(page.items).toEqual([
      { ...row, date: day(1), allotment: 10, held: 2, sold: 3, free: 5, overbookingAllowance: 0, stopSell: false },
      { ...row, date: day(2), allotment: 4, held: 1, sold: 4, free: -1, overbookingAllowance: 2, stopSell: true },
      { ...row, date: day(3), allotment: 0, held: 0, sold: 0, free: 0, overbookingAllowance: 0, stopSell: false },
    ]);
  });

  test('holds and sales made through the booking port show as held and sold, free what is left', async () => {
    const hotelID = await hotelIn(`Kuantan ${token8()}`, 'Hotel Kuantan');
    const room = await roomOf(hotelID, 'Deluxe');
    const roomRate = await make.rate(room);
    for (const n of [1, 2]) await setDay(room, day(n), { allotment: 5 });
    const port = api.app.get(HotelInventory);
    const stay = { roomInfoID: room, roomRateInclusionID: roomRate.roomRateInclusionID, checkIn: day(1), checkOut: day(3) };
    const expiresAt = new Date(Date.now() + 600_000);
    await api.dataSource.transaction((m) => port.hold(m, { ...stay, bookingRef: `B${token8()}`, rooms: 2, expiresAt }));
    const { holdID } = await api.dataSource.transaction((m) =>
      port.hold(m, { ...stay, bookingRef: `B${token8()}`, rooms: 1, expiresAt }),
    );
    await api.dataSource.transaction((m) => port.confirm(m, holdID));

    const page = await ok(run({ hotelID, from: day(1), to: day(2) }));
    expect(page.items.map((r: Json) => [r.date, r.allotment, r.held, r.sold, r.free])).toEqual([
      [day(1), 5, 2, 1, 2],
      [day(2), 5, 2, 1, 2],
    ]);
  });

  test('pages and sorts (date, then hotel and room type by default; any sortable column)', async () => {
    const hotelID = await hotelIn(`Kuching ${token8()}`, 'Hotel Kuching');
    const [suite, standard] = [await roomOf(hotelID, 'Suite'), await roomOf(hotelID, 'Standard')];
    for (let n = 0; n < 7; n += 1) {
      await setDay(suite, day(n), { allotment: 5, sold: n % 3 });
      await setDay(standard, day(n), { allotment: 8, held: 1 });
    }
    const filters = { hotelID, from: day(0), to: day(6) };
    const first = await ok(run(filters));
    expect(first.total).toBe(14);
    expect(first.items.slice(0, 4).map((r: Json) => [r.date, r.roomName])).toEqual([
      [day(0), 'Standard'],
      [day(0), 'Suite'],
      [day(1), 'Standard'],
      [day(1), 'Suite'],
    ]);
    const second = await ok(run(filters, { curPageIndex: 2 }));
    expect(second.items).toHaveLength(4);
    expect(second.items.at(-1)).toMatchObject({ date: day(6), roomName: 'Suite' });
    const beyond = await ok(run(filters, { curPageIndex: 3 }));
    expect(beyond).toMatchObject({ total: 14, items: [] });

    const byFree = await ok(run(filters, { sortKey: 'free', sortOrder: 'desc', pageSize: 25 }));
    expect(byFree.items.map((r: Json) => r.free)).toEqual([...byFree.items.map((r: Json) => r.free)].sort((a, b) => b - a));
    expect(byFree.items[0]).toMatchObject({ roomName: 'Standard', free: 7 });

    // One room type only; a destination (case-insensitive city) instead of a hotel.
    expect((await ok(run({ ...filters, roomInfoID: suite }))).total).toBe(7);
  });

  test('a destination takes every hotel in the city', async () => {
    const city = `Langkawi ${token8()}`;
    const [a, b] = [await hotelIn(city, 'Andaman'), await hotelIn(city, 'Berjaya')];
    await roomOf(a, 'Deluxe');
    await roomOf(b, 'Chalet');
    const page = await ok(run({ destination: city.toUpperCase(), from: day(0), to: day(0) }));
    expect(page.items.map((r: Json) => `${r.hotelName}/${r.roomName}`)).toEqual(['Andaman/Deluxe', 'Berjaya/Chalet']);
  });

  test('filters are validated by the definition (400, nothing run)', async () => {
    const hotelID = randomUUID();
    const refused = async (filters: Body, extra: Body = {}) => {
      const res = await run(filters, extra);
      expect(res.status).toBe(400);
      return fieldCodes(res.body);
    };
    expect(await refused({ from: day(0), to: day(1) })).toEqual(['filters.hotelID REQUIRED_FIELD']);
    expect(await refused({ hotelID, from: day(0), to: day(366) })).toEqual(['filters.to DATE_RANGE_TOO_LONG']);
    expect(await refused({ hotelID, from: day(3), to: day(1) })).toEqual(['filters.to DATE_RANGE_REVERSED']);
    expect(await refused({ hotelID, from: '2025-02-30', to: day(1) })).toEqual(['filters.from DATE_FORMAT']);
    expect(await refused({ hotelID, from: day(0), to: day(1), price: 1 })).toEqual(['filters.price UNKNOWN_FIELD']);
    expect(await refused({ hotelID, from: day(0), to: day(1) }, { sortKey: 'price' })).toEqual(['sortKey INVALID_OPTION']);
    expect(await refused({ hotelID, from: day(0), to: day(1) }, { pageSize: 20 })).toEqual(['pageSize VALIDATION_FAILED']);
    expect(await refused({ hotelID, from: day(0), to: day(1) }, { format: 'csv' })).toEqual(['format UNKNOWN_FIELD']);
    const unknown = await post('/bo/Report/generate', { reportCode: 'NoSuchReport', filters: {} });
    expect(unknown.status).toBe(400);
    // A year (leap day included) is fine.
    expect((await run({ hotelID, from: day(0), to: day(365) })).status).toBe(200);
  });

  test("every call needs the report's permission (401, 403); agency users are refused the provider's inventory", async () => {
    const filters = { hotelID: randomUUID(), from: day(0), to: day(1) };
    expect((await run(filters, {}, '')).status).toBe(401);
    const forbidden = await run(filters, {}, outsider.token);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.code).toBe('FORBIDDEN');
    for (const path of ['export', 'chart']) {
      expect((await post(`/bo/Report/${path}`, { reportCode: 'RoomInventoryReport', filters }, outsider.token)).status).toBe(403);
    }
    const lookup = await lookupCall('hotelID', outsider.token);
    expect(lookup.status).toBe(403);
    const agency = await userWith(api.dataSource, api.url, [PERMISSIONS.roomInventoryReportView], randomUUID());
    expect((await run(filters, {}, agency.token)).status).toBe(403);

    // init lists what each caller may run.
    const init = async (token: string) => (await ok(api.http().get('/api/v1/bo/Report/init').set(auth(token)))).reports;
    expect(await init(reporter.token)).toEqual([
      {
        reportCode: 'RoomInventoryReport',
        title: ROOM_INVENTORY_REPORT.title,
        description: ROOM_INVENTORY_REPORT.description,
        path: '/reports/RoomInventoryReport',
      },
    ]);
    expect(await init(outsider.token)).toEqual([]);
  });

  test("the export's columns are the screen's (CSV text, XLSX numbers), headers in the caller's language", async () => {
    const hotelID = await hotelIn(`Miri ${token8()}`, 'Hotel Miri');
    const room = await roomOf(hotelID, 'Twin');
    await setDay(room, day(0), { allotment: 6, held: 1, sold: 2, stop_sell: true });
    const body = { reportCode: 'RoomInventoryReport', filters: { hotelID, from: day(0), to: day(1) }, format: 'csv' };
    const rows = (await ok(run(body.filters))).items;

    const csv = await post('/bo/Report/export', body);
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('RoomInventoryReport-');
    const lines = csv.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(ROOM_INVENTORY_REPORT.columns.map((c) => c.header.en).join(','));
    expect(lines[0]).toBe('Date,Hotel,Room type,Allotment,Held,Sold,Free,Overbooking allowance,Stop sell');
    expect(lines.slice(1)).toEqual(
      rows.map((row: Json) => ROOM_INVENTORY_REPORT.columns.map((c) => csvCell(tableCellText(c, row, 'en'))).join(',')),
    );
    expect(lines[1]).toMatch(/^\d{4}-[A-Z][a-z]{2}-\d{2},Hotel Miri,Twin,6,1,2,3,0,Yes$/);

    const ms = await post('/bo/Report/export', body).set('Accept-Language', 'ms');
    expect(ms.text.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(ROOM_INVENTORY_REPORT.columns.map((c) => c.header.ms).join(','));
    expect(ms.text).toContain(',Ya');

    const xlsx = await post('/bo/Report/export', { ...body, format: 'xlsx' })
      .buffer(true)
      .parse(binaryBody);
    expect(xlsx.status).toBe(200);
    const sheet = await firstSheet(xlsx.body);
    expect(sheet.getRow(1).values).toEqual([undefined, ...ROOM_INVENTORY_REPORT.columns.map((c) => c.header.en)]);
    expect(sheet.rowCount).toBe(3);
    expect([4, 5, 6, 7].map((n) => sheet.getRow(2).getCell(n).value)).toEqual([6, 1, 2, 3]);
    expect(sheet.getRow(2).getCell(9).value).toBe('Yes');
  });

  test('the chart totals every room type per date over the whole run', async () => {
    const hotelID = await hotelIn(`Sibu ${token8()}`, 'Hotel Sibu');
    const [a, b] = [await roomOf(hotelID, 'A'), await roomOf(hotelID, 'B')];
    await setDay(a, day(0), { allotment: 5, held: 1 });
    await setDay(b, day(0), { allotment: 3, sold: 2 });
    await setDay(b, day(1), { allotment: 2 });
    const chart = await ok(
      post('/bo/Report/chart', { reportCode: 'RoomInventoryReport', filters: { hotelID, from: day(0), to: day(2) } }),
    );
    expect(chart).toEqual({
      truncated: false,
      points: [
        { date: day(0), allotment: 8, held: 1, sold: 2, free: 5 },
        { date: day(1), allotment: 2, held: 0, sold: 0, free: 2 },
        { date: day(2), allotment: 0, held: 0, sold: 0, free: 0 },
      ],
    });
  });

  test("lookup filters offer the report's hotels and a hotel's room types", async () => {
    const hotelID = await hotelIn(`Tawau ${token8()}`, `Tawau Inn ${token8()}`);
    const room = await roomOf(hotelID, 'Family');
    const lookup = (filter: string, query: Record<string, string> = {}) => ok(lookupCall(filter, reporter.token, query));
    expect((await lookup('hotelID')).options.map((o: Json) => o.value)).toContain(hotelID);
    expect(await lookup('roomInfoID', { hotelID })).toEqual({ options: [{ value: room, label: 'Family' }] });
    expect(await lookup('roomInfoID')).toEqual({ options: [] });
    const notALookup = await lookupCall('from');
    expect(notALookup.status).toBe(404);
  });
});
