import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import request, { type Response, type Test } from 'supertest';
import { PERMISSIONS } from '@bo/shared';
import { startApi } from './support/api-harness';
import { startCredit } from './support/credit-harness';
import { type Cmd, CreditModel, nearTheBounds, type Op, opArbitrary, resolve } from './support/credit-model';
import { PDF } from './support/sample-files';

/**
 * Model-based test of the credit ledger (issue "Agent credit", deliverable 6). A seeded random
 * workload of top-ups, decisions, undos, limit changes, notes, spends, holds, captures, releases,
 * refunds, malformed calls and re-sent requests (same Idempotency-Key) runs through the real HTTP
 * API (PostgreSQL, Redis, projections, reactions) in ROUNDS: each round sends several requests at
 * once, from several users (writers), all on one account, through two API instances (the ledger
 * keeps account states in memory per process, so each instance must see the other's appends).
 * Every other run starts with a limit and a balance just below MAX_CREDIT_BALANCE, so raises run
 * into the bounds (CREDIT_LIMIT_TOO_LARGE, CREDIT_BALANCE_TOO_LARGE); malformed calls include
 * amounts past one operation's bound and amounts as text.
 * After every round:
 *   - each accepted command, taken in the order the server committed it (stream version), must be
 *     accepted by the reference model and answer the balances the model has after it;
 *   - each refusal must be one the model gives at SOME point of that order (with the same code);
 *   - the log holds exactly the events of the accepted commands (nothing posted twice or by a
 *     refusal) and a re-sent request gets the first answer again;
 *   - once the projections caught up, the read side (balance, histories, top-up lists) equals the
 *     model, and available is never below zero.
 *
 * Replay: CREDIT_MODEL_SEED=<seed> (printed at the start and in a failure). With concurrent writers
 * the server's interleaving is not replayed, only the workload. Longer runs: CREDIT_MODEL_RUNS,
 * CREDIT_MODEL_ROUNDS, CREDIT_MODEL_WRITERS; CREDIT_MODEL_SHRINK=1 shrinks a failing workload.
 */
const num = (name: string, fallback: number) => (process.env[name] ? Number(process.env[name]) : fallback);
const SEED = process.env.CREDIT_MODEL_SEED
  ? Number(process.env.CREDIT_MODEL_SEED)
  : (Date.now() ^ (Math.random() * 0x7fffffff)) | 0;
const RUNS = num('CREDIT_MODEL_RUNS', 5);
const ROUNDS = num('CREDIT_MODEL_ROUNDS', 40);
const WRITERS = Math.max(2, num('CREDIT_MODEL_WRITERS', 4));
const SHRINK = process.env.CREDIT_MODEL_SHRINK === '1';
const CURRENCY = 'MYR';
const INITIAL_LIMIT = 20_000;
/** How far below the bounds a near-the-bounds run starts (a few of the workload's raises). */
const ROOM_BELOW_BOUNDS = 30_000;

/** Refusals the ledger may give to a well-formed command (all 4xx, none of them stores anything). */
const LEDGER_REFUSALS = new Set([
  'INSUFFICIENT_CREDIT',
  'RECORD_NOT_FOUND',
  'TOP_UP_NOT_PENDING',
  'TOP_UP_NOT_APPROVED',
  'PAYMENT_ALREADY_UNDONE',
  'REFUND_EXCEEDS_SPENT',
  'HOLD_ALREADY_EXISTS',
  'HOLD_NOT_ACTIVE',
  'CAPTURE_EXCEEDS_HOLD',
  'CREDIT_LIMIT_TOO_LARGE',
  'CREDIT_BALANCE_TOO_LARGE',
  'CREDIT_LIMIT_NEGATIVE',
]);
/** Staff-only calls (an agency user is refused them): limits, notes, refunds and decisions. */
const STAFF_ONLY = new Set<Cmd['kind']>(['limit', 'approve', 'reject', 'undo', 'creditNote', 'debitNote', 'refund']);

