import { randomUUID } from 'node:crypto';
import { ADMIN_PASSWORD, signIn, userWith } from './support/api-harness';
import { registerOrganization } from './support/organization-fixture';
import {
  NEW_PASSWORD,
  editUserBody,
  firstTimeLoginBody,
  linkToken,
  newUserBody,
  startAccounts,
  unique,
} from './support/accounts-harness';

let env: Awaited<ReturnType<typeof startAccounts>>;
let admin: string;
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const http = () => env.api.http();

beforeAll(async () => {
  env = await startAccounts();
  admin = await signIn(env.api.url, 'admin', ADMIN_PASSWORD);
});
afterAll(() => env?.close());

const createUser = (token: string, body: Record<string, unknown>) =>
  http().post('/api/v1/bo/User/sign-up').set(auth(token)).send(body);

test('a created user follows the e-mailed link, completes first-time login and signs in', async () => {
  const body = newUserBody();
  const created = await createUser(admin, body);
  expect(created.status).toBe(201);
  expect(created.body.message).toBe(
    `User created successfully. A first-time login link has been sent to the registered email ${body.email}.`,
  );

  // Not yet: the account is new.
  const early = await http().post('/api/v1/bo/General/sign-in').send({ username: body.username, password: NEW_PASSWORD });
  expect(early.body).toMatchObject({ code: 'FIRST_TIME_LOGIN_REQUIRED', message: 'Please proceed with First Time Login.' });

  const mail = await env.mailbox.nth(body.email);
  expect(mail).toMatch(/^Subject: Your Back Office account is ready/m);
  const token = linkToken(mail, '/login');

  const checked = await http().post('/api/v1/bo/Public/verifyUserToken').send({ token });
  expect(checked.status).toBe(200);
  expect(checked.body).toMatchObject({ purpose: 'FIRST_TIME_LOGIN', username: body.username, fullName: body.fullName });
  expect(checked.body.securityQuestions).toHaveLength(8);

  // The form's rules hold on the server too.
  const mismatch = await http()
    .post('/api/v1/bo/Public/verify')
    .send(firstTimeLoginBody(token, { confirmPassword: 'Other!Passw0rd' }));
  expect(mismatch.status).toBe(400);
  expect(mismatch.body.details.fields).toEqual([
    expect.objectContaining({ path: 'confirmPassword', message: 'Password is not identical, please try again' }),
  ]);
  const weak = await http()
    .post('/api/v1/bo/Public/verify')
    .send(
      firstTimeLoginBody(token, {
        password: 'weakpass',
        confirmPassword: 'weakpass',
        securityPhrase: 'a$',
        securityAnswer: 'Tom!',
        termsAccepted: false,
      }),
    );
  const messages = weak.body.details.fields.map((f: { path: string; message: string }) => `${f.path}: ${f.message}`);
  expect(messages).toEqual(
    expect.arrayContaining([
      'password: Password must contain an uppercase letter',
      'securityPhrase: Security phrase does not meet requirements.',
      'securityAnswer: Special characters are not allowed in the security answer',
      'termsAccepted: Please accept the terms and conditions',
    ]),
  );

  const done = await http().post('/api/v1/bo/Public/verify').send(firstTimeLoginBody(token));
  expect(done.status).toBe(200);
  expect(done.body).toMatchObject({ code: 'ACCOUNT_ACTIVATED', username: body.username });

  const again = await http().post('/api/v1/bo/Public/verify').send(firstTimeLoginBody(token));
  expect(again.status).toBe(409);
  expect(again.body.message).toBe('Account is already activated, please log in.');

  const session = await signIn(env.api.url, body.username, NEW_PASSWORD);
  const profile = await http().get('/api/v1/bo/User/profile').set(auth(session));
  expect(profile.body).toMatchObject({
    username: body.username,
    status: 'A',
    active: true,
    securityQuestion: 'FIRST_PET',
    securityPhrase: 'blue kite 42',
  });
  const stored = await env.api.dataSource.query(
    `SELECT security_answer_hash, password_hash FROM identity.users WHERE username = $1`,
    [body.username],
  );
  expect(stored[0].security_answer_hash).toMatch(/^\$argon2/);
  expect(stored[0].password_hash).toMatch(/^\$argon2/);

  const audit = await env.api.dataSource.query(
    `SELECT action FROM audit.entries WHERE target_id = (SELECT id::text FROM identity.users WHERE username = $1) ORDER BY id`,
    [body.username],
  );
  expect(audit.map((a: { action: string }) => a.action)).toEqual(['user.created', 'account.first-time-login-completed']);
});

