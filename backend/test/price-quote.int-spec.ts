import { randomUUID } from 'node:crypto';
import { PERMISSIONS } from '@bo/shared';
import { addDays, todayIn } from '../src/modules/hotels/availability/rules';
import { ADMIN_PASSWORD, signIn, startApi, userWith } from './support/api-harness';
import { fieldCodes } from './support/field-errors';
import { hotelFixtures, ok, token8 } from './support/hotel-fixture';
import { registerOrganization } from './support/organization-fixture';
import type { Body, Json } from './support/json-types';

/**
 * The price quote, "Why this price" (`POST /markup/test`), and the selling prices of the hotel
 * availability search, over HTTP against the real PostgreSQL: a hotel with a rate and allotment,
 * a group, mark-ups and service fees, an organization in the group, all made through the API.
 *
 * Spec files share the database: the rules this file asserts amounts of are valid from a sale date
 * of their own (SALE_DATE), so the engine picks them over other files' (the latest validFrom
 * wins), and the system fees other files may set up are left out of the exact lines (their
 * lines, if any, still add up to the total).
 */

const SALE_DATE = '2031-03-17';
const today = () => todayIn('Asia/Kuala_Lumpur');
const day = (n: number) => addDays(today(), n);

let api: Awaited<ReturnType<typeof startApi>>;
let admin: string;
let groupId: string;
let org: { id: string; name: string };
let hotelID: string;
let rateID: string;
let serviceFeeId: string;
let markup: Json;

const call = (path: string, body: Body, token = admin) =>
  api
    .http()
    .post(`/api/v1${path}`)
    .set({ Authorization: `Bearer ${token}` })
    .send(body);
const read = (path: string, query: Body, token = admin) =>
  api
    .http()
    .get(`/api/v1${path}`)
    .query(query as Record<string, string>)
    .set({ Authorization: `Bearer ${token}` });
const quote = (body: Body, token = admin) => call('/markup/test', body, token);
const hotelQuote = (body: Body = {}) => ({
  productType: 'hotel',
  hotelID,
  checkIn: day(10),
  checkOut: day(12),
  adults: 2,
  ...body,
});
const make = hotelFixtures((path, body) => ok(call(`/bo/RWTDIYHotel/${path}`, body)));

const hotelMarkup = (overrides: Body): Body => ({
  name: `Hotels ${token8()}`,
  productType: 'hotel',
  markupGroupListID: groupId,
  customerType: 'B2B',
  basedOn: 'PERCENTAGE',
  feeBasis: 0,
  rows: [{ value: 1_000 }],
  validFrom: SALE_DATE,
  ...overrides,
});
const serviceFee = async (body: Body) =>
  (
    await ok(
      call('/bo/ServiceFee/create', {
        productType: 'hotel',
        channel: 'B2B',
        currencyCode: 'MYR',
        feeBasis: 2,
        basedOn: 'AMOUNT',
        validFrom: SALE_DATE,
        ...body,
      }),
    )
  ).serviceFee.serviceFeeID as string;

/** The lines as `KIND amount`, system fees (other files' defaults, if any) left out. */
const linesOf = (breakdown: Json) =>
  breakdown.lines.filter((l: Json) => l.kind !== 'SYSTEM_FEE').map((l: Json) => `${l.kind} ${l.amount}`);
const sum = (breakdown: Json) => breakdown.lines.reduce((s: number, l: Json) => s + l.amount, 0);
/** 8% SST of everything before it, rounded half up. */
const sst = (breakdown: Json) => {
  const before = breakdown.lines.filter((l: Json) => l.kind !== 'SERVICE_TAX' && l.kind !== 'TOURISM_TAX');
  return Math.round((before.reduce((s: number, l: Json) => s + l.amount, 0) * 800) / 10_000);
};

beforeAll(async () => {
  api = await startApi();
  admin = await signIn(api.url, 'admin', ADMIN_PASSWORD);

  const bed = await make.bedCombination();
  const hotel = await make.hotel({ name: `Quote Hotel ${token8()}`, starRating: 4 });
  hotelID = hotel.hotelID;
  const room = await make.room(hotelID, bed, { name: 'Deluxe King' });
  rateID = (await make.rate(room.roomInfoID, { pricing: { baseRate: 35_000, baseOccupancy: 2 } })).roomRateInclusionID;
  await ok(
    call('/bo/RWTDIYHotel/updateRoomCalendar', {
      roomInfoID: room.roomInfoID,
      from: today(),
      to: day(30),
      room: { allotment: 5 },
    }),
  );

  const code = `Q${token8()}`;
  groupId = (
    await ok(
      call('/markup/CreateMarkupGroupList', { code, name: `Quote ${code}`, customerType: 'B2B', commissionBasisPoints: 500 }),
    )
  ).group.markupGroupListID;
  org = await registerOrganization(api, admin, { replicas: ['pricing.organizations'] });
  await ok(call('/markup/AssignOrganizationGroup', { organizationId: org.id, markupGroupListID: groupId }));
  markup = (await ok(call('/markup/Create', hotelMarkup({ name: `Quote mark-up ${code}` })))).markup;
  serviceFeeId = await serviceFee({ value: 1_500, description: `Quote ${code}` });
});
afterAll(async () => {
  await api?.app.close();
});

