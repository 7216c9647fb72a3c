import { randomUUID } from 'node:crypto';
import type { INestApplicationContext } from '@nestjs/common';
import { listRoutes, type RouteInfo } from '../src/core/http/openapi';
import { API_PREFIX } from '../src/bootstrap';
import { SubscriptionsHost } from '../src/core/event-store/event-store.module';
import { ADMIN_PASSWORD, signIn, startApi, startWorker, userWith } from './support/api-harness';
import { createTestLedgerTable, TEST_PERMISSION, TestLedgerJobHandler, TestLedgerModule } from './support/test-ledger.module';
import { waitFor } from './support/event-store-harness';

let api: Awaited<ReturnType<typeof startApi>>;
let worker: INestApplicationContext;
let adminToken: string;
let clerk: { token: string };
let outsider: { token: string };

beforeAll(async () => {
  await createTestLedgerTable();
  api = await startApi([TestLedgerModule]);
  worker = await startWorker([TestLedgerJobHandler]);
  adminToken = await signIn(api.url, 'admin', ADMIN_PASSWORD);
  clerk = await userWith(api.dataSource, api.url, [TEST_PERMISSION]);
  outsider = await userWith(api.dataSource, api.url, []);
});
afterAll(async () => {
  await worker?.close();
  await api?.app.close();
});

const deposit = (id: string, body: object, token = clerk.token) =>
  api.http().post(`/api/v1/test-ledger/${id}/deposit`).set('Authorization', `Bearer ${token}`).send(body);

describe('errors', () => {
  test('an unknown API path answers 404 with the spec text', async () => {
    const res = await api.http().get('/api/v1/no/such/call');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 'NOT_FOUND', message: 'Page Not Found: /no/such/call' });
  });

  test('invalid input answers 400 VALIDATION_FAILED with the field, in Malay when asked', async () => {
    const res = await api.http().post('/api/v1/bo/General/sign-in').set('Accept-Language', 'ms').send({ username: 'admin' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.message).toBe('Sila semak medan yang ditandakan.');
    expect(res.body.details.fields.map((f: { path: string }) => f.path)).toEqual(['password']);
  });

  test('an unexpected failure answers 500 without a stack trace or internal detail', async () => {
    const res = await api.http().post('/api/v1/test-ledger/boom').set('Authorization', `Bearer ${clerk.token}`);
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ code: 'UNEXPECTED_ERROR', message: 'Unexpected error occurs, please try again.' });
    expect(JSON.stringify(res.body)).not.toContain('secret internal detail');
  });

  test('malformed JSON answers 400, not 500', async () => {
    const res = await api.http().post('/api/v1/bo/General/sign-in').set('Content-Type', 'application/json').send('{"username":');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
  });
});

describe('access', () => {
  /** Calls a route with placeholder path parameters, optionally as a signed-in user. */
  const call = (route: RouteInfo, token?: string) => {
    const method = route.method.toLowerCase() as 'get';
    const req = api.http()[method](route.path.replace(/:(\w+)/g, 'x'));
    return (token ? req.set('Authorization', `Bearer ${token}`) : req).send({});
  };

  test('the route list comes from the running app and covers every context', () => {
    const routes = listRoutes(api.app, API_PREFIX).map((r) => `${r.method} ${r.path}`);
    expect(routes.length).toBeGreaterThan(5);
    // Access control: the static paths and the parameterised ones alike.
    expect(routes).toEqual(
      expect.arrayContaining([
        'GET /api/v1/bo/UAC/getrolelist',
        'GET /api/v1/bo/UAC/:role',
        'PUT /api/v1/bo/UAC/update-access',
        'DELETE /api/v1/bo/Menu',
        'POST /api/v1/bo/Menu/:id',
        'GET /api/v1/bo/Form/usermanagement/init',
        'GET /api/v1/bo/Dropdown/getroleoptionsbyrole',
      ]),
    );
  });

  test('every non-public route answers 401 to an anonymous caller', async () => {
    const routes = listRoutes(api.app, API_PREFIX).filter((r) => !r.isPublic);
    expect(routes.length).toBeGreaterThan(5);
    for (const route of routes) {
      const res = await call(route);
      expect({ route: `${route.method} ${route.path}`, status: res.status, code: res.body.code }).toEqual({
        route: `${route.method} ${route.path}`,
        status: 401,
        code: 'UNAUTHENTICATED',
      });
    }
  });

  test('every permission-guarded route answers 403 to a role without that permission', async () => {
    // @Public and @SignedIn routes (permission '') are open to any role; every other one needs a grant.
    const routes = listRoutes(api.app, API_PREFIX).filter((r) => !r.isPublic && r.permission);
    expect(routes.length).toBeGreaterThan(20);
    expect(routes.map((r) => r.path)).toContain('/api/v1/bo/UAC/createrole');
    for (const route of routes) {
      const res = await call(route, outsider.token);
      expect({ route: `${route.method} ${route.path}`, status: res.status }).toEqual({
        route: `${route.method} ${route.path}`,
        status: 403,
      });
    }
  });

  test('a forged or expired token is refused, and sign-out revokes the token on the server', async () => {
    const forged = await api.http().get('/api/v1/ops/jobs/counts').set('Authorization', 'Bearer not.a.token');
    expect(forged.status).toBe(401);
    const token = await signIn(api.url, 'admin', ADMIN_PASSWORD);
    expect((await api.http().get('/api/v1/ops/jobs/counts').set('Authorization', `Bearer ${token}`)).status).toBe(200);
    expect((await api.http().get('/api/v1/bo/General/sign-out').set('Authorization', `Bearer ${token}`)).body).toEqual({
      ok: true,
    });
    const after = await api.http().get('/api/v1/ops/jobs/counts').set('Authorization', `Bearer ${token}`);
    expect(after.status).toBe(401);
  });

  test('sign-in answers the spec messages: unknown user, wrong password with attempts left', async () => {
    const unknown = await api.http().post('/api/v1/bo/General/signIn').send({ username: 'nobody', password: 'x' });
    expect(unknown.status).toBe(401);
    expect(unknown.body.message).toBe('Username not found, please try again.');
    const user = await userWith(api.dataSource, api.url, []);
    const wrong = await api.http().post('/api/v1/bo/General/sign-in').send({ username: user.username, password: 'nope' });
    expect(wrong.body.code).toBe('PASSWORD_NOT_MATCHED');
    expect(wrong.body.message).toContain('2');
  });

  test('anti-forgery: a browser request with the XSRF cookie but without the matching header is refused', async () => {
    const first = await api.http().get('/api/v1/health');
    const cookie = (first.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('XSRF-TOKEN='))!;
    const value = cookie.split(';')[0].split('=')[1];
    const withoutHeader = await deposit(randomUUID(), { amount: 1 }).set('Cookie', `XSRF-TOKEN=${value}`);
    expect(withoutHeader.status).toBe(403);
    expect(withoutHeader.body.code).toBe('XSRF_TOKEN_MISMATCH');
    const withHeader = await deposit(randomUUID(), { amount: 1 }).set('Cookie', `XSRF-TOKEN=${value}`).set('X-XSRF-TOKEN', value);
    expect(withHeader.status).toBe(200);
  });
});