let h: Awaited<ReturnType<typeof startCredit>>;
/** A second API instance on the same database and Redis. */
let second: Awaited<ReturnType<typeof startApi>>;
/** What the workload exercised (printed at the end: a run that refuses everything proves little). */
const stats = { rounds: 0, requests: 0, accepted: new Map<string, number>(), refused: new Map<string, number>(), resent: 0 };
const bump = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
let bankId: string;
let staffWriters: Writer[];

interface Writer {
  name: string;
  token: string;
  staff: boolean;
  /** The API instance this writer calls. */
  url: string;
}

/** Calls as one writer on its instance; every write carries an Idempotency-Key. */
function as(w: Writer) {
  const auth = (req: Test, key?: string) => {
    req = req.set('Authorization', `Bearer ${w.token}`);
    return key ? req.set('Idempotency-Key', key) : req;
  };
  return {
    get: (path: string) => auth(request(w.url).get(`/api/v1/bo/${path}`)),
    post: (path: string, body: object, key?: string) => auth(request(w.url).post(`/api/v1/bo/${path}`), key).send(body),
    multipart: (path: string, fields: Record<string, string | number>, key?: string) => {
      let req = auth(request(w.url).post(`/api/v1/bo/${path}`), key);
      for (const [k, v] of Object.entries(fields)) req = req.field(k, String(v));
      return req;
    },
  };
}

/** One HTTP request as sent (it can be sent again: same writer, same key, same body). */
interface Sent {
  key: string;
  writer: Writer;
  what: Cmd | { kind: 'invalid'; amount: unknown };
  send: () => Test;
}

interface Outcome {
  sent: Sent;
  status: number;
  body: {
    code: string;
    eventIds?: string[];
    topUpId?: string;
    balance?: { creditLimit: number; balance: number; held: number; available: number };
  };
}

/** The system under test for one run: a fresh approved organization and its MYR account. */
class Real {
  readonly streamId: string;
  readonly sent: Sent[] = [];
  /** The first success answer per Idempotency-Key (every later answer for the key must equal it). */
  readonly answers = new Map<string, Outcome['body']>();
  readonly commandIds = new Set<string>();
  readonly log: string[] = [];
  version = 0;
  private bookings = 0;

  constructor(
    readonly runId: string,
    readonly organizationId: string,
    readonly writers: Writer[],
  ) {
    this.streamId = `credit-${organizationId}-${CURRENCY}`;
  }

  newBookingRef = () => `BK-${this.runId}-${++this.bookings}`;

  request(writer: Writer, what: Sent['what']): Sent {
    const key = `${this.runId}-${this.sent.length + 1}`;
    const s: Sent = { key, writer, what, send: () => this.build(writer, key, what) };
    this.sent.push(s);
    return s;
  }

  private build(writer: Writer, key: string, what: Sent['what']): Test {
    const api = as(writer);
    const account = { organizationId: this.organizationId, currencyCode: CURRENCY };
    switch (what.kind) {
      case 'invalid':
        return api.post('AgentOrganizationCredit/spend', { ...account, bookingRef: 'BK-INVALID', amount: what.amount }, key);
      case 'limit':
        return api.post('AgentOrganizationCredit/creditlimit-top-up', { ...account, amount: what.amount, remark: 'model' }, key);
      case 'topUp':
        return api
          .multipart(
            'AgentOrganizationCredit/top-up',
            {
              ...account,
              amount: what.amount,
              paymentType: 'BNK',
              paymentMethod: 'BANK_TRANSFER',
              bankId,
              bankInReference: `REF-${key}`,
              bankInDateTime: '2025-01-31T14:05:00+08:00',
            },
            key,
          )
          .attach('file', PDF, { filename: 'slip.pdf', contentType: 'application/pdf' });
      case 'approve':
      case 'reject':
      case 'undo': {
        const action = { approve: 'VERIFY', reject: 'REJECT', undo: 'UNDO' }[what.kind];
        return api.post('AgentOrganizationCredit/process-top-up', { topUpId: what.topUpId, action, reason: 'model check' }, key);
      }
      case 'creditNote':
      case 'debitNote':
        return api.post(
          `AgentOrganizationCredit/${what.kind.toLowerCase()}`,
          { ...account, amount: what.amount, reference: key },
          key,
        );
      case 'spend':
        return api.post('AgentOrganizationCredit/spend', { ...account, bookingRef: what.bookingRef, amount: what.amount }, key);
      case 'hold':
        return api.post(
          'AgentOrganizationCredit/hold',
          { ...account, bookingRef: what.bookingRef, amount: what.amount, expiresInSeconds: 3600 },
          key,
        );
      case 'capture':
        return api.post(
          'AgentOrganizationCredit/capture-hold',
          { ...account, bookingRef: what.bookingRef, ...(what.amount === undefined ? {} : { amount: what.amount }) },
          key,
        );
      case 'release':
        return api.post('AgentOrganizationCredit/release-hold', { ...account, bookingRef: what.bookingRef }, key);
      case 'refund':
        return api.post(
          'AgentOrganizationCredit/manualrefund',
          { ...account, bookingRef: what.bookingRef, amount: what.amount },
          key,
        );
    }
  }
}