describe('POST /markup/test', () => {
  test('an organization in the group: supplier cost, mark-up, service fee and SST adding up to the total, with the versions used', async () => {
    const answer = await ok(quote(hotelQuote({ organizationId: org.id, saleDate: SALE_DATE })));
    expect(answer).toMatchObject({
      customerType: 'B2B',
      organizationId: org.id,
      organizationName: org.name,
      markupGroup: { markupGroupListID: groupId, name: expect.stringMatching(/^Quote /) },
      productType: 'hotel',
      saleDate: SALE_DATE,
      paymentType: null,
    });
    expect(answer.options).toHaveLength(1);
    const option = answer.options[0];
    expect(option).toMatchObject({ hotelID, starRating: 4, roomName: 'Deluxe King', roomRateInclusionID: rateID });
    const b = option.breakdown;
    // 2 nights x RM 350.00; 10% mark-up; RM 15.00 per booking; 8% SST.
    expect(linesOf(b)).toEqual(['SUPPLIER_COST 70000', 'MARKUP 7000', 'SERVICE_FEE 1500', `SERVICE_TAX ${sst(b)}`]);
    expect(b.total).toBe(sum(b));
    expect(b.currencyCode).toBe('MYR');
    expect(b.commission).toEqual({ amount: 3_850, basisPoints: 500 });
    const markupLine = b.lines.find((l: Json) => l.kind === 'MARKUP');
    expect(markupLine).toMatchObject({
      basisPoints: 1_000,
      base: 70_000,
      rule: { kind: 'MARKUP', id: markup.markupID, version: 1 },
    });
    expect(b.rulesUsed).toEqual(
      expect.arrayContaining([
        { kind: 'MARKUP', id: markup.markupID, version: 1, name: markup.name },
        { kind: 'SERVICE_FEE', id: serviceFeeId, version: 1, name: null },
        { kind: 'TAX', id: 'SERVICE_TAX', version: null, name: null },
      ]),
    );
    expect(b.notes).toEqual([]);

    // Foreign guests: the tourism tax, RM 10.00 per room night, after the SST.
    const foreign = (await ok(quote(hotelQuote({ organizationId: org.id, saleDate: SALE_DATE, foreignGuests: true })))).options[0]
      .breakdown;
    expect(linesOf(foreign)).toEqual([...linesOf(b), 'TOURISM_TAX 2000']);
    expect(foreign.total).toBe(b.total + 2_000);
  });

  test('after an edit a new quote uses version 2, while version 1 still explains the old one', async () => {
    const before = (await ok(quote(hotelQuote({ organizationId: org.id, saleDate: SALE_DATE })))).options[0].breakdown;
    const v2 = (
      await ok(
        call('/markup/Edit', {
          ...hotelMarkup({ name: markup.name }),
          markupID: markup.markupID,
          expectedVersion: 1,
          reason: 'Margin up',
          rows: [{ value: 1_200 }],
        }),
      )
    ).markup;
    expect(v2.version).toBe(2);
    const after = (await ok(quote(hotelQuote({ organizationId: org.id, saleDate: SALE_DATE })))).options[0].breakdown;
    expect(linesOf(after).slice(0, 2)).toEqual(['SUPPLIER_COST 70000', 'MARKUP 8400']);
    expect(after.rulesUsed).toContainEqual({ kind: 'MARKUP', id: markup.markupID, version: 2, name: markup.name });

    const used = before.rulesUsed.find((r: Json) => r.kind === 'MARKUP');
    const explained = await ok(read('/markup/GetMarkupDetail', { markupID: used.id, version: String(used.version) }));
    expect(explained).toMatchObject({ version: 1, currentVersion: 2, rows: [expect.objectContaining({ value: 1_000 })] });
    markup = v2;
  });

  test('a consumer (no organization) is priced with the B2C default group', async () => {
    const groups = await ok(read('/markup/GetAllMarkupGroupList', { customerType: 'B2C', activeOnly: 'true' }));
    const b2c = groups.find((g: Json) => g.isDefault);
    const consumerMarkup = (
      await ok(
        call(
          '/markup/Create',
          hotelMarkup({ markupGroupListID: b2c.markupGroupListID, customerType: 'B2C', rows: [{ value: 2_000 }] }),
        ),
      )
    ).markup;
    const consumerFee = await serviceFee({ channel: 'B2C', value: 700 });
    const answer = await ok(quote(hotelQuote({ saleDate: SALE_DATE })));
    expect(answer).toMatchObject({
      customerType: 'B2C',
      organizationId: null,
      organizationName: null,
      markupGroup: { markupGroupListID: b2c.markupGroupListID, name: b2c.name },
    });
    const b = answer.options[0].breakdown;
    expect(linesOf(b)).toEqual(['SUPPLIER_COST 70000', 'MARKUP 14000', 'SERVICE_FEE 700', `SERVICE_TAX ${sst(b)}`]);
    expect(b.rulesUsed).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'MARKUP', id: consumerMarkup.markupID, version: 1 }),
        expect.objectContaining({ kind: 'SERVICE_FEE', id: consumerFee }),
      ]),
    );
    expect(b.commission).toEqual({ amount: 0, basisPoints: 0 });
  });

  test('a flight: one option from the fare, no service tax; beyond the largest amount, 422', async () => {
    await ok(
      call(
        '/markup/Create',
        hotelMarkup({
          productType: 'flight',
          basedOn: 'AMOUNT',
          feeBasis: 1,
          rows: [{ value: 1_000 }],
          name: `Flights ${token8()}`,
        }),
      ),
    );
    const flight = {
      productType: 'flight',
      organizationId: org.id,
      saleDate: SALE_DATE,
      currencyCode: 'MYR',
      cabinClass: 'ECONOMY',
    };
    const answer = await ok(quote({ ...flight, supplierCost: 50_000, tickets: 2, segments: 2 }));
    expect(answer.options).toHaveLength(1);
    const option = answer.options[0];
    expect(option).toMatchObject({ hotelID: null, roomRateInclusionID: null });
    // RM 10.00 per segment of each ticket: 2 x 2.
    expect(linesOf(option.breakdown).slice(0, 2)).toEqual(['SUPPLIER_COST 50000', 'MARKUP 4000']);
    expect(option.breakdown.lines.map((l: Json) => l.kind)).not.toContain('SERVICE_TAX');
    expect(option.breakdown.total).toBe(sum(option.breakdown));

    const huge = await quote({ ...flight, supplierCost: 100_000_000_000, tickets: 1, segments: 1 });
    expect([huge.status, huge.body.code]).toEqual([422, 'PRICE_OUT_OF_RANGE']);
  });

  test('who may ask: an agency user for its own organization only; staff for one that exists', async () => {
    const agency = await userWith(api.dataSource, api.url, [PERMISSIONS.markupsView], org.id);
    const own = await ok(quote(hotelQuote({ saleDate: SALE_DATE }), agency.token));
    expect(own).toMatchObject({ customerType: 'B2B', organizationId: org.id, markupGroup: { markupGroupListID: groupId } });
    const other = await quote(hotelQuote({ organizationId: randomUUID() }), agency.token);
    expect([other.status, other.body.code]).toEqual([403, 'ORGANIZATION_NOT_YOURS']);
    const unknown = await quote(hotelQuote({ organizationId: randomUUID() }));
    expect(fieldCodes(unknown.body)).toEqual(['organizationId ORGANIZATION_NOT_FOUND']);
    const outsider = await userWith(api.dataSource, api.url, [PERMISSIONS.usersView]);
    expect((await quote(hotelQuote(), outsider.token)).status).toBe(403);
    const missing = await quote({ productType: 'hotel' });
    expect(fieldCodes(missing.body)).toEqual([
      'hotelID REQUIRED_FIELD',
      'checkIn REQUIRED_FIELD',
      'checkOut REQUIRED_FIELD',
      'adults REQUIRED_FIELD',
    ]);
  });
});

