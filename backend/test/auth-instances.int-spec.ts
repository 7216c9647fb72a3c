import { randomUUID } from 'node:crypto';
import * as argon2 from 'argon2';
import { ActorStateService } from '../src/core/auth/actor-state.service';
import { RolePermissionsService } from '../src/core/auth/role-permissions.service';
import { RealtimeGateway } from '../src/core/realtime/realtime.gateway';
import { rooms } from '@bo/shared';
import { ADMIN_PASSWORD, signIn, startApi } from './support/api-harness';
import { editUserBody } from './support/accounts-harness';
import { openSocket } from './support/sockets';

/**
 * Two API instances behind one load balancer: what an administrator changes through instance A
 * bites on the very next request the user sends to instance B, although B answered that user
 * (and cached its state and its role's permissions) a moment before. B's invalidation messages are
 * switched off, as if they were lost or still on their way: B must learn of the change from the
 * version it reads from Redis with every request.
 */
let a: Awaited<ReturnType<typeof startApi>>;
let b: Awaited<ReturnType<typeof startApi>>;
let admin: string;

beforeAll(async () => {
  a = await startApi();
  b = await startApi();
  // B no longer hears invalidations (pub/sub): a lost or late message.
  await b.app.get(ActorStateService).onModuleDestroy();
  await b.app.get(RolePermissionsService).onModuleDestroy();
  admin = await signIn(a.url, 'admin', ADMIN_PASSWORD);
});
afterAll(async () => {
  await b?.app.close();
  await a?.app.close();
});

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
/** A users.view call (the user list), sent to instance B. */
const listOnB = (token: string) => b.http().get('/api/v1/bo/User/userList').set(bearer(token));
/** A call of the administrator's (below /api/v1), sent to instance A. */
const adminOnA = (method: 'post' | 'put', path: string, body: object) =>
  a.http()[method](`/api/v1${path}`).set(bearer(admin)).send(body);
/** The next users.view call on B is refused with `status` and `code`. */
async function expectRefusedOnB(token: string, status: number, code: string) {
  const next = await listOnB(token);
  expect(next.status).toBe(status);
  expect(next.body.code).toBe(code);
}

/** A role (made through A) granting users.view, and a signed-in user of it with its id. */
async function clerk() {
  const role = `CLERK_${randomUUID().slice(0, 8).toUpperCase()}`;
  expect((await adminOnA('post', '/bo/UAC/createrole', { code: role, name: 'Clerk' })).status).toBe(200);
  const saved = await adminOnA('post', '/bo/UAC/save', { roleCode: role, access: [{ menuCode: 'users', functions: ['view'] }] });
  expect(saved.status).toBe(200);
  const username = `u${randomUUID().slice(0, 8)}`;
  const [{ id }] = (await a.dataSource.query(
    `INSERT INTO identity.users (username, password_hash, email, role_code, status) VALUES ($1, $2, $3, $4, 'A') RETURNING id`,
    [username, await argon2.hash('Secret@123'), `${username}@example.test`, role],
  )) as { id: string }[];
  const token = await signIn(a.url, username, 'Secret@123');
  // B answers it (and caches the user's state and the role's permissions).
  expect((await listOnB(token)).status).toBe(200);
  expect((await listOnB(token)).status).toBe(200);
  return { role, id, username, token };
}

/** Takes users.view from the role, through A. */
const removeUsersGrant = (role: string) =>
  adminOnA('put', '/bo/UAC/update-access', { roleCode: role, access: [{ menuCode: 'users', functions: [] }] });

test('a grant removed through A: the next call on B is refused (403)', async () => {
  const user = await clerk();
  const removed = await removeUsersGrant(user.role);
  expect(removed.status).toBe(200);
  await expectRefusedOnB(user.token, 403, 'FORBIDDEN');
});

test('a user moved to a role without grants through A: the next call on B is refused (403), the session still works', async () => {
  const user = await clerk();
  const powerless = `NONE_${randomUUID().slice(0, 8).toUpperCase()}`;
  expect((await adminOnA('post', '/bo/UAC/createrole', { code: powerless, name: 'None' })).status).toBe(200);
  const moved = await adminOnA('put', '/bo/User', editUserBody(user.id, { role: powerless, level: undefined }));
  expect(moved.status).toBe(200);
  expect((await listOnB(user.token)).status).toBe(403);
  expect((await b.http().get('/api/v1/bo/User/profile').set(bearer(user.token))).status).toBe(200);
});

test('a user deactivated through A: the next call on B is unauthenticated (401)', async () => {
  const user = await clerk();
  const off = await adminOnA('post', '/bo/User/status/update', { userId: user.id, action: 'deactivate' });
  expect(off.status).toBe(200);
  await expectRefusedOnB(user.token, 401, 'UNAUTHENTICATED');
});

test('a session signed out through A: its next call on B is unauthenticated (401)', async () => {
  const user = await clerk();
  expect((await a.http().get('/api/v1/bo/General/sign-out').set(bearer(user.token))).status).toBe(200);
  expect((await listOnB(user.token)).status).toBe(401);
});

describe("B's live channel follows too, without the messages", () => {
  const gatewayOfB = () => b.app.get(RealtimeGateway);
  const roomsOn = (socketId: string | undefined) =>
    gatewayOfB().server.sockets.sockets.get(socketId!)?.rooms ?? new Set<string>();

  test("a grant removed through A: B's recheck takes the socket out of that permission's rooms", async () => {
    const user = await clerk();
    const socket = await openSocket(b.url, user.token);
    try {
      expect(roomsOn(socket.id).has(rooms.staffPermission('users.view'))).toBe(true);
      const removed = await removeUsersGrant(user.role);
      expect(removed.status).toBe(200);
      // B heard nothing: the socket keeps the room until B's recheck reads the roles' version.
      expect(roomsOn(socket.id).has(rooms.staffPermission('users.view'))).toBe(true);
      await gatewayOfB().recheck();
      await waitUntil(() => !roomsOn(socket.id).has(rooms.staffPermission('users.view')));
      expect(roomsOn(socket.id).has(rooms.user(user.id))).toBe(true);
    } finally {
      socket.disconnect();
    }
  });

  test("a session signed out through A: B's recheck closes its socket", async () => {
    const user = await clerk();
    const socket = await openSocket(b.url, user.token);
    try {
      const closed = new Promise<void>((resolve) => socket.on('disconnect', () => resolve()));
      expect((await a.http().get('/api/v1/bo/General/sign-out').set(bearer(user.token))).status).toBe(200);
      await gatewayOfB().recheck();
      await closed;
    } finally {
      socket.disconnect();
    }
  });
});

async function waitUntil(done: () => boolean, timeoutMs = 5_000) {
  const until = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}