const describeWhat = (w: Sent['what']) =>
  Object.entries(w)
    .map(([k, v]) => (k === 'kind' ? v : `${k}=${typeof v === 'string' ? v.slice(-12) : v}`))
    .join(' ');

/** One step of the workload: its requests are sent at the same time, by different writers. */
class Round implements fc.AsyncCommand<CreditModel, Real> {
  constructor(readonly ops: Op[]) {}

  check(): boolean {
    return true;
  }

  toString(): string {
    return `Round(${this.ops.map((o) => JSON.stringify(o)).join(', ')})`;
  }

  async run(m: CreditModel, r: Real): Promise<void> {
    const before = m.clone();
    const sentBefore = r.sent.length;
    const batch: Sent[] = [];
    this.ops.forEach((op, i) => {
      if (op.kind === 'retry') {
        // An earlier request (or one of this round: a concurrent duplicate), same writer, key and body.
        const pool = r.sent;
        if (pool.length) batch.push(pool[op.pick % pool.length]);
        return;
      }
      const what = op.kind === 'invalid' ? op : resolve(op, before, r.newBookingRef);
      if (!what) return;
      let writer = r.writers[i % r.writers.length];
      if (!writer.staff && what.kind !== 'invalid' && STAFF_ONLY.has(what.kind)) writer = r.writers.find((w) => w.staff)!;
      batch.push(r.request(writer, what));
    });
    if (batch.length === 0) return;

    const outcomes: Outcome[] = await Promise.all(
      batch.map(async (sent) => {
        const res: Response = await sent.send();
        return { sent, status: res.status, body: res.body as Outcome['body'] };
      }),
    );
    const report = (problem: string) =>
      new Error(
        `${problem}\n  round ${r.log.length + 1}, requests (writer key what -> status code):\n` +
          outcomes
            .map(
              (o) =>
                `    ${o.sent.writer.name} ${o.sent.key}${r.sent.indexOf(o.sent) < sentBefore ? ' (re-sent)' : ''} ${describeWhat(o.sent.what)} -> ${o.status} ${o.body?.code}`,
            )
            .join('\n') +
          `\n  model before the round: ${JSON.stringify(before.balances())}\n  earlier rounds:\n${r.log.map((l) => `    ${l}`).join('\n')}`,
      );

    // 1. Every answer is a success or a catalogue refusal; never a server error.
    for (const o of outcomes) {
      const ok = o.status === 200 || o.status === 201;
      if (!ok && !(o.status >= 400 && o.status < 500 && typeof o.body?.code === 'string')) {
        throw report(`unexpected answer ${o.status} ${JSON.stringify(o.body)}`);
      }
      if (o.sent.what.kind === 'invalid' && (o.status !== 400 || o.body.code !== 'VALIDATION_FAILED')) {
        throw report(`a malformed spend answered ${o.status} ${o.body.code}, not 400 VALIDATION_FAILED`);
      }
      if (ok && !(o.body.balance && Array.isArray(o.body.eventIds))) throw report(`success without balance/eventIds`);
      if (ok && o.body.balance!.available < 0)
        throw report(`available below zero in an answer: ${JSON.stringify(o.body.balance)}`);
    }

    // 2. Same key, same answer: the first success for a key is the only one; later ones repeat it.
    const committed: Outcome[] = [];
    const answeredBefore = new Set(r.answers.keys());
    for (const o of outcomes) {
      if (o.status >= 400) continue;
      const first = r.answers.get(o.sent.key);
      if (first) {
        try {
          expect(o.body).toEqual(first);
        } catch {
          throw report(
            `key ${o.sent.key} answered differently the second time:\n${JSON.stringify(first)}\n${JSON.stringify(o.body)}`,
          );
        }
      } else {
        r.answers.set(o.sent.key, o.body);
        committed.push(o);
      }
    }
    // A refusal stores nothing, so a concurrent duplicate of a refused request may still be done
    // (after the state changed); but once a key's success is stored, it is the only answer.
    for (const o of outcomes) {
      if (o.status >= 400 && answeredBefore.has(o.sent.key)) {
        throw report(`key ${o.sent.key} was answered with success in an earlier round and with ${o.body.code} now`);
      }
    }

    // 3. The log holds exactly the events of this round's accepted commands, in one block each.
    const rows = (await h.api.dataSource.query(
      `SELECT event_id AS "eventId", stream_version AS "version", type, data->>'commandId' AS "commandId"
         FROM event_store.events WHERE stream_id = $1 AND stream_version > $2 ORDER BY stream_version`,
      [r.streamId, r.version],
    )) as { eventId: string; version: number; type: string; commandId: string | null }[];
    const byId = new Map(rows.map((e) => [e.eventId, e]));
    const claimed = committed.flatMap((o) => o.body.eventIds!);
    if (new Set(claimed).size !== claimed.length) throw report(`two accepted commands answered the same event id`);
    if (claimed.length !== rows.length || claimed.some((id) => !byId.has(id))) {
      throw report(
        `the log has ${rows.length} new events (${rows.map((e) => `${e.version}:${e.type}`).join(', ')}) but the accepted commands answered ${claimed.length}`,
      );
    }
    for (const o of committed) {
      const events = o.body.eventIds!.map((id) => byId.get(id)!);
      const versions = events.map((e) => e.version);
      if (versions.some((v, i) => i > 0 && v !== versions[i - 1] + 1)) throw report(`events of ${o.sent.key} are not one block`);
      const ids = new Set(events.map((e) => e.commandId));
      if (ids.size !== 1 || [...ids][0] === null) throw report(`events of ${o.sent.key} do not carry one command id`);
      const commandId = [...ids][0]!;
      if (r.commandIds.has(commandId)) throw report(`command id ${commandId} was posted twice`);
      r.commandIds.add(commandId);
    }

    // 4. Accepted commands in commit order: the model accepts each and has the balances it answered.
    committed.sort((a, b) => byId.get(a.body.eventIds![0])!.version - byId.get(b.body.eventIds![0])!.version);
    const prefixes: CreditModel[] = [m.clone()];
    for (const o of committed) {
      const cmd = o.sent.what as Cmd;
      const decision = m.apply(cmd, o.body.topUpId);
      if (!decision.ok) {
        throw report(
          `${o.sent.key} (${describeWhat(cmd)}) was accepted, but the model refuses it (${decision.code}) at that point`,
        );
      }
      const types = o.body.eventIds!.map((id) => byId.get(id)!.type).filter((t) => t !== 'CreditAccountOpened');
      if (types.join() !== decision.expected.eventType) {
        throw report(`${o.sent.key} appended ${types.join(', ')}, expected ${decision.expected.eventType}`);
      }
      if (JSON.stringify(pickBalances(o.body.balance!)) !== JSON.stringify(decision.expected.balances)) {
        throw report(
          `${o.sent.key} (${describeWhat(cmd)}) answered ${JSON.stringify(o.body.balance)}, model: ${JSON.stringify(decision.expected.balances)}`,
        );
      }
      const main = o.body.eventIds![o.body.eventIds!.length - 1];
      if (decision.expected.history) m.history.set(main, decision.expected.history);
      prefixes.push(m.clone());
    }
    r.version = rows.length ? rows[rows.length - 1].version : r.version;

    // 5. Each refusal is one the model gives in some state of that order (the server decided it then).
    for (const o of outcomes) {
      if (o.status < 400 || o.sent.what.kind === 'invalid') continue;
      // A duplicate that waited too long for the first request with its key (under heavy load).
      if (o.body.code === 'IDEMPOTENCY_IN_PROGRESS' && outcomes.some((x) => x !== o && x.sent.key === o.sent.key)) continue;
      const cmd = o.sent.what;
      if (!LEDGER_REFUSALS.has(o.body.code)) throw report(`${o.sent.key} (${describeWhat(cmd)}) refused with ${o.body.code}`);
      if (
        !prefixes.some((p) => {
          const d = p.decide(cmd);
          return !d.ok && d.code === o.body.code;
        })
      ) {
        const codes = prefixes.map((p) => {
          const d = p.decide(cmd);
          return d.ok ? 'accept' : d.code;
        });
        throw report(`${o.sent.key} (${describeWhat(cmd)}) refused with ${o.body.code}; the model says ${codes.join(' / ')}`);
      }
    }

    stats.rounds++;
    for (const o of outcomes) {
      stats.requests++;
      if (r.sent.indexOf(o.sent) < sentBefore || outcomes.filter((x) => x.sent === o.sent).length > 1) stats.resent++;
      if (o.status < 400) bump(stats.accepted, o.sent.what.kind);
      else bump(stats.refused, `${o.sent.what.kind}:${o.body.code}`);
    }

    // 6. The read side, once the projections have caught up.
    await h.settle();
    await checkReadSide(m, r, report, committed.length);
    r.log.push(
      outcomes.map((o) => `${o.sent.key} ${describeWhat(o.sent.what)} -> ${o.status} ${o.body.code}`).join(' | ') +
        ` => ${JSON.stringify(m.balances())}`,
    );
  }
}

