import { randomUUID } from 'node:crypto';
import { MAX_ATTACHMENT_BYTES, MALAYSIA_STATES } from '@bo/shared';
import { ADMIN_PASSWORD, signIn, userWith } from './support/api-harness';
import { startOrganizations } from './support/organizations-harness';
import { organizationFields } from './support/organization-fixture';
import { nextPush } from './support/sockets';
import { QueryBus } from '@nestjs/cqrs';
import { VerifySecretKey } from '../src/modules/organizations/queries/verify-secret-key/verify-secret-key.query';
import { binaryBody } from './support/binary-body';
import { PDF, PNG } from './support/sample-files';

let h: Awaited<ReturnType<typeof startOrganizations>>;
let staff: string;

const tag = () => randomUUID().slice(0, 8);

beforeAll(async () => {
  h = await startOrganizations();
  staff = await signIn(h.api.url, 'admin', ADMIN_PASSWORD);
});
afterAll(async () => {
  await h?.close();
});

/** A valid sign-up; override what the test is about. */
function applicant(overrides: Record<string, string> = {}): Record<string, string> {
  return { ...organizationFields(), termsAccepted: 'true', ...overrides };
}

type Doc = { content: Buffer; name: string; type: string };
const pdf: Doc = { content: PDF, name: 'ssm-certificate.pdf', type: 'application/pdf' };
const png: Doc = { content: PNG, name: 'licence.png', type: 'image/png' };

function signUp(fields: Record<string, string>, docs: Doc[] = [pdf, png], lang = 'en') {
  let req = h.api.http().post('/api/v1/bo/General/request-create-organization').set('Accept-Language', lang);
  for (const [k, v] of Object.entries(fields)) req = req.field(k, v);
  for (const d of docs) req = req.attach('documents', d.content, { filename: d.name, contentType: d.type });
  return req;
}

const as = (token: string) => ({
  get: (path: string) => h.api.http().get(`/api/v1/bo/Organization/${path}`).set('Authorization', `Bearer ${token}`),
  post: (path: string, body: object) =>
    h.api.http().post(`/api/v1/bo/Organization/${path}`).set('Authorization', `Bearer ${token}`).send(body),
});

const count = async (sql: string) => Number((await h.api.dataSource.query(sql))[0].n);
const stored = () =>
  Promise.all([
    count(`SELECT count(*) AS n FROM organizations.organizations`),
    count(`SELECT count(*) AS n FROM storage.files`),
    count(`SELECT count(*) AS n FROM event_store.events`),
  ]);

async function approvedOrganization(overrides: Record<string, string> = {}) {
  const fields = applicant(overrides);
  const res = await signUp(fields);
  expect(res.status).toBe(201);
  const decided = await as(staff).post('status/update', { organizationId: res.body.organizationId, status: 'approved' });
  expect(decided.status).toBe(200);
  return { id: res.body.organizationId as string, fields };
}

describe('reference lists (public)', () => {
  test('countries: Malaysia first with its 16 states, then by name, then Others and N/A', async () => {
    const res = await h.api.http().get('/api/v1/bo/General/getCountryList');
    expect(res.status).toBe(200);
    const list = res.body as {
      countryCode: string;
      countryCode_2: string;
      country: string;
      phoneCodeDisplay: string;
      cities: string[];
    }[];
    expect(list.length).toBeGreaterThanOrEqual(250);
    expect(list[0]).toMatchObject({
      countryCode: 'MYS',
      countryCode_2: 'MY',
      country: 'Malaysia',
      phoneCode: '60',
      phoneCodeDisplay: '+60',
      currency: 'MYR',
    });
    expect(list[0].cities).toEqual([...MALAYSIA_STATES]);
    expect(list[0].cities).toHaveLength(16);
    expect(list.slice(-2).map((c) => c.country)).toEqual(['Others', 'N/A']);
    const names = list.slice(1, -2).map((c) => c.country);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(list.find((c) => c.countryCode === 'SGP')).toMatchObject({
      country: 'Singapore',
      phoneCodeDisplay: '+65',
      cities: [],
    });
  });

  test("organization types in the caller's language", async () => {
    const en = await h.api.http().get('/api/v1/bo/General/getOrganizationTypeList');
    expect(en.body[0]).toEqual({ value: 'TRAVEL_AGENCY', label: 'Travel Agency' });
    const ms = await h.api.http().get('/api/v1/bo/General/getOrganizationTypeList').set('Accept-Language', 'ms');
    expect(ms.body[0]).toEqual({ value: 'TRAVEL_AGENCY', label: 'Agensi Pelancongan' });
  });
});