describe('selling prices in searchAvailability', () => {
  test("with an organization, each rate's sellingTotal is the quote's total for it today", async () => {
    // A mark-up of the group in force today (the others start on SALE_DATE).
    await ok(call('/markup/Create', hotelMarkup({ validFrom: today(), rows: [{ value: 1_500 }], name: `Today ${token8()}` })));
    const search = { hotelID, checkIn: day(10), checkOut: day(12), adults: 2 };
    const answer = await ok(call('/bo/RWTDIYHotel/searchAvailability', { ...search, organizationId: org.id }));
    expect(answer.pricedFor).toEqual({
      customerType: 'B2B',
      organizationId: org.id,
      markupGroupListID: groupId,
      markupGroupName: expect.stringMatching(/^Quote /),
    });
    const rate = answer.hotels[0].rooms[0].rates[0];
    const quoted = (await ok(quote(hotelQuote({ organizationId: org.id })))).options[0];
    expect(quoted.roomRateInclusionID).toBe(rate.roomRateInclusionID);
    expect(quoted.breakdown.lines.find((l: Json) => l.kind === 'MARKUP')).toMatchObject({ amount: 10_500 });
    expect(rate.sellingTotal).toBe(quoted.breakdown.total);
    expect(rate.sellingTotal).toBeGreaterThan(rate.total);

    // Staff without an organization: the consumers' prices.
    const consumers = await ok(call('/bo/RWTDIYHotel/searchAvailability', search));
    expect(consumers.pricedFor).toMatchObject({ customerType: 'B2C', organizationId: null });
    const consumerQuote = (await ok(quote(hotelQuote()))).options[0].breakdown.total;
    expect(consumers.hotels[0].rooms[0].rates[0].sellingTotal).toBe(consumerQuote);
  });
});

