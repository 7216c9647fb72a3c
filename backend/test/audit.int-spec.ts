import { ADMIN_PASSWORD, adminApiForFile, signIn, startApi, userWith } from './support/api-harness';

let api: Awaited<ReturnType<typeof startApi>>;
let admin: string;
adminApiForFile((session) => ({ api, admin } = session));

const search = (query: Record<string, string>) =>
  api.http().get('/api/v1/ops/audit').query(query).set('Authorization', `Bearer ${admin}`);
const signInAs = (username: string, password: string) =>
  api.http().post('/api/v1/bo/General/sign-in').set('X-Page-Path', 'login').send({ username, password });

test('concurrent wrong passwords never exceed the limit: two "attempts left" answers, one lock, the rest unchecked', async () => {
  const user = await userWith(api.dataSource, api.url, []);
  const answers = await Promise.all(Array.from({ length: 10 }, () => signInAs(user.username, 'wrong-password')));
  const codes = answers.map((a) => a.body.code).sort();
  // Three passwords are checked (each answers as the attempt it was counted as); the other seven
  // find no attempt left: refused unchecked, while the checks run (429) or once locked.
  expect(codes.filter((c) => c === 'PASSWORD_NOT_MATCHED')).toHaveLength(2);
  expect(codes.filter((c) => c === 'ACCOUNT_LOCKED')).toHaveLength(1);
  expect(codes.filter((c) => c === 'RATE_LIMITED' || c === 'ACCOUNT_LOCKED_USE_FORGOT_PASSWORD')).toHaveLength(7);
  const [row] = await api.dataSource.query(`SELECT status, failed_attempts FROM identity.users WHERE username = $1`, [
    user.username,
  ]);
  expect(row).toEqual({ status: 'L', failed_attempts: 3 });
  // Locked means locked, even with the right password.
  const right = await signInAs(user.username, user.password);
  expect(right.body.message).toBe('Your account is locked, please use Forgot Password.');
});

test('sign-ins, failures, locks and sign-outs are in the audit trail an administrator can search', async () => {
  const user = await userWith(api.dataSource, api.url, []); // signs in once
  await signInAs(user.username, 'wrong-1');
  await signInAs(user.username, 'wrong-2');
  await signInAs(user.username, 'wrong-3');
  await signInAs('no-such-user-anywhere', 'x');

  const res = await search({ username: user.username, pageSize: '10' });
  expect(res.status).toBe(200);
  expect(res.body.items.map((e: { action: string }) => e.action)).toEqual([
    'auth.account-locked',
    'auth.sign-in-failed',
    'auth.sign-in-failed',
    'auth.sign-in-failed',
    'auth.signed-in',
  ]);
  expect(res.body.total).toBe(5);
  const failure = res.body.items[1];
  expect(failure).toMatchObject({
    ip: expect.stringContaining('127.0.0.1'),
    pagePath: 'login',
    details: { reason: 'wrong-password' },
  });
  expect(failure.correlationId).toEqual(expect.any(String));

  const unknown = await search({ username: 'no-such-user-anywhere', action: 'auth.sign-in-failed' });
  expect(unknown.body.items).toHaveLength(1);
  expect(unknown.body.items[0].details).toEqual({ reason: 'unknown-username' });

  const token = await signIn(api.url, 'admin', ADMIN_PASSWORD);
  await api.http().get('/api/v1/bo/General/sign-out').set('Authorization', `Bearer ${token}`);
  const signOuts = await search({ username: 'admin', action: 'auth.signed-out' });
  expect(signOuts.body.total).toBeGreaterThanOrEqual(1);

  const paged = await search({ username: user.username, pageSize: '10', curPageIndex: '2' });
  expect(paged.body.items).toEqual([]);
  expect((await search({ pageSize: '7' })).status).toBe(400); // page sizes are 10, 25, 50
});

test('date-only bounds of the audit search are whole business days, both inclusive; instants stay as given', async () => {
  const user = await userWith(api.dataSource, api.url, []); // signs in once, now
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kuala_Lumpur' }).format(new Date());
  const count = async (q: Record<string, string>) => {
    const res = await search({ username: user.username, pageSize: '10', ...q });
    expect(res.status).toBe(200);
    return res.body.total as number;
  };
  expect(await count({ from: today, to: today })).toBe(1);
  expect(await count({ to: today })).toBe(1);
  expect(await count({ from: new Date(Date.now() + 60_000).toISOString() })).toBe(0);
  expect(await count({ to: new Date(Date.now() - 3_600_000).toISOString() })).toBe(0);
  expect((await search({ from: 'yesterday' })).status).toBe(400);
});