const pickBalances = (b: { creditLimit: number; balance: number; held: number; available: number }) => ({
  creditLimit: b.creditLimit,
  balance: b.balance,
  held: b.held,
  available: b.available,
});

async function checkReadSide(m: CreditModel, r: Real, report: (p: string) => Error, newCommands: number) {
  const staff = as(r.writers.find((w) => w.staff)!);
  const balance = await staff.get(
    `AgentOrganizationCredit/getavailablecredit?organizationId=${r.organizationId}&currencyCode=${CURRENCY}`,
  );
  if (balance.status !== 200) throw report(`getavailablecredit answered ${balance.status}`);
  if (JSON.stringify(pickBalances(balance.body)) !== JSON.stringify(m.balances())) {
    throw report(`read side balance ${JSON.stringify(balance.body)} != model ${JSON.stringify(m.balances())}`);
  }
  if (balance.body.available < 0) throw report(`available below zero on the read side`);

  // Histories: the count, and the newest page (this round's rows are on it) row by row.
  const page = await staff.post('AgentOrganizationCredit/getcredithistories', {
    organizationId: r.organizationId,
    currencyCode: CURRENCY,
    pageSize: 50,
    sortKey: 'recordedAt',
    sortOrder: 'desc',
  });
  if (page.status !== 200) throw report(`getcredithistories answered ${page.status} ${JSON.stringify(page.body)}`);
  if (page.body.total !== m.history.size) throw report(`history has ${page.body.total} entries, model ${m.history.size}`);
  checkHistoryRows(page.body.items, m, report);
  if (newCommands > 50) await checkAllHistory(m, r, report);

  // Top-ups per status.
  for (const status of ['PEND', 'VERIFY', 'REJECT'] as const) {
    const list = await staff.post('AgentOrganizationCredit/getcredittopuplist', {
      organizationId: r.organizationId,
      status,
      pageSize: 10,
    });
    const expected = [...m.topUps.values()].filter((t) => t.status === status).length;
    if (list.status !== 200 || list.body.total !== expected) {
      throw report(`top-up list ${status}: ${list.status} total ${list.body.total}, model ${expected}`);
    }
  }
}

