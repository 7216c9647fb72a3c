import { randomUUID } from 'node:crypto';
import { PERMISSIONS } from '@bo/shared';
import { API_PREFIX } from '../src/bootstrap';
import { listRoutes } from '../src/core/http/openapi';
import { FutureBookings, type InventoryTarget } from '../src/modules/hotels/ports/future-bookings';
import { ADMIN_PASSWORD, auditEntries, auth, signIn, startApi, userWith } from './support/api-harness';
import { fieldCodes, fieldErrors } from './support/field-errors';
import {
  ALL_HOTEL_PERMISSIONS,
  hotelBody,
  hotelFixtures,
  ok,
  rateBody,
  roomBody as roomBodyOf,
  token8,
} from './support/hotel-fixture';
import { registerOrganization } from './support/organization-fixture';
import type { Body } from './support/json-types';

/**
 * The hotel inventory over HTTP (`/bo/RWTDIYHotel`, docs/hotel-inventory.md) against the real
 * PostgreSQL and Redis: every call of the spec, its refusals, the audit trail, paging and search.
 * Spec files share the database, so every code and search word here is unique to the run.
 */

const H = '/bo/RWTDIYHotel';

/** The spec's calls of /bo/RWTDIYHotel (../shared/spec/api-calls.tsv), method and path. */
const SPEC_CALLS = [
  'POST addBedCombinationList',
  'POST addBedType',
  'POST addFacility',
  'POST createHotelFacilty',
  'POST createHotel',
  'POST createRoom',
  'POST createRoomRateInclusion',
  'POST deleteBedType',
  'POST deleteFacility',
  'POST deleteHotelFacilty',
  'POST deleteHotel',
  'POST deleteRoom',
  'POST deleteRoomRateInclusion',
  'POST deleteRoomRatePlan',
  'POST duplicateRoomRateInclusion',
  'POST editFacility',
  'POST editHotelFacility',
  'POST editRoomInclusionInfo',
  'POST editRoomRateCondition',
  'POST editRoomRatePricing',
  'POST updateBedCombinationList',
  'POST updateHotel',
  'POST updateRoomInfo',
  'POST getBedCombinationList',
  'POST getBedTypeListBySearch',
  'POST getFacilityListBySearch',
  'POST getHotelFacility',
  'POST getHotelList',
  'POST getRoomRateInclusionList',
  'GET getBedTypeList',
  'GET getFacilityList',
  'GET getHotel',
  'GET getRoomInfo',
  'GET getRoomList',
  'GET getRoomRateInclusion',
  'GET test',
];
/** Calls of /bo/RWTDIYHotel beyond the spec's (issue 16 part 2), each tested in its own spec file. */
const PART_2_CALLS = [
  'POST getRoomCalendar',
  'POST updateRoomCalendar',
  'POST getRateSeasonList',
  'POST createRateSeason',
  'POST updateRateSeason',
  'POST deleteRateSeason',
  'POST searchAvailability',
  'POST uploadHotelPhoto',
  'POST getHotelPhotoList',
  'GET getHotelPhoto',
  'POST deleteHotelPhoto',
  'POST reorderHotelPhotos',
  'POST setHotelCoverPhoto',
];

let api: Awaited<ReturnType<typeof startApi>>;
let admin: string;
/** Provider staff holding every hotel permission. */
let staff: { username: string; token: string };
/** Sees hotels, room types and rates, changes nothing. */
let viewer: { token: string };
/** Holds no hotel permission. */
let outsider: { token: string };

const post = (path: string, body: Body, token: string | undefined = staff.token, headers: Record<string, string> = {}) => {
  const req = api.http().post(`/api/v1${H}/${path}`).set(headers);
  return (token ? req.set(auth(token)) : req).send(body);
};
const get = (path: string, query: Record<string, string> = {}, token: string | undefined = staff.token) => {
  const req = api.http().get(`/api/v1${H}/${path}`).query(query);
  return token ? req.set(auth(token)) : req;
};
const uniqueCode = (prefix = 'T') => `${prefix}${token8()}`;

const auditOf = (username: string, action: string, targetId?: string) => auditEntries(api, admin, { username, action, targetId });

// ---- fixtures, made through the API ---------------------------------------------------------

const make = hotelFixtures((path, body) => ok(post(path, body)));
const newHotel = make.hotel;

const newFacility = async (scope: 'HOTEL' | 'ROOM' = 'HOTEL', overrides: Body = {}) =>
  (
    await ok(
      post('addFacility', {
        code: uniqueCode('F'),
        nameEn: scope === 'HOTEL' ? 'Swimming pool' : 'Hair dryer',
        nameMs: scope === 'HOTEL' ? 'Kolam renang' : 'Pengering rambut',
        scope,
        category: scope === 'HOTEL' ? 'RECREATION' : 'BATHROOM',
        ...overrides,
      }),
    )
  ).facility;

const newBedType = async (overrides: Body = {}) =>
  (
    await ok(
      post('addBedType', {
        code: uniqueCode('B'),
        nameEn: 'King bed',
        nameMs: 'Katil king',
        sleeps: 2,
        widthCm: 180,
        ...overrides,
      }),
    )
  ).bedType;

let kingBed: { bedTypeID: string };
const newCombination = async (overrides: Body = {}) =>
  (
    await ok(
      post('addBedCombinationList', {
        nameEn: `1 King ${token8()}`,
        nameMs: `1 King ${token8()}`,
        beds: [{ bedTypeID: kingBed.bedTypeID, quantity: 1 }],
        ...overrides,
      }),
    )
  ).bedCombination;

let kingCombination: { bedCombinationID: string };
const roomBody = (hotelID: string, overrides: Body = {}) => roomBodyOf(hotelID, kingCombination.bedCombinationID, overrides);
const newRoom = (hotelID: string, overrides: Body = {}) => make.room(hotelID, kingCombination.bedCombinationID, overrides);
const newRate = make.rate;

/** Stands in for the booking context: "bookings" per inventory target, through the real port. */
function bookingsOn(count: (target: InventoryTarget) => number) {
  const asked: { target: InventoryTarget; today: string }[] = [];
  const unregister = api.app.get(FutureBookings).register({
    countFutureBookings: async (target, today) => {
      asked.push({ target, today });
      return count(target);
    },
  });
  return { asked, unregister };
}

beforeAll(async () => {
  api = await startApi();
  admin = await signIn(api.url, 'admin', ADMIN_PASSWORD);
  staff = await userWith(api.dataSource, api.url, ALL_HOTEL_PERMISSIONS);
  viewer = await userWith(api.dataSource, api.url, [
    PERMISSIONS.hotelsView,
    PERMISSIONS.hotelRoomsView,
    PERMISSIONS.hotelAmenitiesView,
    PERMISSIONS.hotelBedsView,
    PERMISSIONS.hotelBedTypesView,
  ]);
  outsider = await userWith(api.dataSource, api.url, [PERMISSIONS.usersView]);
  kingBed = await newBedType();
  kingCombination = await newCombination();
});
afterAll(async () => {
  await api?.app.close();
});

describe('the calls', () => {
  test('every /bo/RWTDIYHotel call of the spec is routed with its method', () => {
    const routed = new Set(listRoutes(api.app, API_PREFIX).map((r) => `${r.method} ${r.path}`));
    const missing = SPEC_CALLS.map((call) => call.replace(' ', ` /api/v1${H}/`)).filter((call) => !routed.has(call));
    expect(missing).toEqual([]);
  });

  test('test answers a public health-style probe that says nothing about the data', async () => {
    const res = await get('test', {}, undefined);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ service: 'RWTDIYHotel', status: 'ok', database: 'up' });
  });
});

