import { randomUUID } from 'node:crypto';
import { EMAIL_TEMPLATE_TYPE, type EmailTemplate as Template, PERMISSIONS } from '@bo/shared';
import { PaymentBankOptionsService } from '../src/modules/settings/payment-bank-options/payment-bank-options.service';
import { auditEntries, userWith } from './support/api-harness';
import { expectDone } from './support/expect-done';
import { expectFieldErrors, fieldCodes, fieldError } from './support/field-errors';
import { isolatedStackForFile } from './support/isolated-stack';

/**
 * The settings context's `/bo/Dropdown` (bos dropdowns, payment bank options) and
 * `/bo/EmailTemplate` calls through the real API, with a worker and an SMTP server to show that an
 * edited template is the mail that goes out. On a database of this file's own: the e-mail
 * templates edited here are the ones every other spec file's mails are rendered with.
 */
const stack = isolatedStackForFile('settings', { APP_URL: 'http://bo.example.test' });
/** Provider staff keeping the settings. */
let staff: { username: string; token: string };
/** May read the settings lists, change nothing. */
let viewer: { token: string };
/** Signed in, no settings permission. */
let outsider: { token: string };
/** An agency user holding every settings grant: settings are the provider's, so still refused. */
let agency: { token: string };

const SETTINGS_PERMISSIONS = [
  PERMISSIONS.dropdownsView,
  PERMISSIONS.dropdownsCreate,
  PERMISSIONS.dropdownsEdit,
  PERMISSIONS.paymentBankOptionsView,
  PERMISSIONS.paymentBankOptionsCreate,
  PERMISSIONS.paymentBankOptionsEdit,
  PERMISSIONS.emailTemplatesView,
  PERMISSIONS.emailTemplatesCreate,
  PERMISSIONS.emailTemplatesEdit,
];

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const post = (path: string, token: string | undefined, body: Record<string, unknown> = {}) => {
  const req = stack.api.http().post(`/api/v1${path}`);
  return (token ? req.set(auth(token)) : req).send(body);
};
const put = (path: string, token: string | undefined, body: Record<string, unknown> = {}) => {
  const req = stack.api.http().put(`/api/v1${path}`);
  return (token ? req.set(auth(token)) : req).send(body);
};
const get = (path: string, token: string | undefined, query: Record<string, string> = {}) => {
  const req = stack.api.http().get(`/api/v1${path}`).query(query);
  return token ? req.set(auth(token)) : req;
};
const auditOf = (username: string, action: string, targetId?: string) =>
  auditEntries(stack.api, stack.admin, { username, action, targetId });
/** Keys of this run, so tests never meet each other's dropdowns. */
const uniqueKey = () => `K_${randomUUID().replaceAll('-', '').slice(0, 10).toUpperCase()}`;

beforeAll(async () => {
  staff = await userWith(stack.api.dataSource, stack.api.url, SETTINGS_PERMISSIONS);
  viewer = await userWith(stack.api.dataSource, stack.api.url, [
    PERMISSIONS.dropdownsView,
    PERMISSIONS.paymentBankOptionsView,
    PERMISSIONS.emailTemplatesView,
  ]);
  outsider = await userWith(stack.api.dataSource, stack.api.url, [PERMISSIONS.usersView]);
  agency = await userWith(stack.api.dataSource, stack.api.url, SETTINGS_PERMISSIONS, randomUUID());
});

/** Refused as a caller would meet it: 401 without a token, 403 for each token given. */
async function expectRefused(call: (token?: string) => PromiseLike<{ status: number }>, ...forbidden: string[]) {
  expect((await call(undefined)).status).toBe(401);
  for (const token of forbidden) expect((await call(token)).status).toBe(403);
}