interface HistoryRow {
  eventId: string;
  actionCode: string;
  amount: number;
  balanceAfter: number;
  availableAfter: number;
}

function checkHistoryRows(items: HistoryRow[], m: CreditModel, report: (p: string) => Error) {
  for (const row of items) {
    const expected = m.history.get(row.eventId);
    if (!expected) throw report(`history entry ${row.eventId} (${row.actionCode}) is not one the model posted`);
    const got = { actionCode: row.actionCode, amount: row.amount, balanceAfter: row.balanceAfter };
    if (JSON.stringify(got) !== JSON.stringify(expected)) {
      throw report(`history entry ${row.eventId}: ${JSON.stringify(got)}, model ${JSON.stringify(expected)}`);
    }
    if (row.availableAfter < 0) throw report(`history entry ${row.eventId} shows available below zero`);
  }
}

async function checkAllHistory(m: CreditModel, r: Real, report: (p: string) => Error) {
  const staff = as(r.writers.find((w) => w.staff)!);
  const seen = new Set<string>();
  let sum = 0;
  for (let pageIndex = 1; ; pageIndex++) {
    const page = await staff.post('AgentOrganizationCredit/getcredithistories', {
      organizationId: r.organizationId,
      currencyCode: CURRENCY,
      pageSize: 50,
      curPageIndex: pageIndex,
      sortKey: 'recordedAt',
      sortOrder: 'asc',
    });
    const items = page.body.items as HistoryRow[];
    checkHistoryRows(items, m, report);
    for (const row of items) {
      if (seen.has(row.eventId)) throw report(`history entry ${row.eventId} listed twice`);
      seen.add(row.eventId);
      sum += row.amount;
    }
    if (items.length < 50) break;
  }
  if (seen.size !== m.history.size) throw report(`history lists ${seen.size} entries, model ${m.history.size}`);
  // The posted balance is the sum of the history (the setup's limit row posts nothing).
  if (sum !== m.posted) throw report(`history amounts sum to ${sum}, posted balance is ${m.posted}`);
}

