import { randomUUID } from 'node:crypto';
import { PERMISSIONS, businessDate } from '@bo/shared';
import type { PriceRequest } from '../src/modules/pricing/engine/price-engine.types';
import { selectServiceFee } from '../src/modules/pricing/engine/select-rules';
import { ServiceFeesService } from '../src/modules/pricing/service-fees/service-fees.service';
import { expectDone } from './support/expect-done';
import { fieldCodes } from './support/field-errors';
import { staffApiForFile } from './support/staff-api-harness';

/**
 * Service fees (`/bo/ServiceFee`). The file has a database of its own, so its lists and overviews
 * hold the seeded fees and its own only.
 */
const h = staffApiForFile('service_fees', 'bo/ServiceFee', {
  staff: [PERMISSIONS.serviceFeesView, PERMISSIONS.serviceFeesCreate, PERMISSIONS.serviceFeesEdit],
  viewer: [PERMISSIONS.serviceFeesView],
  outsider: [PERMISSIONS.markupGroupsView],
});

interface Fee {
  serviceFeeID: string;
  version: number;
  productType: string;
  channel: string;
  currencyCode: string;
  feeBasis: number;
  basedOn: string;
  value: number;
  validFrom: string;
  validTo: string | null;
  description: string | null;
  active: boolean;
}

/** A currency of the test's own: overviews are per currency. */
const currencies = ['SGD', 'USD', 'EUR', 'GBP', 'AUD', 'JPY', 'THB', 'IDR'];
const freshCurrency = () => currencies.shift()!;
const feeBody = (overrides: Record<string, unknown> = {}) => ({
  productType: 'hotel',
  channel: 'B2B',
  currencyCode: 'MYR',
  feeBasis: 2,
  basedOn: 'AMOUNT',
  value: 1500,
  validFrom: '2025-01-01',
  ...overrides,
});
const createFee = (overrides: Record<string, unknown> = {}) => h.create<Fee>('create', feeBody(overrides), 'serviceFee', 'fee');
/** The update body with every field of `fee` but those overridden. */
const updateBody = (fee: Fee, overrides: Record<string, unknown> = {}) => {
  const { version: _version, ...fields } = fee;
  const body: Record<string, unknown> = { ...fields, ...overrides };
  delete body.updatedAt;
  return body;
};
const updateFee = (fee: Fee, overrides: Record<string, unknown> = {}, token = h.staff.token) =>
  h.post('update', token, updateBody(fee, overrides));

