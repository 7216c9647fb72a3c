import { randomUUID } from 'node:crypto';
import { startCredit } from './support/credit-harness';
import { registerOrganization } from './support/organization-fixture';
import { PNG } from './support/sample-files';

/**
 * GET /bo/Search (issue 15.19): records the caller may see, by kind only with the kind's view
 * permission, within the caller's tenancy; each hit names the screen that shows it.
 */
const ALL_VIEWS = ['organizations.view', 'users.view', 'credit.view'];

let c: Awaited<ReturnType<typeof startCredit>>;
const word = `Zq${randomUUID().slice(0, 6)}`;
let alpha: { id: string; name: string; code: string };
let beta: { id: string; name: string; code: string };

interface Hit {
  kind: string;
  id: string;
  title: string;
  detail: string;
  path: string;
}
const search = async (token: string, q: string) => {
  const res = await c.as(token).get(`Search?q=${encodeURIComponent(q)}`);
  expect(res.status).toBe(200);
  return res.body.items as Hit[];
};
const kinds = (hits: Hit[]) => hits.map((hit) => `${hit.kind}:${hit.title}`).sort();

beforeAll(async () => {
  c = await startCredit();
  const replicas = ['identity.organizations', 'credit.organizations'];
  alpha = await registerOrganization(c.api, c.staff, { name: `${word} Alpha Travel`, replicas });
  beta = await registerOrganization(c.api, c.staff, { name: `${word} Beta Tours`, replicas });
  const bank = await c.bank();
  for (const [organization, reference] of [
    [alpha, `${word}-TT-A`],
    [beta, `${word}-TT-B`],
  ] as const) {
    const res = await c
      .as(c.staff)
      .multipart('AgentOrganizationCredit/top-up', {
        organizationId: organization.id,
        currencyCode: 'MYR',
        amount: 12_345,
        bankId: bank.id,
        bankInReference: reference,
        bankInDateTime: '2025-01-31T14:05:00+08:00',
      })
      .attach('file', PNG, { filename: 's.png', contentType: 'image/png' });
    expect(res.status).toBe(201);
  }
  await c.settle();
});
afterAll(() => c?.close());

test('staff with every view permission find organizations, their users and top-ups, each with its screen', async () => {
  const hits = await search(c.staff, word);
  expect(kinds(hits)).toEqual(
    [
      `organization:${alpha.name}`,
      `organization:${beta.name}`,
      `topUp:${word}-TT-A`,
      `topUp:${word}-TT-B`,
      // Each organization's administrator, created with it, is named after it.
      `user:${alpha.name}`,
      `user:${beta.name}`,
    ].sort(),
  );
  const organization = hits.find((hit) => hit.id === alpha.id)!;
  expect(organization).toMatchObject({ path: `/organization/organization-profile/${alpha.id}` });
  expect(organization.detail).toContain(alpha.code);
  const topUp = hits.find((hit) => hit.title === `${word}-TT-A`)!;
  expect(topUp.path).toBe(`/credit/credit-topups-payments?tab=PEND&bankInReference=${word}-TT-A`);
  expect(topUp.detail).toBe(`MYR 123.45 · ${alpha.name}`);

  // The agency's administrator is found by username too, and opens in the user list.
  const [admin] = (await c.api.dataSource.query(`SELECT username, email FROM identity.users WHERE organization_id = $1`, [
    alpha.id,
  ])) as { username: string; email: string }[];
  const users = (await search(c.staff, admin.username)).filter((hit) => hit.kind === 'user');
  expect(users).toHaveLength(1);
  expect(users[0].path).toBe(`/user/manage-user?email=${encodeURIComponent(admin.email)}`);
  expect(users[0].detail).toContain(alpha.name);
});

test('an agency user finds only its own organization, users and top-ups', async () => {
  const agent = await c.userWith(ALL_VIEWS, alpha.id);
  const hits = await search(agent.token, word);
  expect(kinds(hits)).toEqual([`organization:${alpha.name}`, `topUp:${word}-TT-A`, `user:${alpha.name}`].sort());
  // The other organization's reference, searched for exactly, is not there either.
  expect(await search(agent.token, `${word}-TT-B`)).toEqual([]);
  const [betaAdmin] = (await c.api.dataSource.query(`SELECT username FROM identity.users WHERE organization_id = $1`, [
    beta.id,
  ])) as { username: string }[];
  expect(await search(agent.token, betaAdmin.username)).toEqual([]);
  const own = await search(agent.token, agent.username);
  expect(kinds(own)).toEqual([`user:${agent.username}`]);
});

test('each kind needs its view permission; without any the search answers nothing', async () => {
  const organizationsOnly = await c.userWith(['organizations.view']);
  expect(new Set((await search(organizationsOnly.token, word)).map((hit) => hit.kind))).toEqual(new Set(['organization']));
  const creditOnly = await c.userWith(['credit.view']);
  expect(new Set((await search(creditOnly.token, word)).map((hit) => hit.kind))).toEqual(new Set(['topUp']));
  const nothing = await c.userWith([]);
  expect(await search(nothing.token, word)).toEqual([]);
});

test('the text is literal, at least 2 characters, and the caller must be signed in', async () => {
  expect(await search(c.staff, '%%')).toEqual([]);
  expect(await search(c.staff, '__')).toEqual([]);
  const short = await c.as(c.staff).get('Search?q=a');
  expect(short.status).toBe(400);
  expect(short.body.details.fields[0]).toMatchObject({ path: 'q', code: 'AT_LEAST_N_CHARACTERS' });
  const anonymous = await c.api.http().get(`/api/v1/bo/Search?q=${word}`);
  expect(anonymous.status).toBe(401);
});
