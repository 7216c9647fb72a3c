import { randomUUID } from 'node:crypto';
import { PERMISSIONS } from '@bo/shared';
import { expectDone } from './support/expect-done';
import { fieldCodes } from './support/field-errors';
import { registerOrganization } from './support/organization-fixture';
import { staffApiForFile } from './support/staff-api-harness';

/**
 * Finance documents through the API on a database of their own (the period lock and the number
 * sequences are global): the lifecycle draft -> issued -> deactivated, gapless numbers under
 * concurrency, notes and receipts against invoices, receivables, the period lock and tenancy.
 */
const FINANCE = Object.entries(PERMISSIONS)
  .filter(([key]) => /^(invoices|creditNotes|debitNotes|receipts)/.test(key))
  .map(([, p]) => p);
const h = staffApiForFile('finance', 'finance', {
  staff: FINANCE,
  viewer: [PERMISSIONS.invoicesView, PERMISSIONS.creditNotesView, PERMISSIONS.receiptsView],
  outsider: [],
});

type Body = Record<string, unknown>;
const year = new Date().getUTCFullYear();
const today = () => new Date().toISOString().slice(0, 10);
const invoiceBody = (over: Body = {}): Body => ({
  documentDate: today(),
  currencyCode: 'MYR',
  category: 'HOTEL',
  guestName: 'Siti Aminah',
  tourCode: 'TC-1',
  checkIn: today(),
  checkOut: '2099-01-02',
  revenueLines: [
    { salesType: 'HOTEL', description: 'Deluxe room x 2 nights', pax: 2, unitPrice: 25_000, taxType: 'SERVICE_TAX' },
    { salesType: 'HOTEL', description: 'Tourism tax', pax: 1, unitPrice: 0, taxType: 'TOURISM_TAX', roomNights: 2 },
  ],
  costLines: [{ expenses: 'Hotel cost', bookingReference: 'SUP-1', unit: 2, unitPrice: 20_000 }],
  ...over,
});
const post = (path: string, body: Body, token = h.staff.token) => h.post(path, token, body);

async function issuedInvoice(over: Body = {}) {
  const res = await post('invoice/insert', invoiceBody({ issue: true, ...over }));
  expect(res.status).toBe(200);
  return res.body.document as { documentId: string; documentNo: string; totals: { total: number }; outstanding: number };
}

