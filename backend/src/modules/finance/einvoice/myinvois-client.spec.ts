import { inspect } from 'node:util';
import { buildUblDocument, encodeForSubmission } from './ubl-document';
import { financeDocument, invoiceInput, noteInput } from './einvoice.test-data';
import { MyInvoisClient, MyInvoisError } from './myinvois-client';
import { startMyInvoisSimulator, type MyInvoisSimulator } from './myinvois-simulator/myinvois-simulator';
import type { EInvoiceInput } from './einvoice-input';

const CLIENT_ID = 'demo-client';
const CLIENT_SECRET = 'sim-secret-never-shown';
const START = new Date('2026-12-01T03:00:00Z');

let sim: MyInvoisSimulator;
let client: MyInvoisClient;

beforeEach(async () => {
  sim = await startMyInvoisSimulator({
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    now: () => START,
    settleMs: 50,
    taxpayers: [{ tin: 'C20880050010', idType: 'BRN', idValue: '201901000005' }],
    notFoundTins: ['C99999999990'],
  });
  client = new MyInvoisClient({ baseUrl: sim.url, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, timeoutMs: 2_000 });
});
afterEach(() => sim.close());

const encoded = (input: EInvoiceInput = invoiceInput()) => encodeForSubmission(buildUblDocument(input)).submission;