describe('the rules in memory (PricingRulesCache, the credit system fees cache)', () => {
  test('a change of the group, its assignment, a service fee or a system fee prices the very next quote', async () => {
    const next = async () => (await ok(quote(hotelQuote({ organizationId: org.id, saleDate: SALE_DATE })))).options[0].breakdown;
    const lineOf = (b: Json, kind: string) => b.lines.find((l: Json) => l.kind === kind);
    // Read once, so each expectation below needs the write to have dropped what is cached.
    const first = await next();
    expect(first.commission.basisPoints).toBe(500);
    expect(lineOf(first, 'SERVICE_FEE')).toMatchObject({ amount: 1_500 });

    const group = await ok(read('/markup/GetMarkupGroupListByID', { markupGroupListID: groupId }));
    const { code, name, customerType, isDefault, active } = group;
    await ok(
      call('/markup/UpdateMarkupGroupList', {
        markupGroupListID: groupId,
        code,
        name,
        customerType,
        isDefault,
        active,
        commissionBasisPoints: 700,
      }),
    );
    expect((await next()).commission.basisPoints).toBe(700);

    const fee = await ok(read('/bo/ServiceFee/get', { serviceFeeID: serviceFeeId }));
    const { version: _v, updatedAt: _u, ...feeFields } = fee;
    await ok(call('/bo/ServiceFee/update', { ...feeFields, value: 1_800 }));
    expect(lineOf(await next(), 'SERVICE_FEE')).toMatchObject({ amount: 1_800 });

    // The organization's own booking fee (credit's settings), then a new value for it.
    const setting = (
      await ok(
        call('/bo/SystemOrganizationCredit/create-system-fee', {
          organizationId: org.id,
          feeType: 'BOOKING_FEE',
          currencyCode: 'MYR',
          basis: 'AMOUNT',
          value: 300,
          active: true,
        }),
      )
    ).setting;
    expect(lineOf(await next(), 'SYSTEM_FEE')).toMatchObject({ amount: 300, feeType: 'BOOKING_FEE' });
    const { organizationName: _o, updatedAt: _s, ...settingFields } = setting;
    await ok(call('/bo/SystemOrganizationCredit/update-system-fee', { ...settingFields, value: 450 }));
    expect(lineOf(await next(), 'SYSTEM_FEE')).toMatchObject({ amount: 450, feeType: 'BOOKING_FEE' });

    // Out of the group: the B2B default's prices at once.
    await ok(call('/markup/AssignOrganizationGroup', { organizationId: org.id, markupGroupListID: null }));
    const unassigned = await ok(quote(hotelQuote({ organizationId: org.id, saleDate: SALE_DATE })));
    expect(unassigned.markupGroup?.markupGroupListID).not.toBe(groupId);
    await ok(call('/markup/AssignOrganizationGroup', { organizationId: org.id, markupGroupListID: groupId }));
    expect((await ok(quote(hotelQuote({ organizationId: org.id, saleDate: SALE_DATE })))).markupGroup.markupGroupListID).toBe(
      groupId,
    );
  });
});