describe('sign-up', () => {
  test('a sign-up with a PDF and a PNG is stored pending, pushed live to approvers and acknowledged by e-mail', async () => {
    const approver = await userWith(h.api.dataSource, h.api.url, ['organizations.approve', 'organizations.view']);
    const bystander = await userWith(h.api.dataSource, h.api.url, ['organizations.view']);
    const approverSocket = await h.connect(approver.token);
    const bystanderSocket = await h.connect(bystander.token);
    let leaked = false;
    bystanderSocket.on('organization-applied', () => (leaked = true));

    const fields = applicant({ contactPersonName: 'Aina Rahman' });
    const pushed = nextPush<{ organizationName: string; organizationId: string }>(
      approverSocket,
      'organization-applied',
      (p) => p.organizationName === fields.organizationName,
    );
    const invalidated = nextPush<{ type: string }>(approverSocket, 'domain-event', (p) => p.type === 'OrganizationApplied');
    const res = await signUp(fields, [pdf, png], 'ms');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ code: 'ORGANIZATION_SIGN_UP_RECEIVED', status: 'pending' });
    expect(res.body.message).toContain(fields.email);

    const push = await pushed;
    expect(push.organizationId).toBe(res.body.organizationId);
    await invalidated;
    expect(leaked).toBe(false);

    const mail = await h.mailbox.find(fields.email, 'Permohonan anda sedang menunggu kelulusan');
    expect(mail).toContain(fields.organizationName);

    const details = await as(staff).get(res.body.organizationId);
    expect(details.status).toBe(200);
    expect(details.body).toMatchObject({
      organizationName: fields.organizationName,
      status: 'pending',
      country: 'Malaysia',
      defaultCurrency: 'MYR',
      documentCount: 2,
      hasSecretKey: false,
    });
    expect(details.body.documents.map((d: { fileName: string; contentType: string }) => [d.fileName, d.contentType])).toEqual([
      ['ssm-certificate.pdf', 'application/pdf'],
      ['licence.png', 'image/png'],
    ]);
    const pending = await as(staff).get(
      `pendingOrganizationListPage?organizationName=${encodeURIComponent(fields.organizationName)}`,
    );
    expect(pending.body.items.map((o: { organizationId: string }) => o.organizationId)).toEqual([res.body.organizationId]);
  });

  test('an oversize file (413) and a file whose content does not match its type (400) leave nothing stored', async () => {
    const before = await stored();
    const big = Buffer.alloc(MAX_ATTACHMENT_BYTES + 1, 0x20);
    PDF.copy(big);
    const over = await signUp(applicant(), [pdf, { content: big, name: 'big.pdf', type: 'application/pdf' }]);
    expect(over.status).toBe(413);
    expect(over.body.code).toBe('PAYLOAD_TOO_LARGE');

    const renamed = await signUp(applicant(), [pdf, { content: PDF, name: 'photo.png', type: 'image/png' }]);
    expect(renamed.status).toBe(400);
    expect(renamed.body.code).toBe('ATTACHMENT_CONTENT_MISMATCH');

    const exe = await signUp(applicant(), [
      { content: Buffer.from('MZ\x90\x00 not a pdf'), name: 'form.pdf', type: 'application/pdf' },
    ]);
    expect(exe.status).toBe(400);
    expect(exe.body.code).toBe('ATTACHMENT_TYPE_NOT_ALLOWED');

    expect(await stored()).toEqual(before);
  });

  test('missing documents, unticked terms, a bad phone number and a state outside Malaysia are refused clearly', async () => {
    const before = await stored();
    const none = await signUp(applicant(), []);
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({
      code: 'DOCUMENT_COUNT_INVALID',
      message: 'Please attach between 1 and 5 supporting documents.',
    });

    const invalid = await signUp(applicant({ termsAccepted: 'false', contactNumber: '0312345678', state: 'Bavaria' }));
    expect(invalid.status).toBe(400);
    expect(invalid.body.code).toBe('VALIDATION_FAILED');
    const fields = Object.fromEntries(invalid.body.details.fields.map((f: { path: string; code: string }) => [f.path, f.code]));
    expect(fields).toMatchObject({
      termsAccepted: 'TERMS_NOT_ACCEPTED',
      contactNumber: 'INVALID_PHONE_NUMBER',
      state: 'STATE_NOT_IN_COUNTRY',
    });
    // Outside Malaysia the state is free text.
    expect((await signUp(applicant({ countryCode: 'SGP', state: '' }))).status).toBe(201);
    expect((await signUp(applicant({ countryCode: 'XYZ' }))).body.details.fields[0]).toMatchObject({ path: 'countryCode' });
    const after = await stored();
    expect(after[0]).toBe(before[0] + 1);
  });

  test('a second sign-up with the same e-mail or registration number is refused with 409', async () => {
    const first = applicant();
    expect((await signUp(first)).status).toBe(201);
    const before = await stored();

    const sameEmail = await signUp(applicant({ email: first.email.toUpperCase() }));
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.body).toMatchObject({
      code: 'ORGANIZATION_EMAIL_TAKEN',
      message: 'An organization with this email has already signed up or been approved.',
    });
    const sameNumber = await signUp(applicant({ registrationNumber: ` ${first.registrationNumber.toLowerCase()} ` }));
    expect(sameNumber.status).toBe(409);
    expect(sameNumber.body.code).toBe('ORGANIZATION_REGISTRATION_NUMBER_TAKEN');
    expect(await stored()).toEqual(before);
  });
});

