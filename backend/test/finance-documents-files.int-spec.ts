import { PERMISSIONS } from '@bo/shared';
import { QueueName } from '../src/core/queue/queue-names';
import { UnitOfWork } from '../src/core/database/unit-of-work';
import { QueueService } from '../src/core/queue/queue.service';
import { StorageService } from '../src/core/storage/storage.service';
import { FinanceDocumentFiles } from '../src/modules/finance/files/finance-document-files.service';
import { FINANCE_CONFIG, type FinanceConfig } from '../src/modules/finance/finance.config';
import { EInvoiceStamp } from '../src/modules/finance/ports/einvoice-stamp.port';
import { FinanceDocumentWriter } from '../src/modules/finance/commands/finance-document-writer.service';
import { userWith } from './support/api-harness';
import { fieldCodes } from './support/field-errors';
import { binaryBody } from './support/binary-body';
import { waitFor } from './support/event-store-harness';
import { isolatedStackForFile } from './support/isolated-stack';
import { attachmentsOf } from './support/mailbox';
import { registerOrganization } from './support/organization-fixture';
import { pdfTextOf } from './support/pdf-text';

/**
 * Finance documents' PDFs end to end (docs/finance-pdf.md) against the real PostgreSQL, Redis and
 * an SMTP server: issuing makes the worker store the PDF in the buyer's language; generatepdf makes
 * another language; a deactivation remakes it stamped; downloads keep tenancy; sendInvoiceEmail
 * mails it attached; the statement of account renders on request.
 */
const stack = isolatedStackForFile('finance_files');

type Body = Record<string, unknown>;
const day = (offset = 0) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const invoiceBody = (organizationId: string, over: Body = {}): Body => ({
  documentDate: day(),
  currencyCode: 'MYR',
  category: 'HOTEL',
  organizationId,
  guestName: 'Siti Aminah',
  revenueLines: [
    { salesType: 'HOTEL', description: 'Deluxe room x 2 nights', pax: 2, unitPrice: 25_000, taxType: 'SERVICE_TAX' },
    { salesType: 'HOTEL', description: 'Tourism tax', pax: 1, unitPrice: 0, taxType: 'TOURISM_TAX', roomNights: 2 },
  ],
  costLines: [{ expenses: 'Hotel cost', bookingReference: 'SUP-1', unit: 2, unitPrice: 20_000 }],
  ...over,
});
const post = (path: string, body: Body, token = stack.admin) =>
  stack.api
    .http()
    .post(`/api/v1/${path}`)
    .set({ Authorization: `Bearer ${token}` })
    .send(body);
const download = (path: string, body: Body, token = stack.admin) =>
  stack.api
    .http()
    .post(`/api/v1/${path}`)
    .set({ Authorization: `Bearer ${token}` })
    .send(body)
    .buffer(true)
    .parse(binaryBody);

interface Issued {
  documentId: string;
  documentNo: string;
  totals: { total: number };
}
async function issued(path: string, body: Body): Promise<Issued> {
  const res = await post(path, { ...body, issue: true });
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.document as Issued;
}
/** Downloads once the worker has made the current file (409 DOCUMENT_PDF_NOT_READY until then). */
async function pdfOf(
  path: string,
  body: Body,
  token = stack.admin,
): Promise<{ text: string; bytes: Buffer; disposition: string }> {
  let last: { status: number; body: unknown; headers: Record<string, string> } | undefined;
  await waitFor(
    async () => {
      const res = await download(path, body, token);
      last = res;
      if (res.status === 200) return true;
      const json = JSON.parse((res.body as Buffer).toString('utf8')) as { code: string };
      expect([res.status, json.code]).toEqual([409, 'DOCUMENT_PDF_NOT_READY']);
      return false;
    },
    20_000,
    `the PDF of ${JSON.stringify(body)}`,
  );
  const bytes = last!.body as Buffer;
  return { bytes, text: pdfTextOf(bytes).join('\n'), disposition: last!.headers['content-disposition'] };
}

let org: { id: string; name: string };
let agency: { token: string };
let other: { id: string };

beforeAll(async () => {
  org = await registerOrganization(stack.api, stack.admin);
  other = await registerOrganization(stack.api, stack.admin);
  agency = await userWith(stack.api.dataSource, stack.api.url, [PERMISSIONS.invoicesView], org.id);
});