describe('an invoice from draft to issued to deactivated', () => {
  test('insert answers the draft with every amount computed; update changes it; issue numbers it', async () => {
    const res = await post('invoice/insert', invoiceBody());
    expectDone(res, 'INVOICE_ADDED', { message: 'Invoice added successfully.' });
    const draft = res.body.document;
    expect(draft).toMatchObject({
      kind: 'INVOICE',
      status: 'DRAFT',
      documentNo: null,
      currencyCode: 'MYR',
      guestName: 'Siti Aminah',
      totals: {
        subtotal: 50_000,
        serviceTax: 4_000,
        tourismTax: 2_000,
        total: 56_000,
        costTotal: 40_000,
        grossProfit: 10_000,
        grossProfitBasisPoints: 2_000,
      },
    });
    expect(draft.revenueLines[0]).toMatchObject({ amount: 50_000, serviceTax: 4_000, tourismTax: 0 });
    // The due date defaults to 30 days after the document date.
    expect(Date.parse(draft.dueDate) - Date.parse(draft.documentDate)).toBe(30 * 86_400_000);

    const updated = await post('invoice/update', { ...invoiceBody({ guestName: 'Ahmad' }), documentId: draft.documentId });
    expectDone(updated, 'INVOICE_UPDATED');
    expect(updated.body.document).toMatchObject({ guestName: 'Ahmad', status: 'DRAFT' });

    const issued = await post('invoice/issue', { documentId: draft.documentId });
    expectDone(issued, 'INVOICE_ISSUED');
    expect(issued.body.document).toMatchObject({ status: 'ISSUED', outstanding: 56_000, paymentStatus: 'NOT_PAID' });
    expect(issued.body.document.documentNo).toMatch(new RegExp(`^INV-${year}-\\d{6}$`));

    const byNo = await post('invoice/getbyno', { documentNo: issued.body.document.documentNo });
    expect(byNo.status).toBe(200);
    expect(byNo.body).toEqual(issued.body.document);
  });

  test('an issued invoice refuses every change: update, issue again; deactivation keeps it, numbered', async () => {
    const invoice = await issuedInvoice();
    const update = await post('invoice/update', { ...invoiceBody({ guestName: 'Changed' }), documentId: invoice.documentId });
    expect(update.status).toBe(409);
    expect(update.body).toMatchObject({ code: 'DOCUMENT_ISSUED_READ_ONLY' });
    expect(update.body.message).toContain(invoice.documentNo);
    expect((await post('invoice/issue', { documentId: invoice.documentId })).body.code).toBe('DOCUMENT_ALREADY_ISSUED');
    expect((await post('invoice/deactivate', { documentId: invoice.documentId, reason: ' ' })).status).toBe(400);

    const voided = await post('invoice/deactivate', { documentId: invoice.documentId, reason: 'Entered twice' });
    expectDone(voided, 'INVOICE_DEACTIVATED');
    expect(voided.body.document).toMatchObject({
      status: 'DEACTIVATED',
      documentNo: invoice.documentNo,
      deactivationReason: 'Entered twice',
      outstanding: 0,
      paymentStatus: null,
    });
    expect((await post('invoice/update', { ...invoiceBody(), documentId: invoice.documentId })).body.code).toBe(
      'DOCUMENT_DEACTIVATED_READ_ONLY',
    );
    expect((await post('invoice/deactivate', { documentId: invoice.documentId, reason: 'again' })).body.code).toBe(
      'DOCUMENT_DEACTIVATED_READ_ONLY',
    );
    // Still found by its number: never deleted.
    expect((await post('invoice/getbyno', { documentNo: invoice.documentNo })).body.status).toBe('DEACTIVATED');
  });

  test('bad input: field errors, nothing stored; amounts are never taken from the request', async () => {
    const before = await h.api.dataSource.query(`SELECT count(*)::int AS n FROM finance.documents`);
    const res = await post('invoice/insert', {
      ...invoiceBody(),
      revenueLines: [{ salesType: 'HOTEL', description: 'x', pax: 0, unitPrice: 12.5 }],
    });
    expect(res.status).toBe(400);
    expect(fieldCodes(res.body)).toEqual(['revenueLines.0.pax NUMBER_BETWEEN', 'revenueLines.0.unitPrice MONEY_MINOR_UNITS']);
    // The rules across fields, once every field is valid on its own.
    const crossed = await post('invoice/insert', {
      ...invoiceBody({ currencyCode: 'USD', checkOut: '2000-01-01' }),
      revenueLines: [{ salesType: 'HOTEL', description: 'x', pax: 1, unitPrice: 100, taxType: 'TOURISM_TAX' }],
    });
    expect(fieldCodes(crossed.body)).toEqual([
      'checkOut CHECK_OUT_BEFORE_CHECK_IN',
      'revenueLines.0.taxType TOURISM_TAX_MYR_ONLY',
      'revenueLines.0.roomNights TOURISM_TAX_NEEDS_ROOM_NIGHTS',
    ]);
    expect(crossed.body.details.fields[1].message).toBe('Tourism tax is charged in MYR only: this document is in USD.');
    const withAmount = await post('invoice/insert', {
      ...invoiceBody(),
      revenueLines: [{ salesType: 'HOTEL', description: 'x', pax: 1, unitPrice: 100, amount: 1 }],
    });
    expect(withAmount.status).toBe(400);
    expect(await h.api.dataSource.query(`SELECT count(*)::int AS n FROM finance.documents`)).toEqual(before);
    // An invoice cannot be issued without a line.
    const empty = await post('invoice/insert', invoiceBody({ revenueLines: [], costLines: [], issue: true }));
    expect(empty.body.code).toBe('DOCUMENT_LINES_REQUIRED');
    expect(await h.api.dataSource.query(`SELECT count(*)::int AS n FROM finance.documents`)).toEqual(before);
  });
});