async function checkTopUps(m: CreditModel, r: Real, report: (p: string) => Error) {
  const staff = as(r.writers.find((w) => w.staff)!);
  const seen = new Map<string, { status: string; undone: boolean; amount: number }>();
  for (let pageIndex = 1; ; pageIndex++) {
    const page = await staff.post('AgentOrganizationCredit/getcredittopuplist', {
      organizationId: r.organizationId,
      pageSize: 50,
      curPageIndex: pageIndex,
    });
    for (const t of page.body.items) seen.set(t.topUpId, { status: t.status, undone: t.undone, amount: t.amount });
    if (page.body.items.length < 50) break;
  }
  if (seen.size !== m.topUps.size) throw report(`top-up list has ${seen.size}, model ${m.topUps.size}`);
  for (const [id, t] of m.topUps) {
    const got = seen.get(id);
    if (!got || got.status !== t.status || got.undone !== t.undone || got.amount !== t.amount) {
      throw report(`top-up ${id}: ${JSON.stringify(got)}, model ${JSON.stringify(t)}`);
    }
  }
}

/** A fresh organization (approved, account opened by the reaction), an agency writer and the staff writers. */
async function newRun(nearBounds: boolean): Promise<{ model: CreditModel; real: Real }> {
  const runId = randomUUID().slice(0, 8);
  const org = await h.organization();
  await h.settle();
  const agency = await h.userWith([PERMISSIONS.creditView, PERMISSIONS.creditCreate, PERMISSIONS.creditEdit], org.id);
  const writers: Writer[] = [
    { name: 'agency', token: agency.token, staff: false, url: h.api.url },
    ...staffWriters.slice(0, WRITERS - 1),
  ];
  const real = new Real(runId, org.id, writers);
  const [{ version }] = (await h.api.dataSource.query(
    `SELECT coalesce(max(stream_version), 0)::int AS version FROM event_store.events WHERE stream_id = $1`,
    [real.streamId],
  )) as { version: number }[];
  real.version = version;
  // A starting limit, through the same path as every other command, so early spends can pass; or,
  // every other run, a limit and a balance close to the bound (MAX_CREDIT_BALANCE), which the
  // workload's raises then run into.
  const model = new CreditModel();
  const setup: Cmd[] = nearBounds ? nearTheBounds(ROOM_BELOW_BOUNDS) : [{ kind: 'limit', amount: INITIAL_LIMIT }];
  for (const cmd of setup) {
    const sent = real.request(writers[1], cmd);
    const res = await sent.send();
    if (res.status !== 200) throw new Error(`setup ${describeWhat(cmd)}: ${res.status} ${JSON.stringify(res.body)}`);
    const d = model.apply(cmd);
    if (!d.ok) throw new Error(`model refused the setup ${describeWhat(cmd)}`);
    model.history.set(res.body.eventIds[res.body.eventIds.length - 1], d.expected.history!);
    real.answers.set(sent.key, res.body);
    real.version += res.body.eventIds.length;
  }
  return { model, real };
}

