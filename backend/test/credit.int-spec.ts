import { randomUUID } from 'node:crypto';
import { CREDIT_HISTORY_COLUMNS, csvCell, formatDateText, MAX_ATTACHMENT_BYTES, tableCellText } from '@bo/shared';
import { CREDIT_STREAM_TYPE, SYSTEM_ORGANIZATION_ID } from '../src/modules/credit/domain/credit.events';
import { CREDIT_PROJECTIONS } from '../src/modules/credit/projections/credit-stream';
import { CreditBalancesProjection } from '../src/modules/credit/projections/credit-balances.projection';
import type { StoredEvent } from '../src/core/event-store';
import { AGENT, ref, startCredit, SYSTEM } from './support/credit-harness';
import { nextPush } from './support/sockets';
import { binaryBody, firstSheet } from './support/binary-body';
import { PDF, PNG } from './support/sample-files';

let h: Awaited<ReturnType<typeof startCredit>>;

const ALL_CREDIT = [
  'credit.view',
  'credit.create',
  'credit.edit',
  'credit.approve',
  'system-credit.view',
  'system-credit.create',
  'system-credit.edit',
  'system-credit.approve',
];

beforeAll(async () => {
  h = await startCredit();
});
afterAll(async () => {
  await h?.close();
});

/** An approved organization, one of its users (all credit permissions) and an approved top-up of `funds`. */
async function agency(funds = 0) {
  const org = await h.organization();
  const user = await h.userWith(ALL_CREDIT, org.id);
  if (funds > 0) {
    const res = await h
      .as(user.token)
      .multipart(`${AGENT}/top-up`, h.topUpFields({ amount: funds }))
      .attach('file', PNG, { filename: 'slip.png', contentType: 'image/png' });
    expect(res.status).toBe(201);
    const ok = await h.as(h.staff).post(`${AGENT}/process-top-up`, { topUpId: res.body.topUpId, action: 'VERIFY' });
    expect(ok.status).toBe(200);
  }
  return { org, user, as: h.as(user.token) };
}

const available = async (token: string, organizationId?: string) => {
  await h.settle();
  const q = organizationId ? `&organizationId=${organizationId}` : '';
  return (await h.as(token).get(`${AGENT}/getavailablecredit?currencyCode=MYR${q}`)).body;
};

describe('account', () => {
  test("an approved organization's credit account opens in its default currency, empty", async () => {
    const { org, user } = await agency();
    expect(await available(user.token)).toEqual({
      organizationId: org.id,
      currencyCode: 'MYR',
      creditLimit: 0,
      balance: 0,
      held: 0,
      available: 0,
    });
    // Staff name the organization; a currency the organization has no account in is not found.
    expect(await available(h.staff, org.id)).toMatchObject({ organizationId: org.id, available: 0 });
    expect((await h.as(user.token).get(`${AGENT}/getavailablecredit?currencyCode=SGD`)).status).toBe(404);
  });
});

