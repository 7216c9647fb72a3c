import { randomUUID } from 'node:crypto';
import { HEADERS, LOG_POSITION_PATTERN, laterLogPosition, PERMISSIONS } from '@bo/shared';
import type { Test } from 'supertest';
import { ADMIN_PASSWORD, signIn, startApi, userWith } from './support/api-harness';
import { type BookableRate, bookingCalls, day } from './support/booking-fixture';
import { ok, token8 } from './support/hotel-fixture';
import { hotelMarkupBody } from './support/markup-fixture';
import { organizationFields, registerOrganization } from './support/organization-fixture';

/**
 * Read your own writes over HTTP (docs/api-conventions.md, "Reading your own writes"): a caller
 * that sends back the X-Log-Position of its last write as X-Read-After, as the web app does, reads
 * what it wrote, straight after, in every event-sourced context, including what other contexts'
 * projections keep of it: a credit note in the balance, an organization's new name in the credit
 * list, a booking's hold in the agency's credit, a mark-up's new version in its history. Each
 * write's answer carries its position; 200 pairs, none stale.
 */

type Json = Record<string, unknown>;

let api: Awaited<ReturnType<typeof startApi>>;
let admin: string;
let org: { id: string; name: string; code: string };
let agent: { token: string };
let hotel: BookableRate;
let markupGroup: string;

const PAIRS_PER_CONTEXT = 50;

/**
 * A caller as the web app calls (frontend/src/lib/api.ts): it keeps the latest X-Log-Position it
 * was answered and sends it as X-Read-After on every call. `positions` lists what writes answered.
 */
function caller(token: string) {
  let latest: string | undefined;
  const positions: (string | undefined)[] = [];
  const send = async (req: Test, write: boolean) => {
    req = req.set('Authorization', `Bearer ${token}`);
    if (latest) req = req.set(HEADERS.readAfter, latest);
    const res = await req;
    const position = res.headers[HEADERS.logPosition] as string | undefined;
    if (write) positions.push(position);
    latest = laterLogPosition(latest, position);
    return res;
  };
  return {
    positions,
    post: (path: string, body: Json) => send(api.http().post(`/api/v1${path}`).send(body), true),
    read: (path: string, query: Record<string, string> = {}) => send(api.http().get(`/api/v1${path}`).query(query), false),
    readPost: (path: string, body: Json) => send(api.http().post(`/api/v1${path}`).send(body), false),
  };
}

beforeAll(async () => {
  api = await startApi();
  admin = await signIn(api.url, 'admin', ADMIN_PASSWORD);
  org = await registerOrganization(api, admin, { replicas: ['credit.organizations', 'bookings.organizations'] });
  agent = await userWith(
    api.dataSource,
    api.url,
    [PERMISSIONS.bookingsView, PERMISSIONS.bookingsCreate, PERMISSIONS.creditView],
    org.id,
  );
  const staff = caller(admin);
  // The organization's credit account opens on its approval (a reaction): wait for it once here.
  for (let i = 0; (await staff.read('/bo/AgentOrganizationCredit/getavailablecredit', accountOf())).status !== 200; i++) {
    if (i > 200) throw new Error('credit account never opened');
    await new Promise((r) => setTimeout(r, 50));
  }
  await ok(staff.post('/bo/AgentOrganizationCredit/creditlimit-top-up', { ...accountOf(), amount: 100_000_000 }));
  hotel = await bookingCalls(() => api).hotelWith(admin, 200);
  markupGroup = (
    await ok(
      staff.post('/markup/CreateMarkupGroupList', {
        code: `G${token8()}`,
        name: `Group ${token8()}`,
        customerType: 'B2B',
        commissionBasisPoints: 500,
      }),
    )
  ).group.markupGroupListID as string;
});
afterAll(async () => {
  await api?.app.close();
});

const accountOf = () => ({ organizationId: org.id, currencyCode: 'MYR' });

/** Runs `pairs` write-then-read pairs one after the other; answers those whose read did not show the write. */
async function stalePairs(pairs: number, pair: (i: number) => Promise<boolean>): Promise<number[]> {
  const stale: number[] = [];
  for (let i = 0; i < pairs; i++) if (!(await pair(i))) stale.push(i);
  return stale;
}

/** Every write answered a position of the log's form. */
const expectPositions = (positions: (string | undefined)[], count: number) => {
  expect(positions).toHaveLength(count);
  for (const p of positions) expect(p).toMatch(LOG_POSITION_PATTERN);
};

