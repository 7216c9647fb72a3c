import { BUSINESS_TIME_ZONE, todayIn } from '@bo/shared';
import { SendOverdueRemindersJob } from '../src/modules/finance/jobs/send-overdue-reminders.job';
import { userWith } from './support/api-harness';
import { expectDone } from './support/expect-done';
import { isolatedStackForFile } from './support/isolated-stack';
import { registerOrganization } from './support/organization-fixture';

/**
 * Receivables on a stack of their own (API, worker, a real SMTP mailbox): each invoice's outstanding
 * aged by its due date as of a day, an organization's statement of account, and the overdue
 * reminders (once per level, in the organization's language, stopped once the invoice is paid).
 */
const stack = isolatedStackForFile('finrecv');
type Body = Record<string, unknown>;
const post = (path: string, body: Body, token = stack.admin) =>
  stack.api.http().post(`/api/v1/finance/${path}`).set('Authorization', `Bearer ${token}`).send(body);
const get = (path: string, query: Record<string, string>, token = stack.admin) =>
  stack.api.http().get(`/api/v1/finance/${path}`).query(query).set('Authorization', `Bearer ${token}`);

const today = todayIn(BUSINESS_TIME_ZONE);
const daysAgo = (n: number) => new Date(Date.parse(`${today}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);
const invoice = async (organizationId: string, documentDate: string, unitPrice: number) => {
  const res = await post('invoice/insert', {
    documentDate,
    dueDate: documentDate,
    currencyCode: 'MYR',
    category: 'HOTEL',
    organizationId,
    revenueLines: [{ salesType: 'HOTEL', description: 'Stay', pax: 1, unitPrice }],
    issue: true,
  });
  expect(res.status).toBe(200);
  return res.body.document as { documentId: string; documentNo: string };
};
const receipt = (organizationId: string, documentDate: string, invoiceNo: string, amount: number) =>
  post('receipt/insert', {
    documentDate,
    currencyCode: 'MYR',
    category: 'MISC',
    organizationId,
    paymentMode: 'BANK_TRANSFER',
    amount,
    allocations: [{ invoiceNo, amount }],
    issue: true,
  });

test('aging buckets by days past due, as of a day; the statement runs the balance; agencies see their own', async () => {
  const org = await registerOrganization(stack.api, stack.admin);
  const other = await registerOrganization(stack.api, stack.admin);
  await invoice(org.id, daysAgo(10), 1_000); // 0-30
  await invoice(org.id, daysAgo(45), 2_000); // 31-60
  const old = await invoice(org.id, daysAgo(75), 4_000); // 61-90
  await invoice(org.id, daysAgo(120), 8_000); // over 90
  await invoice(other.id, daysAgo(5), 16_000);
  expectDone(await receipt(org.id, daysAgo(1), old.documentNo, 1_500), 'RECEIPT_ISSUED');

  const aging = await get('receivables/aging', { organizationId: org.id });
  expect(aging.status).toBe(200);
  expect(aging.body).toEqual({
    asOf: today,
    rows: [
      {
        organizationId: org.id,
        organizationName: org.name,
        currencyCode: 'MYR',
        invoices: 4,
        current0to30: 1_000,
        days31to60: 2_000,
        days61to90: 2_500,
        over90: 8_000,
        total: 13_500,
      },
    ],
  });
  // As of 50 days ago: the two later invoices did not exist; the receipt had not come.
  const earlier = await get('receivables/aging', { organizationId: org.id, asOf: daysAgo(50) });
  expect(earlier.body.rows[0]).toMatchObject({ invoices: 2, current0to30: 4_000, days61to90: 8_000, total: 12_000 });

  const statement = await get('receivables/statement', {
    organizationId: org.id,
    currencyCode: 'MYR',
    from: daysAgo(80),
    to: today,
  });
  expect(statement.status).toBe(200);
  expect(statement.body).toMatchObject({ openingBalance: 8_000, closingBalance: 13_500 });
  expect(statement.body.rows.map((r: Body) => [r.kind, r.debit, r.credit, r.balance])).toEqual([
    ['INVOICE', 4_000, 0, 12_000],
    ['INVOICE', 2_000, 0, 14_000],
    ['INVOICE', 1_000, 0, 15_000],
    ['RECEIPT', 0, 1_500, 13_500],
  ]);
  expect(
    (await get('receivables/statement', { organizationId: org.id, currencyCode: 'MYR', from: today, to: daysAgo(1) })).status,
  ).toBe(400);

  const agent = await userWith(stack.api.dataSource, stack.api.url, ['invoices.view'], org.id);
  const own = await get('receivables/aging', { organizationId: other.id }, agent.token);
  expect(own.body.rows.map((r: Body) => r.organizationId)).toEqual([org.id]);
  expect(
    (
      await get(
        'receivables/statement',
        { organizationId: other.id, currencyCode: 'MYR', from: daysAgo(10), to: today },
        agent.token,
      )
    ).status,
  ).toBe(404);
});

test('overdue reminders: the level reached, once each, in the buyer language; none once paid', async () => {
  const org = await registerOrganization(stack.api, stack.admin);
  const [{ email }] = (await stack.api.dataSource.query(`SELECT email FROM organizations.organizations WHERE id = $1`, [
    org.id,
  ])) as {
    email: string;
  }[];
  const late = await invoice(org.id, daysAgo(35), 5_000);
  const paid = await invoice(org.id, daysAgo(35), 7_000);
  expectDone(await receipt(org.id, today, paid.documentNo, 7_000), 'RECEIPT_ISSUED');
  await invoice(org.id, today, 9_000); // not yet due

  const job = stack.worker.get(SendOverdueRemindersJob);
  await job.handle();
  const text = await stack.mailbox.find(email, late.documentNo);
  expect(text).toContain('Reminder 2');
  expect(text).toContain('35 days overdue');
  expect(text).toContain('MYR 50.00');
  // Run again: the same level is not sent twice; the paid invoice never was.
  await job.handle();
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  const mails = stack.mailbox.to(email);
  expect(mails.filter((m) => m.text.includes(late.documentNo))).toHaveLength(1);
  expect(mails.some((m) => m.text.includes(paid.documentNo))).toBe(false);

  // Paid in full: no further reminder, even at a higher level.
  expectDone(await receipt(org.id, today, late.documentNo, 5_000), 'RECEIPT_ISSUED');
  await stack.api.dataSource.query(`UPDATE finance.documents SET due_date = due_date - 40 WHERE id = $1`, [late.documentId]);
  await job.handle();
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  expect(stack.mailbox.to(email).filter((m) => m.text.includes(late.documentNo))).toHaveLength(1);
});