describe('commands and events', () => {
  test('the page path and correlation id of the request land in the event metadata', async () => {
    const res = await deposit(randomUUID(), { amount: 5 })
      .set('X-Page-Path', 'credit-histories-42')
      .set('X-Correlation-Id', 'corr-123');
    expect(res.status).toBe(200);
    const [event] = await api.dataSource.query(`SELECT metadata FROM event_store.events WHERE event_id = $1`, [res.body.eventId]);
    expect(event.metadata).toMatchObject({ pagePath: 'credit-histories-42', correlationId: 'corr-123' });
    expect(event.metadata.actorId).toEqual(expect.any(String));
  });

  test('Idempotency-Key: the same key answers the same and appends once, even when sent concurrently', async () => {
    const account = randomUUID();
    const key = `key-${randomUUID()}`;
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => deposit(account, { amount: 7 }).set('Idempotency-Key', key)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    expect(answers.map((a) => a.body)).toEqual(Array(8).fill(answers[0].body));
    const again = await deposit(account, { amount: 7 }).set('Idempotency-Key', key);
    expect(again.body).toEqual(answers[0].body);
    const [{ n }] = await api.dataSource.query(`SELECT count(*)::int AS n FROM event_store.events WHERE stream_id = $1`, [
      `ledger-${account}`,
    ]);
    expect(n).toBe(1);
  });

  test('Idempotency-Key reused with a different request answers 409', async () => {
    const key = `key-${randomUUID()}`;
    expect((await deposit(randomUUID(), { amount: 1 }).set('Idempotency-Key', key)).status).toBe(200);
    const reused = await deposit(randomUUID(), { amount: 2 }).set('Idempotency-Key', key);
    expect(reused.status).toBe(409);
    expect(reused.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  test('a command that fails after appending stores nothing, and its key stays usable', async () => {
    const account = randomUUID();
    const key = `key-${randomUUID()}`;
    const failed = await deposit(account, { amount: 3, failAfterAppend: true }).set('Idempotency-Key', key);
    expect(failed.status).toBe(409);
    const [{ n }] = await api.dataSource.query(`SELECT count(*)::int AS n FROM event_store.events WHERE stream_id = $1`, [
      `ledger-${account}`,
    ]);
    expect(n).toBe(0);
  });

  test('the projection follows the log, and the worker runs one job per event', async () => {
    const account = randomUUID();
    await deposit(account, { amount: 10 });
    await deposit(account, { amount: 15 });
    await waitFor(
      async () =>
        (await api.http().get(`/api/v1/test-ledger/${account}`).set('Authorization', `Bearer ${clerk.token}`)).body.total === 25,
      10_000,
      'projection',
    );
    await waitFor(() => TestLedgerJobHandler.handled.filter((a) => a === `ledger-${account}`).length === 2, 10_000, 'jobs');
    // Caught up, it stays at the log's sum, with one job per event (not one more once idle).
    await api.app.get(SubscriptionsHost).runner.waitUntilIdle(20_000);
    const read = await api.http().get(`/api/v1/test-ledger/${account}`).set('Authorization', `Bearer ${clerk.token}`);
    expect([read.status, read.body.total]).toEqual([200, 25]);
    expect(TestLedgerJobHandler.handled.filter((a) => a === `ledger-${account}`)).toHaveLength(2);
  });

  test('a reaction that runs twice for an event still creates one job (job id = event id)', async () => {
    const account = randomUUID();
    const { body } = await deposit(account, { amount: 4 });
    await waitFor(() => TestLedgerJobHandler.handled.includes(`ledger-${account}`), 10_000, 'first job');
    // Rewind the reaction so it sees every event again.
    await api.dataSource.query(
      `UPDATE event_store.subscriptions SET last_tx_id = '0', last_position = 0, generation = generation + 1 WHERE name = 'test-ledger-notify'`,
    );
    await api.app.get(SubscriptionsHost).runner.waitUntilIdle(20_000);
    await new Promise((r) => setTimeout(r, 300));
    expect(TestLedgerJobHandler.handled.filter((a) => a === `ledger-${account}`)).toHaveLength(1);
    const counts = await api.http().get('/api/v1/ops/jobs/counts').set('Authorization', `Bearer ${adminToken}`);
    expect(counts.status).toBe(200);
    expect(body.eventId).toEqual(expect.any(String));
  });

  test('a job that keeps failing is retried, then listed through the API, and can be retried from there', async () => {
    const account = randomUUID();
    const { body } = await deposit(account, { amount: 13 }); // the test job fails on 13
    let failed: { id: string; attemptsMade: number; failedReason: string }[] = [];
    await waitFor(
      async () => {
        const res = await api.http().get('/api/v1/ops/jobs/failed').set('Authorization', `Bearer ${adminToken}`);
        failed = res.body.filter((j: { id: string }) => j.id === body.eventId);
        return failed.length === 1;
      },
      15_000,
      'failed job listed',
    );
    expect(failed[0]).toMatchObject({ attemptsMade: 2, failedReason: 'unlucky amount' });
    const retry = await api
      .http()
      .post(`/api/v1/ops/jobs/maintenance/${body.eventId}/retry`)
      .set('Authorization', `Bearer ${adminToken}`);
    expect(retry.body).toEqual({ retried: true });
  });
});

describe('operations', () => {
  test('health reports database, Redis, workers and every subscriber', async () => {
    const res = await api.http().get('/api/v1/health');
    expect(res.status).toBe(200);
    expect(res.body.checks.database.status).toBe('up');
    expect(res.body.checks.redis.status).toBe('up');
    expect(res.body.checks.workers.count).toBeGreaterThan(0);
    // The contexts' own subscribers are listed too; the test context's must be among them.
    expect(res.body.checks.subscribers.map((s: { name: string }) => s.name)).toEqual(
      expect.arrayContaining(['test-ledger-balances', 'test-ledger-notify', 'organizations.email-applicant']),
    );
    expect(res.body.status).toBe('ok');
  });

  test('metrics expose request, event-append, subscriber-lag and queue figures', async () => {
    await deposit(randomUUID(), { amount: 1 });
    const res = await api.http().get('/api/v1/metrics').set('Authorization', `Bearer ${adminToken}`);
    expect(res.status).toBe(200);
    for (const name of [
      'http_requests_total',
      'http_request_duration_seconds',
      'event_store_appended_events_total',
      'event_subscriber_lag_events',
      'queue_jobs',
    ]) {
      expect(res.text).toContain(name);
    }
    expect(res.text).toMatch(/event_store_appended_events_total [1-9]/);
  });

  test('OpenAPI is generated from the shared schemas', async () => {
    const res = await api.http().get('/api/docs-json');
    expect(res.status).toBe(200);
    const signIn = res.body.paths['/api/v1/bo/General/sign-in'].post;
    expect(signIn.requestBody.content['application/json'].schema.required).toEqual(['username', 'password']);
    expect(res.body.paths['/api/v1/ops/subscribers/{name}/rebuild'].post['x-permission']).toBe('ops.edit');
  });

  test('a projection rebuilt through the API equals the live one', async () => {
    for (let i = 0; i < 20; i++) await deposit(`acct-${i % 4}`, { amount: i + 1 });
    const host = api.app.get(SubscriptionsHost);
    await host.runner.waitUntilIdle(20_000);
    const snapshot = () =>
      api.dataSource.query(`SELECT account_id, total::int, version FROM public.test_ledger_balances ORDER BY account_id`);
    const live = await snapshot();
    const start = await api
      .http()
      .post('/api/v1/ops/subscribers/test-ledger-balances/rebuild')
      .set('Authorization', `Bearer ${adminToken}`);
    expect(start.status).toBe(202);
    await waitFor(
      async () => {
        const res = await api.http().get('/api/v1/ops/subscribers').set('Authorization', `Bearer ${adminToken}`);
        return res.body.find((s: { name: string }) => s.name === 'test-ledger-balances').rebuild?.state === 'done';
      },
      20_000,
      'rebuild done',
    );
    expect(await snapshot()).toEqual(live);
  });
});
