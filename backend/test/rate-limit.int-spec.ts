import { startApi } from './support/api-harness';

type Api = Awaited<ReturnType<typeof startApi>>;
let a: Api;
let b: Api;

beforeAll(async () => {
  process.env.SIGN_IN_RATE_LIMIT_PER_MINUTE = '3'; // read per request by the sign-in route
  a = await startApi();
  b = await startApi();
});
afterAll(async () => {
  delete process.env.SIGN_IN_RATE_LIMIT_PER_MINUTE;
  await a?.app.close();
  await b?.app.close();
});

test('the sign-in limit holds across API instances (counters live in Redis) and answers 429', async () => {
  // A client address of its own (the API trusts X-Forwarded-For from loopback): other spec files
  // sign in from 127.0.0.1 at the same time and share the Redis counters.
  const client = `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
  const attempt = (api: Api) =>
    api.http().post('/api/v1/bo/General/sign-in').set('X-Forwarded-For', client).send({ username: 'nobody-here', password: 'x' });
  const statuses = [(await attempt(a)).status, (await attempt(b)).status, (await attempt(a)).status];
  expect(statuses).toEqual([401, 401, 401]);
  const limited = await attempt(b);
  expect(limited.status).toBe(429);
  expect(limited.body).toEqual({ code: 'RATE_LIMITED', message: 'Too many requests, please wait a moment and try again.' });
  // Other routes have their own, higher limit.
  expect((await a.http().get('/api/v1/health')).status).toBe(200);
});