describe('hotels', () => {
  test('create, read, update: every field replaced, `active` kept; each change audited with who, what and from which screen', async () => {
    const created = await ok(
      post(
        'createHotel',
        hotelBody({
          code: 'hkl-' + token8().toLowerCase(),
          name: 'Hotel Maya',
          channel: 'SMD',
          latitude: 3.1579,
          longitude: 101.7116,
        }),
        staff.token,
        { 'X-Page-Path': 'Hotel-Hotels-create-hotel' },
      ),
    );
    expect(created).toMatchObject({ code: 'HOTEL_CREATED', message: 'Hotel created successfully.' });
    const hotel = created.hotel;
    expect(hotel).toMatchObject({
      name: 'Hotel Maya',
      starRating: 4,
      city: 'Kuala Lumpur',
      countryCode: 'MYS',
      currencyCode: 'MYR',
      timeZone: 'Asia/Kuala_Lumpur',
      checkInTime: '15:00',
      checkOutTime: '12:00',
      channel: 'SMD',
      latitude: 3.1579,
      active: true,
      roomTypeCount: 0,
      facilityCount: 0,
    });
    expect(hotel.code).toMatch(/^HKL-/); // codes are kept upper-case

    expect(await ok(get('getHotel', { hotelID: hotel.hotelID }))).toEqual(hotel);
    expect(await ok(get('getHotel', { hotelID: hotel.hotelID }, viewer.token))).toEqual(hotel);

    const { hotelID: _id, roomTypeCount: _r, facilityCount: _f, createdAt: _c, updatedAt: _u, ...fields } = hotel;
    const updated = await ok(
      post(
        'updateHotel',
        {
          ...fields,
          hotelID: hotel.hotelID,
          latitude: undefined,
          longitude: undefined,
          name: 'Hotel Maya KL',
          starRating: 5,
          checkInTime: '14:00',
        },
        staff.token,
        { 'X-Page-Path': 'Hotel-Hotels-hotel-profile-1' },
      ),
    );
    expect(updated.code).toBe('HOTEL_UPDATED');
    expect(updated.hotel).toMatchObject({
      name: 'Hotel Maya KL',
      starRating: 5,
      checkInTime: '14:00',
      latitude: null,
      active: true,
    });

    const deactivated = await ok(post('updateHotel', { ...fields, hotelID: hotel.hotelID, active: false }));
    expect(deactivated.hotel.active).toBe(false);

    const [creation] = await auditOf(staff.username, 'hotel.created', hotel.hotelID);
    expect(creation).toMatchObject({
      actorUsername: staff.username,
      pagePath: 'Hotel-Hotels-create-hotel',
      details: { record: expect.objectContaining({ name: 'Hotel Maya' }) },
    });
    const updates = await auditOf(staff.username, 'hotel.updated', hotel.hotelID);
    expect(updates).toHaveLength(2);
    const rename = updates.find((e) => e.pagePath === 'Hotel-Hotels-hotel-profile-1')!;
    expect(rename.details.changed.sort()).toEqual(['checkInTime', 'latitude', 'longitude', 'name', 'starRating']);
    expect(rename.details).toMatchObject({
      before: { name: 'Hotel Maya', starRating: 4 },
      after: { name: 'Hotel Maya KL', starRating: 5 },
    });
  });

  test('bad input answers 400 with the fields, unknown fields included; nothing is stored', async () => {
    const code = uniqueCode('H');
    const bad = await post(
      'createHotel',
      hotelBody({
        code,
        starRating: 6,
        checkInTime: '25:00',
        timeZone: 'Mars/Olympus',
        state: 'Bali',
        website: 'ftp://x',
        name: '<b>',
      }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('VALIDATION_FAILED');
    expect(fieldCodes(bad.body).sort()).toEqual([
      'checkInTime TIME_FORMAT',
      'name INVALID_CHARACTERS',
      'starRating INVALID_OPTION',
      // Checked even while other fields fail, so the form shows every problem at once.
      'state STATE_NOT_IN_COUNTRY',
      'timeZone INVALID_OPTION',
      'website INVALID_URL',
    ]);
    const state = await post('createHotel', hotelBody({ code, state: 'Bali' }));
    expect(fieldErrors(state.body)).toEqual([expect.objectContaining({ path: 'state', code: 'STATE_NOT_IN_COUNTRY' })]);
    const unknown = await post('createHotel', hotelBody({ code, rating: 5 }));
    expect(unknown.status).toBe(400);
    for (const starRating of [0, 3.5, '4']) {
      expect((await post('createHotel', hotelBody({ code, starRating }))).status).toBe(400);
    }
    const list = await ok(post('getHotelList', { search: code }));
    expect(list.total).toBe(0);
  });

  test('a hotel code is unique (in any case) among live hotels: 409 on the code field', async () => {
    const code = uniqueCode('H');
    const first = await newHotel({ code });
    const again = await post('createHotel', hotelBody({ code: code.toLowerCase(), name: 'Second' }));
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 'HOTEL_CODE_TAKEN',
      message: `A hotel with the code ${code} already exists.`,
      details: { fields: [expect.objectContaining({ path: 'code' })] },
    });
    expect((await ok(post('getHotelList', { search: code }))).total).toBe(1);
    // Once deleted, its code is free again.
    await ok(post('deleteHotel', { hotelID: first.hotelID }));
    expect((await post('createHotel', hotelBody({ code }))).status).toBe(200);
  });

  test('an unknown hotel answers 404; a malformed id 400', async () => {
    const missing = await get('getHotel', { hotelID: randomUUID() });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 'HOTEL_NOT_FOUND', message: 'The hotel was not found.' });
    expect((await post('updateHotel', { ...hotelBody(), hotelID: randomUUID() })).status).toBe(404);
    expect((await post('deleteHotel', { hotelID: randomUUID() })).status).toBe(404);
    const malformed = await get('getHotel', { hotelID: 'nope' });
    expect(malformed.status).toBe(400);
    expect(fieldErrors(malformed.body)).toEqual([expect.objectContaining({ path: 'hotelID', code: 'HOTEL_NOT_FOUND' })]);
  });

  test('the list pages, searches, filters and sorts through the paged-list toolkit', async () => {
    const town = `Town${token8()}`;
    for (let i = 1; i <= 12; i++) {
      await newHotel({ name: `Inn ${String(i).padStart(2, '0')} ${town}`, city: town, state: 'Pahang', starRating: (i % 5) + 1 });
    }
    await newHotel({ name: `Resort ${town}`, city: 'Genting', state: 'Pahang', starRating: 5 });

    const page1 = await ok(post('getHotelList', { city: town.toLowerCase(), pageSize: 10 }));
    expect(page1).toMatchObject({ total: 12, pageSize: 10, curPageIndex: 1 });
    expect(page1.items.map((h: { name: string }) => h.name)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Inn ${String(i + 1).padStart(2, '0')} ${town}`),
    );
    const page2 = await ok(post('getHotelList', { city: town, pageSize: 10, curPageIndex: 2 }));
    expect(page2.items.map((h: { name: string }) => h.name)).toEqual([`Inn 11 ${town}`, `Inn 12 ${town}`]);

    // search: code, name or city contain it (case-insensitive); the resort is found by its name.
    expect((await ok(post('getHotelList', { search: town.toUpperCase(), pageSize: 25 }))).total).toBe(13);
    const fiveStars = await ok(post('getHotelList', { search: town, starRating: 5, pageSize: 25 }));
    expect(fiveStars.items.map((h: { name: string }) => h.name).sort()).toEqual([
      `Inn 04 ${town}`,
      `Inn 09 ${town}`,
      `Resort ${town}`,
    ]);
    // A LIKE wildcard typed by the user is a literal character.
    expect((await ok(post('getHotelList', { search: `${town}%` }))).total).toBe(0);

    const byStars = await ok(post('getHotelList', { city: town, sortKey: 'starRating', sortOrder: 'desc', pageSize: 25 }));
    const stars = byStars.items.map((h: { starRating: number }) => h.starRating);
    expect(stars).toEqual([...stars].sort((a, b) => b - a));

    const badSort = await post('getHotelList', { sortKey: 'password' });
    expect(fieldErrors(badSort.body)).toEqual([expect.objectContaining({ path: 'sortKey', code: 'INVALID_OPTION' })]);
    expect((await post('getHotelList', { pageSize: 7 })).status).toBe(400);
    expect((await post('getHotelList', { town })).status).toBe(400);
  });

  test('deleting a hotel takes its room types and rates with it; the hotel is gone from every read', async () => {
    const hotel = await newHotel();
    const room = await newRoom(hotel.hotelID);
    const rate = await newRate(room.roomInfoID);
    const facility = await newFacility();
    await ok(post('createHotelFacilty', { hotelID: hotel.hotelID, facilityID: facility.facilityID }));

    const deleted = await ok(
      post('deleteHotel', { hotelID: hotel.hotelID }, staff.token, { 'X-Page-Path': 'Hotel-Hotels-hotelList' }),
    );
    expect(deleted).toEqual({ code: 'HOTEL_DELETED', message: 'Hotel deleted successfully.', hotelID: hotel.hotelID });

    expect((await get('getHotel', { hotelID: hotel.hotelID })).status).toBe(404);
    expect((await ok(post('getHotelList', { search: hotel.code }))).total).toBe(0);
    expect((await get('getRoomInfo', { roomInfoID: room.roomInfoID })).status).toBe(404);
    expect((await get('getRoomRateInclusion', { roomRateInclusionID: rate.roomRateInclusionID })).status).toBe(404);
    expect((await get('getRoomList', { hotelID: hotel.hotelID })).status).toBe(404);
    // Its facility link went with it, so the catalogue entry is free to delete.
    expect((await post('deleteFacility', { facilityID: facility.facilityID })).status).toBe(200);

    const [entry] = await auditOf(staff.username, 'hotel.deleted', hotel.hotelID);
    expect(entry).toMatchObject({
      pagePath: 'Hotel-Hotels-hotelList',
      details: {
        before: expect.objectContaining({ code: hotel.code }),
        roomInfoIDs: [room.roomInfoID],
        roomRateInclusionIDs: [rate.roomRateInclusionID],
      },
    });
  });

  test('a hotel with upcoming bookings is not deleted: the booking port refuses it with a clear message', async () => {
    const hotel = await newHotel({ timeZone: 'Asia/Tokyo' });
    const room = await newRoom(hotel.hotelID);
    const bookings = bookingsOn((t) => (t.kind === 'hotel' && t.hotelId === hotel.hotelID ? 2 : 0));
    try {
      const refused = await post('deleteHotel', { hotelID: hotel.hotelID });
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({
        code: 'HOTEL_HAS_FUTURE_BOOKINGS',
        message: 'This hotel has 2 upcoming booking(s), so it cannot be deleted. Deactivate it to stop new sales instead.',
      });
      const malay = await post('deleteHotel', { hotelID: hotel.hotelID }, staff.token, { 'Accept-Language': 'ms' });
      expect(malay.body.message).toMatch(/^Hotel ini mempunyai 2 tempahan akan datang/);
      // The port was asked about this hotel, with the hotel's own date.
      const tokyoToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(new Date());
      expect(bookings.asked[0]).toEqual({ target: { kind: 'hotel', hotelId: hotel.hotelID }, today: tokyoToday });
    } finally {
      bookings.unregister();
    }
    expect(await ok(get('getRoomInfo', { roomInfoID: room.roomInfoID }))).toMatchObject({ roomInfoID: room.roomInfoID });
    expect(await auditOf(staff.username, 'hotel.deleted', hotel.hotelID)).toEqual([]);
    expect((await post('deleteHotel', { hotelID: hotel.hotelID })).status).toBe(200);
  });

  test('the currency changes only while no rate is priced in the old one', async () => {
    const hotel = await newHotel();
    const room = await newRoom(hotel.hotelID);
    const { hotelID, roomTypeCount: _r, facilityCount: _f, createdAt: _c, updatedAt: _u, ...fields } = hotel;
    const rate = await newRate(room.roomInfoID);
    const refused = await post('updateHotel', { ...fields, hotelID, currencyCode: 'SGD' });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'HOTEL_CURRENCY_IN_USE', message: expect.stringContaining('MYR') });
    await ok(post('deleteRoomRateInclusion', { roomRateInclusionID: rate.roomRateInclusionID }));
    expect((await ok(post('updateHotel', { ...fields, hotelID, currencyCode: 'sgd' }))).hotel.currencyCode).toBe('SGD');
  });

  test('the same Idempotency-Key creates one hotel and answers the same', async () => {
    const key = randomUUID();
    const body = hotelBody();
    const first = await post('createHotel', body, staff.token, { 'Idempotency-Key': key });
    const second = await post('createHotel', body, staff.token, { 'Idempotency-Key': key });
    expect(second.status).toBe(200);
    expect(second.body.hotel.hotelID).toBe(first.body.hotel.hotelID);
    expect((await ok(post('getHotelList', { search: body.code as string }))).total).toBe(1);
  });
});

describe('facility catalogue and hotel facilities', () => {
  test('add, edit, list and search the catalogue; code and scope stay; every change audited', async () => {
    const word = `Spa${token8()}`;
    const spa = await newFacility('HOTEL', {
      nameEn: `${word} centre`,
      nameMs: `Pusat ${word}`,
      category: 'WELLNESS',
      icon: 'massage',
    });
    expect(spa).toMatchObject({
      scope: 'HOTEL',
      category: 'WELLNESS',
      icon: 'massage',
      sortOrder: 0,
      active: true,
      hotelCount: 0,
      roomCount: 0,
    });
    const kettle = await newFacility('ROOM', { nameEn: `${word} kettle`, category: 'IN_ROOM' });

    const edited = await ok(
      post('editFacility', {
        facilityID: spa.facilityID,
        nameEn: `${word} and wellness`,
        nameMs: `Spa ${word}`,
        category: 'WELLNESS',
        sortOrder: 5,
      }),
    );
    expect(edited).toMatchObject({
      code: 'FACILITY_UPDATED',
      facility: { nameEn: `${word} and wellness`, icon: null, sortOrder: 5, active: true },
    });
    expect(
      (await post('editFacility', { facilityID: spa.facilityID, nameEn: 'x', nameMs: 'x', category: 'WELLNESS', scope: 'ROOM' }))
        .status,
    ).toBe(400);

    const search = await ok(post('getFacilityListBySearch', { search: word.toLowerCase(), sortKey: 'nameEn' }, viewer.token));
    expect(search.items.map((f: { facilityID: string }) => f.facilityID)).toEqual([spa.facilityID, kettle.facilityID]);
    const rooms = await ok(post('getFacilityListBySearch', { search: word, scope: 'ROOM' }));
    expect(rooms.items.map((f: { facilityID: string }) => f.facilityID)).toEqual([kettle.facilityID]);

    const all = (await ok(get('getFacilityList', { scope: 'HOTEL' }, viewer.token))) as unknown as {
      facilityID: string;
      scope: string;
    }[];
    expect(all.map((f) => f.facilityID)).toContain(spa.facilityID);
    expect(all.every((f) => f.scope === 'HOTEL')).toBe(true);

    const taken = await post('addFacility', {
      code: spa.code.toLowerCase(),
      nameEn: 'Pool',
      nameMs: 'Kolam',
      scope: 'HOTEL',
      category: 'RECREATION',
    });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('FACILITY_CODE_TAKEN');

    const [update] = await auditOf(staff.username, 'facility.updated', spa.facilityID);
    expect(update.details.changed.sort()).toEqual(['icon', 'nameEn', 'nameMs', 'sortOrder']);
  });

  test("a hotel's facilities: catalogue entries of scope HOTEL, active, once each; listed in catalogue order", async () => {
    const hotel = await newHotel();
    const parking = await newFacility('HOTEL', { nameEn: 'Car park', nameMs: 'Tempat letak kereta', category: 'TRANSPORT' });
    const wifi = await newFacility('HOTEL', { nameEn: 'Free Wi-Fi', nameMs: 'Wi-Fi percuma', category: 'GENERAL' });
    const minibar = await newFacility('ROOM', { category: 'IN_ROOM' });
    const closed = await newFacility('HOTEL', { active: false });

    const added = await ok(
      post('createHotelFacilty', {
        hotelID: hotel.hotelID,
        facilityID: parking.facilityID,
        chargeable: true,
        remark: 'RM 20 per day',
      }),
    );
    expect(added).toMatchObject({
      code: 'HOTEL_FACILITY_ADDED',
      hotelFacility: {
        hotelID: hotel.hotelID,
        facilityID: parking.facilityID,
        nameEn: 'Car park',
        chargeable: true,
        remark: 'RM 20 per day',
      },
    });
    await ok(post('createHotelFacilty', { hotelID: hotel.hotelID, facilityID: wifi.facilityID }));

    const twice = await post('createHotelFacilty', { hotelID: hotel.hotelID, facilityID: wifi.facilityID });
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('HOTEL_FACILITY_EXISTS');
    const room = await post('createHotelFacilty', { hotelID: hotel.hotelID, facilityID: minibar.facilityID });
    expect(room.status).toBe(400);
    expect(fieldErrors(room.body)).toEqual([expect.objectContaining({ path: 'facilityID', code: 'NOT_A_HOTEL_FACILITY' })]);
    expect((await post('createHotelFacilty', { hotelID: hotel.hotelID, facilityID: closed.facilityID })).body.code).toBe(
      'FACILITY_INACTIVE',
    );
    expect((await post('createHotelFacilty', { hotelID: hotel.hotelID, facilityID: randomUUID() })).body.code).toBe(
      'FACILITY_NOT_FOUND',
    );
    expect((await post('createHotelFacilty', { hotelID: randomUUID(), facilityID: wifi.facilityID })).body.code).toBe(
      'HOTEL_NOT_FOUND',
    );

    const list = (await ok(post('getHotelFacility', { hotelID: hotel.hotelID }, viewer.token))) as unknown as {
      nameEn: string;
    }[];
    expect(list.map((f) => f.nameEn)).toEqual(['Free Wi-Fi', 'Car park']); // GENERAL before TRANSPORT
    expect((await ok(get('getHotel', { hotelID: hotel.hotelID }))).facilityCount).toBe(2);

    const edited = await ok(
      post('editHotelFacility', { hotelFacilityID: added.hotelFacility.hotelFacilityID, chargeable: false }),
    );
    expect(edited.hotelFacility).toMatchObject({ chargeable: false, remark: null });

    // In use, the catalogue entry cannot be deleted; deactivated, the hotel keeps it.
    const inUse = await post('deleteFacility', { facilityID: parking.facilityID });
    expect(inUse.status).toBe(409);
    expect(inUse.body).toMatchObject({
      code: 'FACILITY_IN_USE',
      message: 'This facility is used by 1 hotel(s) and 0 room type(s). Remove it from them first, or deactivate it.',
    });
    await ok(
      post('editFacility', {
        facilityID: parking.facilityID,
        nameEn: 'Car park',
        nameMs: 'Tempat letak kereta',
        category: 'TRANSPORT',
        active: false,
      }),
    );
    const kept = (await ok(post('getHotelFacility', { hotelID: hotel.hotelID }))) as unknown as {
      facilityID: string;
      facilityActive: boolean;
    }[];
    expect(kept.find((f) => f.facilityID === parking.facilityID)?.facilityActive).toBe(false);

    const removed = await ok(post('deleteHotelFacilty', { hotelFacilityID: added.hotelFacility.hotelFacilityID }));
    expect(removed).toMatchObject({ code: 'HOTEL_FACILITY_REMOVED' });
    expect((await post('deleteHotelFacilty', { hotelFacilityID: added.hotelFacility.hotelFacilityID })).status).toBe(404);
    expect(await ok(post('deleteFacility', { facilityID: parking.facilityID }))).toMatchObject({ code: 'FACILITY_DELETED' });

    expect(await auditOf(staff.username, 'hotel-facility.created', added.hotelFacility.hotelFacilityID)).toHaveLength(1);
    expect(await auditOf(staff.username, 'hotel-facility.deleted', added.hotelFacility.hotelFacilityID)).toHaveLength(1);
    expect(await auditOf(staff.username, 'facility.deleted', parking.facilityID)).toHaveLength(1);
  });
});

describe('bed types and bed combinations', () => {
  test('bed types: add, list, search, delete; in use by a combination they stay', async () => {
    const word = `Bunk${token8()}`;
    const bunk = await newBedType({ nameEn: `${word} bed`, nameMs: `Katil ${word}`, sleeps: 1, widthCm: undefined });
    expect(bunk).toMatchObject({ sleeps: 1, widthCm: null, combinationCount: 0 });
    const all = (await ok(get('getBedTypeList', {}, viewer.token))) as unknown as { bedTypeID: string }[];
    expect(all.map((t) => t.bedTypeID)).toContain(bunk.bedTypeID);
    const found = await ok(post('getBedTypeListBySearch', { search: word }, viewer.token));
    expect(found.items.map((t: { bedTypeID: string }) => t.bedTypeID)).toEqual([bunk.bedTypeID]);
    expect((await post('addBedType', { code: bunk.code, nameEn: 'x', nameMs: 'x', sleeps: 1 })).body.code).toBe(
      'BED_TYPE_CODE_TAKEN',
    );
    expect(fieldErrors((await post('addBedType', { code: uniqueCode(), nameEn: 'x', nameMs: 'x', sleeps: 5 })).body)).toEqual([
      expect.objectContaining({ path: 'sleeps', code: 'NUMBER_BETWEEN' }),
    ]);

    const combination = await newCombination({ beds: [{ bedTypeID: bunk.bedTypeID, quantity: 2 }] });
    const inUse = await post('deleteBedType', { bedTypeID: bunk.bedTypeID });
    expect(inUse.status).toBe(409);
    expect(inUse.body).toMatchObject({
      code: 'BED_TYPE_IN_USE',
      message: 'This bed type is used by 1 bed combination(s). Remove it from them first.',
    });

    await ok(
      post('updateBedCombinationList', {
        ...pick(combination, 'bedCombinationID', 'nameEn', 'nameMs'),
        beds: [{ bedTypeID: kingBed.bedTypeID, quantity: 1 }],
      }),
    );
    expect(await ok(post('deleteBedType', { bedTypeID: bunk.bedTypeID }))).toMatchObject({ code: 'BED_TYPE_DELETED' });
    expect((await post('deleteBedType', { bedTypeID: bunk.bedTypeID })).status).toBe(404);
    expect(await auditOf(staff.username, 'bed-type.deleted', bunk.bedTypeID)).toHaveLength(1);
  });

  test('combinations: beds by type and quantity, the people they sleep; names unique; deactivated, not deleted', async () => {
    const single = await newBedType({ nameEn: 'Single bed', nameMs: 'Katil bujang', sleeps: 1, widthCm: 90 });
    const sofa = await newBedType({ nameEn: 'Sofa bed', nameMs: 'Katil sofa', sleeps: 1 });
    const name = `2 Single + Sofa ${token8()}`;
    const created = await ok(
      post('addBedCombinationList', {
        nameEn: name,
        nameMs: `2 Bujang + Sofa ${token8()}`,
        beds: [
          { bedTypeID: single.bedTypeID, quantity: 2 },
          { bedTypeID: sofa.bedTypeID, quantity: 1 },
        ],
      }),
    );
    expect(created.code).toBe('BED_COMBINATION_CREATED');
    expect(created.bedCombination).toMatchObject({
      nameEn: name,
      sleeps: 3,
      active: true,
      roomCount: 0,
      beds: [
        { bedTypeID: single.bedTypeID, nameEn: 'Single bed', sleeps: 1, quantity: 2 },
        { bedTypeID: sofa.bedTypeID, nameEn: 'Sofa bed', sleeps: 1, quantity: 1 },
      ],
    });
    const id = created.bedCombination.bedCombinationID;

    const repeated = await post('addBedCombinationList', {
      nameEn: `Twice ${token8()}`,
      nameMs: 'Dua kali',
      beds: [
        { bedTypeID: single.bedTypeID, quantity: 1 },
        { bedTypeID: single.bedTypeID, quantity: 1 },
      ],
    });
    expect(fieldErrors(repeated.body)).toEqual([
      expect.objectContaining({ path: 'beds.1.bedTypeID', code: 'DUPLICATE_IN_LIST' }),
    ]);
    const unknownBed = await post('addBedCombinationList', {
      nameEn: `U ${token8()}`,
      nameMs: 'U',
      beds: [{ bedTypeID: randomUUID(), quantity: 1 }],
    });
    expect(unknownBed.status).toBe(404);
    expect(fieldErrors(unknownBed.body)).toEqual([
      expect.objectContaining({ path: 'beds.0.bedTypeID', code: 'BED_TYPE_NOT_FOUND' }),
    ]);
    expect(
      (
        await post('addBedCombinationList', {
          nameEn: name.toUpperCase(),
          nameMs: 'x',
          beds: [{ bedTypeID: sofa.bedTypeID, quantity: 1 }],
        })
      ).body.code,
    ).toBe('BED_COMBINATION_NAME_TAKEN');

    const updated = await ok(
      post('updateBedCombinationList', {
        bedCombinationID: id,
        nameEn: name,
        nameMs: 'Bujang',
        beds: [{ bedTypeID: single.bedTypeID, quantity: 3 }],
        active: false,
      }),
    );
    expect(updated.bedCombination).toMatchObject({ sleeps: 3, active: false, beds: [expect.objectContaining({ quantity: 3 })] });
    const inactive = await ok(post('getBedCombinationList', { search: name, active: false }, viewer.token));
    expect(inactive.items.map((c: { bedCombinationID: string }) => c.bedCombinationID)).toEqual([id]);
    expect((await ok(post('getBedCombinationList', { search: name, active: true }))).total).toBe(0);

    const [audit] = await auditOf(staff.username, 'bed-combination.updated', id);
    expect(audit.details.changed.sort()).toEqual(['active', 'beds', 'nameMs']);
  });
});

const pick = <T extends object, K extends keyof T>(o: T, ...keys: K[]) =>
  Object.fromEntries(keys.map((k) => [k, o[k]])) as Pick<T, K>;

describe('room types', () => {
  test('create, read, list by hotel, update; bed combinations and amenities as chosen', async () => {
    const hotel = await newHotel();
    const hairDryer = await newFacility('ROOM', { nameEn: 'Hair dryer', category: 'BATHROOM' });
    const tv = await newFacility('ROOM', { nameEn: 'Flat-screen TV', nameMs: 'TV skrin rata', category: 'MEDIA' });
    const twin = await newCombination({ nameEn: `2 Single ${token8()}`, beds: [{ bedTypeID: kingBed.bedTypeID, quantity: 2 }] });

    const created = await ok(
      post(
        'createRoom',
        roomBody(hotel.hotelID, {
          name: 'Deluxe',
          sizeSqm: 32,
          bedCombinationIDs: [twin.bedCombinationID, kingCombination.bedCombinationID],
          amenityIDs: [tv.facilityID, hairDryer.facilityID],
        }),
        staff.token,
        { 'X-Page-Path': 'Hotel-Rooms-create-room' },
      ),
    );
    expect(created.code).toBe('ROOM_CREATED');
    const room = created.room;
    expect(room).toMatchObject({
      hotelID: hotel.hotelID,
      hotelName: hotel.name,
      name: 'Deluxe',
      sizeSqm: 32,
      maxAdults: 2,
      maxChildren: 1,
      maxOccupancy: 3,
      extraBeds: 0,
      roomCount: 20,
      smokingAllowed: false,
      active: true,
      rateCount: 0,
      bedCombinations: [
        expect.objectContaining({ bedCombinationID: twin.bedCombinationID, sleeps: 4 }),
        expect.objectContaining({ bedCombinationID: kingCombination.bedCombinationID, sleeps: 2 }),
      ],
      // Amenities in catalogue order: BATHROOM before MEDIA.
      amenities: [
        expect.objectContaining({ facilityID: hairDryer.facilityID }),
        expect.objectContaining({ facilityID: tv.facilityID }),
      ],
    });
    expect(await ok(get('getRoomInfo', { roomInfoID: room.roomInfoID }, viewer.token))).toEqual(room);

    const suite = await newRoom(hotel.hotelID, { name: 'Apartment' });
    const list = (await ok(get('getRoomList', { hotelID: hotel.hotelID }, viewer.token))) as unknown as { roomInfoID: string }[];
    expect(list.map((r) => r.roomInfoID)).toEqual([suite.roomInfoID, room.roomInfoID]);
    expect((await ok(get('getHotel', { hotelID: hotel.hotelID }))).roomTypeCount).toBe(2);

    const updated = await ok(
      post('updateRoomInfo', {
        ...pick(room, 'code', 'name', 'maxAdults', 'maxChildren', 'roomCount'),
        roomInfoID: room.roomInfoID,
        maxOccupancy: 2,
        smokingAllowed: true,
        bedCombinationIDs: [kingCombination.bedCombinationID],
      }),
    );
    expect(updated.room).toMatchObject({ maxOccupancy: 2, smokingAllowed: true, sizeSqm: null, amenities: [], active: true });
    expect(updated.room.bedCombinations.map((c: { bedCombinationID: string }) => c.bedCombinationID)).toEqual([
      kingCombination.bedCombinationID,
    ]);

    const [entry] = await auditOf(staff.username, 'room.created', room.roomInfoID);
    expect(entry.pagePath).toBe('Hotel-Rooms-create-room');
    const [change] = await auditOf(staff.username, 'room.updated', room.roomInfoID);
    expect(change.details.changed.sort()).toEqual(['amenities', 'bedCombinations', 'maxOccupancy', 'sizeSqm', 'smokingAllowed']);
  });

  test('refusals: occupancy, codes per hotel, amenity scope, inactive choices; nothing stored', async () => {
    const hotel = await newHotel();
    const other = await newHotel();
    const room = await newRoom(hotel.hotelID);

    const occupancy = await post('createRoom', roomBody(hotel.hotelID, { maxAdults: 2, maxChildren: 1, maxOccupancy: 4 }));
    expect(fieldErrors(occupancy.body)).toEqual([
      expect.objectContaining({ path: 'maxOccupancy', code: 'NUMBER_BETWEEN', message: 'Please enter a number between 2 and 3' }),
    ]);
    const taken = await post('createRoom', roomBody(hotel.hotelID, { code: room.code.toLowerCase() }));
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({
      code: 'ROOM_CODE_TAKEN',
      message: `This hotel already has a room type with the code ${room.code}.`,
    });
    // Another hotel may use the same code.
    expect((await post('createRoom', roomBody(other.hotelID, { code: room.code }))).status).toBe(200);

    const poolAsAmenity = await newFacility('HOTEL');
    const scope = await post('createRoom', roomBody(hotel.hotelID, { amenityIDs: [poolAsAmenity.facilityID] }));
    expect(fieldErrors(scope.body)).toEqual([expect.objectContaining({ path: 'amenityIDs.0', code: 'NOT_A_ROOM_AMENITY' })]);
    const retired = await newCombination({ active: false });
    const inactive = await post('createRoom', roomBody(hotel.hotelID, { bedCombinationIDs: [retired.bedCombinationID] }));
    expect(fieldErrors(inactive.body)).toEqual([
      expect.objectContaining({ path: 'bedCombinationIDs.0', code: 'BED_COMBINATION_INACTIVE' }),
    ]);
    expect(fieldErrors((await post('createRoom', roomBody(hotel.hotelID, { bedCombinationIDs: [] }))).body)).toEqual([
      expect.objectContaining({ path: 'bedCombinationIDs', code: 'REQUIRED_FIELD' }),
    ]);
    expect((await post('createRoom', roomBody(randomUUID()))).body.code).toBe('HOTEL_NOT_FOUND');
    expect((await ok(get('getRoomList', { hotelID: hotel.hotelID }))) as unknown as unknown[]).toHaveLength(1);

    // A combination deactivated after the room chose it may stay on the room.
    const later = await newCombination();
    const keeper = await newRoom(hotel.hotelID, { bedCombinationIDs: [later.bedCombinationID] });
    await ok(
      post('updateBedCombinationList', {
        ...pick(later, 'bedCombinationID', 'nameEn', 'nameMs'),
        beds: [{ bedTypeID: kingBed.bedTypeID, quantity: 1 }],
        active: false,
      }),
    );
    const kept = await post('updateRoomInfo', {
      ...pick(keeper, 'code', 'name', 'maxAdults', 'maxChildren', 'maxOccupancy', 'roomCount'),
      roomInfoID: keeper.roomInfoID,
      bedCombinationIDs: [later.bedCombinationID],
    });
    expect(kept.status).toBe(200);
  });

  test('the maximum adults cannot fall below what a rate of the room type is priced for', async () => {
    const hotel = await newHotel();
    const room = await newRoom(hotel.hotelID, { maxAdults: 3, maxChildren: 0, maxOccupancy: 3 });
    await newRate(room.roomInfoID, { pricing: { baseOccupancy: 3 } });
    const refused = await post('updateRoomInfo', {
      ...pick(room, 'code', 'name', 'roomCount'),
      roomInfoID: room.roomInfoID,
      maxAdults: 2,
      maxOccupancy: 2,
      bedCombinationIDs: [kingCombination.bedCombinationID],
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'ROOM_OCCUPANCY_BELOW_RATES',
      details: { fields: [expect.objectContaining({ path: 'maxAdults' })] },
    });
  });

  test('deleting a room type takes its rates; refused while it has upcoming bookings', async () => {
    const hotel = await newHotel();
    const room = await newRoom(hotel.hotelID);
    const rate = await newRate(room.roomInfoID);
    const bookings = bookingsOn((t) => (t.kind === 'room' && t.roomId === room.roomInfoID ? 1 : 0));
    try {
      const refused = await post('deleteRoom', { roomInfoID: room.roomInfoID });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(
        'This room type has 1 upcoming booking(s), so it cannot be deleted. Deactivate it to stop new sales instead.',
      );
    } finally {
      bookings.unregister();
    }
    expect(await ok(post('deleteRoom', { roomInfoID: room.roomInfoID }))).toEqual({
      code: 'ROOM_DELETED',
      message: 'Room type deleted successfully.',
      roomInfoID: room.roomInfoID,
    });
    expect((await get('getRoomInfo', { roomInfoID: room.roomInfoID })).status).toBe(404);
    expect((await get('getRoomRateInclusion', { roomRateInclusionID: rate.roomRateInclusionID })).status).toBe(404);
    expect((await ok(post('getRoomRateInclusionList', { hotelID: hotel.hotelID }))).total).toBe(0);
    // The code is free again within the hotel.
    expect((await post('createRoom', roomBody(hotel.hotelID, { code: room.code }))).status).toBe(200);
    const [entry] = await auditOf(staff.username, 'room.deleted', room.roomInfoID);
    expect(entry.details.roomRateInclusionIDs).toEqual([rate.roomRateInclusionID]);
  });
});

describe('room rates (room rate inclusions)', () => {
  let hotel: { hotelID: string; name: string };
  let deluxe: { roomInfoID: string; code: string; name: string };
  let suite: { roomInfoID: string };
  beforeAll(async () => {
    hotel = await newHotel();
    deluxe = await newRoom(hotel.hotelID, { name: 'Deluxe' });
    suite = await newRoom(hotel.hotelID, { name: 'Suite', maxAdults: 4, maxChildren: 2, maxOccupancy: 5 });
  });

  test('create and read: three parts, money as exact integer minor units', async () => {
    const created = await ok(
      post(
        'createRoomRateInclusion',
        rateBody(deluxe.roomInfoID, {
          info: { ratePlanCode: 'bar', description: 'Flexible' },
          pricing: { baseRate: 9_007_199_254, extraBedRate: 1 },
        }),
      ),
    );
    expect(created.code).toBe('ROOM_RATE_CREATED');
    const rate = created.roomRate;
    expect(rate).toMatchObject({
      hotelID: hotel.hotelID,
      hotelName: hotel.name,
      roomInfoID: deluxe.roomInfoID,
      roomName: 'Deluxe',
      info: {
        ratePlanCode: 'BAR',
        name: 'Best available rate',
        mealPlan: 'BB',
        inclusions: ['Breakfast for 2'],
        description: 'Flexible',
        active: true,
      },
      condition: {
        refundable: true,
        freeCancellationDays: 3,
        cancellationFee: { basis: 'NIGHTS', value: 1 },
        minStay: 1,
        maxStay: null,
        terms: null,
      },
      pricing: {
        currencyCode: 'MYR',
        baseOccupancy: 2,
        baseRate: 9_007_199_254,
        extraAdultRate: 8000,
        childRate: 4000,
        extraBedRate: 1,
      },
    });
    expect(await ok(get('getRoomRateInclusion', { roomRateInclusionID: rate.roomRateInclusionID }, viewer.token))).toEqual(rate);
    const [row] = (await api.dataSource.query(`SELECT base_rate::text AS base FROM hotels.room_rates WHERE id = $1`, [
      rate.roomRateInclusionID,
    ])) as { base: string }[];
    expect(row.base).toBe('9007199254');
    expect((await ok(get('getRoomInfo', { roomInfoID: deluxe.roomInfoID }))).rateCount).toBeGreaterThanOrEqual(1);
  });

  test('money is a JSON integer of minor units: text, fractions and negatives are refused, nothing stored', async () => {
    for (const baseRate of ['35000', 350.5, '1e3', -1, 0]) {
      const res = await post(
        'createRoomRateInclusion',
        rateBody(deluxe.roomInfoID, { info: { ratePlanCode: 'MONEY' }, pricing: { baseRate } }),
      );
      expect(res.status).toBe(400);
      expect(fieldErrors(res.body)[0]).toMatchObject({ path: 'pricing.baseRate' });
    }
    const text = await post(
      'createRoomRateInclusion',
      rateBody(deluxe.roomInfoID, { info: { ratePlanCode: 'MONEY' }, pricing: { childRate: '10' } }),
    );
    expect(fieldErrors(text.body)).toEqual([expect.objectContaining({ path: 'pricing.childRate', code: 'MONEY_MINOR_UNITS' })]);
    expect((await ok(post('getRoomRateInclusionList', { hotelID: hotel.hotelID, ratePlanCode: 'MONEY' }))).total).toBe(0);
  });

  test('refusals: the hotel currency, the room occupancy, the rate plan code per room type, conditions', async () => {
    const currency = await post(
      'createRoomRateInclusion',
      rateBody(deluxe.roomInfoID, { info: { ratePlanCode: 'USD' }, pricing: { currencyCode: 'USD' } }),
    );
    expect(currency.status).toBe(400);
    expect(currency.body).toMatchObject({ code: 'RATE_CURRENCY_MISMATCH', message: 'Rates of this hotel are in MYR.' });
    const crowd = await post(
      'createRoomRateInclusion',
      rateBody(deluxe.roomInfoID, { info: { ratePlanCode: 'CROWD' }, pricing: { baseOccupancy: 3 } }),
    );
    expect(fieldErrors(crowd.body)).toEqual([
      expect.objectContaining({ path: 'pricing.baseOccupancy', code: 'RATE_OCCUPANCY_ABOVE_ROOM' }),
    ]);

    await newRate(deluxe.roomInfoID, { info: { ratePlanCode: 'TAKEN' } });
    const taken = await post('createRoomRateInclusion', rateBody(deluxe.roomInfoID, { info: { ratePlanCode: 'taken' } }));
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({
      code: 'RATE_PLAN_CODE_TAKEN',
      message: 'This room type already has the rate plan TAKEN.',
    });

    const nonRefundable = await post(
      'createRoomRateInclusion',
      rateBody(deluxe.roomInfoID, {
        info: { ratePlanCode: 'NRF' },
        condition: { refundable: false, freeCancellationDays: 2, cancellationFee: { basis: 'NIGHTS', value: 1 } },
      }),
    );
    expect(fieldCodes(nonRefundable.body)).toEqual(
      ['freeCancellationDays RATE_NON_REFUNDABLE_CONDITION', 'cancellationFee.basis RATE_NON_REFUNDABLE_CONDITION'].map(
        (f) => `condition.${f}`,
      ),
    );
    const noFee = await post(
      'createRoomRateInclusion',
      rateBody(deluxe.roomInfoID, { info: { ratePlanCode: 'NOFEE' }, condition: { cancellationFee: undefined } }),
    );
    expect(fieldErrors(noFee.body)).toEqual([
      expect.objectContaining({ path: 'condition.cancellationFee', code: 'REQUIRED_FIELD' }),
    ]);
    const percent = await post(
      'createRoomRateInclusion',
      rateBody(deluxe.roomInfoID, {
        info: { ratePlanCode: 'PCT' },
        condition: { cancellationFee: { basis: 'PERCENT', value: 10_001 } },
      }),
    );
    expect(fieldErrors(percent.body)).toEqual([
      expect.objectContaining({ path: 'condition.cancellationFee.value', code: 'NUMBER_BETWEEN' }),
    ]);
    const stay = await post(
      'createRoomRateInclusion',
      rateBody(deluxe.roomInfoID, { info: { ratePlanCode: 'STAY' }, condition: { minStay: 3, maxStay: 2 } }),
    );
    expect(fieldErrors(stay.body)).toEqual([expect.objectContaining({ path: 'condition.maxStay', code: 'NUMBER_AT_LEAST' })]);
    expect((await post('createRoomRateInclusion', rateBody(randomUUID()))).body.code).toBe('ROOM_NOT_FOUND');
  });

  test('edit info, condition and pricing separately; each audited with what changed', async () => {
    const rate = await newRate(deluxe.roomInfoID, { info: { ratePlanCode: 'EDIT' } });
    const id = rate.roomRateInclusionID;

    const info = await ok(
      post(
        'editRoomInclusionInfo',
        { roomRateInclusionID: id, ratePlanCode: 'EDIT2', name: 'Room and dinner', mealPlan: 'HB', inclusions: ['Dinner'] },
        staff.token,
        {
          'X-Page-Path': 'Hotel-Rooms-room-profile-1',
        },
      ),
    );
    expect(info).toMatchObject({
      code: 'ROOM_RATE_UPDATED',
      roomRate: {
        info: {
          ratePlanCode: 'EDIT2',
          name: 'Room and dinner',
          mealPlan: 'HB',
          inclusions: ['Dinner'],
          description: null,
          active: true,
        },
      },
    });
    expect(info.roomRate.pricing).toEqual(rate.pricing);

    // Non-refundable: no free cancellation, the fee is the full stay whatever was sent.
    const condition = await ok(
      post('editRoomRateCondition', {
        roomRateInclusionID: id,
        condition: { refundable: false, minStay: 2, maxStay: 14, terms: 'Prepaid' },
      }),
    );
    expect(condition.roomRate.condition).toEqual({
      refundable: false,
      freeCancellationDays: null,
      cancellationFee: { basis: 'FULL_STAY', value: 0 },
      minStay: 2,
      maxStay: 14,
      terms: 'Prepaid',
    });

    const pricing = await ok(
      post('editRoomRatePricing', { roomRateInclusionID: id, currencyCode: 'myr', baseOccupancy: 1, baseRate: 29900 }),
    );
    expect(pricing.roomRate.pricing).toEqual({
      currencyCode: 'MYR',
      baseOccupancy: 1,
      baseRate: 29900,
      extraAdultRate: 0,
      childRate: 0,
      extraBedRate: 0,
      childAgeBands: [],
    });
    expect(
      (
        await post('editRoomRatePricing', {
          roomRateInclusionID: id,
          currencyCode: 'MYR',
          baseOccupancy: 1,
          baseRate: 29900,
          tax: 6,
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await post('editRoomRatePricing', {
          roomRateInclusionID: randomUUID(),
          currencyCode: 'MYR',
          baseOccupancy: 1,
          baseRate: 1,
        })
      ).body.code,
    ).toBe('ROOM_RATE_NOT_FOUND');

    const [infoEntry] = await auditOf(staff.username, 'room-rate.info-edited', id);
    expect(infoEntry).toMatchObject({ pagePath: 'Hotel-Rooms-room-profile-1', details: { changed: ['info'] } });
    const [pricingEntry] = await auditOf(staff.username, 'room-rate.pricing-edited', id);
    expect(pricingEntry.details).toMatchObject({
      before: { pricing: rate.pricing },
      after: { pricing: pricing.roomRate.pricing },
    });
    expect(await auditOf(staff.username, 'room-rate.condition-edited', id)).toHaveLength(1);
  });

  test('duplicate: to another room type of the hotel, or under another code on the same one; never to another hotel', async () => {
    const source = await newRate(deluxe.roomInfoID, { info: { ratePlanCode: 'DUP' }, condition: { minStay: 2 } });
    const toSuite = await ok(
      post('duplicateRoomRateInclusion', { roomRateInclusionID: source.roomRateInclusionID, roomInfoID: suite.roomInfoID }),
    );
    expect(toSuite.code).toBe('ROOM_RATE_DUPLICATED');
    expect(toSuite.roomRate).toMatchObject({
      roomInfoID: suite.roomInfoID,
      info: source.info,
      condition: source.condition,
      pricing: source.pricing,
    });
    expect(toSuite.roomRate.roomRateInclusionID).not.toBe(source.roomRateInclusionID);

    const sameRoom = await post('duplicateRoomRateInclusion', { roomRateInclusionID: source.roomRateInclusionID });
    expect(sameRoom.body.code).toBe('RATE_PLAN_CODE_TAKEN');
    const renamed = await ok(
      post('duplicateRoomRateInclusion', {
        roomRateInclusionID: source.roomRateInclusionID,
        ratePlanCode: 'DUP-NRF',
        name: 'Saver',
        active: false,
      }),
    );
    expect(renamed.roomRate.info).toMatchObject({ ratePlanCode: 'DUP-NRF', name: 'Saver', active: false });

    const elsewhere = await newRoom((await newHotel()).hotelID);
    const foreign = await post('duplicateRoomRateInclusion', {
      roomRateInclusionID: source.roomRateInclusionID,
      roomInfoID: elsewhere.roomInfoID,
    });
    expect(fieldErrors(foreign.body)).toEqual([expect.objectContaining({ path: 'roomInfoID', code: 'ROOM_NOT_IN_HOTEL' })]);

    const [entry] = await auditOf(staff.username, 'room-rate.duplicated', toSuite.roomRate.roomRateInclusionID);
    expect(entry.details.duplicatedFrom).toBe(source.roomRateInclusionID);
  });

  test('the list pages and filters by hotel, room type, plan code, meal plan and search', async () => {
    const own = await newHotel();
    const a = await newRoom(own.hotelID, { name: 'Alpha' });
    const b = await newRoom(own.hotelID, { name: 'Bravo' });
    for (const room of [a, b]) {
      for (let i = 1; i <= 6; i++)
        await newRate(room.roomInfoID, { info: { ratePlanCode: `P${i}`, name: `Plan ${i}`, mealPlan: i % 2 ? 'RO' : 'BB' } });
    }
    const page1 = await ok(post('getRoomRateInclusionList', { hotelID: own.hotelID }, viewer.token));
    expect(page1).toMatchObject({ total: 12, pageSize: 10, curPageIndex: 1 });
    // Default order: room type name, then plan code.
    expect(
      page1.items
        .slice(0, 7)
        .map((r: { roomName: string; info: { ratePlanCode: string } }) => `${r.roomName} ${r.info.ratePlanCode}`),
    ).toEqual(['Alpha P1', 'Alpha P2', 'Alpha P3', 'Alpha P4', 'Alpha P5', 'Alpha P6', 'Bravo P1']);
    expect((await ok(post('getRoomRateInclusionList', { hotelID: own.hotelID, curPageIndex: 2 }))).items).toHaveLength(2);
    expect((await ok(post('getRoomRateInclusionList', { roomInfoID: b.roomInfoID, mealPlan: 'BB' }))).total).toBe(3);
    expect((await ok(post('getRoomRateInclusionList', { hotelID: own.hotelID, ratePlanCode: 'p2' }))).total).toBe(2);
    expect((await ok(post('getRoomRateInclusionList', { hotelID: own.hotelID, search: 'bravo' }))).total).toBe(6);
    const cheapestFirst = await ok(post('getRoomRateInclusionList', { hotelID: own.hotelID, sortKey: 'baseRate', pageSize: 25 }));
    expect(cheapestFirst.total).toBe(12);
  });

  test('delete one rate, or a whole rate plan across the room types; refused while booked', async () => {
    const own = await newHotel();
    const a = await newRoom(own.hotelID);
    const b = await newRoom(own.hotelID);
    const single = await newRate(a.roomInfoID, { info: { ratePlanCode: 'ONE' } });
    expect(await ok(post('deleteRoomRateInclusion', { roomRateInclusionID: single.roomRateInclusionID }))).toMatchObject({
      code: 'ROOM_RATE_DELETED',
      roomRateInclusionID: single.roomRateInclusionID,
    });
    expect((await post('deleteRoomRateInclusion', { roomRateInclusionID: single.roomRateInclusionID })).status).toBe(404);

    const onA = await newRate(a.roomInfoID, { info: { ratePlanCode: 'PROMO' } });
    const onB = await newRate(b.roomInfoID, { info: { ratePlanCode: 'PROMO' } });
    const keep = await newRate(b.roomInfoID, { info: { ratePlanCode: 'KEEP' } });

    const bookings = bookingsOn((t) => (t.kind === 'rates' && t.roomRateIds.includes(onB.roomRateInclusionID) ? 3 : 0));
    try {
      const refused = await post('deleteRoomRatePlan', { hotelID: own.hotelID, ratePlanCode: 'PROMO' });
      expect(refused.status).toBe(409);
      expect(refused.body.code).toBe('RATE_PLAN_HAS_FUTURE_BOOKINGS');
      expect((await ok(post('getRoomRateInclusionList', { hotelID: own.hotelID, ratePlanCode: 'PROMO' }))).total).toBe(2);
    } finally {
      bookings.unregister();
    }

    const deleted = await ok(post('deleteRoomRatePlan', { hotelID: own.hotelID, ratePlanCode: 'promo' }));
    expect(deleted).toMatchObject({
      code: 'RATE_PLAN_DELETED',
      message: 'Rate plan PROMO deleted from 2 room type(s).',
      ratePlanCode: 'PROMO',
    });
    expect(deleted.roomRateInclusionIDs.sort()).toEqual([onA.roomRateInclusionID, onB.roomRateInclusionID].sort());
    const left = await ok(post('getRoomRateInclusionList', { hotelID: own.hotelID }));
    expect(left.items.map((r: { roomRateInclusionID: string }) => r.roomRateInclusionID)).toEqual([keep.roomRateInclusionID]);
    const missing = await post('deleteRoomRatePlan', { hotelID: own.hotelID, ratePlanCode: 'PROMO' });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('This hotel has no rate plan PROMO.');
    expect(await auditOf(staff.username, 'room-rate.deleted', onB.roomRateInclusionID)).toEqual([
      expect.objectContaining({ details: expect.objectContaining({ ratePlanDeleted: 'PROMO' }) }),
    ]);
  });
});

describe('access', () => {
  const hotelRoutes = () => listRoutes(api.app, API_PREFIX).filter((r) => r.path.startsWith(`/api/v1${H}/`));
  const call = (route: { method: string; path: string }, token?: string) => {
    const req = api.http()[route.method.toLowerCase() as 'get' | 'post'](route.path);
    return (token ? req.set(auth(token)) : req).send({});
  };

  test('every call but the probe answers 401 to anonymous callers and 403 to a role without its permission', async () => {
    const routes = hotelRoutes();
    expect(routes.map((r) => `${r.method} ${r.path.slice(`/api/v1${H}/`.length)}`).sort()).toEqual(
      [...SPEC_CALLS, ...PART_2_CALLS].sort(),
    );
    for (const route of routes.filter((r) => !r.isPublic)) {
      expect([route.path, (await call(route)).status]).toEqual([route.path, 401]);
      expect([route.path, (await call(route, outsider.token)).status]).toEqual([route.path, 403]);
    }
  });

  test('view permissions read but never write', async () => {
    const hotel = await newHotel();
    expect((await get('getHotel', { hotelID: hotel.hotelID }, viewer.token)).status).toBe(200);
    for (const [path, body] of [
      ['createHotel', hotelBody()],
      ['updateHotel', { ...hotelBody(), hotelID: hotel.hotelID }],
      ['deleteHotel', { hotelID: hotel.hotelID }],
      ['addFacility', { code: uniqueCode(), nameEn: 'x', nameMs: 'x', scope: 'HOTEL', category: 'GENERAL' }],
      ['createRoom', roomBody(hotel.hotelID)],
    ] as const) {
      const res = await post(path, body as Body, viewer.token);
      expect([path, res.status, res.body.code]).toEqual([path, 403, 'FORBIDDEN']);
    }
    expect((await ok(get('getHotel', { hotelID: hotel.hotelID }))).code).toBe(hotel.code);
  });

  test("an agency's user never changes the provider's inventory, whatever its role holds", async () => {
    const organization = await registerOrganization(api, admin, { pending: true });
    const agent = await userWith(api.dataSource, api.url, ALL_HOTEL_PERMISSIONS, organization.id);
    const res = await post('createHotel', hotelBody(), agent.token);
    expect(res.status).toBe(403);
    expect((await post('getHotelList', {}, agent.token)).status).toBe(200);
  });
});