describe('the PDF of an issued invoice', () => {
  test('issue: the worker stores it in the buyer language with its number and totals; the job holds the id only', async () => {
    const invoice = await issued('finance/invoice/insert', invoiceBody(org.id));
    const pdf = await pdfOf('bo/Download/downloadInvoice', { documentId: invoice.documentId });
    expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.disposition).toMatch(/^attachment;/);
    expect(pdf.disposition).toContain(`${invoice.documentNo}-en.pdf`);
    expect(pdf.text).toContain('Tax Invoice');
    expect(pdf.text).toContain(invoice.documentNo);
    expect(pdf.text).toContain(org.name);
    expect(pdf.text).toContain('560.00');
    expect(pdf.text).toContain('500.00');
    // Never the cost side.
    expect(pdf.text).not.toContain('Hotel cost');
    expect(pdf.text).not.toContain('400.00');
    // By number too, the same file.
    const byNo = await pdfOf('bo/Download/downloadInvoice', { documentNo: invoice.documentNo });
    expect(Buffer.compare(byNo.bytes, pdf.bytes)).toBe(0);

    // The job of the issue event: the document's id, nothing else (no address, no content).
    const [event] = (await stack.api.dataSource.query(
      `SELECT event_id FROM event_store.events WHERE stream_id = $1 AND type = 'FinanceDocumentIssued'`,
      [`finance-document-${invoice.documentId}`],
    )) as { event_id: string }[];
    const job = await stack.api.app.get(QueueService).job(QueueName.Documents, event!.event_id);
    expect(job?.data).toEqual({ documentId: invoice.documentId });
    // One file per document and language, made from the issued version.
    const files = (await stack.api.dataSource.query(
      `SELECT language, count(*)::int AS n FROM finance.document_files WHERE document_id = $1 GROUP BY language`,
      [invoice.documentId],
    )) as { language: string; n: number }[];
    expect(files).toEqual([{ language: 'en', n: 1 }]);
  });

  test('generatepdf makes it in the other language; the download in that language is in Malay', async () => {
    const invoice = await issued('finance/invoice/insert', invoiceBody(org.id));
    await pdfOf('bo/Download/downloadInvoice', { documentId: invoice.documentId });
    const early = await download('bo/Download/downloadInvoice', { documentId: invoice.documentId, language: 'ms' });
    // Not asked for yet: not ready (and now asked of the worker).
    expect(early.status === 200 || early.status === 409).toBe(true);
    const asked = await post('finance/invoice/generatepdf', { documentId: invoice.documentId, language: 'ms' });
    expect(asked.status).toBe(200);
    expect(asked.body.code).toBe('DOCUMENT_PDF_REQUESTED');
    const ms = await pdfOf('bo/Download/downloadInvoice', { documentId: invoice.documentId, language: 'ms' });
    expect(ms.text).toContain('Invois Cukai');
    expect(ms.text).toContain(invoice.documentNo);
    expect(ms.text).toContain('560.00');
    expect(ms.text).not.toContain('Tax Invoice');
    expect(ms.disposition).toContain(`${invoice.documentNo}-ms.pdf`);
    // Asked again while current: nothing more is made.
    expect((await post('finance/invoice/generatepdf', { documentId: invoice.documentId, language: 'ms' })).status).toBe(200);
    const [{ n }] = (await stack.api.dataSource.query(
      `SELECT count(*)::int AS n FROM storage.files WHERE purpose = 'finance-document' AND file_name = $1`,
      [`${invoice.documentNo}-ms.pdf`],
    )) as { n: number }[];
    expect(n).toBe(1);
  });

  test("a draft has none: its download and generatepdf are refused; a wrong kind's call finds nothing", async () => {
    const res = await post('finance/invoice/insert', invoiceBody(org.id));
    const draftId = res.body.document.documentId as string;
    const refused = await download('bo/Download/downloadInvoice', { documentId: draftId });
    expect(refused.status).toBe(409);
    expect(JSON.parse((refused.body as Buffer).toString('utf8')).code).toBe('DOCUMENT_NOT_ISSUED');
    const generate = await post('finance/invoice/generatepdf', { documentId: draftId });
    expect([generate.status, generate.body.code]).toEqual([409, 'DOCUMENT_NOT_ISSUED']);
    const asReceipt = await download('bo/Download/downloadReceipt', { documentId: draftId });
    expect(asReceipt.status).toBe(404);
  });

  test('a deactivated invoice: its PDFs are made again with the DEACTIVATED stamp, in both languages', async () => {
    const invoice = await issued('finance/invoice/insert', invoiceBody(org.id));
    const before = await pdfOf('bo/Download/downloadInvoice', { documentId: invoice.documentId });
    expect(before.text).not.toContain('DEACTIVATED');
    await post('finance/invoice/generatepdf', { documentId: invoice.documentId, language: 'ms' });
    await pdfOf('bo/Download/downloadInvoice', { documentId: invoice.documentId, language: 'ms' });

    const voided = await post('finance/invoice/deactivate', { documentId: invoice.documentId, reason: 'Entered twice' });
    expect(voided.status).toBe(200);
    const after = await pdfOf('bo/Download/downloadInvoice', { documentId: invoice.documentId });
    expect(after.text).toContain('DEACTIVATED');
    expect(after.text).toContain('Entered twice');
    expect(after.text).toContain(invoice.documentNo);
    const ms = await pdfOf('bo/Download/downloadInvoice', { documentId: invoice.documentId, language: 'ms' });
    expect(ms.text).toContain('DINYAHAKTIFKAN');
    // The old files are gone: one per language.
    const [{ n }] = (await stack.api.dataSource.query(
      `SELECT count(*)::int AS n FROM storage.files WHERE purpose = 'finance-document' AND file_name LIKE $1`,
      [`${invoice.documentNo}-%`],
    )) as { n: number }[];
    expect(n).toBe(2);
  });

  test("sendInvoiceEmail: one mail to the organization's address with the PDF attached", async () => {
    const invoice = await issued('finance/invoice/insert', invoiceBody(org.id));
    const pdf = await pdfOf('bo/Download/downloadInvoice', { documentId: invoice.documentId });
    const [{ email }] = (await stack.api.dataSource.query(`SELECT email FROM organizations.organizations WHERE id = $1`, [
      org.id,
    ])) as { email: string }[];
    const res = await post('bo/General/sendInvoiceEmail', { documentId: invoice.documentId });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 'DOCUMENT_EMAIL_QUEUED', documentId: invoice.documentId, email });
    expect(res.body.message).toContain(email);
    // (The organization's address also got its approval notice.)
    const text = await stack.mailbox.find(email, `Tax Invoice ${invoice.documentNo}`);
    expect(text).toMatch(new RegExp(`^Subject: Tax Invoice ${invoice.documentNo}$`, 'm'));
    expect(text).toContain('MYR 560.00');
    await new Promise((r) => setTimeout(r, 300));
    const mails = stack.mailbox.to(email).filter((m) => m.text.includes(invoice.documentNo));
    expect(mails).toHaveLength(1);
    const [attachment, ...more] = attachmentsOf(mails[0]!.raw);
    expect(more).toEqual([]);
    expect(attachment).toMatchObject({ filename: `${invoice.documentNo}.pdf`, contentType: 'application/pdf' });
    expect(Buffer.compare(attachment!.content, pdf.bytes)).toBe(0);

    // To another address, in Malay once that PDF is made.
    const to = `ap.${invoice.documentNo.toLowerCase()}@example.test`;
    const notYet = await post('bo/General/sendInvoiceEmail', { documentId: invoice.documentId, email: to, language: 'ms' });
    expect([notYet.status, notYet.body.code]).toEqual([409, 'DOCUMENT_PDF_NOT_READY']);
    await pdfOf('bo/Download/downloadInvoice', { documentId: invoice.documentId, language: 'ms' });
    const sent = await post('bo/General/sendInvoiceEmail', { documentId: invoice.documentId, email: to, language: 'ms' });
    expect(sent.body).toMatchObject({ code: 'DOCUMENT_EMAIL_QUEUED', email: to });
    expect(await stack.mailbox.nth(to)).toContain('Bersama-sama ini dilampirkan Invois Cukai');

    // A consumer's invoice has no organization address: the call needs one.
    const consumer = await issued('finance/invoice/insert', invoiceBody(org.id, { organizationId: undefined, buyerName: 'Ali' }));
    const noAddress = await post('bo/General/sendInvoiceEmail', { documentId: consumer.documentId });
    expect(noAddress.status).toBe(400);
    expect(fieldCodes(noAddress.body)).toEqual(['email REQUIRED_FIELD']);
  });

  test("an agency user downloads its own invoice (Download and General); another's is 404", async () => {
    const own = await issued('finance/invoice/insert', invoiceBody(org.id));
    const theirs = await issued('finance/invoice/insert', invoiceBody(other.id));
    const staffCopy = await pdfOf('bo/Download/downloadInvoice', { documentId: own.documentId });
    for (const path of ['bo/General/downloadInvoice', 'bo/Download/downloadInvoice']) {
      const mine = await pdfOf(path, { documentNo: own.documentNo }, agency.token);
      expect(Buffer.compare(mine.bytes, staffCopy.bytes)).toBe(0);
    }
    await pdfOf('bo/Download/downloadInvoice', { documentId: theirs.documentId });
    for (const path of ['bo/General/downloadInvoice', 'bo/Download/downloadInvoice']) {
      const res = await download(path, { documentId: theirs.documentId }, agency.token);
      expect(res.status).toBe(404);
      expect(JSON.parse((res.body as Buffer).toString('utf8')).code).toBe('FINANCE_DOCUMENT_NOT_FOUND');
    }
    expect((await post('finance/invoice/generatepdf', { documentId: theirs.documentId }, agency.token)).status).toBe(404);
    expect((await post('bo/General/sendInvoiceEmail', { documentId: theirs.documentId }, agency.token)).status).toBe(404);
    // Without the view permission: refused outright.
    const outsider = await userWith(stack.api.dataSource, stack.api.url, [], org.id);
    expect((await download('bo/General/downloadInvoice', { documentId: own.documentId }, outsider.token)).status).toBe(403);
  });
});