describe('top-up with a bank-in slip, live to approvers and back to the agent', () => {
  test('request (PEND) -> approver sees it live -> slip downloads -> approve -> agent sees success, balance and history live', async () => {
    const { org, user, as } = await agency();
    const approver = await h.userWith(['credit.approve', 'credit.view']);
    const foreignApprover = (await agency()).user; // holds credit.approve too, but in another organization
    const approverSocket = await h.connect(approver.token);
    const foreignSocket = await h.connect(foreignApprover.token);
    const agentSocket = await h.connect(user.token);
    let leaked = false;
    foreignSocket.on('credit-top-up-requested', () => (leaked = true));
    foreignSocket.on('domain-event', (e: { data: { organizationId: string } }) => {
      if (e.data.organizationId === org.id) leaked = true;
    });

    const fields = h.topUpFields({ amount: 123_45, remark: 'January' });
    const requested = nextPush<{ organizationId: string; amount: number; topUpId: string }>(
      approverSocket,
      'credit-top-up-requested',
      (p) => p.organizationId === org.id,
    );
    const res = await as
      .multipart(`${AGENT}/top-up`, fields)
      .attach('file', PDF, { filename: 'bank-in slip.pdf', contentType: 'application/pdf' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ code: 'TOP_UP_REQUESTED', balance: { balance: 0, available: 0 } });
    const topUpId = res.body.topUpId as string;
    expect(await requested).toMatchObject({ topUpId, amount: 123_45, currency: 'MYR' });

    // The list the approver refetches on that push already holds it (pushes wait for the projections).
    const pending = await h
      .as(approver.token)
      .post(`${AGENT}/getcredittopuplist`, { status: 'PEND', organizationName: org.name });
    expect(pending.body.items).toEqual([
      expect.objectContaining({
        topUpId,
        organizationId: org.id,
        organizationName: org.name,
        amount: 123_45,
        status: 'PEND',
        paymentType: 'BNK',
        bankId: h.activeBank.id,
        bankName: h.activeBank.name,
        bankInReference: fields.bankInReference,
        hasSlip: true,
        slipFileName: 'bank-in slip.pdf',
        remark: 'January',
      }),
    ]);

    expect(new Date(pending.body.items[0].bankInDateTime).toISOString()).toBe('2025-01-31T06:05:00.000Z');

    // The slip: its organization and the provider's staff, as a nosniff attachment.
    const mine = await as.get(`${AGENT}/top-ups/${topUpId}/slip`).buffer(true);
    expect(mine.status).toBe(200);
    expect(Buffer.compare(mine.body as Buffer, PDF)).toBe(0);
    expect(mine.headers['content-type']).toBe('application/pdf');
    expect(mine.headers['x-content-type-options']).toBe('nosniff');
    expect(mine.headers['content-disposition']).toMatch(/^attachment;/);
    expect((await h.as(approver.token).get(`${AGENT}/top-ups/${topUpId}/slip`)).status).toBe(200);
    expect((await h.as(foreignApprover.token).get(`${AGENT}/top-ups/${topUpId}/slip`)).status).toBe(404);

    // An agency user cannot decide (even its own); staff approve and the agent hears it at once.
    expect((await as.post(`${AGENT}/process-top-up`, { topUpId, action: 'VERIFY' })).status).toBe(403);
    const decided = nextPush<{ messageCode: string; status: string }>(agentSocket, 'credit-top-up-decided', () => true);
    const balancePush = nextPush<{ type: string; data: { balance: { available: number } } }>(
      agentSocket,
      'domain-event',
      (e) => e.type === 'TopUpApproved',
    );
    const approved = await h.as(approver.token).post(`${AGENT}/process-top-up`, { topUpId, action: 'VERIFY' });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ code: 'TOP_UP_SUCCESSFUL', balance: { balance: 123_45, available: 123_45 } });
    expect(await decided).toMatchObject({ topUpId, messageCode: 'TOP_UP_SUCCESSFUL', status: 'VERIFY', reason: null });
    expect((await balancePush).data.balance.available).toBe(123_45);

    // On that push, the agent's balance and history already show it.
    expect((await as.get(`${AGENT}/getavailablecredit?currencyCode=MYR`)).body.available).toBe(123_45);
    const history = await as.post(`${AGENT}/getcredithistories`, {
      currencyCode: 'MYR',
      sortKey: 'recordedAt',
      sortOrder: 'asc',
    });
    expect(
      history.body.items.map((i: { actionCode: string; amount: number; balanceAfter: number; reference: string }) => [
        i.actionCode,
        i.amount,
        i.balanceAfter,
        i.reference,
      ]),
    ).toEqual([
      ['PAYMENT_ENTRY', 0, 0, fields.bankInReference],
      ['PAYMENT_VERIFIED', 123_45, 123_45, fields.bankInReference],
    ]);
    // Who decided, by name (identity-access's user directory).
    const [decider] = (await h.api.dataSource.query(
      `SELECT id, COALESCE(NULLIF(full_name, ''), username) AS name FROM identity.users WHERE username = $1`,
      [approver.username],
    )) as { id: string; name: string }[];
    expect(history.body.items[1]).toMatchObject({ transactionType: 'TOP_UP', actorId: decider.id, actorName: decider.name });
    expect(leaked).toBe(false);

    // A second decision on the same top-up is refused.
    expect((await h.as(h.staff).post(`${AGENT}/process-top-up`, { topUpId, action: 'REJECT', reason: 'late' })).body.code).toBe(
      'TOP_UP_NOT_PENDING',
    );
  });

  test('a rejection needs a reason and reaches the agent as Top Up Error', async () => {
    const { user, as } = await agency();
    const agentSocket = await h.connect(user.token);
    const res = await as
      .multipart(`${AGENT}/top-up`, h.topUpFields())
      .attach('file', PNG, { filename: 's.png', contentType: 'image/png' });
    const topUpId = res.body.topUpId as string;
    const noReason = await h.as(h.staff).post(`${AGENT}/process-top-up`, { topUpId, action: 'REJECT' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.code).toBe('TOP_UP_REASON_REQUIRED');
    const decided = nextPush<{ topUpId: string; messageCode: string; reason: string }>(
      agentSocket,
      'credit-top-up-decided',
      (p) => p.topUpId === topUpId,
    );
    const rejected = await h
      .as(h.staff)
      .post(`${AGENT}/process-top-up`, { topUpId, action: 'REJECT', reason: 'Slip unreadable' });
    expect(rejected.body).toMatchObject({ code: 'TOP_UP_REJECTED', balance: { balance: 0 } });
    expect(await decided).toMatchObject({ messageCode: 'TOP_UP_ERROR', status: 'REJECT', reason: 'Slip unreadable' });
    await h.settle();
    const list = await as.post(`${AGENT}/getcredittopuplist`, { status: 'REJECT' });
    expect(list.body.items).toEqual([expect.objectContaining({ topUpId, status: 'REJECT', reason: 'Slip unreadable' })]);
  });

  test('an oversize slip (413), a slip whose content is not its type (400), an inactive bank and a missing slip leave nothing stored', async () => {
    const { as } = await agency();
    const before = await h.stored();
    const big = Buffer.alloc(MAX_ATTACHMENT_BYTES + 1, 0x20);
    PNG.copy(big);
    const over = await as
      .multipart(`${AGENT}/top-up`, h.topUpFields())
      .attach('file', big, { filename: 'big.png', contentType: 'image/png' });
    expect(over.status).toBe(413);
    expect(over.body.code).toBe('PAYLOAD_TOO_LARGE');

    const renamed = await as
      .multipart(`${AGENT}/top-up`, h.topUpFields())
      .attach('file', PDF, { filename: 's.png', contentType: 'image/png' });
    expect(renamed.status).toBe(400);
    expect(renamed.body.code).toBe('ATTACHMENT_CONTENT_MISMATCH');

    const exe = await as
      .multipart(`${AGENT}/top-up`, h.topUpFields())
      .attach('file', Buffer.from('MZ\x90\x00 not a slip'), { filename: 's.pdf', contentType: 'application/pdf' });
    expect(exe.status).toBe(400);
    expect(exe.body.code).toBe('ATTACHMENT_TYPE_NOT_ALLOWED');

    const closed = await h.bank(false);
    const inactive = await as
      .multipart(`${AGENT}/top-up`, h.topUpFields({ bankId: closed.id }))
      .attach('file', PNG, { filename: 's.png', contentType: 'image/png' });
    expect(inactive.status).toBe(400);
    expect(inactive.body.code).toBe('BANK_NOT_AVAILABLE');

    const noSlip = await as.multipart(`${AGENT}/top-up`, h.topUpFields());
    expect(noSlip.status).toBe(400);
    expect(noSlip.body.code).toBe('ATTACHMENT_REQUIRED');

    const zero = await as
      .multipart(`${AGENT}/top-up`, h.topUpFields({ amount: 0 }))
      .attach('file', PNG, { filename: 's.png', contentType: 'image/png' });
    expect(zero.status).toBe(400);
    expect(zero.body.code).toBe('VALIDATION_FAILED');

    expect(await h.stored()).toEqual(before);
  });

  test('the agent withdraws a pending top-up (PAYMENT_CANCELLED); it can then not be approved', async () => {
    const { as } = await agency();
    const res = await as
      .multipart(`${AGENT}/top-up`, h.topUpFields())
      .attach('file', PNG, { filename: 's.png', contentType: 'image/png' });
    const cancelled = await as.post(`${AGENT}/cancel-top-up`, { topUpId: res.body.topUpId });
    expect(cancelled.body.code).toBe('TOP_UP_CANCELLED');
    const approve = await h.as(h.staff).post(`${AGENT}/process-top-up`, { topUpId: res.body.topUpId, action: 'VERIFY' });
    expect(approve.status).toBe(409);
    await h.settle();
    const history = await as.post(`${AGENT}/getcredithistories`, { currencyCode: 'MYR', actionCode: 'PAYMENT_CANCELLED' });
    expect(history.body.total).toBe(1);
  });
});

