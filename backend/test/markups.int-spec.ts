import { randomUUID } from 'node:crypto';
import { PERMISSIONS } from '@bo/shared';
import { startApi, userWith } from './support/api-harness';
import { waitFor } from './support/event-store-harness';
import { fieldCodes } from './support/field-errors';
import { ok, token8 } from './support/hotel-fixture';
import { hotelMarkupBody } from './support/markup-fixture';
import type { Body, Json } from './support/json-types';

/**
 * Mark-ups kept as versions (`/markup`, docs/pricing.md) over HTTP against the
 * real PostgreSQL: every change a new version with who and why, earlier versions still readable,
 * edits over someone else's version refused, the lists. Each test makes groups of its own (codes
 * unique to the run) and filters the lists by them: spec files share the database.
 */

let api: Awaited<ReturnType<typeof startApi>>;
let staff: { token: string; username: string };
let viewer: { token: string };
let outsider: { token: string };
let agencyUser: { token: string };

const MARKUP_PERMISSIONS = [
  PERMISSIONS.markupsView,
  PERMISSIONS.markupsCreate,
  PERMISSIONS.markupsEdit,
  PERMISSIONS.markupGroupsView,
  PERMISSIONS.markupGroupsCreate,
];

const post = (path: string, body: Body, token = staff.token) =>
  api
    .http()
    .post(`/api/v1/markup/${path}`)
    .set({ Authorization: `Bearer ${token}` })
    .send(body);
const get = (path: string, query: Body = {}, token = staff.token) =>
  api
    .http()
    .get(`/api/v1/markup/${path}`)
    .query(query as Record<string, string>)
    .set({ Authorization: `Bearer ${token}` });

/** A group of its own for the test (not a default). */
async function group(customerType: 'B2B' | 'B2C' = 'B2B', name = `Group ${token8()}`): Promise<string> {
  const body = { code: `G${token8()}`, name, customerType, commissionBasisPoints: 500 };
  return (await ok(post('CreateMarkupGroupList', body))).group.markupGroupListID as string;
}

const create = async (body: Body) => (await ok(post('Create', body))).markup as Json;
/** The fields of the contract an Edit replaces, from a detail answer. */
const definitionOf = (m: Json): Body => ({
  name: m.name,
  productType: m.productType,
  markupGroupListID: m.markupGroupListID,
  customerType: m.customerType,
  basedOn: m.basedOn,
  feeBasis: m.feeBasis,
  paymentType: m.paymentType,
  sameForAll: m.sameForAll,
  rows: m.rows,
  validFrom: m.validFrom,
  validTo: m.validTo,
  active: m.active,
});

beforeAll(async () => {
  api = await startApi();
  staff = await userWith(api.dataSource, api.url, MARKUP_PERMISSIONS);
  viewer = await userWith(api.dataSource, api.url, [PERMISSIONS.markupsView]);
  outsider = await userWith(api.dataSource, api.url, [PERMISSIONS.usersView]);
  agencyUser = await userWith(api.dataSource, api.url, MARKUP_PERMISSIONS, randomUUID());
});
afterAll(async () => {
  await api?.app.close();
});

