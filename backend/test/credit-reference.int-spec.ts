import { randomUUID } from 'node:crypto';
import { registerOrganization } from './support/organization-fixture';
import { CURRENCY_CODES, PERMISSIONS } from '@bo/shared';
import { AppError } from '../src/core/errors/app-error';
import { BanksService } from '../src/modules/settings/banks/banks.service';
import { ADMIN_PASSWORD, auditEntries, signIn, startApi, userWith } from './support/api-harness';
import { expectDone } from './support/expect-done';

let api: Awaited<ReturnType<typeof startApi>>;
let admin: string;
/** Provider staff administering banks and fee settings (no organization in the token). */
let staff: { username: string; token: string };
/** Can do nothing here. */
let outsider: { token: string };

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const post = (path: string, token: string | undefined, body: Record<string, unknown>) => {
  const req = api.http().post(`/api/v1${path}`);
  return (token ? req.set(auth(token)) : req).send(body);
};
const get = (path: string, token: string | undefined, query: Record<string, string> = {}) => {
  const req = api.http().get(`/api/v1${path}`).query(query);
  return token ? req.set(auth(token)) : req;
};
/** Codes and currencies of this run: other spec files share the database. */
const uniqueCode = () => `T${randomUUID().replaceAll('-', '').slice(0, 8)}`.toUpperCase();
/** A currency no other test of this file (its own database) has used: fee settings are unique per currency. */
const freshCurrencies = CURRENCY_CODES.filter((code) => !['MYR', 'USD', 'SGD', 'EUR'].includes(code));
const uniqueCurrency = () => freshCurrencies.shift()!;
/** Pending sign-ups (no credit account opens), known to credit through their events. */
async function newOrganization(name?: string): Promise<string> {
  return (await registerOrganization(api, admin, { name, pending: true, replicas: ['credit.organizations'] })).id;
}
const auditOf = (username: string, action: string, targetId?: string) => auditEntries(api, admin, { username, action, targetId });

beforeAll(async () => {
  api = await startApi();
  admin = await signIn(api.url, 'admin', ADMIN_PASSWORD);
  staff = await userWith(api.dataSource, api.url, [
    PERMISSIONS.banksView,
    PERMISSIONS.banksCreate,
    PERMISSIONS.banksEdit,
    PERMISSIONS.systemCreditView,
    PERMISSIONS.systemCreditCreate,
    PERMISSIONS.systemCreditEdit,
  ]);
  outsider = await userWith(api.dataSource, api.url, [PERMISSIONS.usersView]);
});
afterAll(async () => {
  await api?.app.close();
});