test('a first-time link that is unknown or expired is refused', async () => {
  const unknown = await http()
    .post('/api/v1/bo/Public/verifyUserToken')
    .send({ token: 'x'.repeat(43) });
  expect(unknown.status).toBe(400);
  expect(unknown.body.code).toBe('LINK_INVALID_OR_EXPIRED');

  const body = newUserBody();
  await createUser(admin, body);
  const token = linkToken(await env.mailbox.nth(body.email), '/login');
  await env.api.dataSource.query(
    `UPDATE identity.account_tokens SET expires_at = now() - interval '1 second'
      WHERE user_id = (SELECT id FROM identity.users WHERE username = $1)`,
    [body.username],
  );
  const expired = await http().post('/api/v1/bo/Public/verify').send(firstTimeLoginBody(token));
  expect(expired.status).toBe(400);
  expect(expired.body.message).toBe('This link is invalid or has expired, please request a new one.');
});

test('creating a user checks its fields, unique username and e-mail, role and level', async () => {
  const bad = await createUser(
    admin,
    newUserBody({ mobileNumber: '0123456789', idNumber: '12345', email: 'nope', username: 'a b' }),
  );
  expect(bad.status).toBe(400);
  expect(Object.fromEntries(bad.body.details.fields.map((f: { path: string; code: string }) => [f.path, f.code]))).toEqual({
    mobileNumber: 'INVALID_PHONE_NUMBER',
    email: 'INVALID_EMAIL',
    username: 'INVALID_USERNAME',
    idNumber: 'INVALID_ID_NUMBER',
  });
  // A passport number is not held to the MyKad format.
  expect((await createUser(admin, newUserBody({ idType: 'PASSPORT', idNumber: 'A12345678' }))).status).toBe(201);

  const first = newUserBody();
  expect((await createUser(admin, first)).status).toBe(201);
  const sameName = await createUser(admin, newUserBody({ username: first.username.toUpperCase() }));
  expect(sameName.status).toBe(409);
  expect(sameName.body.code).toBe('USERNAME_TAKEN');
  const sameMail = await createUser(admin, newUserBody({ email: first.email.toUpperCase() }));
  expect(sameMail.body.code).toBe('EMAIL_TAKEN');

  expect((await createUser(admin, newUserBody({ role: 'NO_SUCH_ROLE' }))).body.code).toBe('ROLE_NOT_FOUND');

  // Once the role has levels, one of them is required.
  const role = unique('ROLE_').toUpperCase();
  await env.api.dataSource.query(`INSERT INTO identity.roles (code, name, permissions) VALUES ($1, $1, '{}')`, [role]);
  expect((await createUser(admin, newUserBody({ role, level: undefined }))).status).toBe(201);
  await env.api.dataSource.query(`INSERT INTO settings.role_options (role_code, code, label) VALUES ($1, 'MANAGER', 'Manager')`, [
    role,
  ]);
  expect((await createUser(admin, newUserBody({ role, level: undefined }))).body.code).toBe('LEVEL_NOT_ALLOWED');
  expect((await createUser(admin, newUserBody({ role, level: 'DIRECTOR' }))).body.code).toBe('LEVEL_NOT_ALLOWED');
  const withLevel = await createUser(admin, newUserBody({ role, level: 'MANAGER' }));
  expect(withLevel.status).toBe(201);
  const details = await http().post(`/api/v1/bo/User/${withLevel.body.userId}`).set(auth(admin));
  expect(details.body).toMatchObject({ role, level: 'MANAGER', status: 'N', active: true, idType: 'MYKAD' });
});