describe('/bo/ServiceFee', () => {
  test('create and update: each change is a new version; both audited', async () => {
    const created = await h.post(
      'create',
      h.staff.token,
      feeBody({ currencyCode: 'myr', value: 2500, validTo: '2025-12-31', description: 'Agency hotel fee' }),
    );
    expectDone(created, 'SERVICE_FEE_CREATED', {
      message: 'Service fee created successfully.',
      serviceFee: {
        version: 1,
        productType: 'hotel',
        channel: 'B2B',
        currencyCode: 'MYR',
        feeBasis: 2,
        basedOn: 'AMOUNT',
        value: 2500,
        validFrom: '2025-01-01',
        validTo: '2025-12-31',
        description: 'Agency hotel fee',
        active: true,
      },
    });
    const fee = created.body.serviceFee as Fee;
    expect((await h.get('get', h.viewer.token, { serviceFeeID: fee.serviceFeeID })).body).toEqual(created.body.serviceFee);

    const updated = await updateFee(fee, { basedOn: 'PERCENTAGE', value: 150, validTo: null, description: null });
    expectDone(updated, 'SERVICE_FEE_UPDATED', {
      serviceFee: {
        serviceFeeID: fee.serviceFeeID,
        version: 2,
        basedOn: 'PERCENTAGE',
        value: 150,
        validTo: null,
        description: null,
      },
    });
    const again = await updateFee(updated.body.serviceFee as Fee, { active: false });
    expect(again.body.serviceFee).toMatchObject({ version: 3, active: false });

    expect(await h.auditOf('service-fee.created', fee.serviceFeeID)).toEqual([
      expect.objectContaining({ details: { record: expect.objectContaining({ version: 1, value: 2500 }) } }),
    ]);
    const updates = await h.auditOf('service-fee.updated', fee.serviceFeeID);
    expect(updates).toHaveLength(2);
    expect(updates[1].details).toMatchObject({
      before: { version: 1, basedOn: 'AMOUNT', value: 2500 },
      after: { version: 2, basedOn: 'PERCENTAGE', value: 150 },
    });
    expect(updates[0].details.changed).toEqual(expect.arrayContaining(['version', 'active']));
  });

  test('refused input: a reversed range, per segment beyond flights and hotels, a percentage above 100%; an unknown fee 404', async () => {
    const reversed = await h.post('create', h.staff.token, feeBody({ validFrom: '2025-06-01', validTo: '2025-05-31' }));
    expect(reversed.status).toBe(400);
    expect(reversed.body.code).toBe('VALIDATION_FAILED');
    expect(fieldCodes(reversed.body)).toEqual(['validTo DATE_RANGE_REVERSED']);
    const perSegment = await h.post('create', h.staff.token, feeBody({ productType: 'themePark', feeBasis: 1 }));
    expect(perSegment.status).toBe(400);
    expect(fieldCodes(perSegment.body)).toEqual(['feeBasis FEE_BASIS_NOT_FOR_PRODUCT']);
    expect((await h.post('create', h.staff.token, feeBody({ productType: 'flight', feeBasis: 1 }))).status).toBe(200);
    const percentage = await h.post('create', h.staff.token, feeBody({ basedOn: 'PERCENTAGE', value: 10_001 }));
    expect(percentage.status).toBe(400);
    expect(fieldCodes(percentage.body)).toEqual(['value NUMBER_BETWEEN']);
    expect((await h.post('create', h.staff.token, feeBody({ basedOn: 'PERCENTAGE', value: 10_000 }))).status).toBe(200);
    const bad = await h.post('create', h.staff.token, { productType: 'bus', channel: 'B2X', feeBasis: 5, value: -1 });
    expect(fieldCodes(bad.body).map((f) => f.split(' ')[0])).toEqual(
      expect.arrayContaining(['productType', 'channel', 'currencyCode', 'feeBasis', 'basedOn', 'value', 'validFrom']),
    );

    const fee = await createFee();
    const reversedUpdate = await updateFee(fee, { validTo: '2024-12-31' });
    expect(fieldCodes(reversedUpdate.body)).toEqual(['validTo DATE_RANGE_REVERSED']);
    expect((await h.get('get', h.staff.token, { serviceFeeID: fee.serviceFeeID })).body.version).toBe(1);
    const missing = await updateFee({ ...fee, serviceFeeID: randomUUID() });
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('SERVICE_FEE_NOT_FOUND');
    expect((await h.get('get', h.staff.token, { serviceFeeID: randomUUID() })).status).toBe(404);
  });

  test('the list pages, sorts and filters', async () => {
    const fees: Fee[] = [];
    for (let i = 0; i < 12; i++) {
      fees.push(await createFee({ productType: 'Cruise', channel: 'B2C', value: 100 + i * 10, active: i % 3 !== 0 }));
    }
    const page = (query: Record<string, string>) =>
      h.get('list', h.viewer.token, { productType: 'Cruise', channel: 'B2C', pageSize: '10', curPageIndex: '1', ...query });

    const first = await page({ sortKey: 'value', sortOrder: 'desc' });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: 12, pageSize: 10, curPageIndex: 1 });
    expect(first.body.items.map((f: Fee) => f.value)).toEqual([210, 200, 190, 180, 170, 160, 150, 140, 130, 120]);
    const second = await page({ sortKey: 'value', sortOrder: 'desc', curPageIndex: '2' });
    expect(second.body.items.map((f: Fee) => f.value)).toEqual([110, 100]);

    const inactive = await page({ active: 'false' });
    expect(inactive.body.total).toBe(4);
    expect(inactive.body.items.every((f: Fee) => !f.active && f.productType === 'Cruise' && f.channel === 'B2C')).toBe(true);
    expect((await page({ active: 'true' })).body.total).toBe(8);
    expect((await page({ channel: 'B2B' })).body.total).toBe(0);

    const all = await h.get('list', h.viewer.token, { pageSize: '50', curPageIndex: '1', sortKey: 'value' });
    const values = all.body.items.map((f: Fee) => f.value);
    expect(values).toEqual([...values].sort((a, b) => a - b));
    expect((await h.get('list', h.viewer.token, { pageSize: '10', curPageIndex: '1', sortKey: 'nope' })).status).toBe(400);
    expect((await h.get('list', h.viewer.token, { pageSize: '7', curPageIndex: '1' })).status).toBe(400);
  });

  test('the overview: per product and channel, the fee in force on the date by the engine’s rule, and how many start later', async () => {
    const currencyCode = freshCurrency();
    const fee = (overrides: Record<string, unknown>) => createFee({ currencyCode, ...overrides });
    // Hotel B2B: the later start wins among overlapping fees; an expired one never counts.
    await fee({ value: 100, validFrom: '2025-01-01' });
    const later = await fee({ value: 200, validFrom: '2025-03-01', validTo: '2025-12-31' });
    await fee({ value: 300, validFrom: '2024-01-01', validTo: '2025-05-31' });
    await fee({ value: 400, validFrom: '2025-07-01' });
    await fee({ value: 500, validFrom: '2025-08-01', active: false });
    // Flight B2C: the same start, the higher version wins; then the lowest id.
    const flight = { productType: 'flight', channel: 'B2C', feeBasis: 0, validFrom: '2025-02-01' };
    const edited = (await updateFee(await fee({ ...flight, value: 10 }), { value: 11 })).body.serviceFee as Fee;
    await fee({ ...flight, value: 12 });
    // Cable car B2C: two alike but for their ids.
    const twins = [
      await fee({ productType: 'cableCar', channel: 'B2C' }),
      await fee({ productType: 'cableCar', channel: 'B2C' }),
    ];
    const lowest = twins.map((t) => t.serviceFeeID).sort()[0];
    // An inactive fee is never in force.
    await fee({ productType: 'themePark', channel: 'B2B', active: false });

    const res = await h.get('overview', h.viewer.token, { date: '2025-06-15', currencyCode });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ date: '2025-06-15', currencyCode });
    const rows = res.body.rows as { productType: string; channel: string; inEffect: Fee | null; upcoming: number }[];
    expect(rows.map((r) => `${r.productType} ${r.channel}`)).toEqual([
      'flight B2B',
      'flight B2C',
      'hotel B2B',
      'hotel B2C',
      'themePark B2B',
      'themePark B2C',
      'cableCar B2B',
      'cableCar B2C',
      'Cruise B2B',
      'Cruise B2C',
    ]);
    const row = (segment: string) => rows.find((r) => `${r.productType} ${r.channel}` === segment)!;
    expect(row('hotel B2B')).toMatchObject({ inEffect: { serviceFeeID: later.serviceFeeID, value: 200 }, upcoming: 1 });
    expect(row('flight B2C').inEffect).toMatchObject({ serviceFeeID: edited.serviceFeeID, version: 2, value: 11 });
    expect(row('cableCar B2C').inEffect?.serviceFeeID).toBe(lowest);
    expect(row('themePark B2B')).toMatchObject({ inEffect: null, upcoming: 0 });
    expect(row('Cruise B2B')).toMatchObject({ inEffect: null, upcoming: 0 });

    // Before any of them: nothing in force, the hotel fees all upcoming (the inactive one aside).
    const early = (await h.get('overview', h.viewer.token, { date: '2023-12-31', currencyCode })).body.rows as typeof rows;
    expect(early.every((r) => r.inEffect === null)).toBe(true);
    expect(early.find((r) => r.productType === 'hotel' && r.channel === 'B2B')!.upcoming).toBe(4);

    // The engine picks the same fees from ServiceFeesService.rulesInForce.
    const rules = await h.api.app.get(ServiceFeesService).rulesInForce(currencyCode, '2025-06-15');
    expect(rules.find((r) => r.serviceFeeId === later.serviceFeeID)).toEqual({
      serviceFeeId: later.serviceFeeID,
      version: 1,
      productType: 'hotel',
      channel: 'B2B',
      currencyCode,
      feeBasis: 2,
      basedOn: 'AMOUNT',
      value: 200,
      validFrom: '2025-03-01',
      validTo: '2025-12-31',
      active: true,
    });
    expect(rules.every((r) => r.active && r.currencyCode === currencyCode && r.validFrom <= '2025-06-15')).toBe(true);
    for (const r of rows) {
      const request = { product: r.productType, customerType: r.channel, currencyCode, saleDate: '2025-06-15' } as PriceRequest;
      expect(selectServiceFee(request, rules)?.serviceFeeId ?? null).toBe(r.inEffect?.serviceFeeID ?? null);
    }
  });

  test('the overview defaults to today in Malaysia and MYR: the seeded consumer fees', async () => {
    const res = await h.get('overview', h.viewer.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ date: businessDate(), currencyCode: 'MYR' });
    const rows = res.body.rows as { productType: string; channel: string; inEffect: Fee | null }[];
    expect(rows.find((r) => r.productType === 'hotel' && r.channel === 'B2C')!.inEffect).toMatchObject({
      feeBasis: 2,
      basedOn: 'AMOUNT',
      value: 1000,
      validFrom: '2024-01-01',
    });
    expect(rows.find((r) => r.productType === 'flight' && r.channel === 'B2C')!.inEffect).toMatchObject({
      feeBasis: 0,
      value: 500,
    });
    const bad = await h.get('overview', h.viewer.token, { date: '2025-02-30' });
    expect(bad.status).toBe(400);
  });

  test('anonymous callers 401, callers without the permission 403; agency users and viewers never write', async () => {
    const fee = await createFee();
    const calls = [
      (token?: string) => h.post('create', token, feeBody()),
      (token?: string) => h.post('update', token, updateBody(fee)),
      (token?: string) => h.get('list', token, { pageSize: '10', curPageIndex: '1' }),
      (token?: string) => h.get('get', token, { serviceFeeID: fee.serviceFeeID }),
      (token?: string) => h.get('overview', token),
    ];
    for (const call of calls) {
      expect((await call(undefined)).status).toBe(401);
      expect((await call(h.outsider.token)).status).toBe(403);
    }
    expect((await h.post('create', h.viewer.token, feeBody())).status).toBe(403);
    expect((await updateFee(fee, { value: 1 }, h.viewer.token)).status).toBe(403);
    const agent = await h.userWith(
      [PERMISSIONS.serviceFeesView, PERMISSIONS.serviceFeesCreate, PERMISSIONS.serviceFeesEdit],
      randomUUID(),
    );
    expect((await h.post('create', agent.token, feeBody())).status).toBe(403);
    expect((await updateFee(fee, { value: 1 }, agent.token)).status).toBe(403);
    expect((await h.get('get', h.staff.token, { serviceFeeID: fee.serviceFeeID })).body).toMatchObject({
      version: 1,
      value: 1500,
    });
  });
});