describe('/bo/Dropdown bos dropdowns', () => {
  const dropdownBody = (key: string, options: Record<string, unknown>[]) => ({
    key,
    nameEn: 'Room view',
    nameMs: 'Pemandangan bilik',
    options,
  });
  const sea = { code: 'SEA', labelEn: 'Sea view', labelMs: 'Pemandangan laut' };
  const city = { code: 'CITY', labelEn: 'City view', labelMs: 'Pemandangan bandar' };
  const garden = { code: 'GARDEN', labelEn: 'Garden view', labelMs: 'Pemandangan taman' };

  test('the demo dropdowns are seeded; any signed-in user reads a dropdown’s active options in order', async () => {
    const keys = await get('/bo/Dropdown/bosdropdownkeylist', viewer.token);
    expect(keys.status).toBe(200);
    expect(keys.body).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ key: 'CASE_CATEGORY', nameEn: 'Case category', optionCount: 5, activeOptionCount: 5 }),
        expect.objectContaining({ key: 'NATURE_OF_BUSINESS', nameMs: 'Jenis perniagaan' }),
        expect.objectContaining({ key: 'ROOM_AMENITY', optionCount: 7 }),
      ]),
    );
    const amenities = await post('/bo/Dropdown/bosdropdown', outsider.token, { key: 'room_amenity' });
    expect(amenities.status).toBe(200);
    expect(amenities.body).toMatchObject({ key: 'ROOM_AMENITY', nameEn: 'Room amenity', nameMs: 'Kemudahan bilik' });
    expect(amenities.body.options.slice(0, 2)).toEqual([
      { code: 'WIFI', labelEn: 'Free Wi-Fi', labelMs: 'Wi-Fi percuma', sortOrder: 10, active: true },
      { code: 'AIR_CONDITIONING', labelEn: 'Air conditioning', labelMs: 'Penyaman udara', sortOrder: 20, active: true },
    ]);
  });

  test('create, then update: relabel, reorder, deactivate, add; inactive options only for administrators; audited', async () => {
    const key = uniqueKey();
    const created = await post('/bo/Dropdown/createbosdropdown', staff.token, dropdownBody(key.toLowerCase(), [sea, city]));
    expectDone(created, 'DROPDOWN_CREATED', {
      message: 'Dropdown created successfully.',
      dropdown: {
        key,
        options: [
          { ...sea, sortOrder: 10, active: true },
          { ...city, sortOrder: 20, active: true },
        ],
      },
    });

    const updated = await post(
      '/bo/Dropdown/updatebosdropdown',
      staff.token,
      dropdownBody(key, [garden, { ...city, labelEn: 'City skyline' }, { ...sea, active: false }]),
    );
    expect(updated.status).toBe(200);
    expect(updated.body.code).toBe('DROPDOWN_UPDATED');
    expect(updated.body.dropdown.options.map((o: { code: string; active: boolean }) => `${o.code}:${o.active}`)).toEqual([
      'GARDEN:true',
      'CITY:true',
      'SEA:false',
    ]);

    const forUsers = await post('/bo/Dropdown/bosdropdown', outsider.token, { key });
    expect(forUsers.body.options.map((o: { code: string; labelEn: string }) => `${o.code}:${o.labelEn}`)).toEqual([
      'GARDEN:Garden view',
      'CITY:City skyline',
    ]);
    const all = await post('/bo/Dropdown/bosdropdown', viewer.token, { key, includeInactive: true });
    expect(all.body.options.map((o: { code: string }) => o.code)).toEqual(['GARDEN', 'CITY', 'SEA']);
    const notForUsers = await post('/bo/Dropdown/bosdropdown', outsider.token, { key, includeInactive: true });
    expect(notForUsers.status).toBe(403);
    expect(notForUsers.body.code).toBe('DROPDOWN_INACTIVE_NOT_ALLOWED');

    const listed = (await get('/bo/Dropdown/bosdropdownkeylist', viewer.token)).body.find((d: { key: string }) => d.key === key);
    expect(listed).toMatchObject({ optionCount: 3, activeOptionCount: 2 });

    expect(await auditOf(staff.username, 'bos-dropdown.created', key)).toHaveLength(1);
    const [change] = await auditOf(staff.username, 'bos-dropdown.updated', key);
    expect(change.details).toMatchObject({
      before: { options: [{ code: 'SEA', active: true }, { code: 'CITY' }] },
      after: { options: [{ code: 'GARDEN' }, { code: 'CITY', labelEn: 'City skyline' }, { code: 'SEA', active: false }] },
    });
  });

  test('refusals: a taken key, a removed option, an unknown key, a code twice, bad and unknown fields; nothing changes', async () => {
    const key = uniqueKey();
    expect((await post('/bo/Dropdown/createbosdropdown', staff.token, dropdownBody(key, [sea, city]))).status).toBe(200);

    const taken = await post('/bo/Dropdown/createbosdropdown', staff.token, dropdownBody(key.toLowerCase(), [garden]));
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({
      code: 'DROPDOWN_KEY_TAKEN',
      message: `A dropdown with the key ${key} already exists.`,
      details: { fields: [expect.objectContaining({ path: 'key' })] },
    });

    const removed = await post('/bo/Dropdown/updatebosdropdown', staff.token, dropdownBody(key, [sea, garden]));
    expect(removed.status).toBe(400);
    expect(removed.body).toMatchObject({
      code: 'DROPDOWN_OPTION_REMOVED',
      message: 'The option CITY cannot be removed; deactivate it instead.',
    });

    const unknown = await post('/bo/Dropdown/updatebosdropdown', staff.token, dropdownBody(uniqueKey(), [sea]));
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('DROPDOWN_NOT_FOUND');
    expect((await post('/bo/Dropdown/bosdropdown', outsider.token, { key: 'NO_SUCH_KEY' })).status).toBe(404);

    const twice = await post(
      '/bo/Dropdown/updatebosdropdown',
      staff.token,
      dropdownBody(key, [sea, city, { ...sea, labelEn: 'Again' }]),
    );
    expectFieldErrors(twice, [
      fieldError('options.2.code', 'DROPDOWN_OPTION_DUPLICATE', 'The option code SEA is listed more than once.'),
    ]);

    const bad = await post('/bo/Dropdown/createbosdropdown', staff.token, {
      key: '1st key',
      nameEn: ' ',
      nameMs: 'Nama',
      options: [{ code: 'a b', labelEn: 'A', labelMs: 'A', active: 'yes' }],
    });
    expect(bad.status).toBe(400);
    expect(fieldCodes(bad.body).sort()).toEqual([
      'key DROPDOWN_KEY_FORMAT',
      'nameEn REQUIRED_FIELD',
      'options.0.active INVALID_OPTION',
      'options.0.code DROPDOWN_OPTION_CODE_FORMAT',
    ]);

    const extra = await post('/bo/Dropdown/updatebosdropdown', staff.token, { ...dropdownBody(key, [sea, city]), colour: 'red' });
    expect(extra.status).toBe(400);
    expect(extra.body.code).toBe('VALIDATION_FAILED');
    expect(JSON.stringify(extra.body.details)).toContain('colour');

    const after = await post('/bo/Dropdown/bosdropdown', viewer.token, { key, includeInactive: true });
    expect(after.body.options).toEqual([
      { ...sea, sortOrder: 10, active: true },
      { ...city, sortOrder: 20, active: true },
    ]);
  });

  test('permissions: 401 anonymous, 403 without the function or for an agency user; the key list needs dropdowns.view', async () => {
    const key = uniqueKey();
    expect((await post('/bo/Dropdown/createbosdropdown', staff.token, dropdownBody(key, [sea]))).status).toBe(200);
    await expectRefused(
      (t) => post('/bo/Dropdown/createbosdropdown', t, dropdownBody(uniqueKey(), [sea])),
      outsider.token,
      viewer.token,
      agency.token,
    );
    await expectRefused(
      (t) => post('/bo/Dropdown/updatebosdropdown', t, dropdownBody(key, [sea])),
      outsider.token,
      viewer.token,
      agency.token,
    );
    await expectRefused((t) => get('/bo/Dropdown/bosdropdownkeylist', t), outsider.token);
    expect((await post('/bo/Dropdown/bosdropdown', undefined, { key })).status).toBe(401);
    expect((await post('/bo/Dropdown/bosdropdown', agency.token, { key })).status).toBe(200);
  });
});