describe('the PDF of a receipt', () => {
  test('a later allocation of its money (reconciliation) remakes it naming the invoice it pays', async () => {
    const invoice = await issued('finance/invoice/insert', invoiceBody(org.id));
    const receipt = await issued('finance/receipt/insert', {
      documentDate: day(),
      currencyCode: 'MYR',
      category: 'MISC',
      organizationId: org.id,
      paymentMode: 'BANK_TRANSFER',
      amount: 20_000,
      allocations: [],
    });
    const before = await pdfOf('bo/Download/downloadReceipt', { documentNo: receipt.documentNo });
    expect(before.text).toContain(receipt.documentNo);
    expect(before.text).toContain('200.00');
    expect(before.text).not.toContain(invoice.documentNo);
    // What the bookings reaction does when a paid booking's invoice is issued: no call of its own.
    const app = stack.api.app;
    await app
      .get(UnitOfWork)
      .run((m) =>
        app
          .get(FinanceDocumentWriter)
          .execute(
            m,
            receipt.documentId,
            { type: 'Allocate', allocations: [{ invoiceNo: invoice.documentNo, invoiceId: invoice.documentId, amount: 20_000 }] },
            ['RECEIPT'],
          ),
      );
    const after = await pdfOf('bo/Download/downloadReceipt', { documentNo: receipt.documentNo });
    expect(after.text).toContain(invoice.documentNo);
  });
});

