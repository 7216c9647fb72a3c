import { ADMIN_PASSWORD, signIn, userWith } from './support/api-harness';
import { NEW_PASSWORD, linkToken, startAccounts } from './support/accounts-harness';

let env: Awaited<ReturnType<typeof startAccounts>>;
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const http = () => env.api.http();
const signInAs = (username: string, password: string, extra: Record<string, unknown> = {}) =>
  http()
    .post('/api/v1/bo/General/sign-in')
    .send({ username, password, ...extra });
const newUser = () => userWith(env.api.dataSource, env.api.url, []);
const emailOf = (username: string) => `${username}@example.test`;

beforeAll(async () => {
  env = await startAccounts();
});
afterAll(() => env?.close());

test('three wrong passwords lock the account; the e-mailed reset link unlocks it once', async () => {
  const user = await newUser(); // signed in once
  expect((await signInAs(user.username, 'wrong')).body.message).toBe(
    'Password not matched with username. You have 2 attempt(s) left.',
  );
  expect((await signInAs(user.username, 'wrong')).body.message).toContain('1 attempt(s) left');
  expect((await signInAs(user.username, 'wrong')).body.message).toBe('Your account is locked, please proceed to Forgot Password');
  expect((await signInAs(user.username, user.password)).body.code).toBe('ACCOUNT_LOCKED_USE_FORGOT_PASSWORD');

  const asked = await http()
    .post('/api/v1/bo/General/request-password-reset')
    .send({ usernameOrEmail: emailOf(user.username) });
  expect(asked.status).toBe(200);
  const mail = await env.mailbox.nth(emailOf(user.username));
  expect(mail).toMatch(/^Subject: Reset your Back Office password/m);
  const token = linkToken(mail, '/login-reset-password');

  const valid = await http().post('/api/v1/bo/General/validate-password-reset').send({ token });
  expect(valid.body).toMatchObject({ valid: true, username: user.username });

  const mismatch = await http()
    .post('/api/v1/bo/General/reset-password')
    .send({ token, password: NEW_PASSWORD, confirmPassword: 'x' });
  expect(mismatch.body.details.fields[0].message).toBe('Password is not identical, please try again');

  const reset = await http()
    .post('/api/v1/bo/General/reset-password')
    .send({ token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
  expect(reset.body).toEqual({ code: 'PASSWORD_RESET_SUCCESSFUL', message: 'Password reset successful.' });
  // The session from before the reset is over; the new password works.
  expect((await http().get('/api/v1/bo/User/profile').set(auth(user.token))).status).toBe(401);
  expect((await signInAs(user.username, NEW_PASSWORD)).status).toBe(200);

  const reused = await http()
    .post('/api/v1/bo/General/reset-password')
    .send({ token, password: 'An0ther!Pass', confirmPassword: 'An0ther!Pass' });
  expect(reused.status).toBe(400);
  expect(reused.body.code).toBe('LINK_INVALID_OR_EXPIRED');
  expect((await http().post('/api/v1/bo/General/validate-password-reset').send({ token })).status).toBe(400);

  const admin = await signIn(env.api.url, 'admin', ADMIN_PASSWORD);
  const trail = await http().get('/api/v1/ops/audit').query({ username: user.username, pageSize: 50 }).set(auth(admin));
  const actions = trail.body.items.map((e: { action: string }) => e.action);
  expect(actions).toEqual(expect.arrayContaining(['account.password-reset-requested', 'account.password-reset-completed']));
});

test("a locked account's session stops; after the reset, the new sign-in's session works at once", async () => {
  const user = await newUser();
  const profile = (token: string) => http().get('/api/v1/bo/User/profile').set(auth(token));
  for (let i = 0; i < 3; i++) await signInAs(user.username, 'wrong');
  expect((await profile(user.token)).status).toBe(401); // locked: this instance now knows the user as L

  await http().post('/api/v1/bo/General/request-password-reset').send({ usernameOrEmail: user.username });
  const token = linkToken(await env.mailbox.nth(emailOf(user.username)), '/login-reset-password');
  const reset = await http()
    .post('/api/v1/bo/General/reset-password')
    .send({ token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
  expect(reset.status).toBe(200);
  const signedIn = await signInAs(user.username, NEW_PASSWORD);
  expect(signedIn.status).toBe(200);
  expect((await profile(signedIn.body.accessToken as string)).status).toBe(200);
});

test('asking for a reset answers the same for unknown accounts and sends nothing', async () => {
  const user = await newUser();
  const known = await http().post('/api/v1/bo/General/request-password-reset').send({ usernameOrEmail: user.username });
  const unknown = await http().post('/api/v1/bo/General/request-password-reset').send({ usernameOrEmail: 'nobody@example.test' });
  expect(unknown.status).toBe(known.status);
  expect(unknown.body).toEqual(known.body);
  expect(known.body.message).toBe('If the account exists, a password reset link has been sent to its registered email.');
  await env.mailbox.nth(emailOf(user.username));
  expect(env.mailbox.to('nobody@example.test')).toEqual([]);
});

test('an expired reset link is refused, and only the newest link works', async () => {
  const user = await newUser();
  const ask = () => http().post('/api/v1/bo/General/request-password-reset').send({ usernameOrEmail: user.username });
  await ask();
  const first = linkToken(await env.mailbox.nth(emailOf(user.username), 1), '/login-reset-password');
  await ask();
  const second = linkToken(await env.mailbox.nth(emailOf(user.username), 2), '/login-reset-password');
  const body = (token: string) => ({ token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
  expect((await http().post('/api/v1/bo/General/reset-password').send(body(first))).status).toBe(400);

  await env.api.dataSource.query(
    `UPDATE identity.account_tokens SET expires_at = now() - interval '1 second'
      WHERE user_id = (SELECT id FROM identity.users WHERE username = $1)`,
    [user.username],
  );
  const expired = await http().post('/api/v1/bo/General/reset-password').send(body(second));
  expect(expired.body.message).toBe('This link is invalid or has expired, please request a new one.');
  expect((await signInAs(user.username, user.password)).status).toBe(200); // nothing changed
});

test('sign-in attempts per username are limited, whatever the address', async () => {
  process.env.SIGN_IN_USERNAME_RATE_LIMIT_PER_MINUTE = '3';
  try {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await http()
        .post('/api/v1/bo/General/sign-in')
        .set('X-Forwarded-For', `198.51.100.${i + 1}`)
        .send({ username: 'target-of-guessing', password: 'x' });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  } finally {
    process.env.SIGN_IN_USERNAME_RATE_LIMIT_PER_MINUTE = '100000';
  }
});

test('security settings: password (current one required), mobile number, question, phrase', async () => {
  const user = await newUser();
  const other = await signIn(env.api.url, user.username, user.password); // a second session
  const put = (path: string, body: object) => http().put(`/api/v1/bo/User/security/${path}`).set(auth(user.token)).send(body);

  const wrong = await put('password', { currentPassword: 'nope', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
  expect(wrong.status).toBe(400);
  expect(wrong.body.message).toBe('Your current password is incorrect.');
  const ok = await put('password', { currentPassword: user.password, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
  expect(ok.body.message).toBe('Password updated successfully.');
  expect((await http().get('/api/v1/bo/User/profile').set(auth(other))).status).toBe(401);
  expect((await http().get('/api/v1/bo/User/profile').set(auth(user.token))).status).toBe(200);
  expect((await signInAs(user.username, NEW_PASSWORD)).status).toBe(200);

  expect((await put('mobile-number', { mobileNumber: '0123' })).body.details.fields[0].code).toBe('INVALID_PHONE_NUMBER');
  expect((await put('mobile-number', { mobileNumber: '019-8765432' })).body.message).toBe('Mobile number updated successfully.');
  expect((await put('security-question', { securityQuestion: 'BIRTH_TOWN', securityAnswer: 'Ipoh' })).body.code).toBe(
    'SECURITY_QUESTION_UPDATED',
  );
  expect((await put('security-phrase', { securityPhrase: 'x' })).body.details.fields[0].message).toBe(
    'Security phrase does not meet requirements.',
  );
  expect((await put('security-phrase', { securityPhrase: 'green lantern 7' })).body.code).toBe('SECURITY_PHRASE_UPDATED');
  const profile = await http().get('/api/v1/bo/User/profile').set(auth(user.token));
  expect(profile.body).toMatchObject({
    contactNumber: '019-8765432',
    securityQuestion: 'BIRTH_TOWN',
    securityPhrase: 'green lantern 7',
  });
});

test('a device is registered with the e-mailed OTP, then removed; each ends the sessions', async () => {
  const user = await newUser();
  const email = emailOf(user.username);
  const devices = (token: string) => http().get('/api/v1/bo/User/devices').set(auth(token));

  const otp = await http().post('/api/v1/bo/User/devices/otp').set(auth(user.token));
  expect(otp.body).toMatchObject({ code: 'OTP_SENT', expiresInSeconds: 300, sentTo: `${user.username[0]}***@example.test` });
  const code = /one-time password is (\d{6})/.exec(await env.mailbox.nth(email))![1];
  const stored = await env.api.dataSource.query(
    `SELECT code_hash FROM identity.device_otps WHERE user_id = (SELECT id FROM identity.users WHERE username = $1)`,
    [user.username],
  );
  expect(stored[0].code_hash).not.toContain(code);

  const wrongCode = code === '000000' ? '111111' : '000000';
  const wrong = await http()
    .post('/api/v1/bo/User/devices')
    .set(auth(user.token))
    .send({ name: 'Office laptop', otp: wrongCode });
  expect(wrong.status).toBe(400);
  expect(wrong.body.message).toBe('OTP is invalid.');

  const registered = await http()
    .post('/api/v1/bo/User/devices')
    .set(auth(user.token))
    .send({ name: 'Office laptop', otp: code });
  expect(registered.status).toBe(201);
  expect(registered.body).toMatchObject({ code: 'DEVICE_REGISTERED', signInAgain: true });
  expect((await devices(user.token)).status).toBe(401); // must sign in again
  // The code is spent.
  const again = await signIn(env.api.url, user.username, user.password);
  expect((await http().post('/api/v1/bo/User/devices').set(auth(again)).send({ name: 'Phone', otp: code })).status).toBe(400);

  const withDevice = await signInAs(user.username, user.password, { deviceId: registered.body.deviceId });
  const token = withDevice.body.accessToken as string;
  const list = await devices(token);
  expect(list.body.items).toEqual([
    {
      deviceId: registered.body.deviceId,
      name: 'Office laptop',
      registeredAt: expect.any(String),
      lastLoggedInAt: expect.any(String),
    },
  ]);

  const removed = await http().delete(`/api/v1/bo/User/devices/${registered.body.deviceId}`).set(auth(token));
  expect(removed.body).toMatchObject({ code: 'DEVICE_REMOVED', message: 'Device removed successfully.' });
  expect((await devices(token)).status).toBe(401);
  const fresh = await signIn(env.api.url, user.username, user.password);
  expect((await devices(fresh)).body.items).toEqual([]);
  // Someone else's device, or one already removed: not found.
  expect((await http().delete(`/api/v1/bo/User/devices/${registered.body.deviceId}`).set(auth(fresh))).status).toBe(404);
});

test('an OTP stops working after too many wrong codes', async () => {
  const user = await newUser();
  await http().post('/api/v1/bo/User/devices/otp').set(auth(user.token));
  const code = /one-time password is (\d{6})/.exec(await env.mailbox.nth(emailOf(user.username)))![1];
  const wrongCode = code === '000000' ? '111111' : '000000';
  for (let i = 0; i < 5; i++) {
    await http().post('/api/v1/bo/User/devices').set(auth(user.token)).send({ name: 'Tablet', otp: wrongCode });
  }
  const late = await http().post('/api/v1/bo/User/devices').set(auth(user.token)).send({ name: 'Tablet', otp: code });
  expect(late.body.code).toBe('OTP_INVALID');
});