describe('/bo/Dropdown payment bank options', () => {
  const create = (body: Record<string, unknown>, token = staff.token) =>
    post('/bo/Dropdown/createPaymentBankOption', token, body);
  const update = (body: Record<string, unknown>, token = staff.token) =>
    post('/bo/Dropdown/updatePaymentBankOption', token, body);
  const list = (query: Record<string, string> = {}, token = viewer.token) =>
    get('/bo/Dropdown/getPaymentBankOptionList', token, query);
  const bankId = () => `T${randomUUID().replaceAll('-', '').slice(0, 7).toUpperCase()}`;

  test('the FPX banks of iPay88FPX are seeded with the gateway ids', async () => {
    const res = await list({ paymentMethod: 'IPAY88_FPX' });
    expect(res.status).toBe(200);
    expect(res.body[0]).toMatchObject({
      paymentMethod: 'IPAY88_FPX',
      gatewayPaymentId: 16,
      paymentBankId: 'MB2U0227',
      paymentBankName: 'Maybank2u',
      sortOrder: 10,
      active: true,
    });
    expect(res.body.map((o: { paymentBankName: string }) => o.paymentBankName)).toEqual(
      expect.arrayContaining(['CIMB Clicks', 'Public Bank', 'RHB Bank', 'Hong Leong Bank', 'Bank Islam']),
    );
  });

  test('create, deactivate and list by method and active; what a payer may choose; audited', async () => {
    const id1 = bankId();
    const created = await create({
      paymentMethod: 'EWALLET',
      gatewayPaymentId: 210,
      paymentBankId: id1.toLowerCase(),
      paymentBankName: 'Demo Wallet',
    });
    expectDone(created, 'PAYMENT_BANK_OPTION_CREATED', {
      message: 'Payment bank option created successfully.',
      option: {
        paymentMethod: 'EWALLET',
        gatewayPaymentId: 210,
        paymentBankId: id1,
        paymentBankName: 'Demo Wallet',
        sortOrder: 0,
        active: true,
      },
    });
    const id = created.body.option.id as string;

    const changed = await update({ id, gatewayPaymentId: 211, paymentBankName: 'Demo Wallet Pay', sortOrder: 5, active: false });
    expectDone(changed, 'PAYMENT_BANK_OPTION_UPDATED', {
      option: {
        id,
        paymentMethod: 'EWALLET',
        paymentBankId: id1,
        gatewayPaymentId: 211,
        paymentBankName: 'Demo Wallet Pay',
        active: false,
      },
    });

    const wallets = (await list({ paymentMethod: 'EWALLET' })).body as { id: string; paymentMethod: string }[];
    expect(wallets.map((o) => o.id)).toContain(id);
    expect(wallets.every((o) => o.paymentMethod === 'EWALLET')).toBe(true);
    expect(
      ((await list({ paymentMethod: 'EWALLET', activeOnly: 'true' })).body as { id: string }[]).map((o) => o.id),
    ).not.toContain(id);
    const forPayers = await stack.api.app.get(PaymentBankOptionsService).activeFor('EWALLET');
    expect(forPayers.map((o) => o.id)).not.toContain(id);
    expect(
      (await stack.api.app.get(PaymentBankOptionsService).activeFor('IPAY88_FPX')).every(
        (o) => o.active && o.gatewayPaymentId === 16,
      ),
    ).toBe(true);

    expect(await auditOf(staff.username, 'payment-bank-option.created', id)).toHaveLength(1);
    const [change] = await auditOf(staff.username, 'payment-bank-option.updated', id);
    expect(change.details).toMatchObject({
      before: { active: true, gatewayPaymentId: 210 },
      after: { active: false, gatewayPaymentId: 211 },
    });
  });

  test('refusals: the same bank twice for a method, an offline method, a text id, unknown fields, an unknown option', async () => {
    const id1 = bankId();
    const body = { paymentMethod: 'IPAY88_FPX', gatewayPaymentId: 16, paymentBankId: id1, paymentBankName: 'Test Bank' };
    expect((await create(body)).status).toBe(200);
    const twice = await create({ ...body, paymentBankId: id1.toLowerCase(), paymentBankName: 'Again' });
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({
      code: 'PAYMENT_BANK_OPTION_TAKEN',
      message: `The bank ${id1} is already an option of this payment method.`,
      details: { fields: [expect.objectContaining({ path: 'paymentBankId' })] },
    });
    // Another method may offer the same bank.
    expect((await create({ ...body, paymentMethod: 'EWALLET' })).status).toBe(200);

    const cash = await create({ ...body, paymentBankId: bankId(), paymentMethod: 'CASH' });
    expectFieldErrors(cash, [
      fieldError(
        'paymentMethod',
        'PAYMENT_METHOD_WITHOUT_BANK_OPTIONS',
        'Bank options exist only for the online payment methods iPay88FPX and E-wallet.',
      ),
    ]);
    const text = await create({ ...body, paymentBankId: bankId(), gatewayPaymentId: '16' });
    expect(text.status).toBe(400);
    expect(text.body.details.fields).toEqual([expect.objectContaining({ path: 'gatewayPaymentId', code: 'NUMBERS_ONLY' })]);
    const extra = await create({ ...body, paymentBankId: bankId(), logoUrl: 'x' });
    expect(extra.status).toBe(400);
    expect(JSON.stringify(extra.body.details)).toContain('logoUrl');

    const missing = await update({
      id: randomUUID(),
      gatewayPaymentId: 16,
      paymentBankName: 'Nobody',
      sortOrder: 0,
      active: true,
    });
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('PAYMENT_BANK_OPTION_NOT_FOUND');
    expect((await list({ paymentMethod: 'CASH' })).status).toBe(400);

    const stored = (
      (await list({ paymentMethod: 'IPAY88_FPX' })).body as { paymentBankId: string; paymentBankName: string }[]
    ).filter((o) => o.paymentBankId === id1);
    expect(stored.map((o) => o.paymentBankName)).toEqual(['Test Bank']);
  });

  test('permissions: 401 anonymous, 403 without the function or for an agency user', async () => {
    const option = (
      await create({ paymentMethod: 'IPAY88_FPX', gatewayPaymentId: 16, paymentBankId: bankId(), paymentBankName: 'Guarded' })
    ).body.option;
    const body = { paymentMethod: 'IPAY88_FPX', gatewayPaymentId: 16, paymentBankId: bankId(), paymentBankName: 'X' };
    const change = { id: option.id, gatewayPaymentId: 16, paymentBankName: 'X', sortOrder: 0, active: true };
    await expectRefused((t) => post('/bo/Dropdown/createPaymentBankOption', t, body), outsider.token, viewer.token, agency.token);
    await expectRefused(
      (t) => post('/bo/Dropdown/updatePaymentBankOption', t, change),
      outsider.token,
      viewer.token,
      agency.token,
    );
    await expectRefused((t) => get('/bo/Dropdown/getPaymentBankOptionList', t), outsider.token);
    const unchanged = ((await list()).body as { id: string; paymentBankName: string }[]).find((o) => o.id === option.id);
    expect(unchanged?.paymentBankName).toBe('Guarded');
  });
});