describe('/bo/Bank', () => {
  const createBank = (token: string, body: Record<string, unknown>) => post('/bo/Bank/create-bank', token, body);

  test('the demo Malaysian banks are seeded', async () => {
    const res = await get('/bo/Bank/getBankList', staff.token);
    expect(res.status).toBe(200);
    const names = res.body.map((b: { name: string }) => b.name);
    expect(names).toEqual(
      expect.arrayContaining(['Maybank', 'CIMB Bank', 'Public Bank', 'RHB Bank', 'Hong Leong Bank', 'AmBank', 'Bank Islam']),
    );
    expect(res.body.find((b: { code: string }) => b.code === 'MBB')).toMatchObject({ name: 'Maybank', active: true });
  });

  test('create, update and deactivate a bank; every change is audited with before and after', async () => {
    const code = uniqueCode();
    const created = await createBank(staff.token, { code: code.toLowerCase(), name: 'Test Bank', accountNumber: '123-456' });
    expectDone(created, 'BANK_CREATED', {
      message: 'Bank created successfully.',
      bank: { code, name: 'Test Bank', accountName: null, accountNumber: '123-456', active: true },
    });
    const id = created.body.bank.id as string;

    const renamed = await post('/bo/Bank/update-bank', staff.token, {
      id,
      code,
      name: 'Test Bank Berhad',
      accountName: 'Demo Travel Sdn Bhd',
    });
    expectDone(renamed, 'BANK_UPDATED', {
      message: 'Bank updated successfully.',
      // All fields are replaced (the account number was left out, so it is cleared); `active` is kept.
      bank: { id, code, name: 'Test Bank Berhad', accountName: 'Demo Travel Sdn Bhd', accountNumber: null, active: true },
    });

    const deactivated = await post('/bo/Bank/update-bank', staff.token, { id, code, name: 'Test Bank Berhad', active: false });
    expect(deactivated.body.bank.active).toBe(false);

    const creation = await auditOf(staff.username, 'bank.created', id);
    expect(creation).toEqual([
      expect.objectContaining({ details: { bank: expect.objectContaining({ code, name: 'Test Bank' }) } }),
    ]);
    const updates = await auditOf(staff.username, 'bank.updated', id);
    expect(updates).toHaveLength(2);
    expect(updates[0].details).toMatchObject({ before: { active: true }, after: { active: false } });
    expect(updates[1].details).toMatchObject({ before: { name: 'Test Bank' }, after: { name: 'Test Bank Berhad' } });
  });

  test('a duplicate code (in any case) is refused with 409 on the code field, nothing stored', async () => {
    const code = uniqueCode();
    expect((await createBank(staff.token, { code, name: 'First' })).status).toBe(200);
    const again = await createBank(staff.token, { code: code.toLowerCase(), name: 'Second' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 'BANK_CODE_TAKEN',
      message: 'A bank with this code already exists.',
      details: { fields: [expect.objectContaining({ path: 'code', code: 'BANK_CODE_TAKEN' })] },
    });
    const other = await createBank(staff.token, { code: uniqueCode(), name: 'Other' });
    const clash = await post('/bo/Bank/update-bank', staff.token, { id: other.body.bank.id, code, name: 'Other' });
    expect(clash.status).toBe(409);
    const list = (await get('/bo/Bank/getBankList', staff.token)).body as { code: string; name: string }[];
    expect(list.filter((b) => b.code === code).map((b) => b.name)).toEqual(['First']);
  });

  test('bad input answers 400 with field errors; an unknown bank 404', async () => {
    const bad = await createBank(staff.token, { code: 'has space', name: '  ', active: 'yes' });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('VALIDATION_FAILED');
    expect(bad.body.details.fields.map((f: { path: string }) => f.path).sort()).toEqual(['active', 'code', 'name']);
    const tooLong = await createBank(staff.token, { code: 'X'.repeat(21), name: 'Bank' });
    expect(tooLong.body.details.fields).toEqual([expect.objectContaining({ path: 'code', code: 'AT_MOST_N_CHARACTERS' })]);
    const missing = await post('/bo/Bank/update-bank', staff.token, { id: randomUUID(), code: uniqueCode(), name: 'Nobody' });
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('RECORD_NOT_FOUND');
  });

  test('getActiveOnly leaves out inactive banks', async () => {
    const code = uniqueCode();
    const bank = (await createBank(staff.token, { code, name: 'Closed Bank', active: false })).body.bank;
    const all = (await get('/bo/Bank/getBankList', staff.token, { getActiveOnly: 'false' })).body as { id: string }[];
    expect(all.map((b) => b.id)).toContain(bank.id);
    const active = (await get('/bo/Bank/getBankList', staff.token, { getActiveOnly: 'true' })).body as {
      id: string;
      active: boolean;
    }[];
    expect(active.map((b) => b.id)).not.toContain(bank.id);
    expect(active.every((b) => b.active)).toBe(true);
  });

  test('who may request a top-up reads the list, active banks only, and cannot change banks', async () => {
    const inactive = (await createBank(staff.token, { code: uniqueCode(), name: 'Closed', active: false })).body.bank;
    const organizationId = await newOrganization();
    const agent = await userWith(api.dataSource, api.url, [PERMISSIONS.creditCreate], organizationId);
    const list = await get('/bo/Bank/getBankList', agent.token, { getActiveOnly: 'false' });
    expect(list.status).toBe(200);
    expect(list.body.map((b: { code: string }) => b.code)).toContain('MBB');
    expect(list.body.map((b: { id: string }) => b.id)).not.toContain(inactive.id);
    expect((await createBank(agent.token, { code: uniqueCode(), name: 'Mine' })).status).toBe(403);

    const systemRequester = await userWith(api.dataSource, api.url, [PERMISSIONS.systemCreditCreate]);
    expect((await get('/bo/Bank/getBankList', systemRequester.token)).status).toBe(200);
  });

  test('anonymous callers get 401, callers without the permission 403; agency users never change banks', async () => {
    const bank = (await createBank(staff.token, { code: uniqueCode(), name: 'Guarded' })).body.bank;
    const calls = [
      (token?: string) => post('/bo/Bank/create-bank', token, { code: uniqueCode(), name: 'X' }),
      (token?: string) => post('/bo/Bank/update-bank', token, { id: bank.id, code: bank.code, name: 'X' }),
      (token?: string) => get('/bo/Bank/getBankList', token),
    ];
    for (const call of calls) {
      expect((await call(undefined)).status).toBe(401);
      expect((await call(outsider.token)).status).toBe(403);
    }
    const viewerOnly = await userWith(api.dataSource, api.url, [PERMISSIONS.banksView]);
    expect((await createBank(viewerOnly.token, { code: uniqueCode(), name: 'X' })).status).toBe(403);
    expect((await post('/bo/Bank/update-bank', viewerOnly.token, { id: bank.id, code: bank.code, name: 'X' })).status).toBe(403);

    const agencyAdmin = await userWith(
      api.dataSource,
      api.url,
      [PERMISSIONS.banksCreate, PERMISSIONS.banksEdit],
      await newOrganization(),
    );
    expect((await createBank(agencyAdmin.token, { code: uniqueCode(), name: 'X' })).status).toBe(403);
    const unchanged = (await get('/bo/Bank/getBankList', staff.token)).body.find((b: { id: string }) => b.id === bank.id);
    expect(unchanged.name).toBe('Guarded');
  });

  test('BanksService.requireActive: an active bank by id, else BANK_NOT_AVAILABLE', async () => {
    const banks = api.app.get(BanksService);
    const active = (await createBank(staff.token, { code: uniqueCode(), name: 'Open Bank' })).body.bank;
    const closed = (await createBank(staff.token, { code: uniqueCode(), name: 'Shut Bank', active: false })).body.bank;
    await expect(banks.requireActive(active.id)).resolves.toEqual({ id: active.id, name: 'Open Bank' });
    for (const id of [closed.id, randomUUID(), 'not-a-uuid']) {
      const error = await banks.requireActive(id).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ code: 'BANK_NOT_AVAILABLE', status: 400 });
    }
  });
});

