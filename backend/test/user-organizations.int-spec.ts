import { ADMIN_PASSWORD, signIn, userWith } from './support/api-harness';
import { newUserBody, startAccounts } from './support/accounts-harness';
import { registerOrganization } from './support/organization-fixture';

/**
 * A user of an agency is created with its organization (issue 15.11): the provider's staff are
 * offered the approved organizations on Create User (the usermanagement init), the user lands in
 * the chosen one, and the organization's Users tab names its role. An agency administrator is
 * offered none: its users always join its own organization.
 */
let env: Awaited<ReturnType<typeof startAccounts>>;
let admin: string;
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

beforeAll(async () => {
  env = await startAccounts();
  admin = await signIn(env.api.url, 'admin', ADMIN_PASSWORD);
});
afterAll(() => env?.close());

test('staff pick an approved organization for a new user; its Users tab shows the user with the role name', async () => {
  const approved = await registerOrganization(env.api, admin, { replicas: ['identity.organizations'] });
  const pending = await registerOrganization(env.api, admin, { pending: true, replicas: ['identity.organizations'] });

  const init = await env.api.http().get('/api/v1/bo/Form/usermanagement/init').set(auth(admin));
  expect(init.status).toBe(200);
  const offered = init.body.organizations as { value: string; label: string }[];
  expect(offered).toContainEqual({ value: approved.id, label: `${approved.name} (${approved.code})` });
  expect(offered.map((o) => o.value)).not.toContain(pending.id);

  const body = newUserBody({ organizationId: approved.id, role: 'MERCHANT_USER', level: 'STAFF' });
  const created = await env.api.http().post('/api/v1/bo/User/sign-up').set(auth(admin)).send(body);
  expect(created.status).toBe(201);
  const details = await env.api.http().post(`/api/v1/bo/User/${created.body.userId}`).set(auth(admin));
  expect(details.body).toMatchObject({ organizationId: approved.id, organizationName: approved.name });

  const profile = await env.api.http().get(`/api/v1/bo/Organization/${approved.id}`).set(auth(admin));
  expect(profile.status).toBe(200);
  expect(profile.body.users).toContainEqual(
    expect.objectContaining({ username: body.username, role: 'MERCHANT_USER', roleName: 'Merchant User', status: 'N' }),
  );
});

test('an agency user administrator is offered no organization: its users join its own', async () => {
  const agency = await registerOrganization(env.api, admin, { replicas: ['identity.organizations'] });
  const agencyAdmin = await userWith(env.api.dataSource, env.api.url, ['users.view', 'users.create'], agency.id);
  const init = await env.api.http().get('/api/v1/bo/Form/usermanagement/init').set(auth(agencyAdmin.token));
  expect(init.status).toBe(200);
  expect(init.body.organizations).toEqual([]);
});
