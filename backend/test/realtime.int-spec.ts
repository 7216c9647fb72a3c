import { randomUUID } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import { ADMIN_PASSWORD, signIn, startApi, userWith } from './support/api-harness';
import { nextPush, openSocket } from './support/sockets';
import { createTestLedgerTable, TEST_PERMISSION, TestLedgerModule } from './support/test-ledger.module';
import { RealtimeService } from '../src/core/realtime/realtime.service';

type Api = Awaited<ReturnType<typeof startApi>>;
let a: Api;
let b: Api;
const sockets: Socket[] = [];

beforeAll(async () => {
  await createTestLedgerTable();
  // Two API processes' worth of instances sharing PostgreSQL and Redis, as behind a load balancer.
  a = await startApi([TestLedgerModule]);
  b = await startApi([TestLedgerModule]);
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await a?.app.close();
  await b?.app.close();
});

async function connect(url: string, token?: string): Promise<Socket> {
  const socket = await openSocket(url, token);
  sockets.push(socket);
  return socket;
}

test('a socket without a valid access token is refused', async () => {
  await expect(connect(a.url)).rejects.toThrow('UNAUTHENTICATED');
  await expect(connect(a.url, 'forged.token.value')).rejects.toThrow('UNAUTHENTICATED');
  const token = await signIn(a.url, 'admin', ADMIN_PASSWORD);
  await a.http().get('/api/v1/bo/General/sign-out').set('Authorization', `Bearer ${token}`);
  await expect(connect(a.url, token)).rejects.toThrow('UNAUTHENTICATED');
});

test('a message emitted on one instance reaches clients connected to the other (Redis adapter)', async () => {
  const user = await userWith(b.dataSource, b.url, [TEST_PERMISSION]);
  const onB = await connect(b.url, user.token);
  const marker = randomUUID();
  const received = nextPush<{ title: string }>(onB, 'notification', (p) => p.title === marker);
  a.app
    .get(RealtimeService)
    .toPermission(TEST_PERMISSION, 'notification', { id: marker, title: marker, at: new Date().toISOString() });
  await expect(received).resolves.toMatchObject({ title: marker });
});

test('rooms: a push to a permission reaches only roles that hold it', async () => {
  const allowed = await userWith(a.dataSource, a.url, [TEST_PERMISSION]);
  const other = await userWith(a.dataSource, a.url, []);
  const allowedSocket = await connect(b.url, allowed.token);
  const otherSocket = await connect(a.url, other.token);
  const marker = randomUUID();
  let leaked = false;
  otherSocket.on('notification', (p: { title: string }) => (leaked ||= p.title === marker));
  const received = nextPush<{ title: string }>(allowedSocket, 'notification', (p) => p.title === marker);
  b.app
    .get(RealtimeService)
    .toPermission(TEST_PERMISSION, 'notification', { id: marker, title: marker, at: new Date().toISOString() });
  await received;
  await new Promise((r) => setTimeout(r, 200));
  expect(leaked).toBe(false);
});

test('only committed events are pushed: a command rolled back after its append pushes nothing', async () => {
  const user = await userWith(a.dataSource, a.url, [TEST_PERMISSION]);
  const socket = await connect(b.url, user.token);
  const seen: string[] = [];
  socket.on('domain-event', (p: { streamId: string }) => seen.push(p.streamId));
  const rolledBack = randomUUID();
  const committed = randomUUID();
  const deposit = (id: string, body: object) =>
    a.http().post(`/api/v1/test-ledger/${id}/deposit`).set('Authorization', `Bearer ${user.token}`).send(body);
  expect((await deposit(rolledBack, { amount: 1, failAfterAppend: true })).status).toBe(409);
  const pushed = nextPush<{ streamId: string }>(socket, 'domain-event', (p) => p.streamId === `ledger-${committed}`);
  expect((await deposit(committed, { amount: 2 })).status).toBe(200);
  await pushed;
  expect(seen).not.toContain(`ledger-${rolledBack}`);
});