/** Polls the submission (as the job will) until it leaves "in progress". */
async function settled(uid: string) {
  for (let i = 0; i < 50; i++) {
    const status = await client.getSubmission(uid);
    if (status.overallStatus !== 'in progress') return status;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('still in progress');
}

async function submitValid(input: EInvoiceInput = invoiceInput()) {
  const result = await client.submit([encoded(input)]);
  const status = await settled(result.submissionUid);
  expect(status.overallStatus).toBe('valid');
  return status.documentSummary[0]!;
}

describe('MyInvoisClient against the simulator', () => {
  it('logs in once for many calls and submits a document that ends Valid with a long id', async () => {
    const result = await client.submit([encoded()]);
    expect(result.acceptedDocuments).toEqual([
      { uuid: expect.stringMatching(/^[A-Z0-9]{26}$/), invoiceCodeNumber: 'INV-2026-000001' },
    ]);
    expect(result.rejectedDocuments).toEqual([]);
    expect((await client.getSubmission(result.submissionUid)).overallStatus).toBe('in progress');
    const status = await settled(result.submissionUid);
    expect(status.overallStatus).toBe('valid');
    expect(status.documentSummary[0]).toMatchObject({
      status: 'Valid',
      internalId: 'INV-2026-000001',
      longId: expect.any(String),
    });
    expect(status.documentSummary[0]!.longId).not.toBe('');
    const raw = await client.getDocument(result.acceptedDocuments[0]!.uuid);
    expect(JSON.parse(raw.document).Invoice[0].ID[0]._).toBe('INV-2026-000001');
    expect(sim.calls('login')).toBe(1);
    expect(sim.calls('getSubmission')).toBeGreaterThan(1);
  });

  it('waits out a 429 for its Retry-After, then succeeds', async () => {
    sim.failNext('getSubmission', { status: 429, retryAfter: 1 });
    const { submissionUid } = await client.submit([encoded()]);
    const started = Date.now();
    const status = await client.getSubmission(submissionUid);
    expect(status.submissionUid).toBe(submissionUid);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(sim.calls('getSubmission')).toBe(2);
  });

  it('gives up after repeated 429s with a retryable error carrying Retry-After', async () => {
    const limited = new MyInvoisClient({
      baseUrl: sim.url,
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
      timeoutMs: 2_000,
      maxRateLimitRetries: 0,
    });
    sim.failNext('taxpayer', { status: 429, retryAfter: 7 });
    const error = await limited.validateTaxpayer('C20880050010', 'BRN', '201901000005').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MyInvoisError);
    expect(error).toMatchObject({ status: 429, retryable: true, retryAfterMs: 7_000 });
  });

  it('turns a 5xx into a retryable MyInvoisError and does not resubmit', async () => {
    sim.failNext('submit', { status: 503, errorCode: 'ServiceUnavailable' });
    const error = await client.submit([encoded()]).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'MyInvoisError', status: 503, errorCode: 'ServiceUnavailable', retryable: true });
    expect(sim.calls('submit')).toBe(1);
    expect(sim.submissions()).toHaveLength(0);
  });

  it('times out a call that takes too long', async () => {
    const quick = new MyInvoisClient({ baseUrl: sim.url, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, timeoutMs: 150 });
    sim.delayNext('taxpayer', 600);
    const error = await quick.validateTaxpayer('C20880050010', 'BRN', '201901000005').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, errorCode: 'Timeout', retryable: true });
  });

  it('refuses the identical payload within 10 minutes (422 DuplicateSubmission with Retry-After), never stored twice', async () => {
    const doc = encoded();
    await client.submit([doc]);
    const error = await client.submit([doc]).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 422, errorCode: 'DuplicateSubmission', retryable: false });
    expect((error as MyInvoisError).retryAfterMs).toBeGreaterThan(0);
    expect(sim.submissions()).toHaveLength(1);
    expect(sim.submissions()[0]!.documentHashes).toEqual([doc.documentHash]);
  });

  it('marks the same document in another payload within 2 hours Invalid (DS302)', async () => {
    await submitValid();
    // The same document (type, issue date-time, number, supplier) beside another: a new payload, so no 422.
    const { submissionUid } = await client.submit([encoded(), encoded(noteInput('03'))]);
    const status = await settled(submissionUid);
    const invoice = status.documentSummary.find((d) => d.internalId === 'INV-2026-000001')!;
    expect(invoice.status).toBe('Invalid');
    const details = await client.getDetails(invoice.uuid);
    const errors = details.validationResults.validationSteps.flatMap((s) => s.error?.innerError ?? []);
    expect(errors.map((e) => e.errorCode)).toContain('DS302');
  });

  it('ends an invalid document Invalid, its errors (code, en, ms, path) readable via details', async () => {
    const doc = buildUblDocument(invoiceInput()) as { Invoice: Record<string, unknown>[] };
    const party = (doc.Invoice[0]!.AccountingCustomerParty as { Party: { PartyIdentification: unknown[] }[] }[])[0]!.Party[0]!;
    party.PartyIdentification = party.PartyIdentification.slice(1); // no buyer TIN
    const lmt = (doc.Invoice[0]!.LegalMonetaryTotal as Record<string, unknown>[])[0]!;
    lmt.PayableAmount = [{ _: 1, currencyID: 'MYR' }]; // totals not adding up
    const { submissionUid, acceptedDocuments } = await client.submit([encodeForSubmission(doc).submission]);
    const status = await settled(submissionUid);
    expect(status.overallStatus).toBe('invalid');
    expect(status.documentSummary[0]).toMatchObject({ status: 'Invalid', longId: '' });
    const details = await client.getDetails(acceptedDocuments[0]!.uuid);
    expect(details.validationResults.status).toBe('Invalid');
    const errors = details.validationResults.validationSteps.flatMap((s) => s.error?.innerError ?? []);
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          errorCode: 'CV305',
          propertyPath: expect.stringContaining('AccountingCustomerParty'),
          errorMS: expect.any(String),
        }),
        expect.objectContaining({ errorCode: 'CV321', propertyPath: 'Invoice.LegalMonetaryTotal' }),
      ]),
    );
  });

  it('cancels within 72 h of validation; after that OperationPeriodOver; an already cancelled one IncorrectState', async () => {
    const first = await submitValid();
    expect(await client.cancel(first.uuid, 'Wrong buyer')).toEqual({ uuid: first.uuid, status: 'Cancelled' });
    await expect(client.cancel(first.uuid, 'Again')).rejects.toMatchObject({ status: 400, errorCode: 'IncorrectState' });

    const second = await submitValid(invoiceInput({ document: financeDocument({ documentNo: 'INV-2026-000002' }) }));
    sim.advance(72 * 3_600_000 + 1_000);
    const late = await client.cancel(second.uuid, 'Too late').catch((e: unknown) => e);
    expect(late).toMatchObject({ status: 400, errorCode: 'OperationPeriodOver', retryable: false });
    expect((late as MyInvoisError).messageMs).toBeTruthy();
    expect(sim.document(second.uuid)!.status).toBe('Valid');
  });

  it('refuses to cancel an invoice a Valid note references (ActiveReferencingDocuments); a rejection is requested once', async () => {
    const invoice = await submitValid();
    const note = await submitValid(noteInput('02', { referenced: { documentNo: 'INV-2026-000001', uuid: invoice.uuid } }));
    await expect(client.cancel(invoice.uuid, 'Mistake')).rejects.toMatchObject({ errorCode: 'ActiveReferencingDocuments' });
    expect(await client.reject(note.uuid, 'Not ours')).toEqual({ uuid: note.uuid, status: 'Requested for Rejection' });
    await expect(client.reject(note.uuid, 'Again')).rejects.toMatchObject({ errorCode: 'IncorrectState' });
    await client.cancel(note.uuid, 'Rejected by the buyer');
    expect(await client.cancel(invoice.uuid, 'Mistake')).toMatchObject({ status: 'Cancelled' });
  });

  it('validates taxpayers: 200 for a known TIN with its BRN, 404 for a wrong BRN or an unknown TIN', async () => {
    expect(await client.validateTaxpayer('C20880050010', 'BRN', '201901000005')).toBe(true);
    expect(await client.validateTaxpayer('C20880050010', 'BRN', '201901000006')).toBe(false);
    expect(await client.validateTaxpayer('C99999999990', 'BRN', '201901000005')).toBe(false);
    expect(await client.validateTaxpayer('IG12345678901', 'NRIC', '900101145678')).toBe(true);
  });

  it('logs in again when the token expired, and never shows the secret or the token', async () => {
    await client.validateTaxpayer('C20880050010', 'BRN', '201901000005');
    sim.advance(3_601_000); // the simulator's token expired; our cache (real clock) thinks it is fresh
    expect(await client.validateTaxpayer('C20880050010', 'BRN', '201901000005')).toBe(true);
    expect(sim.calls('login')).toBe(2);
    expect(JSON.stringify(client)).not.toContain(CLIENT_SECRET);
    expect(inspect(client, { depth: 5 })).not.toContain(CLIENT_SECRET);

    const wrong = new MyInvoisClient({ baseUrl: sim.url, clientId: CLIENT_ID, clientSecret: 'not-it', timeoutMs: 2_000 });
    const error = await wrong.getSubmission('X').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400, errorCode: 'invalid_client' });
    expect(JSON.stringify(error) + String(error)).not.toContain('not-it');
  });

  it('refuses Basic authentication at the token endpoint', async () => {
    const res = await fetch(`${sim.url}/connect/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials&scope=InvoicingAPI',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'invalid_request' });
  });

  it('keeps to the per-minute limit on our side instead of drawing a 429', async () => {
    const tight = new MyInvoisClient({
      baseUrl: sim.url,
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
      timeoutMs: 2_000,
      limits: { taxpayer: 2 },
    });
    const third = Promise.race([
      Promise.all([0, 1, 2].map(() => tight.validateTaxpayer('C20880050010', 'BRN', '201901000005'))).then(
        () => 'all three answered',
      ),
      new Promise((r) => setTimeout(() => r('third waiting'), 500)),
    ]);
    expect(await third).toBe('third waiting');
    expect(sim.calls('taxpayer')).toBe(2);
  });
});