describe('a write, then the same caller reads it', () => {
  test('credit: a credit note, then the available credit', async () => {
    const staff = caller(admin);
    const before = (await ok(staff.read('/bo/AgentOrganizationCredit/getavailablecredit', accountOf()))) as { balance: number };
    let balance = before.balance;
    const stale = await stalePairs(PAIRS_PER_CONTEXT, async (i) => {
      await ok(staff.post('/bo/AgentOrganizationCredit/creditnote', { ...accountOf(), amount: 100 + i, reference: `CN-${i}` }));
      balance += 100 + i;
      const read = await ok(staff.read('/bo/AgentOrganizationCredit/getavailablecredit', accountOf()));
      return read.balance === balance;
    });
    expect(stale).toEqual([]);
    expectPositions(staff.positions, PAIRS_PER_CONTEXT);
  });

  test("organizations: a new name, then the credit list's organization name", async () => {
    const staff = caller(admin);
    const fields = organizationFields();
    const stale = await stalePairs(PAIRS_PER_CONTEXT, async (i) => {
      const name = `Renamed ${i} ${token8()} Sdn Bhd`;
      await ok(staff.post('/bo/Organization/update', { ...fields, organizationId: org.id, organizationName: name }));
      const list = await ok(staff.read('/bo/AgentOrganizationCredit/getcreditlist', { organizationId: org.id }));
      return list.items.length === 1 && list.items[0].organizationName === name;
    });
    expect(stale).toEqual([]);
    expectPositions(staff.positions, PAIRS_PER_CONTEXT);
  });

  test("bookings: a booking on credit, then the agency's held credit and the booking list", async () => {
    const booker = caller(agent.token);
    const before = (await ok(booker.read('/bo/AgentOrganizationCredit/getavailablecredit', { currencyCode: 'MYR' }))) as {
      held: number;
    };
    let held = before.held;
    const stale = await stalePairs(PAIRS_PER_CONTEXT, async () => {
      const { hotelName: _name, ...rate } = hotel;
      const booked = (
        await ok(
          booker.post('/book', {
            productType: 'hotel',
            ...rate,
            checkIn: day(20),
            checkOut: day(21),
            adults: 2,
            contact: { name: 'Nur Aisyah', email: 'aisyah@example.test' },
            travellers: ['Nur Aisyah'],
            paymentMethod: 'CREDIT',
          }),
        )
      ).booking as { bookingRef: string; total: number };
      held += booked.total;
      const credit = await ok(booker.read('/bo/AgentOrganizationCredit/getavailablecredit', { currencyCode: 'MYR' }));
      const detail = await ok(booker.readPost('/bo/BookingManagement/getBooking', { bookingRef: booked.bookingRef }));
      return credit.held === held && detail.bookingRef === booked.bookingRef;
    });
    expect(stale).toEqual([]);
    expectPositions(booker.positions, PAIRS_PER_CONTEXT);
  });

  test('mark-ups: an edit, then the detail and the history', async () => {
    const staff = caller(admin);
    const definition = hotelMarkupBody(markupGroup);
    const created = (await ok(staff.post('/markup/Create', definition))).markup as { markupID: string };
    const stale = await stalePairs(PAIRS_PER_CONTEXT - 1, async (i) => {
      const version = i + 2;
      const rows = [{ value: 1_000 + version }];
      await ok(
        staff.post('/markup/Edit', {
          markupID: created.markupID,
          expectedVersion: version - 1,
          reason: `Edit ${i}`,
          ...definition,
          rows,
        }),
      );
      const detail = await ok(staff.read('/markup/GetMarkupDetail', { markupID: created.markupID }));
      const history = await ok(staff.read('/markup/GetMarkupHistoryListPage', { markupID: created.markupID }));
      return detail.version === version && detail.rows[0].value === 1_000 + version && history.total === version;
    });
    expect(stale).toEqual([]);
    expectPositions(staff.positions, PAIRS_PER_CONTEXT);
  });
});

describe('the header contract', () => {
  test('a replayed answer (same Idempotency-Key) carries a position at or after the first one', async () => {
    const key = `rw-${randomUUID()}`;
    const note = () =>
      api
        .http()
        .post('/api/v1/bo/AgentOrganizationCredit/creditnote')
        .set({ Authorization: `Bearer ${admin}`, 'Idempotency-Key': key })
        .send({ ...accountOf(), amount: 1 });
    const first = await note();
    const replay = await note();
    expect(replay.body).toEqual(first.body);
    const [a, b] = [first.headers[HEADERS.logPosition], replay.headers[HEADERS.logPosition]];
    expect(a).toMatch(LOG_POSITION_PATTERN);
    expect(laterLogPosition(a, b)).toBe(b);
  });

  test('a read with no write behind it answers no position; a malformed X-Read-After is refused before anything is done', async () => {
    const read = await api
      .http()
      .get('/api/v1/bo/AgentOrganizationCredit/getavailablecredit')
      .query(accountOf())
      .set({ Authorization: `Bearer ${admin}` });
    expect(read.status).toBe(200);
    expect(read.headers[HEADERS.logPosition]).toBeUndefined();
    for (const bad of ['yesterday', '12', '1.2.3', '-1.5']) {
      const res = await api
        .http()
        .post('/api/v1/bo/AgentOrganizationCredit/creditnote')
        .set({ Authorization: `Bearer ${admin}`, [HEADERS.readAfter]: bad })
        .send({ ...accountOf(), amount: 1 });
      expect([bad, res.status, res.body.code]).toEqual([bad, 400, 'READ_AFTER_INVALID']);
    }
    const after = await ok(
      api
        .http()
        .get('/api/v1/bo/AgentOrganizationCredit/getavailablecredit')
        .query(accountOf())
        .set({ Authorization: `Bearer ${admin}` }),
    );
    expect(after.balance).toBe(read.body.balance);
  });
});