describe('numbers', () => {
  test('50 concurrent issues take 50 consecutive numbers: no gap, no repeat', async () => {
    const drafts = await Promise.all(
      Array.from({ length: 50 }, async () => (await post('invoice/insert', invoiceBody())).body.document.documentId as string),
    );
    const [{ last }] = (await h.api.dataSource.query(
      `SELECT coalesce(max(last_number), 0) AS last FROM finance.document_sequences WHERE kind = 'INVOICE' AND year = $1`,
      [year],
    )) as { last: number }[];
    // Some issue twice at once: exactly one of each pair succeeds, and a refusal takes no number.
    const results = await Promise.all(
      [...drafts, ...drafts.slice(0, 10)].map((documentId) => post('invoice/issue', { documentId })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(50);
    expect(results.filter((r) => r.status !== 200).every((r) => r.status === 409)).toBe(true);
    const numbers = results.filter((r) => r.status === 200).map((r) => Number(r.body.document.documentNo.slice(-6)));
    expect(numbers.sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => last + 1 + i));
  });

  test('each kind has its own sequence per year', async () => {
    const invoice = await issuedInvoice();
    const note = await post('note/credit/insert', {
      ...invoiceBody({
        category: 'CI',
        revenueLines: [{ salesType: 'CI', description: 'Refund', pax: 1, unitPrice: 1_000 }],
        costLines: [],
      }),
      invoiceNo: invoice.documentNo,
      reason: 'Room not available',
      issue: true,
    });
    expectDone(note, 'CREDIT_NOTE_ISSUED');
    expect(note.body.document.documentNo).toMatch(new RegExp(`^CN-${year}-\\d{6}$`));
  });
});

describe('notes and receipts against an invoice: receivables', () => {
  const noteBody = (invoiceNo: string, unitPrice: number, over: Body = {}): Body => ({
    documentDate: today(),
    currencyCode: 'MYR',
    category: 'TR',
    revenueLines: [{ salesType: 'TR', description: 'Adjustment', pax: 1, unitPrice }],
    invoiceNo,
    reason: 'Adjustment',
    issue: true,
    ...over,
  });
  const receiptBody = (organizationId: string | undefined, amount: number, allocations: Body[], over: Body = {}): Body => ({
    documentDate: today(),
    currencyCode: 'MYR',
    category: 'MISC',
    organizationId,
    paymentMode: 'BANK_TRANSFER',
    amount,
    allocations,
    issue: true,
    ...over,
  });
  const outstanding = async (documentNo: string) => (await post('invoice/getbyno', { documentNo })).body;

  test('debit note adds, credit note and receipts take off; payment status follows; deactivation reverses', async () => {
    const org = await registerOrganization(h.api, h.admin);
    const invoice = await issuedInvoice({ organizationId: org.id });
    expect(await outstanding(invoice.documentNo)).toMatchObject({
      outstanding: 56_000,
      paymentStatus: 'NOT_PAID',
      organizationName: org.name,
    });

    expect((await post('note/debit/insert', noteBody(invoice.documentNo, 4_000, { organizationId: org.id }))).status).toBe(200);
    expect((await outstanding(invoice.documentNo)).outstanding).toBe(60_000);

    const credit = await post('note/credit/insert', noteBody(invoice.documentNo, 10_000, { organizationId: org.id }));
    expect(credit.status).toBe(200);
    expect(await outstanding(invoice.documentNo)).toMatchObject({ outstanding: 50_000, paymentStatus: 'PARTLY_PAID' });

    // A credit note may not take off more than the invoice and its debit notes charged (60,000 - 10,000 credited).
    const tooMuch = await post('note/credit/insert', noteBody(invoice.documentNo, 50_001, { organizationId: org.id }));
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body).toMatchObject({ code: 'CREDIT_NOTE_EXCEEDS_INVOICE' });

    const receipt = await post(
      'receipt/insert',
      receiptBody(org.id, 30_000, [{ invoiceNo: invoice.documentNo, amount: 20_000 }]),
    );
    expectDone(receipt, 'RECEIPT_ISSUED');
    expect((await outstanding(invoice.documentNo)).outstanding).toBe(30_000);

    const over = await post('receipt/insert', receiptBody(org.id, 40_000, [{ invoiceNo: invoice.documentNo, amount: 30_001 }]));
    expect(over.body.code).toBe('RECEIPT_ALLOCATION_EXCEEDS_OUTSTANDING');
    const allocatedTooMuch = await post(
      'receipt/insert',
      receiptBody(org.id, 100, [{ invoiceNo: invoice.documentNo, amount: 200 }]),
    );
    expect(fieldCodes(allocatedTooMuch.body)).toEqual(['allocations RECEIPT_ALLOCATION_EXCEEDS_RECEIPT']);
    const wrongBuyer = await post(
      'receipt/insert',
      receiptBody(undefined, 100, [{ invoiceNo: invoice.documentNo, amount: 100 }]),
    );
    expect(fieldCodes(wrongBuyer.body)).toEqual(['allocations.0.invoiceNo RECEIPT_ALLOCATION_WRONG_BUYER']);

    const rest = await post('receipt/insert', receiptBody(org.id, 30_000, [{ invoiceNo: invoice.documentNo, amount: 30_000 }]));
    expect(rest.status).toBe(200);
    expect(await outstanding(invoice.documentNo)).toMatchObject({ outstanding: 0, paymentStatus: 'PAID' });

    // The invoice cannot be voided while notes and receipts stand on it.
    expect((await post('invoice/deactivate', { documentId: invoice.documentId, reason: 'x' })).body.code).toBe(
      'INVOICE_HAS_ACTIVE_DOCUMENTS',
    );
    // Voiding the last receipt puts its money back on the invoice.
    expectDone(
      await post('receipt/deactivate', { documentId: rest.body.document.documentId, reason: 'Bounced' }),
      'RECEIPT_DEACTIVATED',
    );
    expect(await outstanding(invoice.documentNo)).toMatchObject({ outstanding: 30_000, paymentStatus: 'PARTLY_PAID' });
  });

  test('a note must name an issued invoice in its currency', async () => {
    const draft = (await post('invoice/insert', invoiceBody())).body.document;
    const onDraft = await post('note/credit/insert', noteBody('INV-1999-000001', 100));
    expect(fieldCodes(onDraft.body)).toEqual(['invoiceNo NOTE_INVOICE_NOT_ISSUED']);
    const invoice = await issuedInvoice();
    const otherCurrency = await post('note/debit/insert', noteBody(invoice.documentNo, 100, { currencyCode: 'SGD' }));
    expect(fieldCodes(otherCurrency.body)).toEqual(['currencyCode NOTE_CURRENCY_MISMATCH']);
    expect(draft.status).toBe('DRAFT');
  });

  test('concurrent credit notes on one invoice never exceed it', async () => {
    const invoice = await issuedInvoice();
    const results = await Promise.all(
      Array.from({ length: 8 }, () => post('note/credit/insert', noteBody(invoice.documentNo, 10_000))),
    );
    // 56,000 creditable: five notes of 10,000 pass, the rest are refused.
    expect(results.filter((r) => r.status === 200)).toHaveLength(5);
    expect((await outstanding(invoice.documentNo)).outstanding).toBe(6_000);
  });
});