describe('ledger invariants', () => {
  test('a spend or hold that would take available below zero is refused and appends nothing', async () => {
    const { org, as } = await agency(10_000);
    const events = () => h.count(`SELECT count(*) AS n FROM event_store.events WHERE stream_id = $1`, [`credit-${org.id}-MYR`]);
    const before = await events();
    const spend = await as.post(`${AGENT}/spend`, { currencyCode: 'MYR', bookingRef: ref(), amount: 10_001 });
    expect(spend.status).toBe(409);
    expect(spend.body).toMatchObject({ code: 'INSUFFICIENT_CREDIT' });
    expect(spend.body.message).toContain('available 10000');
    const hold = await as.post(`${AGENT}/hold`, { currencyCode: 'MYR', bookingRef: ref(), amount: 10_001 });
    expect(hold.body.code).toBe('INSUFFICIENT_CREDIT');
    expect(await events()).toBe(before);

    const ok = await as.post(`${AGENT}/spend`, { currencyCode: 'MYR', bookingRef: ref(), amount: 10_000 });
    expect(ok.body).toMatchObject({ code: 'CREDIT_SPENT', balance: { balance: 0, available: 0 } });
  });

  test('the credit limit counts towards available; a debit note or limit cut never takes it below zero', async () => {
    const { org, as } = await agency();
    const staff = h.as(h.staff);
    expect(
      (await staff.post(`${AGENT}/creditlimit-top-up`, { organizationId: org.id, currencyCode: 'MYR', amount: 20_000 })).body,
    ).toMatchObject({
      code: 'CREDIT_LIMIT_ADJUSTED',
      balance: { creditLimit: 20_000, balance: 0, available: 20_000 },
    });
    expect(
      (await as.post(`${AGENT}/spend`, { currencyCode: 'MYR', bookingRef: ref(), amount: 15_000 })).body.balance,
    ).toMatchObject({
      balance: -15_000,
      available: 5_000,
    });
    expect(
      (await staff.post(`${AGENT}/creditlimit-top-up`, { organizationId: org.id, currencyCode: 'MYR', amount: -5_001 })).body
        .code,
    ).toBe('INSUFFICIENT_CREDIT');
    expect(
      (await staff.post(`${AGENT}/debitnote`, { organizationId: org.id, currencyCode: 'MYR', amount: 5_001 })).body.code,
    ).toBe('INSUFFICIENT_CREDIT');
    const note = await staff.post(`${AGENT}/creditnote`, {
      organizationId: org.id,
      currencyCode: 'MYR',
      amount: 1_000,
      reference: 'CN-1',
    });
    expect(note.body).toMatchObject({ code: 'CREDIT_ADJUSTED', balance: { balance: -14_000, available: 6_000 } });
    // Adjustments are the provider's: an agency user is refused.
    expect((await as.post(`${AGENT}/creditnote`, { currencyCode: 'MYR', amount: 1 })).status).toBe(403);
    expect((await as.post(`${AGENT}/creditlimit-top-up`, { currencyCode: 'MYR', amount: 1 })).status).toBe(403);
  });

  test('an approved payment is undone once, as a new entry referencing the approval', async () => {
    const { as } = await agency();
    const res = await as
      .multipart(`${AGENT}/top-up`, h.topUpFields({ amount: 7_000 }))
      .attach('file', PNG, { filename: 's.png', contentType: 'image/png' });
    const topUpId = res.body.topUpId as string;
    const staff = h.as(h.staff);
    expect((await staff.post(`${AGENT}/process-top-up`, { topUpId, action: 'UNDO' })).body.code).toBe('TOP_UP_NOT_APPROVED');
    const approved = await staff.post(`${AGENT}/process-top-up`, { topUpId, action: 'VERIFY' });
    const undo = await staff.post(`${AGENT}/process-top-up`, { topUpId, action: 'UNDO', reason: 'Cheque bounced' });
    expect(undo.body).toMatchObject({ code: 'PAYMENT_UNDONE', balance: { balance: 0 } });
    const again = await staff.post(`${AGENT}/process-top-up`, { topUpId, action: 'UNDO' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('PAYMENT_ALREADY_UNDONE');
    await h.settle();
    const history = await as.post(`${AGENT}/getcredithistories`, { currencyCode: 'MYR', actionCode: 'PAYMENT_UNDO' });
    expect(history.body.items).toEqual([
      expect.objectContaining({
        amount: -7_000,
        balanceAfter: 0,
        originalEventId: approved.body.eventIds[0],
        remark: 'Cheque bounced',
      }),
    ]);
    const list = await as.post(`${AGENT}/getcredittopuplist`, {});
    expect(list.body.items.find((t: { topUpId: string }) => t.topUpId === topUpId)).toMatchObject({
      status: 'VERIFY',
      undone: true,
    });
  });

  test('a refund never exceeds what the booking spent (earlier refunds counted)', async () => {
    const { org, as } = await agency(10_000);
    const booking = ref();
    await as.post(`${AGENT}/spend`, {
      currencyCode: 'MYR',
      bookingRef: booking,
      amount: 6_000,
      transactionType: 'FLIGHT_BOOKING',
    });
    const staff = h.as(h.staff);
    const refund = (amount: number, bookingRef = booking) =>
      staff.post(`${AGENT}/manualrefund`, {
        organizationId: org.id,
        currencyCode: 'MYR',
        bookingRef,
        amount,
        reason: 'Cancelled',
      });
    expect((await refund(4_000)).body).toMatchObject({ code: 'CREDIT_REFUNDED', balance: { balance: 8_000 } });
    const over = await refund(2_001);
    expect(over.status).toBe(409);
    expect(over.body.code).toBe('REFUND_EXCEEDS_SPENT');
    expect((await refund(1, ref())).body.code).toBe('REFUND_EXCEEDS_SPENT');
    expect((await refund(2_000)).status).toBe(200);
    expect((await as.post(`${AGENT}/manualrefund`, { currencyCode: 'MYR', bookingRef: booking, amount: 1 })).status).toBe(403);
  });

  test('the same Idempotency-Key posts once and answers the same, also when sent concurrently', async () => {
    const { org, as } = await agency(10_000);
    const body = { currencyCode: 'MYR', bookingRef: ref(), amount: 1_000 };
    const key = `spend-${randomUUID()}`;
    const answers = await Promise.all([1, 2, 3, 4].map(() => as.post(`${AGENT}/spend`, body, key)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    for (const a of answers) expect(a.text).toBe(answers[0].text);
    const later = await as.post(`${AGENT}/spend`, body, key);
    expect(later.text).toBe(answers[0].text);
    expect(answers[0].body.balance.available).toBe(9_000);
    const spends = await h.count(`SELECT count(*) AS n FROM event_store.events WHERE stream_id = $1 AND type = 'CreditSpent'`, [
      `credit-${org.id}-MYR`,
    ]);
    expect(spends).toBe(1);
    const reused = await as.post(`${AGENT}/spend`, { ...body, amount: 2_000 }, key);
    expect(reused.status).toBe(409);
    expect(reused.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
    // The key is the caller's own: another user's identical key is another command.
    const colleague = await h.userWith(ALL_CREDIT, org.id);
    expect((await h.as(colleague.token).post(`${AGENT}/spend`, body, key)).body.balance.available).toBe(8_000);
  });

  test('a command id from another context (service call) posts once and answers the same', async () => {
    const { org } = await agency(5_000);
    const account = { organizationId: org.id, currency: 'MYR' };
    const first = await h.ledger.spend(account, { bookingRef: 'B-SVC', amount: 1_500 }, { commandId: 'booking:B-SVC:pay' });
    const again = await h.ledger.spend(account, { bookingRef: 'B-SVC', amount: 1_500 }, { commandId: 'booking:B-SVC:pay' });
    expect(again).toMatchObject({ replayed: true, eventIds: first.eventIds, balance: first.balance });
    expect(first.balance.available).toBe(3_500);
  });

  test('concurrent spends on one account never overdraw it', async () => {
    const { org, as } = await agency(10_000);
    const results = await Promise.all(
      Array.from({ length: 12 }, () => as.post(`${AGENT}/spend`, { currencyCode: 'MYR', bookingRef: ref(), amount: 1_000 })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(10);
    expect(results.filter((r) => r.status === 409).every((r) => r.body.code === 'INSUFFICIENT_CREDIT')).toBe(true);
    expect(await available(h.staff, org.id)).toMatchObject({ balance: 0, available: 0 });
  });
});

describe('group commit (commands of many requests in one transaction)', () => {
  const streamOf = (organizationId: string) => `credit-${organizationId}-MYR`;
  const txIds = async (bookingRefs: string[]) =>
    (
      (await h.api.dataSource.query(
        `SELECT DISTINCT tx_id::text AS tx FROM event_store.events WHERE data->>'bookingRef' = ANY($1)`,
        [bookingRefs],
      )) as { tx: string }[]
    ).length;

  test('concurrent commands on several accounts share a transaction; a refusal refuses only its own command', async () => {
    const a = await agency(5_000);
    const b = await agency(5_000);
    const refs = [ref(), ref(), ref(), ref()];
    const [a1, tooMuch, b1, a2] = await Promise.allSettled([
      h.ledger.spend({ organizationId: a.org.id, currency: 'MYR' }, { bookingRef: refs[0], amount: 1_000 }),
      h.ledger.spend({ organizationId: a.org.id, currency: 'MYR' }, { bookingRef: refs[1], amount: 4_001 }),
      h.ledger.spend({ organizationId: b.org.id, currency: 'MYR' }, { bookingRef: refs[2], amount: 2_000 }),
      h.ledger.spend({ organizationId: a.org.id, currency: 'MYR' }, { bookingRef: refs[3], amount: 4_000 }),
    ]);
    // In arrival order on each account: a1 leaves 4,000, so 4,001 is refused and a2 (4,000) fits.
    expect(a1).toMatchObject({ status: 'fulfilled', value: { balance: { available: 4_000 } } });
    expect(tooMuch).toMatchObject({ status: 'rejected', reason: { code: 'INSUFFICIENT_CREDIT' } });
    expect(b1).toMatchObject({ status: 'fulfilled', value: { balance: { available: 3_000 } } });
    expect(a2).toMatchObject({ status: 'fulfilled', value: { balance: { available: 0 } } });
    // One transaction for the three postings of the two accounts; the refused one left no event.
    expect(await txIds(refs)).toBe(1);
    expect(await h.count(`SELECT count(*) AS n FROM event_store.events WHERE data->>'bookingRef' = $1`, [refs[1]])).toBe(0);
    expect(await available(h.staff, a.org.id)).toMatchObject({ balance: 0, available: 0 });
    expect(await available(h.staff, b.org.id)).toMatchObject({ balance: 3_000, available: 3_000 });
  });

  test("a run of spends posted in one transaction reaches the agency as one balance push, with the run's final balance", async () => {
    const a = await agency(5_000);
    const socket = await h.connect(a.user.token);
    type Pushed = { type: string; data: { balance: { available: number } } };
    const spent: Pushed[] = [];
    socket.on('domain-event', (e: Pushed) => e.type === 'CreditSpent' && spent.push(e));
    const last = nextPush<Pushed>(socket, 'domain-event', (e) => e.type === 'CreditSpent');
    const refs = [ref(), ref(), ref(), ref()];
    await Promise.all(
      refs.map((bookingRef) => h.ledger.spend({ organizationId: a.org.id, currency: 'MYR' }, { bookingRef, amount: 1_000 })),
    );
    expect(await txIds(refs)).toBe(1); // the premise: one transaction, so one batch for the reaction
    expect((await last).data.balance.available).toBe(1_000);
    await h.settle();
    await new Promise((r) => setTimeout(r, 300)); // any further push would have arrived by now
    expect(spent).toHaveLength(1);
  });

  test("a refused request's Idempotency-Key stays free; the same key sent twice at once posts once", async () => {
    const { org, as } = await agency(3_000);
    const refused = `spend-${randomUUID()}`;
    const body = { currencyCode: 'MYR', bookingRef: ref(), amount: 2_000 };
    const twice = `spend-${randomUUID()}`;
    const [over, first, second] = await Promise.all([
      as.post(`${AGENT}/spend`, { ...body, bookingRef: ref(), amount: 3_001 }, refused),
      as.post(`${AGENT}/spend`, body, twice),
      as.post(`${AGENT}/spend`, body, twice),
    ]);
    expect(over.body.code).toBe('INSUFFICIENT_CREDIT');
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.text).toBe(first.text);
    expect(await h.count(`SELECT count(*) AS n FROM event_store.events WHERE data->>'bookingRef' = $1`, [body.bookingRef])).toBe(
      1,
    );
    expect(await h.count(`SELECT count(*) AS n FROM event_store.idempotency_keys WHERE key = $1`, [refused])).toBe(0);
    // The refused key is free: with enough credit the same request now posts.
    await h.as(h.staff).post(`${AGENT}/creditnote`, { organizationId: org.id, currencyCode: 'MYR', amount: 5_000 });
    const retried = await as.post(`${AGENT}/spend`, { ...body, bookingRef: 'RETRY', amount: 3_001 }, refused);
    expect(retried.body.code).toBe('CREDIT_SPENT');
  });

  test('a batch that fails as a whole leaves nothing behind and its commands are run one by one', async () => {
    const a = await agency(10_000);
    const b = await agency(10_000);
    // The database refuses one booking's event: the batch's single insert fails, so the batch rolls back.
    await h.api.dataSource.query(`
      CREATE FUNCTION pg_temp_refuse_boom() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.data->>'bookingRef' = 'BOOM' THEN RAISE EXCEPTION 'refused by test'; END IF; RETURN NEW; END $$`);
    await h.api.dataSource.query(
      `CREATE TRIGGER refuse_boom BEFORE INSERT ON event_store.events FOR EACH ROW EXECUTE FUNCTION pg_temp_refuse_boom()`,
    );
    try {
      const refs = [ref(), ref()];
      const results = await Promise.allSettled([
        h.ledger.spend({ organizationId: a.org.id, currency: 'MYR' }, { bookingRef: refs[0], amount: 1_000 }),
        h.ledger.spend({ organizationId: a.org.id, currency: 'MYR' }, { bookingRef: 'BOOM', amount: 1_000 }),
        h.ledger.spend({ organizationId: b.org.id, currency: 'MYR' }, { bookingRef: refs[1], amount: 2_500 }),
      ]);
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
      expect(results[0]).toMatchObject({ value: { balance: { available: 9_000 } } });
      expect(results[2]).toMatchObject({ value: { balance: { available: 7_500 } } });
      // Posted once each, in their own transactions (the failed batch's attempt left nothing).
      expect(await txIds(refs)).toBe(2);
      expect(await h.count(`SELECT count(*) AS n FROM event_store.events WHERE data->>'bookingRef' = ANY($1)`, [refs])).toBe(2);
    } finally {
      await h.api.dataSource.query(`DROP TRIGGER refuse_boom ON event_store.events`);
      await h.api.dataSource.query(`DROP FUNCTION pg_temp_refuse_boom()`);
    }
    // The in-memory state was dropped with the failed batch: the next command still sees the truth.
    const next = await h.ledger.spend({ organizationId: a.org.id, currency: 'MYR' }, { bookingRef: ref(), amount: 9_000 });
    expect(next.balance).toMatchObject({ balance: 0, available: 0 });
    expect(
      await h.count(`SELECT count(*) AS n FROM event_store.events WHERE stream_id = $1`, [streamOf(a.org.id)]),
    ).toBeGreaterThan(0);
  });
});

describe('holds', () => {
  test('hold, partial capture (rest released), refund of the captured part; release; expiry by the job', async () => {
    const { org, as } = await agency(10_000);
    const b1 = ref();
    const held = await as.post(`${AGENT}/hold`, { currencyCode: 'MYR', bookingRef: b1, amount: 6_000, expiresInSeconds: 600 });
    expect(held.body).toMatchObject({ code: 'CREDIT_HELD', balance: { balance: 10_000, held: 6_000, available: 4_000 } });
    expect((await as.post(`${AGENT}/hold`, { currencyCode: 'MYR', bookingRef: b1, amount: 1 })).body.code).toBe(
      'HOLD_ALREADY_EXISTS',
    );
    expect((await as.post(`${AGENT}/capture-hold`, { currencyCode: 'MYR', bookingRef: b1, amount: 6_001 })).body.code).toBe(
      'CAPTURE_EXCEEDS_HOLD',
    );
    const captured = await as.post(`${AGENT}/capture-hold`, { currencyCode: 'MYR', bookingRef: b1, amount: 5_000 });
    expect(captured.body).toMatchObject({ code: 'CREDIT_HOLD_CAPTURED', balance: { balance: 5_000, held: 0, available: 5_000 } });
    expect((await as.post(`${AGENT}/release-hold`, { currencyCode: 'MYR', bookingRef: b1 })).body.code).toBe('HOLD_NOT_ACTIVE');
    const staff = h.as(h.staff);
    const refund = (amount: number) =>
      staff.post(`${AGENT}/manualrefund`, { organizationId: org.id, currencyCode: 'MYR', bookingRef: b1, amount });
    expect((await refund(5_001)).body.code).toBe('REFUND_EXCEEDS_SPENT');
    expect((await refund(5_000)).status).toBe(200);

    const b2 = ref();
    await as.post(`${AGENT}/hold`, { currencyCode: 'MYR', bookingRef: b2, amount: 3_000 });
    expect((await as.post(`${AGENT}/release-hold`, { currencyCode: 'MYR', bookingRef: b2 })).body).toMatchObject({
      code: 'CREDIT_HOLD_RELEASED',
      balance: { held: 0, available: 10_000 },
    });

    const b3 = ref();
    await as.post(`${AGENT}/hold`, { currencyCode: 'MYR', bookingRef: b3, amount: 2_500, expiresInSeconds: 60 });
    await h.settle();
    expect(await h.count(`SELECT count(*) AS n FROM credit.holds WHERE organization_id = $1`, [org.id])).toBe(1);
    // The expiry job, as run a minute later.
    expect(await h.ledger.expireDueHolds(new Date(Date.now() + 61_000))).toBeGreaterThanOrEqual(1);
    expect(await available(h.staff, org.id)).toMatchObject({ held: 0, available: 10_000 });
    expect(await h.count(`SELECT count(*) AS n FROM credit.holds WHERE organization_id = $1`, [org.id])).toBe(0);
    const events = (await h.api.dataSource.query(
      `SELECT type FROM event_store.events WHERE stream_id = $1 AND type LIKE 'Hold%' ORDER BY stream_version`,
      [`credit-${org.id}-MYR`],
    )) as { type: string }[];
    expect(events.map((e) => e.type)).toEqual([
      'HoldPlaced',
      'HoldCaptured',
      'HoldPlaced',
      'HoldReleased',
      'HoldPlaced',
      'HoldExpired',
    ]);
    // Holds move no posted money: only the capture is a history entry (a spend).
    const spends = await as.post(`${AGENT}/getcredithistories`, { currencyCode: 'MYR', actionCode: 'CREDIT_SPEND' });
    expect(spends.body.items).toEqual([
      expect.objectContaining({ amount: -5_000, reference: b1, transactionType: 'HOTEL_BOOKING' }),
    ]);
  });
});

describe('lists, histories and exports', () => {
  test('credit list: filters by organization name and code, sorting, paging; an agency user sees only its own', async () => {
    const a = await agency(3_000);
    const b = await agency(1_000);
    await h.settle();
    const staff = h.as(h.staff);
    const byName = await staff.get(`${AGENT}/getcreditlist?currencyCode=MYR&organizationName=${encodeURIComponent(a.org.name)}`);
    expect(byName.body).toMatchObject({
      total: 1,
      items: [{ organizationId: a.org.id, organizationCode: a.org.code, balance: 3_000 }],
    });
    const byCode = await staff.get(`${AGENT}/getcreditlist?organizationCode=${b.org.code}`);
    expect(byCode.body.items.map((i: { organizationId: string }) => i.organizationId)).toEqual([b.org.id]);
    const sorted = await staff.get(`${AGENT}/getcreditlist?sortKey=available&sortOrder=desc&pageSize=10&curPageIndex=1`);
    const values = sorted.body.items.map((i: { available: number }) => i.available);
    expect(values).toEqual([...values].sort((x, y) => y - x));
    expect(sorted.body.items.some((i: { organizationId: string }) => i.organizationId === SYSTEM_ORGANIZATION_ID)).toBe(false);
    const page2 = await staff.get(`${AGENT}/getcreditlist?pageSize=10&curPageIndex=2&sortKey=organizationName`);
    expect(page2.body).toMatchObject({ pageSize: 10, curPageIndex: 2 });
    expect((await staff.get(`${AGENT}/getcreditlist?sortKey=password`)).status).toBe(400);

    const own = await a.as.get(`${AGENT}/getcreditlist`);
    expect(own.body.items.map((i: { organizationId: string }) => i.organizationId)).toEqual([a.org.id]);
  });

  test('histories: running balance per entry, filters, paging; CSV and XLSX exports of the same rows', async () => {
    const { org, as } = await agency(20_000);
    const b1 = ref();
    await as.post(`${AGENT}/spend`, { currencyCode: 'MYR', bookingRef: b1, amount: 1_234, transactionType: 'FLIGHT_BOOKING' });
    await as.post(`${AGENT}/spend`, { currencyCode: 'MYR', bookingRef: ref(), amount: 766 });
    await h
      .as(h.staff)
      .post(`${AGENT}/manualrefund`, { organizationId: org.id, currencyCode: 'MYR', bookingRef: b1, amount: 234 });
    await h.settle();
    const all = await as.post(`${AGENT}/getcredithistories`, {
      currencyCode: 'MYR',
      pageSize: 10,
      sortKey: 'recordedAt',
      sortOrder: 'asc',
    });
    expect(
      all.body.items.map((i: { actionCode: string; amount: number; balanceAfter: number }) => [
        i.actionCode,
        i.amount,
        i.balanceAfter,
      ]),
    ).toEqual([
      ['PAYMENT_ENTRY', 0, 0],
      ['PAYMENT_VERIFIED', 20_000, 20_000],
      ['CREDIT_SPEND', -1_234, 18_766],
      ['CREDIT_SPEND', -766, 18_000],
      ['CREDIT_REFUND', 234, 18_234],
    ]);
    const flights = await as.post(`${AGENT}/getcredithistories`, { currencyCode: 'MYR', transactionType: 'FLIGHT_BOOKING' });
    expect(flights.body.items.map((i: { reference: string }) => i.reference)).toEqual([b1]);
    const byRef = await as.post(`${AGENT}/getcredithistories`, { currencyCode: 'MYR', reference: b1 });
    expect(byRef.body.total).toBe(2);
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Kuala_Lumpur' });
    const dated = await as.post(`${AGENT}/getcredithistories`, { currencyCode: 'MYR', dateFrom: today, dateTo: today });
    expect(dated.body.total).toBe(5);
    const future = await as.post(`${AGENT}/getcredithistories`, { currencyCode: 'MYR', dateFrom: '2999-01-01' });
    expect(future.body.total).toBe(0);
    const paged = await as.post(`${AGENT}/getcredithistories`, { currencyCode: 'MYR', pageSize: 10, curPageIndex: 2 });
    expect(paged.body).toMatchObject({ total: 5, items: [] });
    // Staff must say whose history.
    expect((await h.as(h.staff).post(`${AGENT}/getcredithistories`, { currencyCode: 'MYR' })).status).toBe(400);

    const csv = await as.get(`${AGENT}/credit-histories/export?currencyCode=MYR&format=csv&sortKey=recordedAt&sortOrder=asc`);
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain(`credit-histories-${org.code}-MYR`);
    const lines = csv.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    // The screen's columns, in its order, under its headers, with its text (shared CREDIT_HISTORY_COLUMNS).
    expect(lines[0]).toBe(
      'Date,Action,Transaction type,Reference,Amount,Requested amount,Running balance,Available after,Remark,By',
    );
    expect(lines).toHaveLength(6);
    expect(lines[3]).toContain(
      `Spend of agent credit for booking,Flight booking,${b1},MYR -12.34,MYR 12.34,MYR 187.66,MYR 187.66`,
    );
    // Dates as the list shows them: yyyy-MMM-dd HH:mm on the business's clock (Kuala Lumpur).
    const recordedAt = all.body.items[2].recordedAt as string;
    expect(lines[3].split(',')[0]).toBe(formatDateText(recordedAt, 'displayDateTime'));
    expect(lines[3].split(',')[0]).toMatch(/^\d{4}-[A-Z][a-z]{2}-\d{2} \d{2}:\d{2}$/);
    // Every cell is the list's text of the same row.
    expect(lines[3]).toBe(CREDIT_HISTORY_COLUMNS.map((c) => csvCell(tableCellText(c, all.body.items[2], 'en'))).join(','));

    const xlsx = await as
      .post(`${AGENT}/credit-histories/export`, { currencyCode: 'MYR', format: 'xlsx', actionCode: 'CREDIT_SPEND' })
      .buffer(true)
      .parse(binaryBody);
    expect(xlsx.status).toBe(200);
    const sheet = await firstSheet(xlsx.body);
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getRow(1).getCell(2).value).toBe('Action');
    // Amounts stay numbers, formatted to read like the screen ('MYR -12.34').
    expect([sheet.getRow(2).getCell(5).value, sheet.getRow(3).getCell(5).value].sort()).toEqual([-12.34, -7.66]);
    expect(sheet.getRow(2).getCell(5).numFmt).toBe('"MYR "+#,##0.00;"MYR "-#,##0.00;"MYR "#,##0.00');
    expect(sheet.getRow(2).getCell(1).numFmt).toBe('yyyy-mmm-dd hh:mm');

    // Malay headers for a Malay caller.
    const ms = await as.get(`${AGENT}/credit-histories/export?currencyCode=MYR`).set('Accept-Language', 'ms');
    expect(ms.text).toContain('Tarikh,Tindakan,Jenis transaksi,Rujukan,Amaun,Amaun dimohon,Baki berjalan');
  });
});

describe('system credit (the provider’s own)', () => {
  test('top-up, approval, balance, lists; staff only', async () => {
    const staff = h.as(h.staff);
    const res = await staff
      .multipart(`${SYSTEM}/top-up`, h.topUpFields({ currencyCode: 'USD', amount: 99_00 }))
      .attach('file', PNG, { filename: 's.png', contentType: 'image/png' });
    expect(res.status).toBe(201);
    const topUpId = res.body.topUpId as string;
    // Not reachable as an agent top-up.
    expect((await staff.post(`${AGENT}/process-top-up`, { topUpId, action: 'VERIFY' })).status).toBe(404);
    const ok = await staff.post(`${SYSTEM}/process-top-up`, { topUpId, action: 'VERIFY' });
    expect(ok.body).toMatchObject({
      code: 'TOP_UP_SUCCESSFUL',
      balance: { organizationId: SYSTEM_ORGANIZATION_ID, currencyCode: 'USD', balance: 99_00 },
    });
    await h.settle();
    expect((await staff.get(`${SYSTEM}/getavailablecredit?currencyCode=USD`)).body).toMatchObject({ available: 99_00 });
    const list = await staff.get(`${SYSTEM}/getcreditlist?pageSize=10&curPageIndex=1`);
    expect(
      list.body.items.map((i: { organizationId: string; currencyCode: string }) => [i.organizationId, i.currencyCode]),
    ).toEqual([[SYSTEM_ORGANIZATION_ID, 'USD']]);
    const topUps = await staff.get(`${SYSTEM}/getcredittopuplist?status=VERIFY`);
    expect(topUps.body.items.map((t: { topUpId: string }) => t.topUpId)).toEqual([topUpId]);
    // Who asked and who decided read as names, not user ids (the screen's "Requested by").
    const [{ name }] = (await h.api.dataSource.query(
      `SELECT COALESCE(NULLIF(full_name, ''), username) AS name FROM identity.users WHERE username = 'admin'`,
    )) as { name: string }[];
    expect(topUps.body.items[0]).toMatchObject({ requestedByName: name, decidedByName: name });
    expect((await staff.get(`${SYSTEM}/top-ups/${topUpId}/slip`)).status).toBe(200);
    expect((await staff.get(`${AGENT}/top-ups/${topUpId}/slip`)).status).toBe(404);
    // Agents' lists never show it.
    const agentTopUps = await staff.post(`${AGENT}/getcredittopuplist`, { currencyCode: 'USD' });
    expect(agentTopUps.body.total).toBe(0);
    // No account opens in a currency that does not exist.
    const unknown = await staff
      .multipart(`${SYSTEM}/top-up`, h.topUpFields({ currencyCode: 'XXQ' }))
      .attach('file', PNG, { filename: 's.png', contentType: 'image/png' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.details.fields[0]).toMatchObject({ path: 'currencyCode', code: 'CURRENCY_NOT_ISO_4217' });
    expect((await staff.get(`${SYSTEM}/getavailablecredit?currencyCode=XXQ`)).status).toBe(400);
  });
});

describe('tenancy', () => {
  test("every credit call against another organization's records answers 403 or 404, and changes nothing", async () => {
    const a = await agency(8_000);
    const b = await agency(5_000);
    const booking = ref();
    await a.as.post(`${AGENT}/spend`, { currencyCode: 'MYR', bookingRef: booking, amount: 1_000 });
    await a.as.post(`${AGENT}/hold`, { currencyCode: 'MYR', bookingRef: `${booking}-H`, amount: 1_000 });
    const pending = await a.as
      .multipart(`${AGENT}/top-up`, h.topUpFields())
      .attach('file', PNG, { filename: 's.png', contentType: 'image/png' });
    const topUpId = pending.body.topUpId as string;
    const sysTopUp = await h
      .as(h.staff)
      .multipart(`${SYSTEM}/top-up`, h.topUpFields({ currencyCode: 'EUR' }))
      .attach('file', PNG, { filename: 's.png', contentType: 'image/png' });
    await h.settle();
    const before = await h.stored();
    const balanceA = await available(h.staff, a.org.id);

    const other = a.org.id;
    const m = (fields: Record<string, string | number>) =>
      b.as.multipart(`${AGENT}/top-up`, fields).attach('file', PNG, { filename: 's.png', contentType: 'image/png' });
    const attempts: [string, () => PromiseLike<{ status: number }>][] = [
      ['top-up for A', () => m(h.topUpFields({ organizationId: other }))],
      ['process A top-up', () => b.as.post(`${AGENT}/process-top-up`, { topUpId, action: 'VERIFY' })],
      ['cancel A top-up', () => b.as.post(`${AGENT}/cancel-top-up`, { topUpId })],
      ['limit A', () => b.as.post(`${AGENT}/creditlimit-top-up`, { organizationId: other, currencyCode: 'MYR', amount: 100 })],
      ['credit note A', () => b.as.post(`${AGENT}/creditnote`, { organizationId: other, currencyCode: 'MYR', amount: 100 })],
      ['debit note A', () => b.as.post(`${AGENT}/debitnote`, { organizationId: other, currencyCode: 'MYR', amount: 100 })],
      [
        'refund A',
        () => b.as.post(`${AGENT}/manualrefund`, { organizationId: other, currencyCode: 'MYR', bookingRef: booking, amount: 1 }),
      ],
      [
        'spend A',
        () => b.as.post(`${AGENT}/spend`, { organizationId: other, currencyCode: 'MYR', bookingRef: ref(), amount: 1 }),
      ],
      ['hold A', () => b.as.post(`${AGENT}/hold`, { organizationId: other, currencyCode: 'MYR', bookingRef: ref(), amount: 1 })],
      [
        'capture A',
        () => b.as.post(`${AGENT}/capture-hold`, { organizationId: other, currencyCode: 'MYR', bookingRef: `${booking}-H` }),
      ],
      [
        'release A',
        () => b.as.post(`${AGENT}/release-hold`, { organizationId: other, currencyCode: 'MYR', bookingRef: `${booking}-H` }),
      ],
      ['available A', () => b.as.get(`${AGENT}/getavailablecredit?currencyCode=MYR&organizationId=${other}`)],
      ['histories A', () => b.as.post(`${AGENT}/getcredithistories`, { organizationId: other, currencyCode: 'MYR' })],
      ['export A (GET)', () => b.as.get(`${AGENT}/credit-histories/export?currencyCode=MYR&organizationId=${other}`)],
      ['export A (POST)', () => b.as.post(`${AGENT}/credit-histories/export`, { organizationId: other, currencyCode: 'MYR' })],
      ['top-ups A', () => b.as.post(`${AGENT}/getcredittopuplist`, { organizationId: other })],
      ['slip A', () => b.as.get(`${AGENT}/top-ups/${topUpId}/slip`)],
      [
        'system top-up',
        () =>
          b.as
            .multipart(`${SYSTEM}/top-up`, h.topUpFields())
            .attach('file', PNG, { filename: 's.png', contentType: 'image/png' }),
      ],
      ['system process', () => b.as.post(`${SYSTEM}/process-top-up`, { topUpId: sysTopUp.body.topUpId, action: 'VERIFY' })],
      ['system available', () => b.as.get(`${SYSTEM}/getavailablecredit?currencyCode=EUR`)],
      ['system list', () => b.as.get(`${SYSTEM}/getcreditlist`)],
      ['system top-ups', () => b.as.get(`${SYSTEM}/getcredittopuplist`)],
      ['system slip', () => b.as.get(`${SYSTEM}/top-ups/${sysTopUp.body.topUpId}/slip`)],
    ];
    for (const [name, call] of attempts) {
      const res = await call();
      expect([name, [403, 404].includes(res.status)]).toEqual([name, true]);
    }
    // Lists of its own never show A's rows.
    const lists = [await b.as.get(`${AGENT}/getcreditlist`), await b.as.post(`${AGENT}/getcredittopuplist`, {})];
    for (const list of lists) {
      expect(list.body.items.every((i: { organizationId: string }) => i.organizationId === b.org.id)).toBe(true);
    }
    await h.settle();
    expect(await h.stored()).toEqual(before);
    expect(await available(h.staff, a.org.id)).toEqual(balanceA);
  });
});

describe('projections', () => {
  test("a batch holding a stream's later version before an earlier one (commit-safe order) leaves the later balances", async () => {
    // The log is in transaction-id order: a transaction that started first can append version 2
    // and commit after version 1's, so a batch may hold them as [2, 1].
    const organizationId = randomUUID();
    const at = new Date('2026-01-02T03:04:05Z');
    const event = (streamVersion: number, posted: number): StoredEvent => ({
      globalPosition: String(streamVersion),
      txId: String(streamVersion),
      eventId: randomUUID(),
      streamId: `credit-${organizationId}-MYR`,
      streamType: CREDIT_STREAM_TYPE,
      streamVersion,
      type: 'BalanceAdjusted',
      schemaVersion: 1,
      data: { balanceAfter: { creditLimit: 0, posted, held: 0 } },
      metadata: {},
      recordedAt: at,
    });
    const projection = new CreditBalancesProjection();
    const ctx = { manager: h.api.dataSource.manager, table: (t: string) => t };
    const row = async () =>
      (
        await h.api.dataSource.query(`SELECT posted, available, version FROM credit.balances WHERE organization_id = $1`, [
          organizationId,
        ])
      )[0];
    try {
      await projection.handleBatch([event(2, 700), event(1, 300)], ctx);
      expect(await row()).toEqual({ posted: '700', available: '700', version: 2 });
      // Delivered again, or an older version alone: nothing moves backwards.
      await projection.handleBatch([event(1, 300)], ctx);
      expect(await row()).toEqual({ posted: '700', available: '700', version: 2 });
    } finally {
      // Not from the log: the rebuild comparison below must not see it.
      await h.api.dataSource.query(`DELETE FROM credit.balances WHERE organization_id = $1`, [organizationId]);
    }
  });

  test('rebuilding balances, histories and top-ups from the log gives the same tables, row for row', async () => {
    await agency(1_000); // at least something in every table
    await h.settle();
    const tables: Record<string, string> = {
      'credit.balances': 'organization_id, currency',
      'credit.holds': 'organization_id, currency, booking_ref',
      'credit.history_entries': 'event_id',
      'credit.top_ups': 'id',
    };
    const snapshot = async () => {
      const out: Record<string, unknown[]> = {};
      for (const [table, key] of Object.entries(tables))
        out[table] = await h.api.dataSource.query(`SELECT * FROM ${table} ORDER BY ${key}`);
      return out;
    };
    const live = await snapshot();
    expect(live['credit.history_entries'].length).toBeGreaterThan(10);
    // A decision's entry carries its request's bank-in reference (found in the table live, and in the
    // same batch during a rebuild): compared below, so both ways must agree.
    const entries = live['credit.history_entries'] as { top_up_id: string | null; action_code: string; reference: string }[];
    const requested = new Map(entries.filter((e) => e.action_code === 'PAYMENT_ENTRY').map((e) => [e.top_up_id, e.reference]));
    const verified = entries.filter((e) => e.action_code === 'PAYMENT_VERIFIED');
    expect(verified.length).toBeGreaterThan(0);
    for (const e of verified) expect(e.reference).toEqual(expect.stringMatching(/^REF-/));
    for (const e of verified) expect(e.reference).toBe(requested.get(e.top_up_id));
    expect(live['credit.holds'].length).toBeGreaterThan(0);
    for (const name of Object.values(CREDIT_PROJECTIONS)) await h.host.rebuild(name);
    const rebuilt = await snapshot();
    for (const table of Object.keys(tables)) expect([table, rebuilt[table]]).toEqual([table, live[table]]);
    // The rebuilt projections keep following new events.
    const { user } = await agency(2_500);
    expect((await available(user.token)).available).toBe(2_500);
  });
});