describe('list', () => {
  let org: string;
  const orgName = `Sutera ${unique()}`;
  const people = [
    { username: unique('amy.'), fullName: 'Amy Tan', mobile: '012-1111111', status: 'A', role: 'MERCHANT_USER' },
    { username: unique('ben.'), fullName: 'Ben Lim', mobile: '013-2222222', status: 'D', role: 'MERCHANT_USER' },
    { username: unique('cik.'), fullName: 'Cik Siti', mobile: '014-3333333', status: 'N', role: 'MERCHANT_ADMIN' },
    { username: unique('dan.'), fullName: 'Dan Wong', mobile: '015-4444444', status: 'X', role: 'MERCHANT_USER' },
  ];

  beforeAll(async () => {
    const ds = env.api.dataSource;
    // Pending (no admin user of its own), and known to identity-access through its events.
    org = (await registerOrganization(env.api, admin, { name: orgName, pending: true, replicas: ['identity.organizations'] })).id;
    for (const p of people) {
      await ds.query(
        `INSERT INTO identity.users (username, email, full_name, role_code, mobile_number, organization_id, status)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [p.username, `${p.username}@example.test`, p.fullName, p.role, p.mobile, org, p.status],
      );
    }
  });

  const list = (query: Record<string, string>) =>
    http()
      .get('/api/v1/bo/User/userList')
      .query({ organizationName: orgName, ...query })
      .set(auth(admin));
  const names = (res: { body: { items: { fullName: string }[] } }) => res.body.items.map((i) => i.fullName);

  test('filters by organization name, role, name, e-mail, contact number and active flag; deleted users never show', async () => {
    expect(names(await list({ sortKey: 'fullName', sortOrder: 'asc' }))).toEqual(['Amy Tan', 'Ben Lim', 'Cik Siti']);
    expect(names(await list({ filterRole: 'MERCHANT_ADMIN' }))).toEqual(['Cik Siti']);
    expect(names(await list({ fullName: 'lim' }))).toEqual(['Ben Lim']);
    expect(names(await list({ email: people[0].username }))).toEqual(['Amy Tan']);
    expect(names(await list({ contactNumber: '0132' }))).toEqual(['Ben Lim']);
    expect(names(await list({ active: 'false' }))).toEqual(['Ben Lim']);
    expect(names(await list({ active: 'true', sortKey: 'fullName', sortOrder: 'desc' }))).toEqual(['Cik Siti', 'Amy Tan']);
    expect(names(await list({ status: 'N' }))).toEqual(['Cik Siti']);
    const row = (await list({ fullName: 'Amy' })).body.items[0];
    expect(row).toMatchObject({
      organizationName: orgName,
      contactNumber: '012-1111111',
      roleName: 'Merchant User',
      active: true,
    });
  });

  test('pages, and POST filter takes the same filter in a body', async () => {
    const page1 = await list({ sortKey: 'fullName', pageSize: '10', curPageIndex: '1' });
    expect(page1.body).toMatchObject({ total: 3, pageSize: 10, curPageIndex: 1 });
    const page2 = await list({ pageSize: '10', curPageIndex: '2' });
    expect(page2.body.items).toEqual([]);
    expect((await list({ pageSize: '7' })).status).toBe(400);
    expect((await list({ sortKey: 'password_hash' })).status).toBe(400);

    const filtered = await http()
      .post('/api/v1/bo/User/filter')
      .set(auth(admin))
      .send({ organizationName: orgName, sortKey: 'fullName', sortOrder: 'desc', pageSize: 25 });
    expect(filtered.status).toBe(200);
    expect(names(filtered)).toEqual(['Cik Siti', 'Ben Lim', 'Amy Tan']);
  });
});

test('activate, deactivate and delete change what the user can do; nobody changes their own status', async () => {
  const user = await userWith(env.api.dataSource, env.api.url, []);
  const [{ id }] = await env.api.dataSource.query(`SELECT id FROM identity.users WHERE username = $1`, [user.username]);
  const status = (token: string, action: string, userId = id) =>
    http().post('/api/v1/bo/User/status/update').set(auth(token)).send({ userId, action });

  const off = await status(admin, 'deactivate');
  expect(off.body).toMatchObject({ code: 'USER_DEACTIVATED', message: 'User deactivated successfully.', status: 'D' });
  expect((await http().get('/api/v1/bo/User/profile').set(auth(user.token))).status).toBe(401); // session ended
  const refused = await http().post('/api/v1/bo/General/sign-in').send({ username: user.username, password: user.password });
  expect(refused.body.code).toBe('ACCOUNT_DISABLED');
  expect((await status(admin, 'deactivate')).status).toBe(409);

  expect((await status(admin, 'activate')).body).toMatchObject({ code: 'USER_ACTIVATED', status: 'A' });
  await signIn(env.api.url, user.username, user.password);

  expect((await status(admin, 'delete')).body).toMatchObject({ code: 'USER_DELETED', status: 'X' });
  expect((await http().post(`/api/v1/bo/User/${id}`).set(auth(admin))).status).toBe(404);
  expect((await status(admin, 'activate')).status).toBe(404);

  const [{ id: adminId }] = await env.api.dataSource.query(`SELECT id FROM identity.users WHERE username = 'admin'`);
  const self = await status(admin, 'deactivate', adminId);
  expect(self.status).toBe(403);
  expect(self.body.message).toBe('You cannot deactivate or delete your own account.');

  // Deleting needs users.delete besides users.edit.
  const editor = await userWith(env.api.dataSource, env.api.url, ['users.edit']);
  // (of a user who holds no more than the editor: see security-hardening for one who does).
  const victim = await userWith(env.api.dataSource, env.api.url, []);
  const [{ id: victimId }] = await env.api.dataSource.query(`SELECT id FROM identity.users WHERE username = $1`, [
    victim.username,
  ]);
  expect((await status(editor.token, 'delete', victimId)).status).toBe(403);
  expect((await status(editor.token, 'deactivate', victimId)).status).toBe(200);
});

test('an administrator edits a user; the user edits their own profile', async () => {
  const created = await createUser(admin, newUserBody());
  const edit = await http()
    .put('/api/v1/bo/User')
    .set(auth(admin))
    .send(editUserBody(created.body.userId, { fullName: 'Nur Aisyah', idType: 'PASSPORT', idNumber: 'A1234567' }));
  expect(edit.body).toMatchObject({ code: 'USER_UPDATED' });
  const details = await http().post(`/api/v1/bo/User/${created.body.userId}`).set(auth(admin));
  expect(details.body).toMatchObject({ fullName: 'Nur Aisyah', idType: 'PASSPORT', idNumber: 'A1234567' });

  const me = await userWith(env.api.dataSource, env.api.url, []);
  const put = await http()
    .put('/api/v1/bo/User/profile')
    .set(auth(me.token))
    .send({ fullName: 'Farid Hakim', idType: 'ARMY_ID', idNumber: 'T998877' });
  expect(put.body.message).toBe('Profile updated successfully.');
  expect((await http().get('/api/v1/bo/User/profile').set(auth(me.token))).body).toMatchObject({
    fullName: 'Farid Hakim',
    idType: 'ARMY_ID',
  });
});

describe('tenancy', () => {
  const orgA = randomUUID();
  const orgB = randomUUID();
  let agencyAdmin: { token: string };
  let userOfB: string;

  beforeAll(async () => {
    // A real Merchant Admin (seeded grants: users.* of its own organization).
    const seeded = await userWith(env.api.dataSource, env.api.url, [], orgA);
    await env.api.dataSource.query(`UPDATE identity.users SET role_code = 'MERCHANT_ADMIN' WHERE username = $1`, [
      seeded.username,
    ]);
    agencyAdmin = { token: await signIn(env.api.url, seeded.username, seeded.password) };
    await userWith(env.api.dataSource, env.api.url, [], orgB);
    const created = await createUser(admin, newUserBody({ organizationId: orgB }));
    expect(created.status).toBe(201);
    userOfB = created.body.userId;
  });

  test("an agency admin sees, creates and changes only its own organization's users", async () => {
    const list = await http().get('/api/v1/bo/User/userList').query({ pageSize: 50 }).set(auth(agencyAdmin.token));
    expect(list.body.items.length).toBeGreaterThan(0);
    expect(new Set(list.body.items.map((u: { organizationId: string }) => u.organizationId))).toEqual(new Set([orgA]));

    // The organization comes from the token: a body naming another one is ignored.
    const created = await createUser(agencyAdmin.token, newUserBody({ organizationId: orgB }));
    expect(created.status).toBe(201);
    const mine = await http().post(`/api/v1/bo/User/${created.body.userId}`).set(auth(agencyAdmin.token));
    expect(mine.body.organizationId).toBe(orgA);
  });

  test("another organization's user is as good as non-existent", async () => {
    const t = auth(agencyAdmin.token);
    const missing = randomUUID();
    for (const id of [userOfB, missing]) {
      const details = await http().post(`/api/v1/bo/User/${id}`).set(t);
      const status = await http().post('/api/v1/bo/User/status/update').set(t).send({ userId: id, action: 'deactivate' });
      const edit = await http().put('/api/v1/bo/User').set(t).send(editUserBody(id));
      for (const res of [details, status, edit]) {
        expect({ status: res.status, body: res.body }).toEqual({
          status: 404,
          body: { code: 'RECORD_NOT_FOUND', message: 'The record was not found.' },
        });
      }
    }
    const [{ status }] = await env.api.dataSource.query(`SELECT status FROM identity.users WHERE id = $1`, [userOfB]);
    expect(status).toBe('N');
  });

  test('nobody grants a role with permissions they do not hold', async () => {
    const res = await createUser(agencyAdmin.token, newUserBody({ role: 'SYSADMIN', level: 'ADMINISTRATOR' }));
    expect(res.status).toBe(403);
  });
});