describe('lists', () => {
  test('getall filters, pages and totals per currency; note getall takes no body', async () => {
    const tag = `T-${randomUUID().slice(0, 6)}`;
    await issuedInvoice({ tourCode: tag });
    await issuedInvoice({ tourCode: tag });
    await post('invoice/insert', invoiceBody({ tourCode: tag }));
    const page = await h.get('invoice/getall', h.staff.token, { search: tag, pageSize: '10', status: 'ISSUED' });
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({
      total: 2,
      totals: [{ currencyCode: 'MYR', total: 112_000, outstanding: 112_000, count: 2 }],
    });
    const all = await h.get('invoice/getall', h.staff.token, { search: tag, sortKey: 'documentNo', sortOrder: 'desc' });
    expect(all.body.total).toBe(3);
    expect(all.body.items[0].documentNo).not.toBeNull();
    const notes = await h.api.http().post('/api/v1/finance/note/credit/getall').set('Authorization', `Bearer ${h.staff.token}`);
    expect(notes.status).toBe(200);
    expect(notes.body.items.every((n: { kind: string }) => n.kind === 'CREDIT_NOTE')).toBe(true);
    expect((await h.get('invoice/getall', h.staff.token, { sortKey: 'nope' })).status).toBe(400);
  });
});

describe('/bo/General finance calls', () => {
  const general = (path: string, body: Body | undefined, token = h.staff.token) => {
    const req = h.api.http().post(`/api/v1/bo/General/${path}`).set('Authorization', `Bearer ${token}`);
    return body === undefined ? req : req.send(body);
  };

  test('createInvoice adds an invoice as insert does; GetInvoiceList and GetCreditNoteList page them', async () => {
    const tag = `G-${randomUUID().slice(0, 6)}`;
    const created = await general('createInvoice', invoiceBody({ tourCode: tag, issue: true }));
    expectDone(created, 'INVOICE_ISSUED');
    const list = await general('GetInvoiceList', { search: tag });
    expect(list.status).toBe(200);
    expect(list.body.items.map((i: { documentNo: string }) => i.documentNo)).toEqual([created.body.document.documentNo]);
    const notes = await general('GetCreditNoteList', undefined);
    expect(notes.status).toBe(200);
    expect(notes.body.items.every((n: { kind: string }) => n.kind === 'CREDIT_NOTE')).toBe(true);
    expect((await general('GetCreditNoteList', {}, h.outsider.token)).status).toBe(403);
  });
});