describe('/bo/EmailTemplate', () => {
  const templateOf = async (templateType: string, language: string): Promise<Template> =>
    ((await get('/bo/EmailTemplate/getemailtemplatebytemplatetype', staff.token, { templateType })).body as Template[]).find(
      (t) => t.language === language,
    )!;

  test('the seeded templates: the list, by type, by id (query and path), with the placeholders each type supports', async () => {
    const list = await get('/bo/EmailTemplate/getemailtemplatelist', viewer.token);
    expect(list.status).toBe(200);
    // Two languages of each type of EMAIL_TEMPLATE_TYPE.
    expect(list.body).toHaveLength(EMAIL_TEMPLATE_TYPE.length * 2);
    const otp = (list.body as Template[]).find((t) => t.templateType === 'OTP' && t.language === 'en')!;
    expect(otp).toMatchObject({
      subject: 'Your one-time password',
      placeholders: { available: ['name', 'otp', 'seconds'], required: ['otp'] },
    });
    expect(otp.bodyHtml).toContain('<p>Hello {{name}},</p>');

    const byType = await get('/bo/EmailTemplate/getemailtemplatebytemplatetype', viewer.token, { templateType: 'OTP' });
    expect(byType.body.map((t: Template) => t.language)).toEqual(['en', 'ms']);
    expect((await get('/bo/EmailTemplate/getemailtemplatebytemplatetype', viewer.token, { templateType: 'NOPE' })).status).toBe(
      400,
    );

    const byQuery = await get('/bo/EmailTemplate/getemailtemplate', viewer.token, { id: otp.id });
    expect(byQuery.body).toEqual(otp);
    const byPath = await post(`/bo/EmailTemplate/${otp.id}`, viewer.token);
    expect(byPath.status).toBe(200);
    expect(byPath.body).toEqual(otp);
  });

  test('the by-id call requires the path id: 400 without one, 404 for an id that names no template', async () => {
    for (const path of ['/bo/EmailTemplate', '/bo/EmailTemplate/undefined', '/bo/EmailTemplate/null']) {
      const res = await post(path, viewer.token);
      expect({ path, status: res.status, body: res.body }).toEqual({
        path,
        status: 400,
        body: { code: 'MISSING_PATH_PARAMETER', message: 'Required parameter id was null or undefined.' },
      });
    }
    for (const id of [randomUUID(), 'abc']) {
      const res = await post(`/bo/EmailTemplate/${id}`, viewer.token);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: 'EMAIL_TEMPLATE_NOT_FOUND', message: 'The e-mail template was not found.' });
    }
    expect((await get('/bo/EmailTemplate/getemailtemplate', viewer.token, { id: randomUUID() })).status).toBe(404);
    expect((await get('/bo/EmailTemplate/getemailtemplate', viewer.token)).status).toBe(400);
  });

  test('filter: paged, filtered and sorted; a bad sort key or page size is refused', async () => {
    const first = await post('/bo/EmailTemplate/filter', viewer.token, {
      pageSize: 10,
      curPageIndex: 1,
      sortKey: 'templateType',
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: EMAIL_TEMPLATE_TYPE.length * 2, pageSize: 10, curPageIndex: 1 });
    expect(first.body.items).toHaveLength(10);
    const second = await post('/bo/EmailTemplate/filter', viewer.token, {
      pageSize: 10,
      curPageIndex: 2,
      sortKey: 'templateType',
    });
    expect(second.body.items).toHaveLength(EMAIL_TEMPLATE_TYPE.length * 2 - 10);
    const ids = [...first.body.items, ...second.body.items].map((t: Template) => t.id);
    expect(new Set(ids).size).toBe(EMAIL_TEMPLATE_TYPE.length * 2);

    const ms = await post('/bo/EmailTemplate/filter', viewer.token, { language: 'ms', subject: 'organisasi' });
    expect(ms.body.items.map((t: Template) => t.templateType).sort()).toEqual([
      'ORGANIZATION_APPROVED',
      'ORGANIZATION_RECEIVED',
      'ORGANIZATION_REJECTED',
    ]);
    const typed = await post('/bo/EmailTemplate/filter', viewer.token, {
      templateType: 'PASSWORD_RESET',
      sortKey: 'language',
      sortOrder: 'desc',
    });
    expect(typed.body.items.map((t: Template) => t.language)).toEqual(['ms', 'en']);

    const wildcard = await post('/bo/EmailTemplate/filter', viewer.token, { subject: '%' });
    expect(wildcard.body.total).toBe(0);
    expect((await post('/bo/EmailTemplate/filter', viewer.token, { sortKey: 'body' })).status).toBe(400);
    expect((await post('/bo/EmailTemplate/filter', viewer.token, { pageSize: 7 })).status).toBe(400);
    expect((await post('/bo/EmailTemplate/filter', viewer.token, { pageSize: 10, page: 2 })).status).toBe(400);
  });

  test('an edited template is the mail that goes out; the edit is audited with before and after', async () => {
    const before = await templateOf('PASSWORD_RESET', 'en');
    const edited = await post('/bo/EmailTemplate/updateemailtemplate', staff.token, {
      id: before.id,
      subject: 'Password help for {{ name }}',
      bodyText: 'Dear {{name}},\n\nReset here: {{link}}\n(valid {{minutes}} min) & thanks',
    });
    expectDone(edited, 'EMAIL_TEMPLATE_UPDATED', {
      message: 'E-mail template updated successfully.',
      template: { id: before.id, templateType: 'PASSWORD_RESET', language: 'en', subject: 'Password help for {{ name }}' },
    });
    // Without an HTML body, it is made from the text: paragraphs, and the text escaped.
    expect(edited.body.template.bodyHtml).toBe(
      '<p>Dear {{name}},</p>\n<p>Reset here: {{link}}<br>(valid {{minutes}} min) &amp; thanks</p>',
    );

    const user = await userWith(stack.api.dataSource, stack.api.url, []);
    const email = `${user.username}@example.test`;
    expect((await post('/bo/General/request-password-reset', undefined, { usernameOrEmail: email })).status).toBe(200);
    const mail = await stack.mailbox.nth(email);
    expect(mail).toMatch(/^Subject: Password help for /m);
    expect(mail).toContain('Reset here: http://bo.example.test/login-reset-password?token=');

    const [audit] = await auditOf(staff.username, 'email-template.updated', before.id);
    expect(audit.details).toMatchObject({
      before: { subject: 'Reset your Back Office password' },
      after: { subject: 'Password help for {{ name }}' },
    });

    // PUT on the root is the same call.
    const restored = await put('/bo/EmailTemplate', staff.token, {
      id: before.id,
      subject: before.subject,
      bodyText: before.bodyText,
      bodyHtml: before.bodyHtml,
    });
    expect(restored.status).toBe(200);
    expect(restored.body.template).toMatchObject({
      subject: before.subject,
      bodyText: before.bodyText,
      bodyHtml: before.bodyHtml,
    });
  });

  test('an edit that would break the mail is refused at its field and nothing is stored', async () => {
    const before = await templateOf('FIRST_TIME_LOGIN', 'ms');
    const unknown = await post('/bo/EmailTemplate/updateemailtemplate', staff.token, {
      id: before.id,
      subject: 'Kod anda {{otp}}',
      bodyText: 'Salam {{name}}, {{link}}',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(unknown.body.details.fields).toEqual([
      fieldError(
        'subject',
        'EMAIL_TEMPLATE_PLACEHOLDER_UNKNOWN',
        '{{otp}} is not available in this type of e-mail. Available: {{name}}, {{link}}, {{hours}}.',
      ),
    ]);

    const withoutLink = await put('/bo/EmailTemplate', staff.token, {
      id: before.id,
      subject: 'Selamat datang',
      bodyText: 'Salam {{name}}',
      bodyHtml: '<p>Salam {{name}}, {{link}}</p>',
    });
    expectFieldErrors(withoutLink, [
      fieldError('bodyText', 'EMAIL_TEMPLATE_PLACEHOLDER_REQUIRED', 'This type of e-mail must contain {{link}}.'),
    ]);
    const malformed = await post('/bo/EmailTemplate/updateemailtemplate', staff.token, {
      id: before.id,
      subject: 'Hi',
      bodyText: '{{link}} {{name}',
    });
    expect(malformed.body.details.fields).toEqual([
      expect.objectContaining({ path: 'bodyText', code: 'EMAIL_TEMPLATE_PLACEHOLDER_MALFORMED' }),
    ]);

    const ms = await post('/bo/EmailTemplate/updateemailtemplate', staff.token, {
      id: before.id,
      subject: 'Hi {{otp}}',
      bodyText: '{{link}}',
    }).set('Accept-Language', 'ms');
    expect(ms.body.details.fields[0].message).toBe(
      '{{otp}} tidak tersedia dalam jenis e-mel ini. Yang tersedia: {{name}}, {{link}}, {{hours}}.',
    );

    const extra = await post('/bo/EmailTemplate/updateemailtemplate', staff.token, {
      id: before.id,
      subject: 'Hi',
      bodyText: '{{link}}',
      templateType: 'OTP',
    });
    expect(extra.status).toBe(400);
    expect(JSON.stringify(extra.body.details)).toContain('templateType');
    const missing = await post('/bo/EmailTemplate/updateemailtemplate', staff.token, {
      id: randomUUID(),
      subject: 'Hi',
      bodyText: '{{link}}',
    });
    expect(missing.status).toBe(404);
    const blank = await post('/bo/EmailTemplate/updateemailtemplate', staff.token, { id: before.id, subject: ' ', bodyText: '' });
    expect(fieldCodes(blank.body).sort()).toEqual(['bodyText REQUIRED_FIELD', 'subject REQUIRED_FIELD']);

    expect(await templateOf('FIRST_TIME_LOGIN', 'ms')).toEqual(before);
  });

  test('create: a type and language with no template gets one; one that has a template is refused', async () => {
    const taken = await post('/bo/EmailTemplate/createemailtemplate', staff.token, {
      templateType: 'OTP',
      language: 'en',
      subject: 'Code',
      bodyText: '{{otp}}',
    });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({
      code: 'EMAIL_TEMPLATE_TAKEN',
      details: { fields: [expect.objectContaining({ path: 'language' })] },
    });

    // Without a Malay template, Malay mails fall back to English until one is created.
    const malay = await templateOf('ORGANIZATION_APPROVED', 'ms');
    await stack.api.dataSource.query(`DELETE FROM settings.email_templates WHERE id = $1`, [malay.id]);
    const created = await post('/bo/EmailTemplate/createemailtemplate', staff.token, {
      templateType: 'ORGANIZATION_APPROVED',
      language: 'ms',
      subject: 'Tahniah {{name}}',
      bodyText: 'Organisasi {{name}} diluluskan.',
      bodyHtml: '<h1>Tahniah</h1><p>{{name}}</p>',
    });
    expectDone(created, 'EMAIL_TEMPLATE_CREATED', {
      template: { templateType: 'ORGANIZATION_APPROVED', language: 'ms', bodyHtml: '<h1>Tahniah</h1><p>{{name}}</p>' },
    });
    expect((await auditOf(staff.username, 'email-template.created')).map((e) => e.targetId)).toContain(created.body.template.id);
    const bad = await post('/bo/EmailTemplate/createemailtemplate', staff.token, {
      templateType: 'ORGANIZATION_APPROVED',
      language: 'ms',
      subject: 'Tahniah',
      bodyText: 'Sebab: {{reason}}',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.details.fields[0]).toMatchObject({ path: 'bodyText', code: 'EMAIL_TEMPLATE_PLACEHOLDER_UNKNOWN' });
    const badType = await post('/bo/EmailTemplate/createemailtemplate', staff.token, {
      templateType: 'NEWSLETTER',
      language: 'xx',
      subject: 'S',
      bodyText: 'T',
    });
    expect(badType.body.details.fields.map((f: { path: string }) => f.path).sort()).toEqual(['language', 'templateType']);
  });

  test('permissions: 401 anonymous, 403 without the function or for an agency user', async () => {
    const template = await templateOf('OTP', 'ms');
    const update = { id: template.id, subject: template.subject, bodyText: template.bodyText };
    const readers = [
      (t?: string) => get('/bo/EmailTemplate/getemailtemplatelist', t),
      (t?: string) => get('/bo/EmailTemplate/getemailtemplate', t, { id: template.id }),
      (t?: string) => get('/bo/EmailTemplate/getemailtemplatebytemplatetype', t, { templateType: 'OTP' }),
      (t?: string) => post('/bo/EmailTemplate/filter', t, {}),
      (t?: string) => post(`/bo/EmailTemplate/${template.id}`, t),
    ];
    for (const call of readers) await expectRefused(call, outsider.token, agency.token);
    const writers = [
      (t?: string) =>
        post('/bo/EmailTemplate/createemailtemplate', t, {
          templateType: 'OTP',
          language: 'ms',
          subject: 'S',
          bodyText: '{{otp}}',
        }),
      (t?: string) => post('/bo/EmailTemplate/updateemailtemplate', t, update),
      (t?: string) => put('/bo/EmailTemplate', t, update),
    ];
    for (const call of writers) await expectRefused(call, outsider.token, viewer.token, agency.token);
    expect(await templateOf('OTP', 'ms')).toEqual(template);
  });
});
