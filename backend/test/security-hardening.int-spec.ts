import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplicationContext } from '@nestjs/common';
import { rooms } from '@bo/shared';
import { RealtimeGateway } from '../src/core/realtime/realtime.gateway';
import { RealtimeService } from '../src/core/realtime/realtime.service';
import { ADMIN_PASSWORD, signIn, startApi, startWorker, userWith } from './support/api-harness';
import { NEW_PASSWORD, editUserBody, linkToken, newUserBody } from './support/accounts-harness';
import { waitFor } from './support/event-store-harness';
import { startMailbox } from './support/mailbox';
import { openSocket } from './support/sockets';

/**
 * What an attacker tried in issue 15, each as a caller would notice it: secrets in failed jobs,
 * self-escalation, a demoted user's old rights, parallel password guessing, public metrics.
 */
const METRICS_TOKEN = 'scrape-token-for-tests-0123456789abcdef';
let api: Awaited<ReturnType<typeof startApi>>;
let admin: string;
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const http = () => api.http();

beforeAll(async () => {
  // A web app of its own, so that screen paths are served (and counted) whether or not one is built.
  const webDist = mkdtempSync(join(tmpdir(), 'bo-web-'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Back Office</title>');
  api = await startApi([], { APP_URL: 'http://bo.example.test', METRICS_TOKEN, WEB_DIST: webDist });
  admin = await signIn(api.url, 'admin', ADMIN_PASSWORD);
});
afterAll(async () => {
  await api?.app.close();
});

/** A port nothing listens on: the worker's mail jobs fail there, as they do without an SMTP server. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('failed jobs hold no secrets', () => {
  test('a reset or first-time-login link never shows through the ops API; job data needs job-data.view', async () => {
    const opsViewer = await userWith(api.dataSource, api.url, ['ops.view']);
    const dataReader = await userWith(api.dataSource, api.url, ['ops.view', 'job-data.view']);
    const victim = await userWith(api.dataSource, api.url, ['*']);
    const victimEmail = `${victim.username}@example.test`;
    const newcomer = newUserBody();

    // No SMTP server: every mail job fails (after its retries) and is kept.
    let worker: INestApplicationContext = await startWorker([], { SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` });
    const asked = await http().post('/api/v1/bo/General/request-password-reset').send({ usernameOrEmail: victimEmail });
    expect(asked.status).toBe(200);
    expect((await http().post('/api/v1/bo/User/sign-up').set(auth(admin)).send(newcomer)).status).toBe(201);

    let failed: { queue: string; id: string }[] = [];
    let listed = '';
    await waitFor(
      async () => {
        const res = await http().get('/api/v1/ops/jobs/failed').set(auth(opsViewer.token));
        listed = JSON.stringify(res.body);
        failed = res.status === 200 ? (res.body as { queue: string; id: string }[]) : [];
        return failed.length >= 2;
      },
      60_000,
      'both mail jobs failed',
    );
    await worker.close();
    expect(listed).not.toMatch(/token=/);
    expect(listed).not.toContain(victimEmail); // the overview shows no job data at all

    const reads: string[] = [];
    for (const job of failed) {
      const path = `/api/v1/ops/jobs/${job.queue}/${job.id}`;
      expect((await http().get(path).set(auth(opsViewer.token))).status).toBe(403);
      const res = await http().get(path).set(auth(dataReader.token));
      expect(res.status).toBe(200);
      expect(res.body.state).toBe('failed');
      reads.push(JSON.stringify(res.body));
    }
    expect(reads.join()).toContain(victimEmail);
    expect(reads.join()).not.toMatch(/token=/);

    // With a mail server, retrying the kept jobs still delivers working links (the worker opens the sealed values).
    const mailbox = await startMailbox();
    worker = await startWorker([], { SMTP_URL: mailbox.smtpUrl });
    try {
      for (const job of failed) {
        const retried = await http().post(`/api/v1/ops/jobs/${job.queue}/${job.id}/retry`).set(auth(admin));
        expect(retried.body).toEqual({ retried: true });
      }
      const resetToken = linkToken(await mailbox.nth(victimEmail), '/login-reset-password');
      const welcomeToken = linkToken(await mailbox.nth(newcomer.email), '/login');
      for (const token of [resetToken, welcomeToken]) {
        expect(listed).not.toContain(token);
        expect(reads.join()).not.toContain(token);
      }
      const reset = await http()
        .post('/api/v1/bo/General/reset-password')
        .send({ token: resetToken, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
      expect(reset.body.code).toBe('PASSWORD_RESET_SUCCESSFUL');
      const verified = await http().post('/api/v1/bo/Public/verifyUserToken').send({ token: welcomeToken });
      expect(verified.body.username).toBe(newcomer.username);
    } finally {
      await worker.close();
      await mailbox.close();
    }
  });
});

/** The role code of a user made by `userWith`. */
async function roleOf(username: string): Promise<string> {
  const [row] = (await api.dataSource.query(`SELECT role_code FROM identity.users WHERE username = $1`, [username])) as {
    role_code: string;
  }[];
  return row.role_code;
}

/** `userWith`, with a role code the API accepts in a body (capitals): the role can be named in calls. */
async function userInRole(permissions: string[]) {
  const user = await userWith(api.dataSource, api.url, permissions);
  const role = (await roleOf(user.username)).toUpperCase();
  // All-digit codes are already upper case.
  await api.dataSource.query(
    `INSERT INTO identity.roles (code, name, permissions) VALUES ($1, $1, $2) ON CONFLICT (code) DO NOTHING`,
    [role, permissions],
  );
  await api.dataSource.query(`UPDATE identity.users SET role_code = $2 WHERE username = $1`, [user.username, role]);
  return { ...user, role, token: await signIn(api.url, user.username, user.password) };
}

describe('nobody grants what they do not hold', () => {
  test('a role editor cannot widen their own role, nor give another role what they lack', async () => {
    const editor = await userInRole(['roles.view', 'roles.edit', 'roles.create', 'users.view']);
    const own = editor.role;
    const widen = {
      roleCode: own,
      access: [
        { menuCode: 'credit', functions: ['approve'] },
        { menuCode: 'users', functions: ['view', 'create', 'edit', 'delete'] },
      ],
    };
    const self = await http().put('/api/v1/bo/UAC/update-access').set(auth(editor.token)).send(widen);
    expect(self.status).toBe(403);
    expect(self.body.code).toBe('OWN_ROLE_ACCESS_LOCKED');
    expect((await http().post('/api/v1/bo/UAC/save').set(auth(editor.token)).send(widen)).status).toBe(403);
    // Still nothing more than before: the user list answers, creating a user does not.
    const ownAccess = await http().get(`/api/v1/bo/UAC/${own}`).set(auth(admin));
    expect(ownAccess.body.permissions).not.toContain('credit.approve');
    expect(ownAccess.body.permissions).not.toContain('users.create');

    // A role the editor creates gets only what the editor holds.
    const other = `R_${Date.now().toString(36).toUpperCase()}`;
    expect(
      (await http().post('/api/v1/bo/UAC/createrole').set(auth(editor.token)).send({ code: other, name: 'Other' })).status,
    ).toBe(200);
    const tooMuch = await http()
      .put('/api/v1/bo/UAC/update-access')
      .set(auth(editor.token))
      .send({ roleCode: other, access: [{ menuCode: 'credit', functions: ['view', 'approve'] }] });
    expect(tooMuch.status).toBe(403);
    expect(tooMuch.body.code).toBe('GRANT_NOT_HELD');
    expect(tooMuch.body.message).toContain('credit.approve');
    const replaced = await http()
      .post('/api/v1/bo/UAC/save')
      .set(auth(editor.token))
      .send({ roleCode: other, access: [{ menuCode: 'users', functions: ['view', 'delete'] }] });
    expect(replaced.status).toBe(403);
    const held = await http()
      .put('/api/v1/bo/UAC/update-access')
      .set(auth(editor.token))
      .send({ roleCode: other, access: [{ menuCode: 'users', functions: ['view'] }] });
    expect(held.status).toBe(200);
    expect(held.body.access.permissions).toEqual(['users.view']);
  });

  test('a user editor cannot edit a user who holds more than they do', async () => {
    const editor = await userWith(api.dataSource, api.url, ['users.view', 'users.edit']);
    const victim = await userWith(api.dataSource, api.url, ['*']);
    const [{ id }] = (await api.dataSource.query(`SELECT id FROM identity.users WHERE username = $1`, [victim.username])) as {
      id: string;
    }[];
    const powerless = await roleOf((await userWith(api.dataSource, api.url, [])).username);
    // Demote the administrator to a role without grants and point their e-mail elsewhere.
    const res = await http()
      .put('/api/v1/bo/User')
      .set(auth(editor.token))
      .send({
        userId: id,
        role: powerless,
        fullName: 'Taken Over',
        idType: 'MYKAD',
        idNumber: '900101-14-5678',
        email: `attacker.${victim.username}@example.test`,
        mobileNumber: '012-3456789',
      });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('GRANT_NOT_HELD');
    const [after] = (await api.dataSource.query(`SELECT email, role_code FROM identity.users WHERE id = $1`, [id])) as {
      email: string;
      role_code: string;
    }[];
    expect(after.email).toBe(`${victim.username}@example.test`);
  });

  test('a user editor cannot deactivate or delete a user who holds more than they do', async () => {
    const editor = await userWith(api.dataSource, api.url, ['users.view', 'users.edit', 'users.delete']);
    const victim = await userWith(api.dataSource, api.url, ['*']);
    const peer = await userWith(api.dataSource, api.url, ['users.view']);
    const idOf = async (username: string) =>
      ((await api.dataSource.query(`SELECT id FROM identity.users WHERE username = $1`, [username])) as { id: string }[])[0].id;
    const status = async (username: string, action: string) =>
      http()
        .post('/api/v1/bo/User/status/update')
        .set(auth(editor.token))
        .send({ userId: await idOf(username), action });
    for (const action of ['deactivate', 'delete']) {
      const res = await status(victim.username, action);
      expect({ status: res.status, code: res.body.code }).toEqual({ status: 403, code: 'GRANT_NOT_HELD' });
    }
    expect((await http().get('/api/v1/bo/User/profile').set(auth(victim.token))).status).toBe(200);
    // One who holds no more than the editor can be.
    expect((await status(peer.username, 'deactivate')).status).toBe(200);
  });
});

describe('authorization comes from current data', () => {
  /** The administrator edits the user into `role` (which has no levels). */
  const moveToRole = (userId: string, role: string) =>
    http()
      .put('/api/v1/bo/User')
      .set(auth(admin))
      .send(editUserBody(userId, { role, level: undefined }));

  test("moving a user to a role without grants bites on the next request of the user's existing session", async () => {
    const target = await userInRole(['users.view']);
    const powerless = await userInRole([]);
    const [{ id }] = (await api.dataSource.query(`SELECT id FROM identity.users WHERE username = $1`, [target.username])) as {
      id: string;
    }[];
    const list = () => http().get('/api/v1/bo/User/userList').set(auth(target.token));
    expect((await list()).status).toBe(200);
    const moved = await moveToRole(id, powerless.role);
    expect(moved.status).toBe(200);
    const after = await list();
    expect(after.status).toBe(403);
    expect(after.body.items).toBeUndefined();
    // Still signed in (the session is not over), just without the old role's rights.
    expect((await http().get('/api/v1/bo/User/profile').set(auth(target.token))).status).toBe(200);
  });

  test("an open live channel follows too: a demoted approver's socket leaves the approvers' rooms, a deactivated user's closes", async () => {
    const approver = await userInRole(['credit.view', 'credit.approve']);
    const powerless = await userInRole([]);
    const [{ id }] = (await api.dataSource.query(`SELECT id FROM identity.users WHERE username = $1`, [approver.username])) as {
      id: string;
    }[];
    const socket = await openSocket(api.url, approver.token);
    try {
      const received: string[] = [];
      socket.on('credit-top-up-requested', (p: { topUpId: string }) => received.push(p.topUpId));
      const live = api.app.get(RealtimeService);
      const push = (topUpId: string, to: 'approvers' | 'user') => {
        const payload = { topUpId, organizationId: randomUUID(), currency: 'MYR', amount: 100, eventId: randomUUID(), at: '' };
        if (to === 'approvers') live.toStaff('credit.approve', 'credit-top-up-requested', payload);
        else live.toUser(id, 'credit-top-up-requested', payload);
      };
      push('before', 'approvers');
      await waitFor(() => received.includes('before'), 10_000, 'the approvers push');

      const moved = await moveToRole(id, powerless.role);
      expect(moved.status).toBe(200);
      const server = api.app.get(RealtimeGateway).server;
      const roomsOfSocket = () => server.sockets.sockets.get(socket.id!)?.rooms ?? new Set<string>();
      await waitFor(() => !roomsOfSocket().has(rooms.staffPermission('credit.approve')), 10_000, 'the socket to leave');
      // Pushes reach one socket in order: once the marker is in, the approvers' push would have been too.
      push('after', 'approvers');
      push('marker', 'user');
      await waitFor(() => received.includes('marker'), 10_000, 'the marker');
      expect(received).toEqual(['before', 'marker']);

      const closed = new Promise<void>((resolve) => socket.on('disconnect', () => resolve()));
      const off = await http().post('/api/v1/bo/User/status/update').set(auth(admin)).send({ userId: id, action: 'deactivate' });
      expect(off.status).toBe(200);
      await closed;
    } finally {
      socket.disconnect();
    }
  });
});

describe('lockout under parallel guessing', () => {
  test('nine wrong passwords at once and the right one just after: at most three are checked, no usable token', async () => {
    const user = await userWith(api.dataSource, api.url, []);
    const attempt = (password: string) => http().post('/api/v1/bo/General/sign-in').send({ username: user.username, password });
    const wrong = Array.from({ length: 9 }, (_, i) => attempt(`Wrong@${i}xyz`));
    await new Promise((r) => setTimeout(r, 43));
    const answers = await Promise.all([...wrong, attempt(user.password)]);

    const trail = await http().get('/api/v1/ops/audit').query({ username: user.username, pageSize: 50 }).set(auth(admin));
    const checks = (trail.body.items as { action: string; details: { reason?: string } }[]).filter(
      (e) => e.action === 'auth.sign-in-failed' && e.details.reason === 'wrong-password',
    );
    expect(checks.length).toBeLessThanOrEqual(3);
    expect(answers.filter((a) => a.body.code === 'PASSWORD_NOT_MATCHED' || a.body.code === 'ACCOUNT_LOCKED').length).toBe(
      checks.length,
    );

    const [{ status }] = (await api.dataSource.query(`SELECT status FROM identity.users WHERE username = $1`, [
      user.username,
    ])) as {
      status: string;
    }[];
    for (const answer of answers.filter((a) => a.status === 200)) {
      const profile = await http().get('/api/v1/bo/User/profile').set(auth(answer.body.accessToken));
      // A token only for an account that is still active; a locked account's tokens do not work.
      expect({ status, profile: profile.status }).toEqual({ status: 'A', profile: 200 });
    }
    if (status === 'L') {
      expect((await attempt(user.password)).body.code).toBe('ACCOUNT_LOCKED_USE_FORGOT_PASSWORD');
      expect((await http().get('/api/v1/bo/User/profile').set(auth(user.token))).status).toBe(401);
    }
  });
});

describe('answers that carry a secret are never kept for replays', () => {
  test('sign-in and a secret key reset take no Idempotency-Key, and nothing is stored under it', async () => {
    const key = `secret-${randomUUID()}`;
    const refused = (res: { status: number; body: { details?: { fields?: { path: string }[] } } }) => {
      expect(res.status).toBe(400);
      expect(res.body.details?.fields?.map((f) => f.path)).toEqual(['Idempotency-Key']);
    };
    refused(
      await http()
        .post('/api/v1/bo/General/sign-in')
        .set('Idempotency-Key', key)
        .send({ username: 'admin', password: ADMIN_PASSWORD }),
    );
    refused(
      await http()
        .post('/api/v1/bo/Organization/reset-secret-key')
        .set(auth(admin))
        .set('Idempotency-Key', key)
        .send({ organizationId: randomUUID() }),
    );
    const stored = (await api.dataSource.query(`SELECT 1 FROM event_store.idempotency_keys WHERE key = $1`, [key])) as unknown[];
    expect(stored).toEqual([]);
    // Without the key, sign-in answers as before.
    expect((await http().post('/api/v1/bo/General/sign-in').send({ username: 'admin', password: ADMIN_PASSWORD })).status).toBe(
      200,
    );
  });
});

describe('metrics', () => {
  const metrics = (authorization?: string) => {
    const req = http().get('/api/v1/metrics');
    return authorization ? req.set('Authorization', authorization) : req;
  };
  /** Series of the HTTP metrics (one line each). */
  const httpSeries = (text: string) => text.split('\n').filter((line) => line.startsWith('http_request')).length;

  test('need ops.view or the scrape token', async () => {
    expect((await metrics()).status).toBe(401);
    expect((await metrics('Bearer not-the-scrape-token-but-just-as-long-1234')).status).toBe(401);
    const nobody = await userWith(api.dataSource, api.url, ['users.view']);
    expect((await metrics(`Bearer ${nobody.token}`)).status).toBe(403);
    const operator = await userWith(api.dataSource, api.url, ['ops.view']);
    expect((await metrics(`Bearer ${operator.token}`)).status).toBe(200);
    const scraped = await metrics(`Bearer ${METRICS_TOKEN}`);
    expect(scraped.status).toBe(200);
    expect(scraped.text).toContain('http_requests_total');
  });

  test('probing unknown paths and screens with record ids adds no series and no path to the labels', async () => {
    const probe = async () => {
      const ids = Array.from({ length: 5 }, () => randomUUID());
      for (const id of ids) {
        await http().get(`/api/v1/no-such-${id}`);
        await http().post(`/api/v1/bo/Nothing/${id}`).send({});
        await http().get(`/organization/view-organization/${id}`).set('X-Page-Path', `organization-view-${id}`);
      }
      return ids;
    };
    await probe();
    const before = (await metrics(`Bearer ${METRICS_TOKEN}`)).text;
    const ids = await probe();
    const after = (await metrics(`Bearer ${METRICS_TOKEN}`)).text;
    expect(httpSeries(after)).toBe(httpSeries(before));
    for (const id of ids) expect(after).not.toContain(id);
    // The misses are still counted, under one pattern.
    expect(after).toMatch(/http_requests_total\{method="GET",route="[^"]+",status="404"\} \d+/);
  });
});