describe('period lock and categories', () => {
  test('no document dated in a closed month: added, issued or deactivated', async () => {
    const invoice = await issuedInvoice({ documentDate: '2026-01-15' });
    const draft = (await post('invoice/insert', invoiceBody({ documentDate: '2026-01-20' }))).body.document;
    expectDone(await h.post('period-lock', h.staff.token, { lockedThrough: '2026-01' }), 'PERIOD_LOCK_SAVED');
    try {
      expect((await h.get('period-lock', h.viewer.token)).body).toMatchObject({ lockedThrough: '2026-01' });
      expect(fieldCodes((await post('invoice/insert', invoiceBody({ documentDate: '2026-01-31' }))).body)).toEqual([
        'documentDate PERIOD_LOCKED',
      ]);
      expect((await post('invoice/issue', { documentId: draft.documentId })).body.code).toBe('PERIOD_LOCKED');
      expect((await post('invoice/deactivate', { documentId: invoice.documentId, reason: 'x' })).body.code).toBe('PERIOD_LOCKED');
      expect((await post('invoice/insert', invoiceBody({ documentDate: '2026-02-01' }))).status).toBe(200);
      expect((await h.post('period-lock', h.viewer.token, { lockedThrough: null })).status).toBe(403);
    } finally {
      await h.post('period-lock', h.staff.token, { lockedThrough: null });
    }
  });

  test('a deactivated category is refused on new documents of its family only', async () => {
    expectDone(await post('receipt/deactivateCategory', { category: 'RO' }), 'FINANCE_CATEGORY_DEACTIVATED');
    const cats = (await h.get('receipt/categories', h.staff.token)).body as { category: string; active: boolean }[];
    expect(cats.find((c) => c.category === 'RO')).toEqual({ category: 'RO', active: false });
    const refused = await post('receipt/insert', {
      documentDate: today(),
      currencyCode: 'MYR',
      category: 'RO',
      paymentMode: 'CASH',
      amount: 100,
    });
    expect(fieldCodes(refused.body)).toEqual(['category FINANCE_CATEGORY_INACTIVE']);
    expect(
      (await h.get('note/categories', h.staff.token)).body.find((c: { category: string }) => c.category === 'RO').active,
    ).toBe(true);
  });
});

describe('who may do what', () => {
  test("an agency user sees its own organization's issued documents only, and writes nothing", async () => {
    const org = await registerOrganization(h.api, h.admin);
    const other = await registerOrganization(h.api, h.admin);
    const mine = await issuedInvoice({ organizationId: org.id });
    const theirs = await issuedInvoice({ organizationId: other.id });
    const draft = (await post('invoice/insert', invoiceBody({ organizationId: org.id }))).body.document;
    const agent = await h.userWith([PERMISSIONS.invoicesView, PERMISSIONS.invoicesCreate], org.id);
    const list = await h.get('invoice/getall', agent.token, { pageSize: '50' });
    expect(list.body.items.map((i: { documentId: string }) => i.documentId)).toEqual([mine.documentId]);
    expect((await post('invoice/getbyno', { documentNo: theirs.documentNo }, agent.token)).status).toBe(404);
    expect((await post('invoice/getbyno', { documentId: draft.documentId }, agent.token)).status).toBe(404);
    expect((await post('invoice/insert', invoiceBody({ organizationId: org.id }), agent.token)).status).toBe(403);
    expect((await post('invoice/insert', invoiceBody(), h.viewer.token)).status).toBe(403);
    expect((await h.get('invoice/getall', h.outsider.token)).status).toBe(403);
  });
});