describe('mark-up versions', () => {
  test('create answers version 1; an edit with a reason is version 2; both stay readable, with who and why', async () => {
    const groupId = await group('B2B', `Gold ${token8()}`);
    const created = await ok(post('Create', hotelMarkupBody(groupId, { name: 'Gold hotels', reason: 'Launch' })));
    expect(created.code).toBe('MARKUP_CREATED');
    const v1 = created.markup;
    expect(v1).toMatchObject({
      version: 1,
      currentVersion: 1,
      name: 'Gold hotels',
      markupGroupListID: groupId,
      paymentType: 'ANY',
      rows: [{ cabinClass: null, starRating: null, value: 1_000, serviceFee: null, maintenanceFee: 0 }],
      validTo: null,
      active: true,
      reason: 'Launch',
      changedBy: { name: staff.username },
    });
    expect(v1.markupGroupName).toMatch(/^Gold /);
    expect(await ok(get('GetMarkupDetail', { markupID: v1.markupID }))).toEqual(v1);

    const edited = await ok(
      post('Edit', {
        markupID: v1.markupID,
        expectedVersion: 1,
        reason: 'Peak season margin',
        ...definitionOf(v1),
        rows: [{ value: 1_250, maintenanceFee: 200 }],
        validTo: '2026-12-31',
      }),
    );
    expect(edited.code).toBe('MARKUP_UPDATED');
    expect(edited.markup).toMatchObject({ version: 2, currentVersion: 2, reason: 'Peak season margin', validTo: '2026-12-31' });
    expect(edited.markup.rows).toEqual([
      { cabinClass: null, starRating: null, value: 1_250, serviceFee: null, maintenanceFee: 200 },
    ]);

    // The earlier version still answers as it was, and says which version is current.
    const old = await ok(get('GetMarkupDetail', { markupID: v1.markupID, version: '1' }));
    expect(old).toEqual({ ...v1, currentVersion: 2 });

    const history = await ok(get('GetMarkupHistoryListPage', { markupID: v1.markupID }));
    expect(history.total).toBe(2);
    expect(history.items).toEqual([
      expect.objectContaining({
        version: 2,
        change: 'EDITED',
        changedFields: ['rows', 'validTo'],
        reason: 'Peak season margin',
        changedBy: expect.objectContaining({ name: staff.username }),
      }),
      expect.objectContaining({ version: 1, change: 'CREATED', changedFields: [], reason: 'Launch', name: 'Gold hotels' }),
    ]);

    const summary = await ok(get('GetMarkUpDetailSummary', { markupID: v1.markupID }));
    expect(summary).toMatchObject({
      markupID: v1.markupID,
      currentVersion: 2,
      rowCount: 1,
      lowestValue: 1_250,
      highestValue: 1_250,
      lastReason: 'Peak season margin',
      lastChangedBy: { name: staff.username },
      createdAt: v1.changedAt,
    });
  });

  test('an edit over a version the editor did not see is refused; an edit that changes nothing adds no version', async () => {
    const v1 = await create(hotelMarkupBody(await group()));
    await ok(post('Edit', { markupID: v1.markupID, expectedVersion: 1, reason: 'First', ...definitionOf(v1), name: 'Renamed' }));
    const stale = await post('Edit', {
      markupID: v1.markupID,
      expectedVersion: 1,
      reason: 'Second',
      ...definitionOf(v1),
      active: false,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('MARKUP_CHANGED_MEANWHILE');
    expect(stale.body.message).toContain('version 2');

    const same = await ok(
      post('Edit', { markupID: v1.markupID, expectedVersion: 2, reason: 'Saved again', ...definitionOf(v1), name: 'Renamed' }),
    );
    expect(same.markup).toMatchObject({ version: 2, currentVersion: 2, reason: 'First' });
    expect((await ok(get('GetMarkupHistoryListPage', { markupID: v1.markupID }))).total).toBe(2);

    const unknown = await post('Edit', { markupID: randomUUID(), reason: 'x', ...definitionOf(v1) });
    expect([unknown.status, unknown.body.code]).toEqual([404, 'MARKUP_NOT_FOUND']);
    const noVersion = await get('GetMarkupDetail', { markupID: v1.markupID, version: '9' });
    expect([noVersion.status, noVersion.body.code]).toEqual([404, 'MARKUP_VERSION_NOT_FOUND']);
    const noMarkup = await get('GetMarkupDetail', { markupID: randomUUID() });
    expect([noMarkup.status, noMarkup.body.code]).toEqual([404, 'MARKUP_NOT_FOUND']);
  });

  test('the rows must fit the product and the same-for-all choice; the group must exist and be of the customer type', async () => {
    const b2b = await group('B2B');
    const twoRows = await post('Create', hotelMarkupBody(b2b, { rows: [{ value: 1 }, { value: 2 }] }));
    expect([twoRows.status, fieldCodes(twoRows.body)]).toEqual([400, ['rows MARKUP_ROWS_SAME_FOR_ALL']]);
    const noRating = await post('Create', hotelMarkupBody(b2b, { sameForAll: false, rows: [{ value: 1 }] }));
    expect(fieldCodes(noRating.body)).toEqual(['rows.0.starRating MARKUP_ROW_RATING_REQUIRED']);
    const park = await post(
      'Create',
      hotelMarkupBody(b2b, { productType: 'themePark', sameForAll: false, rows: [{ value: 1, starRating: 3 }] }),
    );
    expect(fieldCodes(park.body)).toEqual(['sameForAll MARKUP_ROWS_NOT_FOR_PRODUCT']);
    const flight = await post(
      'Create',
      hotelMarkupBody(b2b, {
        productType: 'flight',
        sameForAll: false,
        rows: [
          { cabinClass: 'ECONOMY', value: 1 },
          { cabinClass: 'ECONOMY', value: 2 },
        ],
      }),
    );
    expect([flight.status, fieldCodes(flight.body)]).toEqual([400, ['rows.1.cabinClass DUPLICATE_IN_LIST']]);

    const perRating = await create(
      hotelMarkupBody(b2b, {
        sameForAll: false,
        rows: [
          { starRating: 5, value: 800 },
          { starRating: 3, value: 1_200, serviceFee: 500 },
        ],
      }),
    );
    // Rows are kept by star rating, whatever order they came in.
    expect(perRating.rows.map((r: Json) => r.starRating)).toEqual([3, 5]);

    const mismatch = await post('Create', hotelMarkupBody(await group('B2C')));
    expect([mismatch.status, mismatch.body.code, fieldCodes(mismatch.body)]).toEqual([
      422,
      'MARKUP_GROUP_CUSTOMER_TYPE',
      ['customerType MARKUP_GROUP_CUSTOMER_TYPE'],
    ]);
    expect(mismatch.body.message).toContain('B2C');
    const noGroup = await post('Create', hotelMarkupBody(randomUUID()));
    expect([noGroup.status, fieldCodes(noGroup.body)]).toEqual([404, ['markupGroupListID MARKUP_GROUP_NOT_FOUND']]);
  });

  test('the list page filters, sorts and pages; extra query parameters change nothing', async () => {
    const groupId = await group();
    const word = token8();
    for (const [name, productType, active] of [
      [`Alpha ${word}`, 'hotel', true],
      [`Bravo ${word}`, 'hotel', false],
      [`Charlie ${word}`, 'flight', true],
    ] as const) {
      await create(hotelMarkupBody(groupId, { name, productType, active, feeBasis: productType === 'flight' ? 1 : 0 }));
    }
    const page = (query: Body) => ok(get('GetMarkupListPage', { markupGroupListID: groupId, ...query }));
    const names = (p: Json) => p.items.map((i: Json) => i.name.split(' ')[0]);

    expect(names(await page({ sortKey: 'name' }))).toEqual(['Alpha', 'Bravo', 'Charlie']);
    expect(names(await page({ sortKey: 'name', sortOrder: 'desc' }))).toEqual(['Charlie', 'Bravo', 'Alpha']);
    // Newest change first without a sort key.
    expect(names(await page({}))).toEqual(['Charlie', 'Bravo', 'Alpha']);
    expect(names(await page({ productType: 'hotel', sortKey: 'name' }))).toEqual(['Alpha', 'Bravo']);
    expect(names(await page({ active: 'false' }))).toEqual(['Bravo']);
    expect(names(await page({ name: `charlie ${word.toLowerCase()}` }))).toEqual(['Charlie']);
    const second = await ok(get('GetMarkupListPage', { name: word, pageSize: '10', curPageIndex: '2', sortKey: 'name' }));
    expect([second.total, second.items]).toEqual([3, []]);
    const bad = await get('GetMarkupListPage', { sortKey: 'secret' });
    expect([bad.status, fieldCodes(bad.body)]).toEqual([400, ['sortKey INVALID_OPTION']]);

    const list = await ok(get('GetMarkupList', { markupGroupListID: groupId, test: '' }));
    expect(list.map((i: Json) => i.name.split(' ')[0])).toEqual(['Alpha', 'Bravo', 'Charlie']);
    expect(list[0]).toMatchObject({ version: 1, lowestValue: 1_000, highestValue: 1_000, customerType: 'B2B' });
    const withExtra = await api
      .http()
      .get(`/api/v1/markup/GetMarkupList?test&markupGroupListID=${groupId}`)
      .set({ Authorization: `Bearer ${staff.token}` });
    expect(withExtra.status).toBe(200);
    expect(withExtra.body).toHaveLength(3);
  });

  test('the summary page counts mark-ups per group and product', async () => {
    const groupId = await group('B2B', `Summary ${token8()}`);
    await create(hotelMarkupBody(groupId));
    await create(hotelMarkupBody(groupId, { basedOn: 'AMOUNT', rows: [{ value: 2_000 }], active: false }));
    await create(hotelMarkupBody(groupId, { productType: 'flight', feeBasis: 1 }));
    const summary = await ok(get('GetMarkupSummaryListPage', { markupGroupListID: groupId }));
    expect(summary.total).toBe(2);
    expect(summary.items).toEqual([
      expect.objectContaining({ productType: 'flight', markupCount: 1, activeCount: 1, percentageCount: 1, amountCount: 0 }),
      expect.objectContaining({ productType: 'hotel', markupCount: 2, activeCount: 1, percentageCount: 1, amountCount: 1 }),
    ]);
    expect(summary.items[0].markupGroupName).toMatch(/^Summary /);
    const hotels = await ok(get('GetMarkupSummaryListPage', { markupGroupListID: groupId, productType: 'hotel' }));
    expect(hotels.items).toHaveLength(1);
    const byCount = await ok(
      get('GetMarkupSummaryListPage', { markupGroupListID: groupId, sortKey: 'markupCount', sortOrder: 'desc' }),
    );
    expect(byCount.items.map((i: Json) => i.productType)).toEqual(['hotel', 'flight']);
  });

  test('permissions: viewers read, only staff with the permission write; agency users are refused', async () => {
    const groupId = await group();
    const m = await create(hotelMarkupBody(groupId));
    expect((await get('GetMarkupDetail', { markupID: m.markupID }, viewer.token)).status).toBe(200);
    expect((await post('Create', hotelMarkupBody(groupId), viewer.token)).status).toBe(403);
    expect((await post('Edit', { markupID: m.markupID, reason: 'x', ...definitionOf(m) }, viewer.token)).status).toBe(403);
    for (const path of ['GetMarkupListPage', 'GetMarkupSummaryListPage', 'GetMarkupHistoryListPage', 'GetMarkupList']) {
      expect([path, (await get(path, {}, outsider.token)).status]).toEqual([path, 403]);
    }
    expect((await get('GetMarkupDetail', { markupID: m.markupID }, outsider.token)).status).toBe(403);
    const agencyCreate = await post('Create', hotelMarkupBody(groupId), agencyUser.token);
    expect([agencyCreate.status, agencyCreate.body.code]).toEqual([403, 'FORBIDDEN']);
    const agencyEdit = await post('Edit', { markupID: m.markupID, reason: 'x', ...definitionOf(m) }, agencyUser.token);
    expect(agencyEdit.status).toBe(403);
    expect((await get('GetMarkupListPage', {}, agencyUser.token)).status).toBe(403);
  });

  test('the projection subscribers apply the events again without changing the read models', async () => {
    const m = await create(hotelMarkupBody(await group()));
    await ok(post('Edit', { markupID: m.markupID, reason: 'Again', ...definitionOf(m), name: `${m.name} v2` }));
    // The edit's place in the log: subscribers stand at (transaction id, position) pairs.
    const [edit] = (await api.dataSource.query(
      `SELECT tx_id::text AS "txId", global_position::text AS position FROM event_store.events
        WHERE stream_id = $1 ORDER BY stream_version DESC LIMIT 1`,
      [`markup-${m.markupID}`],
    )) as { txId: string; position: string }[];
    const passed = (r: { txId: string; position: string }) =>
      BigInt(r.txId) > BigInt(edit!.txId) || (r.txId === edit!.txId && BigInt(r.position) >= BigInt(edit!.position));
    await waitFor(
      async () => {
        const rows = (await api.dataSource.query(
          `SELECT status, last_tx_id::text AS "txId", last_position::text AS position
             FROM event_store.subscriptions WHERE name = ANY($1)`,
          [['pricing.markups', 'pricing.markup_versions']],
        )) as { status: string; txId: string; position: string }[];
        return rows.length === 2 && rows.every((r) => r.status === 'active' && passed(r));
      },
      20_000,
      'the mark-up projections to pass the edit',
    );
    const detail = await ok(get('GetMarkupDetail', { markupID: m.markupID }));
    expect(detail).toMatchObject({ version: 2, name: `${m.name} v2` });
    expect((await ok(get('GetMarkupHistoryListPage', { markupID: m.markupID }))).total).toBe(2);
  });
});