describe('the e-invoice entry point', () => {
  test('remake enqueues a job of the document id only; made with a stamp, the stored PDFs print the MyInvois link', async () => {
    const invoice = await issued('finance/invoice/insert', invoiceBody(org.id));
    const plain = await pdfOf('bo/Download/downloadInvoice', { documentId: invoice.documentId });
    const app = stack.api.app;
    const jobId = await app.get(FinanceDocumentFiles).remake(invoice.documentId);
    const queues = app.get(QueueService);
    await waitFor(async () => (await queues.job(QueueName.Documents, jobId))?.state === 'completed', 20_000, 'the remake job');
    expect((await queues.job(QueueName.Documents, jobId))?.data).toEqual({ documentId: invoice.documentId });
    // Nothing changed: the same bytes, still the one file.
    const same = await pdfOf('bo/Download/downloadInvoice', { documentId: invoice.documentId });
    expect(Buffer.compare(same.bytes, plain.bytes)).toBe(0);

    // What the e-invoice part will provide: a Valid document's stamp (here a fixed one).
    const validationUrl = `https://preprod.myinvois.hasil.gov.my/UUID${invoice.documentNo}/share/LONGID`;
    class ValidStamp extends EInvoiceStamp {
      stampOf() {
        return Promise.resolve({
          uuid: `UUID${invoice.documentNo}`,
          longId: 'LONGID',
          validationUrl,
          validatedAt: new Date().toISOString(),
        });
      }
    }
    const stamped = new FinanceDocumentFiles(
      stack.api.dataSource,
      app.get(UnitOfWork),
      app.get(StorageService),
      app.get(QueueService),
      new ValidStamp(),
      app.get<FinanceConfig>(FINANCE_CONFIG.token),
    );
    const made = await stamped.make(invoice.documentId);
    expect(made).toEqual([expect.objectContaining({ language: 'en', created: true })]);
    const after = await pdfOf('bo/Download/downloadInvoice', { documentId: invoice.documentId });
    expect(after.text).toContain(validationUrl);
    expect(after.text).toContain(`UUID${invoice.documentNo}`);
    expect(plain.text).not.toContain(validationUrl);
    // Made again, same bytes: nothing new stored.
    expect(await stamped.make(invoice.documentId)).toEqual([expect.objectContaining({ language: 'en', created: false })]);
  });
});