beforeAll(async () => {
  h = await startCredit();
  bankId = (await h.bank()).id;
  const staffPermissions = [PERMISSIONS.creditView, PERMISSIONS.creditCreate, PERMISSIONS.creditEdit, PERMISSIONS.creditApprove];
  staffWriters = [];
  second = await startApi([], { DATABASE_URL: h.api.config.DATABASE_URL, APP_URL: h.api.config.APP_URL });
  for (let i = 1; i < WRITERS; i++) {
    // Odd writers call the second instance, so each round mixes both.
    const url = i % 2 === 1 ? second.url : h.api.url;
    staffWriters.push({
      name: `staff${i}@${i % 2 === 1 ? 'api2' : 'api1'}`,
      token: (await h.userWith(staffPermissions)).token,
      staff: true,
      url,
    });
  }
});
afterAll(async () => {
  await second?.app.close();
  await h?.close();
});

test(`credit ledger = reference model under ${WRITERS} concurrent writers (seed ${SEED})`, async () => {
  const replay = `CREDIT_MODEL_SEED=${SEED} npx jest --config backend/jest.config.js backend/test/credit-model.int-spec.ts --selectProjects backend-int`;
  process.stdout.write(
    `\ncredit model: seed ${SEED}, ${RUNS} runs of up to ${ROUNDS} rounds, ${WRITERS} writers\n  replay: ${replay}\n`,
  );
  const round = fc.array(opArbitrary, { minLength: 1, maxLength: WRITERS * 2 }).map((ops) => new Round(ops));
  let runs = 0;
  try {
    await fc.assert(
      fc.asyncProperty(fc.commands([round], { maxCommands: ROUNDS, size: 'max' }), async (commands) => {
        runs++;
        const { model, real } = await newRun(runs % 2 === 0);
        await fc.asyncModelRun(() => ({ model, real }), commands);
        // The whole run at once: every history row, the posted balance as their sum, every top-up.
        await h.settle();
        const report = (p: string) => new Error(`${p}\n  run log:\n${real.log.map((l) => `    ${l}`).join('\n')}`);
        await checkAllHistory(model, real, report);
        await checkTopUps(model, real, report);
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: !SHRINK },
    );
  } catch (error) {
    printStats();
    // fast-check keeps the property's own error as the cause: that is the finding, the rest is the workload.
    const cause = (error as Error).cause as Error | undefined;
    throw new Error(
      `credit model failed (seed ${SEED}, run ${runs}); replay with: ${replay}\n` +
        `${cause?.message ?? ''}\n\nworkload (fast-check):\n${(error as Error).message}`,
      { cause: error },
    );
  }
  printStats();
}, 600_000);

function printStats() {
  const list = (map: Map<string, number>) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .map(([k, n]) => `${k} ${n}`)
      .join(', ');
  process.stdout.write(
    `credit model: ${stats.rounds} rounds, ${stats.requests} requests (${stats.resent} re-sent or duplicated)\n` +
      `  accepted: ${list(stats.accepted)}\n  refused: ${list(stats.refused)}\n`,
  );
}