describe('/bo/SystemOrganizationCredit fee settings', () => {
  const createFee = (body: Record<string, unknown>, token = staff.token) =>
    post('/bo/SystemOrganizationCredit/create-system-fee', token, body);
  const updateFee = (body: Record<string, unknown>, token = staff.token) =>
    post('/bo/SystemOrganizationCredit/update-system-fee', token, body);
  const list = (query: Record<string, string>, token = staff.token) =>
    get('/bo/SystemOrganizationCredit/getsystemfeesettinglist', token, query);
  const check = (body: Record<string, unknown>, token = staff.token) =>
    post('/bo/SystemOrganizationCredit/checksettinginorganization', token, body);

  test('fee types are labelled in the caller language', async () => {
    const en = await get('/bo/SystemOrganizationCredit/getsystemfeetype', staff.token);
    expect(en.status).toBe(200);
    expect(en.body).toContainEqual({ value: 'TOP_UP_FEE', label: 'Top-up fee' });
    const ms = await get('/bo/SystemOrganizationCredit/getsystemfeetype', staff.token).set('Accept-Language', 'ms');
    expect(ms.body).toContainEqual({ value: 'TOP_UP_FEE', label: 'Yuran tambah nilai' });
    expect(ms.body.map((t: { value: string }) => t.value)).toEqual(en.body.map((t: { value: string }) => t.value));
  });

  test('create and update a setting: money and percentages as integers, audited', async () => {
    const currencyCode = uniqueCurrency();
    const organizationId = await newOrganization('Fee Agency');
    const created = await createFee({ organizationId, feeType: 'BOOKING_FEE', currencyCode, basis: 'PERCENTAGE', value: 250 });
    expectDone(created, 'SYSTEM_FEE_CREATED', {
      message: 'System fee setting created successfully.',
      setting: {
        organizationId,
        organizationName: 'Fee Agency',
        feeType: 'BOOKING_FEE',
        currencyCode,
        basis: 'PERCENTAGE',
        value: 250,
        active: true,
      },
    });
    const id = created.body.setting.id as string;

    const changed = await updateFee({ id, organizationId, feeType: 'BOOKING_FEE', currencyCode, basis: 'AMOUNT', value: 1050 });
    expectDone(changed, 'SYSTEM_FEE_UPDATED', {
      setting: { id, basis: 'AMOUNT', value: 1050, active: true },
    });
    const off = await updateFee({
      id,
      organizationId,
      feeType: 'BOOKING_FEE',
      currencyCode,
      basis: 'AMOUNT',
      value: 1050,
      active: false,
    });
    expect(off.body.setting.active).toBe(false);
    const kept = await updateFee({ id, organizationId, feeType: 'BOOKING_FEE', currencyCode, basis: 'AMOUNT', value: 990 });
    expect(kept.body.setting).toMatchObject({ value: 990, active: false });

    const audit = await auditOf(staff.username, 'system-fee.updated');
    expect(audit.filter((e) => e.targetId === id)).toHaveLength(3);
    expect((await auditOf(staff.username, 'system-fee.created')).map((e) => e.targetId)).toContain(id);
  });

  test('one setting per organization (or default), fee type and currency: a second answers 409', async () => {
    const currencyCode = uniqueCurrency();
    const body = { feeType: 'TOP_UP_FEE', currencyCode, basis: 'AMOUNT', value: 100 };
    expect((await createFee(body)).status).toBe(200);
    const again = await createFee({ ...body, value: 200 });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 'SYSTEM_FEE_SETTING_EXISTS',
      message: 'This fee type is already set for this organization and currency.',
    });
    // The same type and currency for an organization is its own setting, not a duplicate.
    const organizationId = await newOrganization();
    expect((await createFee({ ...body, organizationId })).status).toBe(200);
    // Moving another setting onto an existing key is refused too.
    const other = await createFee({ ...body, feeType: 'BOOKING_FEE' });
    expect((await updateFee({ ...body, id: other.body.setting.id })).status).toBe(409);
  });

  test('bad input answers 400 with field errors', async () => {
    const currencyCode = uniqueCurrency();
    const tooMuch = await createFee({ feeType: 'TOP_UP_FEE', currencyCode, basis: 'PERCENTAGE', value: 10_001 });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.details.fields).toEqual([
      expect.objectContaining({ path: 'value', code: 'NUMBER_BETWEEN', message: expect.stringContaining('10000') }),
    ]);
    const wrong = await createFee({ feeType: 'NOPE', currencyCode: 'RM', basis: 'PERCENT', value: 1.5 });
    expect(wrong.body.details.fields.map((f: { path: string }) => f.path).sort()).toEqual([
      'basis',
      'currencyCode',
      'feeType',
      'value',
    ]);
    const negative = await createFee({ feeType: 'TOP_UP_FEE', currencyCode, basis: 'AMOUNT', value: -1 });
    expect(negative.status).toBe(400);
    const noOrg = await createFee({
      organizationId: randomUUID(),
      feeType: 'TOP_UP_FEE',
      currencyCode,
      basis: 'AMOUNT',
      value: 1,
    });
    expect(noOrg.status).toBe(400);
    expect(noOrg.body).toMatchObject({
      code: 'ORGANIZATION_NOT_FOUND',
      details: { fields: [expect.objectContaining({ path: 'organizationId' })] },
    });
    const missing = await updateFee({ id: randomUUID(), feeType: 'TOP_UP_FEE', currencyCode, basis: 'AMOUNT', value: 1 });
    expect(missing.status).toBe(404);
    expect((await list({ currencyCode })).body.total).toBe(0);
  });

  test('the list pages, sorts and filters; defaults come first', async () => {
    const currencyCode = uniqueCurrency();
    const organizations = [await newOrganization('Zeta Travel'), await newOrganization('Alpha Travel')];
    const types = ['TOP_UP_FEE', 'BOOKING_FEE', 'PAYMENT_GATEWAY_FEE', 'TRANSACTION_FEE'];
    let value = 10;
    for (const organizationId of [null, ...organizations]) {
      for (const feeType of types) {
        const res = await createFee({ organizationId, feeType, currencyCode, basis: 'AMOUNT', value: (value += 10) });
        expect(res.status).toBe(200);
      }
    }
    const first = await list({ currencyCode, pageSize: '10', curPageIndex: '1' });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: 12, pageSize: 10, curPageIndex: 1 });
    expect(first.body.items).toHaveLength(10);
    expect(first.body.items.slice(0, 4).every((s: { organizationId: string | null }) => s.organizationId === null)).toBe(true);
    expect(first.body.items[4].organizationName).toBe('Alpha Travel');
    const second = await list({ currencyCode, pageSize: '10', curPageIndex: '2' });
    expect(second.body.items).toHaveLength(2);
    const seen = [...first.body.items, ...second.body.items].map((s: { id: string }) => s.id);
    expect(new Set(seen).size).toBe(12);

    const byValue = await list({ currencyCode, sortKey: 'value', sortOrder: 'desc', pageSize: '25' });
    const values = byValue.body.items.map((s: { value: number }) => s.value);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    const byName = await list({ currencyCode, sortKey: 'organizationName', sortOrder: 'asc', pageSize: '25' });
    expect(byName.body.items.map((s: { organizationName: string | null }) => s.organizationName).slice(0, 5)).toEqual([
      null,
      null,
      null,
      null,
      'Alpha Travel',
    ]);

    expect((await list({ currencyCode, organizationId: organizations[0] })).body.total).toBe(4);
    expect((await list({ currencyCode, defaultsOnly: 'true' })).body.total).toBe(4);
    expect((await list({ currencyCode, feeType: 'TOP_UP_FEE' })).body.total).toBe(3);
    const badSort = await list({ sortKey: 'value; DROP TABLE x' });
    expect(badSort.status).toBe(400);
    expect((await list({ pageSize: '7' })).status).toBe(400);
  });

  test('checksettinginorganization: its own active settings, else the provider defaults', async () => {
    const currencyCode = uniqueCurrency();
    const own = await newOrganization('Own Fees');
    const plain = await newOrganization('Plain');
    await createFee({ feeType: 'TOP_UP_FEE', currencyCode, basis: 'AMOUNT', value: 500 });
    await createFee({ feeType: 'BOOKING_FEE', currencyCode, basis: 'PERCENTAGE', value: 150 });
    const mine = await createFee({ organizationId: own, feeType: 'TOP_UP_FEE', currencyCode, basis: 'AMOUNT', value: 0 });

    const ownCheck = await check({ organizationId: own, currencyCode });
    expect(ownCheck.status).toBe(200);
    expect(ownCheck.body.organizationId).toBe(own);
    expect(ownCheck.body.hasOwnSettings).toBe(true);
    const effective = (body: { effective: { feeType: string; organizationId: string | null; value: number }[] }) =>
      Object.fromEntries(body.effective.map((s) => [s.feeType, { organizationId: s.organizationId, value: s.value }]));
    expect(effective(ownCheck.body)).toEqual({
      TOP_UP_FEE: { organizationId: own, value: 0 },
      BOOKING_FEE: { organizationId: null, value: 150 },
    });

    const plainCheck = await check({ organizationId: plain, currencyCode });
    expect(plainCheck.body.hasOwnSettings).toBe(false);
    expect(effective(plainCheck.body)).toEqual({
      TOP_UP_FEE: { organizationId: null, value: 500 },
      BOOKING_FEE: { organizationId: null, value: 150 },
    });

    // Narrowed to one fee type; and an inactive own setting falls back to the default.
    const narrowed = await check({ organizationId: own, currencyCode, feeType: 'BOOKING_FEE' });
    expect(narrowed.body.hasOwnSettings).toBe(false);
    expect(narrowed.body.effective).toHaveLength(1);
    await updateFee({
      id: mine.body.setting.id,
      organizationId: own,
      feeType: 'TOP_UP_FEE',
      currencyCode,
      basis: 'AMOUNT',
      value: 0,
      active: false,
    });
    const fallback = await check({ organizationId: own, currencyCode, feeType: 'TOP_UP_FEE' });
    expect(fallback.body.hasOwnSettings).toBe(true);
    expect(effective(fallback.body)).toEqual({ TOP_UP_FEE: { organizationId: null, value: 500 } });

    expect((await check({ organizationId: randomUUID() })).status).toBe(404);
    expect((await check({})).body.details.fields).toEqual([expect.objectContaining({ path: 'organizationId' })]);
  });

  test('an agency user sees only its own organization and the defaults, and never writes', async () => {
    const currencyCode = uniqueCurrency();
    const mine = await newOrganization();
    const theirs = await newOrganization();
    await createFee({ feeType: 'TOP_UP_FEE', currencyCode, basis: 'AMOUNT', value: 100 });
    await createFee({ organizationId: mine, feeType: 'BOOKING_FEE', currencyCode, basis: 'AMOUNT', value: 200 });
    await createFee({ organizationId: theirs, feeType: 'BOOKING_FEE', currencyCode, basis: 'AMOUNT', value: 300 });
    const agent = await userWith(
      api.dataSource,
      api.url,
      [PERMISSIONS.systemCreditView, PERMISSIONS.systemCreditCreate, PERMISSIONS.systemCreditEdit],
      mine,
    );
    const seen = await list({ currencyCode, pageSize: '50' }, agent.token);
    expect(seen.body.items.map((s: { value: number }) => s.value).sort()).toEqual([100, 200]);
    expect((await list({ currencyCode, organizationId: theirs }, agent.token)).body.total).toBe(0);
    expect((await check({ currencyCode }, agent.token)).body).toMatchObject({ organizationId: mine, hasOwnSettings: true });
    expect((await check({ organizationId: theirs }, agent.token)).status).toBe(404);
    expect(
      (await createFee({ organizationId: mine, feeType: 'TOP_UP_FEE', currencyCode, basis: 'AMOUNT', value: 1 }, agent.token))
        .status,
    ).toBe(403);
  });

  test('anonymous callers get 401, callers without the permission 403', async () => {
    const calls = [
      (token?: string) => get('/bo/SystemOrganizationCredit/getsystemfeetype', token),
      (token?: string) => get('/bo/SystemOrganizationCredit/getsystemfeesettinglist', token),
      (token?: string) => post('/bo/SystemOrganizationCredit/create-system-fee', token, {}),
      (token?: string) => post('/bo/SystemOrganizationCredit/update-system-fee', token, {}),
      (token?: string) => post('/bo/SystemOrganizationCredit/checksettinginorganization', token, {}),
    ];
    const viewer = await userWith(api.dataSource, api.url, [PERMISSIONS.systemCreditView]);
    for (const call of calls) {
      expect((await call(undefined)).status).toBe(401);
      expect((await call(outsider.token)).status).toBe(403);
    }
    const currencyCode = uniqueCurrency();
    const body = { feeType: 'TOP_UP_FEE', currencyCode, basis: 'AMOUNT', value: 1 };
    expect((await createFee(body, viewer.token)).status).toBe(403);
    expect((await updateFee({ ...body, id: randomUUID() }, viewer.token)).status).toBe(403);
    expect((await list({ currencyCode }, viewer.token)).status).toBe(200);
  });
});