describe('the statement of account', () => {
  test('running balance from the opening balance and the aging buckets as of the last day', async () => {
    const buyer = await registerOrganization(stack.api, stack.admin);
    // 40 days old and due then: 31-60 days past due; before the period, so the opening balance.
    await issued('finance/invoice/insert', invoiceBody(buyer.id, { documentDate: day(-40), dueDate: day(-40) }));
    const current = await issued('finance/invoice/insert', invoiceBody(buyer.id));
    await issued('finance/receipt/insert', {
      documentDate: day(),
      currencyCode: 'MYR',
      category: 'MISC',
      organizationId: buyer.id,
      paymentMode: 'BANK_TRANSFER',
      amount: 10_000,
      allocations: [{ invoiceNo: current.documentNo, amount: 10_000 }],
    });
    // A deactivated invoice counts nowhere.
    const voided = await issued('finance/invoice/insert', invoiceBody(buyer.id));
    await post('finance/invoice/deactivate', { documentId: voided.documentId, reason: 'Wrong buyer' });

    const res = await stack.api
      .http()
      .get('/api/v1/finance/receivables/statement.pdf')
      .query({ organizationId: buyer.id, currencyCode: 'MYR', from: day(-10), to: day() })
      .set({ Authorization: `Bearer ${stack.admin}` })
      .buffer(true)
      .parse(binaryBody);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const runs = pdfTextOf(res.body as Buffer);
    const text = runs.join('\n');
    expect(text).toContain(buyer.name);
    expect(text).not.toContain(voided.documentNo);
    // Opening 560.00 (the old invoice); the new invoice +560.00 -> 1,120.00; the receipt -100.00 -> 1,020.00.
    const after = (label: string, n: number) => runs.slice(runs.indexOf(label) + 1, runs.indexOf(label) + 1 + n);
    expect(after('Opening balance', 1)).toEqual(['560.00']);
    const invoiceRow = runs.indexOf(current.documentNo);
    expect(invoiceRow).toBeGreaterThan(runs.indexOf('Opening balance'));
    expect(runs.slice(invoiceRow).slice(0, 8)).toEqual(expect.arrayContaining(['560.00', '1,120.00']));
    expect(runs.slice(invoiceRow + 1)).toContain('1,020.00');
    expect(after('Closing balance', 1)).toEqual(['1,020.00']);
    // Aging as of today: 460.00 not yet due (0-30), 560.00 at 31-60 days past due, the total.
    expect(
      after('Over 90 days', 6)
        .filter((r) => /^[\d,]+\.\d\d$/.test(r))
        .slice(0, 5),
    ).toEqual(['460.00', '560.00', '0.00', '0.00', '1,020.00']);

    // An agency user gets its own only.
    const mine = await stack.api
      .http()
      .get('/api/v1/finance/receivables/statement.pdf')
      .query({ organizationId: buyer.id, currencyCode: 'MYR', from: day(-10), to: day() })
      .set({ Authorization: `Bearer ${agency.token}` });
    expect(mine.status).toBe(404);
    const bad = await stack.api
      .http()
      .get('/api/v1/finance/receivables/statement.pdf')
      .query({ organizationId: buyer.id, currencyCode: 'MYR', from: day(), to: day(-1) })
      .set({ Authorization: `Bearer ${stack.admin}` });
    expect(bad.status).toBe(400);
    expect(fieldCodes(bad.body)).toEqual(['to DATE_RANGE_REVERSED']);
    // The agency's own statement: its organization whatever it names (none here).
    const own = await stack.api
      .http()
      .get('/api/v1/finance/receivables/statement.pdf')
      .query({ currencyCode: 'MYR', from: day(-10), to: day() })
      .set({ Authorization: `Bearer ${agency.token}` })
      .buffer(true)
      .parse(binaryBody);
    expect(own.status).toBe(200);
    expect(pdfTextOf(own.body as Buffer).join('\n')).toContain(org.name);
  });
});