describe('decisions', () => {
  test('approval: e-mail to the applicant, an admin user with status N and a first-time login link, currency on the event', async () => {
    const fields = applicant({ contactPersonName: 'Aina Rahman' });
    const { body } = await signUp(fields);
    // A second approver hears of the decision at once (its queue refetches).
    const secondApprover = await h.connect(
      (await userWith(h.api.dataSource, h.api.url, ['organizations.approve', 'organizations.view'])).token,
    );
    const decided = nextPush<{ type: string; data: { organizationId: string } }>(
      secondApprover,
      'domain-event',
      (p) => p.type === 'OrganizationApproved' && p.data.organizationId === body.organizationId,
    );
    const res = await as(staff).post('status/update', { organizationId: body.organizationId, status: 'approved' });
    expect(res.status).toBe(200);
    await decided;
    expect(res.body).toMatchObject({
      code: 'ORGANIZATION_APPROVED',
      status: 'approved',
      message: 'Organization approved successfully.',
    });

    await h.mailbox.find(fields.email, 'Your organization has been approved');
    const login = await h.mailbox.find(fields.email, 'http://bo.example.test/login?token=');
    expect(login).toContain('Aina Rahman');
    const users = await h.api.dataSource.query(
      `SELECT username, role_code, status, organization_id FROM identity.users WHERE lower(email) = lower($1)`,
      [fields.email],
    );
    expect(users).toEqual([
      { username: fields.email.split('@')[0], role_code: 'MERCHANT_ADMIN', status: 'N', organization_id: body.organizationId },
    ]);
    const [approved] = await h.api.dataSource.query(
      `SELECT data FROM event_store.events WHERE stream_id = $1 AND type = 'OrganizationApproved'`,
      [`organization-${body.organizationId}`],
    );
    expect(approved.data).toMatchObject({ defaultCurrency: 'MYR', countryCode: 'MYS', email: fields.email });

    const again = await as(staff).post('status/update', {
      organizationId: body.organizationId,
      status: 'rejected',
      reason: 'late',
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('ORGANIZATION_ALREADY_DECIDED');
    const details = await as(staff).get(body.organizationId);
    expect(details.body.users).toEqual([expect.objectContaining({ role: 'MERCHANT_ADMIN', status: 'N', email: fields.email })]);
  });

  test('rejection needs a reason, e-mails it, and the history lists the decisions in order', async () => {
    const fields = applicant();
    const { body } = await signUp(fields);
    const noReason = await as(staff).post('status/update', { organizationId: body.organizationId, status: 'rejected' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.details.fields[0]).toMatchObject({ path: 'reason', code: 'REJECTION_REASON_REQUIRED' });

    const reason = `Registration certificate unreadable ${tag()}`;
    const res = await as(staff).post('status/update', { organizationId: body.organizationId, status: 'rejected', reason });
    expect(res.body).toMatchObject({ code: 'ORGANIZATION_REJECTED', status: 'rejected' });
    const mail = await h.mailbox.find(fields.email, reason);
    expect(mail).toContain('was not approved');

    const history = await as(staff).get(`${body.organizationId}/history`);
    expect(history.status).toBe(200);
    expect(
      history.body.map((e: { type: string; status: string; reason: string | null }) => [e.type, e.status, e.reason]),
    ).toEqual([
      ['OrganizationApplied', 'pending', null],
      ['OrganizationRejected', 'rejected', reason],
    ]);
    expect(history.body[0].actorId).toBeNull(); // the public applicant
    expect(history.body[1].actorName).toBeTruthy();
    // A rejected applicant may apply again with the same e-mail.
    expect((await signUp(applicant({ email: fields.email }))).status).toBe(201);
  });

  test('an applicant whose e-mail already belongs to a user cannot be approved (no half-made admin)', async () => {
    const user = await userWith(h.api.dataSource, h.api.url, []);
    const { body } = await signUp(applicant({ email: `${user.username}@example.test` }));
    const res = await as(staff).post('status/update', { organizationId: body.organizationId, status: 'approved' });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('ORGANIZATION_EMAIL_USED_BY_USER');
    expect((await as(staff).get(body.organizationId)).body.status).toBe('pending');
  });
});

describe('secret key', () => {
  test('shown once, stored hashed, and a reset invalidates the old key at once', async () => {
    const { id } = await approvedOrganization();
    const queries = h.api.app.get(QueryBus);
    const verify = (key: string) => queries.execute(new VerifySecretKey(id, key));
    const first = await as(staff).post('reset-secret-key', { organizationId: id });
    expect(first.status).toBe(200);
    expect(first.body.secretKey).toMatch(/^bo_sk_[A-Za-z0-9_-]{43}$/);
    expect(await verify(first.body.secretKey)).toBe(true);

    const second = await as(staff).post('reset-secret-key', { organizationId: id });
    expect(second.body.secretKey).not.toBe(first.body.secretKey);
    expect(await verify(first.body.secretKey)).toBe(false);
    expect(await verify(second.body.secretKey)).toBe(true);
    expect(await verify('bo_sk_guess')).toBe(false);

    // Neither the table, the log nor the details answer hold the key itself.
    const leaks = await h.api.dataSource.query(
      `SELECT (SELECT count(*)::int FROM event_store.events WHERE data::text LIKE '%' || $1 || '%') +
              (SELECT count(*)::int FROM organizations.organizations WHERE row_to_json(organizations)::text LIKE '%' || $1 || '%') AS n`,
      [second.body.secretKey.slice(6)],
    );
    expect(leaks[0].n).toBe(0);
    const details = await as(staff).get(id);
    expect(details.body.hasSecretKey).toBe(true);
    expect(JSON.stringify(details.body)).not.toContain(second.body.secretKey.slice(6));
  });

  test('a pending organization has no key yet', async () => {
    const { body } = await signUp(applicant());
    const res = await as(staff).post('reset-secret-key', { organizationId: body.organizationId });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('ORGANIZATION_NOT_APPROVED');
  });
});

describe('profile', () => {
  test('details update, rate codes, document replacement with the same checks, completeness', async () => {
    const { id, fields } = await approvedOrganization();
    const update = await as(staff).post('update', {
      ...fields,
      organizationId: id,
      city: 'Petaling Jaya',
      state: 'Selangor',
      termsAccepted: undefined,
    });
    expect(update.status).toBe(200);
    expect(update.body.code).toBe('ORGANIZATION_UPDATED');

    const created = await as(staff).post('createOrganizationProductRateCode', {
      organizationId: id,
      productType: 'hotel',
      rateCode: 'b2b-std',
    });
    expect(created.status).toBe(201);
    const duplicate = await as(staff).post('createOrganizationProductRateCode', {
      organizationId: id,
      productType: 'hotel',
      rateCode: 'B2B-STD',
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.code).toBe('PRODUCT_RATE_CODE_TAKEN');
    const updated = await as(staff).post('updateOrganizationProductRateCode', {
      organizationId: id,
      productRateCodeId: created.body.productRateCodeId,
      productType: 'hotel',
      rateCode: 'B2B-STD',
      description: 'Standard agency rate',
      active: false,
    });
    expect(updated.status).toBe(200);

    const before = (await as(staff).get(id)).body;
    const replaced = before.documents[0].documentId;
    const replaceWith = (content: Buffer, filename: string) =>
      h.api
        .http()
        .post('/api/v1/bo/Organization/updateOrganizationSupportingDocument')
        .set('Authorization', `Bearer ${staff}`)
        .field('organizationId', id)
        .field('documentId', replaced)
        .attach('documents', content, { filename, contentType: 'image/png' });
    const mismatch = await replaceWith(PDF, 'x.png');
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.code).toBe('ATTACHMENT_CONTENT_MISMATCH');
    const replace = await replaceWith(PNG, 'new-licence.png');
    expect(replace.status).toBe(200);
    expect(replace.body.code).toBe('SUPPORTING_DOCUMENT_UPDATED');

    const after = (await as(staff).get(id)).body;
    expect(after).toMatchObject({ city: 'Petaling Jaya', state: 'Selangor', documentCount: 2 });
    expect(after.documents.map((d: { fileName: string }) => d.fileName)).toEqual(['licence.png', 'new-licence.png']);
    expect(after.productRateCodes).toEqual([
      expect.objectContaining({ productType: 'hotel', rateCode: 'B2B-STD', description: 'Standard agency rate', active: false }),
    ]);
    const complete = await as(staff).get(`isOrganizationInfoComplete?organizationId=${id}`);
    expect(complete.body).toEqual({ organizationId: id, complete: true, missing: [] });
    const history = (await as(staff).get(`${id}/history`)).body.map((e: { type: string }) => e.type);
    expect(history).toEqual([
      'OrganizationApplied',
      'OrganizationApproved',
      'OrganizationDetailsUpdated',
      'ProductRateCodeAdded',
      'ProductRateCodeUpdated',
      'SupportingDocumentReplaced',
    ]);
  });

  test('staff create an organization directly: approved at once, with its admin user', async () => {
    const fields = applicant();
    const { termsAccepted: _t, ...body } = fields;
    let req = h.api.http().post('/api/v1/bo/Organization/create').set('Authorization', `Bearer ${staff}`);
    for (const [k, v] of Object.entries(body)) req = req.field(k, v);
    const res = await req;
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ code: 'ORGANIZATION_CREATED', status: 'approved' });
    expect((await as(staff).get(res.body.organizationId)).body.status).toBe('approved');
    await h.mailbox.find(fields.email, 'http://bo.example.test/login?token=');
    const incomplete = await as(staff).get(`isOrganizationInfoComplete?organizationId=${res.body.organizationId}`);
    expect(incomplete.body).toMatchObject({ complete: false, missing: ['documents'] });
  });
});

describe('tenancy', () => {
  test("an agency user reaches its own organization and gets 404 for another's; lists and decisions are staff-only", async () => {
    const a = await approvedOrganization();
    const b = await approvedOrganization();
    const user = await userWith(
      h.api.dataSource,
      h.api.url,
      ['organizations.view', 'organizations.edit', 'organizations.create', 'organizations.approve'],
      a.id,
    );
    const mine = as(user.token);
    const bDetails = (await as(staff).get(b.id)).body;
    const bDoc = bDetails.documents[0].documentId;
    const aDetails = await mine.get(a.id);
    expect(aDetails.status).toBe(200);
    const aDoc = aDetails.body.documents[0].documentId;

    // Reads of another organization.
    for (const path of [
      b.id,
      `${b.id}/history`,
      `${b.id}/documents/${bDoc}`,
      `isOrganizationInfoComplete?organizationId=${b.id}`,
    ]) {
      const res = await mine.get(path);
      expect([path, res.status]).toEqual([path, 404]);
    }
    // Writes naming another organization.
    const writes: [string, object][] = [
      ['update', { ...b.fields, termsAccepted: undefined, organizationId: b.id }],
      ['createOrganizationProductRateCode', { organizationId: b.id, productType: 'hotel', rateCode: 'X1' }],
      [
        'updateOrganizationProductRateCode',
        { organizationId: b.id, productRateCodeId: randomUUID(), productType: 'hotel', rateCode: 'X1' },
      ],
      ['reset-secret-key', { organizationId: b.id }],
    ];
    for (const [path, body] of writes) {
      const res = await mine.post(path, body);
      expect([path, res.status]).toEqual([path, 404]);
    }
    const docForB = await h.api
      .http()
      .post('/api/v1/bo/Organization/updateOrganizationSupportingDocument')
      .set('Authorization', `Bearer ${user.token}`)
      .field('organizationId', b.id)
      .attach('documents', PDF, { filename: 'x.pdf', contentType: 'application/pdf' });
    expect(docForB.status).toBe(404);
    // Staff-only calls.
    for (const path of ['organizationList', 'organizationListPage', 'pendingOrganizationListPage']) {
      const res = await mine.get(path);
      expect([path, res.status]).toEqual([path, 403]);
    }
    expect((await mine.post('status/update', { organizationId: b.id, status: 'approved' })).status).toBe(403);
    expect((await mine.get('organizationDropDown')).body).toEqual([expect.objectContaining({ value: a.id })]);

    // Its own organization, named or taken from the token.
    const own = await mine.post('reset-secret-key', {});
    expect(own.status).toBe(200);
    expect(await h.api.app.get(QueryBus).execute(new VerifySecretKey(a.id, own.body.secretKey))).toBe(true);
    expect((await mine.get('isOrganizationInfoComplete')).body).toMatchObject({ organizationId: a.id, complete: true });
    const download = await mine.get(`${a.id}/documents/${aDoc}`).buffer(true).parse(binaryBody);
    expect(download.status).toBe(200);
    expect(Buffer.compare(download.body as Buffer, PDF)).toBe(0);
    expect(download.headers['content-disposition']).toContain('attachment');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    // No download without signing in.
    expect((await h.api.http().get(`/api/v1/bo/Organization/${a.id}/documents/${aDoc}`)).status).toBe(401);
  });
});

describe('lists', () => {
  test('organizationListPage filters by name, e-mail and contact number, sorts and pages by 10/25/50', async () => {
    const group = `Paging${tag()}`;
    for (let i = 0; i < 12; i++) {
      const res = await signUp(
        applicant({
          organizationName: `${group} ${String(i).padStart(2, '0')}`,
          contactNumber: `012-34${String(i).padStart(5, '0')}`,
        }),
        [pdf],
      );
      expect(res.status).toBe(201);
    }
    const page = (q: string) => as(staff).get(`organizationListPage?organizationName=${group}&${q}`);
    const first = await page('sortKey=organizationName&sortOrder=desc&pageSize=10&curPageIndex=1');
    expect(first.body.total).toBe(12);
    expect(first.body.items).toHaveLength(10);
    expect(first.body.items[0].organizationName).toBe(`${group} 11`);
    const second = await page('sortKey=organizationName&sortOrder=desc&pageSize=10&curPageIndex=2');
    expect(second.body.items.map((o: { organizationName: string }) => o.organizationName)).toEqual([
      `${group} 01`,
      `${group} 00`,
    ]);
    expect((await page('pageSize=25')).body.items).toHaveLength(12);
    expect((await page('pageSize=7')).status).toBe(400);
    expect((await page('sortKey=password')).status).toBe(400);

    const byPhone = await page('contactNumber=0123400007');
    expect(byPhone.body.items.map((o: { organizationName: string }) => o.organizationName)).toEqual([`${group} 07`]);
    const email = first.body.items[3].email as string;
    const byEmail = await as(staff).get(`organizationListPage?email=${encodeURIComponent(email.toUpperCase())}`);
    expect(byEmail.body.items.map((o: { email: string }) => o.email)).toEqual([email]);
    expect((await page('status=approved')).body.total).toBe(0);
    const all = await as(staff).get('organizationList');
    expect(all.body.filter((o: { organizationName: string }) => o.organizationName.startsWith(group))).toHaveLength(12);
  });
});
