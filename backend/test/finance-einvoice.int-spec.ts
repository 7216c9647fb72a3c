import { PERMISSIONS, type EInvoice, type EInvoiceSubmitLog } from '@bo/shared';
import { EInvoiceConsolidation } from '../src/modules/finance/einvoice-flow/consolidation.service';
import { auth, userWith } from './support/api-harness';
import { type EInvoiceStack, startEInvoiceStack } from './support/einvoice-stack';
import { binaryBody } from './support/binary-body';
import { waitFor } from './support/event-store-harness';
import { pdfTextOf } from './support/pdf-text';
import { registerOrganization } from './support/organization-fixture';
import { nextPush, openSocket } from './support/sockets';

/**
 * E-invoices end to end on a stack of their own (API + worker on an isolated database) against the
 * MyInvois simulator over HTTP: an issued document's e-invoice is prepared by the reaction,
 * submitted by the worker, polled until Valid or Invalid; faults (429, 5xx, timeout, an invalid
 * document) end clearly, each document submitted once; cancel inside and outside 72 h; the
 * /bo/EInvoice calls and who may use them.
 */
const HOURS = 3_600_000;

let stack: EInvoiceStack;
let sim: EInvoiceStack['sim'];
let api: EInvoiceStack['api'];
let worker: EInvoiceStack['worker'];
let admin: string;

beforeAll(async () => {
  stack = await startEInvoiceStack('einvoice');
  ({ sim, api, worker, admin } = stack);
}, 60_000);

afterAll(() => stack?.close());

type Body = Record<string, unknown>;
const today = () => new Date().toISOString().slice(0, 10);
const post = (path: string, body: Body, token = admin) => api.http().post(`/api/v1/${path}`).set(auth(token)).send(body);
const get = (path: string, query: Record<string, string>, token = admin) =>
  api.http().get(`/api/v1/${path}`).set(auth(token)).query(query);

/** A consumer's flight invoice: never consolidated, so it gets its own e-invoice (general public buyer). */
async function issueFlightInvoice(over: Body = {}): Promise<string> {
  const res = await post('finance/invoice/insert', {
    documentDate: today(),
    currencyCode: 'MYR',
    category: 'FLIGHT',
    buyerName: 'Siti Aminah',
    revenueLines: [{ salesType: 'FLIGHT', description: 'KUL-PEN return, 1 adult', pax: 1, unitPrice: 38_900, taxType: 'NONE' }],
    issue: true,
    ...over,
  });
  expect(res.status).toBe(200);
  return res.body.document.documentNo as string;
}

async function logOf(documentNo: string, kind: 'invoice' | 'note' = 'invoice'): Promise<EInvoiceSubmitLog | null> {
  const res =
    kind === 'invoice'
      ? await get('bo/EInvoice/GetTaxInvoiceSubmitLog', { taxInvoiceNo: documentNo })
      : await get('bo/EInvoice/GetCreditNoteSubmitLog', { creditNoteNo: documentNo });
  if (res.status === 404) return null;
  expect(res.status).toBe(200);
  return res.body as EInvoiceSubmitLog;
}

async function settled(documentNo: string, kind: 'invoice' | 'note' = 'invoice', timeoutMs = 30_000): Promise<EInvoice> {
  let last: EInvoice | undefined;
  await waitFor(
    async () => {
      last = (await logOf(documentNo, kind))?.eInvoice;
      return !!last && ['VALID', 'INVALID', 'INVALID_LOCALLY', 'CANCELLED'].includes(last.state);
    },
    timeoutMs,
    `the e-invoice of ${documentNo} to settle`,
  );
  return last!;
}

/** How many times the simulator received a document with this number (every submission counted). */
const timesSubmitted = (documentNo: string) =>
  sim
    .submissions()
    .flatMap((s) => s.documentUuids)
    .filter((uuid) => sim.document(uuid)?.facts.internalId === documentNo).length;

describe('an issued invoice ends Valid at MyInvois', () => {
  test('prepared, submitted once, polled: uuid, long id, validation URL, and the submit log', async () => {
    const no = await issueFlightInvoice();
    const e = await settled(no);
    expect(e).toMatchObject({ state: 'VALID', subject: 'INVOICE', typeCode: '01', buyerTin: 'EI00000000010', attempts: 1 });
    expect(e.uuid).toMatch(/^[A-Z0-9]{26}$/);
    expect(e.longId).toMatch(/^[A-Z0-9]{40}$/);
    expect(e.validationUrl).toBe(`https://preprod.myinvois.hasil.gov.my/${e.uuid}/share/${e.longId}`);
    expect(e.validatedAt).not.toBeNull();
    expect(sim.document(e.uuid!)?.status).toBe('Valid');
    expect(timesSubmitted(no)).toBe(1);

    const log = (await logOf(no))!;
    expect(log.attempts.map((a) => a.action)).toEqual(['PREPARE', 'SUBMIT', 'POLL']);
    expect(log.attempts.map((a) => a.state)).toEqual(['PREPARED', 'SUBMITTED', 'VALID']);

    // The invoice's PDF is made again with the MyInvois stamp: the QR's link and the UUID.
    let pdfText = '';
    await waitFor(
      async () => {
        const pdf = await api
          .http()
          .post('/api/v1/bo/Download/downloadInvoice')
          .set(auth(admin))
          .send({ documentNo: no })
          .buffer(true)
          .parse(binaryBody);
        pdfText = pdf.status === 200 ? pdfTextOf(pdf.body as Buffer).join(' ') : '';
        return pdfText.includes(e.uuid!);
      },
      20_000,
      'the stamped PDF',
    );
    // The link wraps where the line ends: compared without the breaks.
    expect(pdfText.replace(/\s+/g, '')).toContain(e.validationUrl!);

    // Submitting it again is refused: a document is never sent twice once MyInvois has it.
    const again = await post('bo/EInvoice/CreateTaxInvoiceSubmitLog', { taxInvoiceNo: no });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('EINVOICE_ALREADY_SUBMITTED');
    expect(timesSubmitted(no)).toBe(1);
  });

  test('a credit note waits for its invoice to be Valid, then references its UUID', async () => {
    const invoiceNo = await issueFlightInvoice();
    const res = await post('finance/note/credit/insert', {
      documentDate: today(),
      currencyCode: 'MYR',
      category: 'TR',
      revenueLines: [{ salesType: 'TR', description: 'Refund of the fare difference', pax: 1, unitPrice: 5_000 }],
      invoiceNo,
      reason: 'Fare difference',
      issue: true,
    });
    expect(res.status).toBe(200);
    const noteNo = res.body.document.documentNo as string;
    const note = await settled(noteNo, 'note');
    const invoice = (await logOf(invoiceNo))!.eInvoice;
    expect(note).toMatchObject({ state: 'VALID', subject: 'CREDIT_NOTE', typeCode: '02' });
    expect(JSON.parse(sim.document(note.uuid!)!.json).Invoice[0].BillingReference[0].InvoiceDocumentReference[0].UUID[0]._).toBe(
      invoice.uuid,
    );
    // The invoice now has an active note: LHDN refuses to cancel it, and we say why.
    const cancel = await post('bo/EInvoice/cancel', { eInvoiceId: invoice.eInvoiceId, reason: 'Wrong fare' });
    expect(cancel.status).toBe(409);
    expect(cancel.body.code).toBe('EINVOICE_HAS_ACTIVE_NOTES');
  });

  test("an organization's invoice is not submitted: organizations hold no TIN, the field is named", async () => {
    const org = await registerOrganization(api, admin);
    const res = await post('finance/invoice/insert', {
      documentDate: today(),
      currencyCode: 'MYR',
      category: 'FLIGHT',
      organizationId: org.id,
      revenueLines: [{ salesType: 'FLIGHT', description: 'KUL-BKI', pax: 2, unitPrice: 20_000, taxType: 'NONE' }],
      issue: true,
    });
    expect(res.status).toBe(200);
    const no = res.body.document.documentNo as string;
    const e = await settled(no);
    expect(e.state).toBe('INVALID_LOCALLY');
    expect(e.issues).toEqual(expect.arrayContaining([expect.objectContaining({ path: 'buyer.tin', rule: 'EINV_TIN' })]));
    expect(e.issues[0].ms).toBeTruthy();
    expect(timesSubmitted(no)).toBe(0);
  });
});

describe('the buyer from an e-billing contact', () => {
  test("the contact's TIN is checked once at MyInvois; an invoice naming it ends Valid with that buyer", async () => {
    const org = await registerOrganization(api, admin);
    const created = await post('bo/Ebilling/CreateEbillingContact', {
      type: 'COMPANY',
      name: 'Kembara Travel Sdn Bhd',
      tin: 'C20830570210',
      idType: 'BRN',
      documentNumber: '201901000005',
      sstNumber: 'NA',
      email: 'finance@kembara.example',
      phone: '+60312345678',
      addressLine1: '1 Jalan Ampang',
      postcode: '50450',
      city: 'Kuala Lumpur',
      stateCode: '14',
      countryCode: 'MYS',
    });
    expect(created.status).toBe(200);
    const contactId = created.body.contact.id as string;
    await waitFor(
      async () =>
        (await get('bo/Ebilling/GetEbillingContactListByDocumentNumber', { documentNumber: '201901000005' })).body[0]
          ?.tinStatus === 'VALID',
      10_000,
      'the TIN check',
    );
    expect(sim.calls('taxpayer')).toBeGreaterThanOrEqual(1);

    const res = await post('finance/invoice/insert', {
      documentDate: today(),
      currencyCode: 'MYR',
      category: 'FLIGHT',
      organizationId: org.id,
      ebillingContactId: contactId,
      revenueLines: [{ salesType: 'FLIGHT', description: 'KUL-BKI', pax: 2, unitPrice: 20_000, taxType: 'NONE' }],
      issue: true,
    });
    expect(res.status).toBe(200);
    const e = await settled(res.body.document.documentNo as string);
    expect(e).toMatchObject({ state: 'VALID', buyerTin: 'C20830570210', buyerName: 'Kembara Travel Sdn Bhd' });

    // A removed contact cannot be named on a new document.
    expect((await get('bo/Ebilling/RemoveEbillingContact', { id: contactId })).status).toBe(200);
    const refused = await post('finance/invoice/insert', {
      documentDate: today(),
      currencyCode: 'MYR',
      category: 'FLIGHT',
      ebillingContactId: contactId,
      revenueLines: [{ salesType: 'FLIGHT', description: 'KUL-BKI', pax: 1, unitPrice: 100 }],
    });
    expect(refused.status).toBe(404);
    expect(refused.body.details.fields[0]).toMatchObject({ path: 'ebillingContactId', code: 'EBILLING_CONTACT_NOT_FOUND' });
  });
});

describe("MyInvois' faults end Valid or clearly Invalid, each document submitted exactly once", () => {
  test('429 with Retry-After: waited out, then accepted', async () => {
    sim.failNext('submit', { status: 429, retryAfter: 1 });
    const no = await issueFlightInvoice();
    expect((await settled(no)).state).toBe('VALID');
    expect(timesSubmitted(no)).toBe(1);
  });

  test('a 5xx: looked up (not there), then sent once', async () => {
    sim.failNext('submit', { status: 503 });
    const no = await issueFlightInvoice();
    const e = await settled(no, 'invoice', 40_000);
    expect(e.state).toBe('VALID');
    expect(timesSubmitted(no)).toBe(1);
    const actions = (await logOf(no))!.attempts.map((a) => a.action);
    expect(actions).toEqual(['PREPARE', 'SUBMIT', 'LOOKUP', 'SUBMIT', 'POLL']);
  });

  test('a timeout (MyInvois had it): found by the look-up, never sent again', async () => {
    sim.delayNext('submit', 2_000);
    const no = await issueFlightInvoice();
    const e = await settled(no, 'invoice', 40_000);
    expect(e.state).toBe('VALID');
    expect(timesSubmitted(no)).toBe(1);
    expect((await logOf(no))!.attempts.map((a) => a.action)).toContain('LOOKUP');
  });

  test("a document MyInvois finds invalid: LHDN's errors stored, field and rule, English and Malay", async () => {
    // LHDN's clock says the issue time is more than 72 h old (ours does not): only MyInvois refuses it.
    sim.advance(73 * HOURS);
    try {
      const no = await issueFlightInvoice();
      const e = await settled(no);
      expect(e.state).toBe('INVALID');
      expect(e.issues.length).toBeGreaterThan(0);
      for (const issue of e.issues) {
        expect(issue.rule).toBeTruthy();
        expect(issue.en).toBeTruthy();
        expect(issue.ms).toBeTruthy();
      }
      expect(timesSubmitted(no)).toBe(1);
    } finally {
      sim.advance(-73 * HOURS);
    }
  });
});

describe('live state', () => {
  test("each state change reaches the staff's sockets as a domain-event (ids and states only); not an agency's", async () => {
    const org = await registerOrganization(api, admin);
    const agency = await userWith(api.dataSource, api.url, [PERMISSIONS.eInvoicesView], org.id);
    const staffSocket = await openSocket(api.url, admin);
    const agencySocket = await openSocket(api.url, agency.token);
    const seenByAgency: unknown[] = [];
    agencySocket.on('domain-event', (p: { type: string }) => p.type === 'EInvoiceStateChanged' && seenByAgency.push(p));
    try {
      type Push = { type: string; data: { documentNo: string; to: string; eInvoiceId: string } };
      const valid = nextPush<Push>(
        staffSocket,
        'domain-event',
        (p) => p.type === 'EInvoiceStateChanged' && p.data.to === 'VALID',
        30_000,
      );
      const no = await issueFlightInvoice();
      const push = await valid;
      expect(push.data.documentNo).toBe(no);
      expect(Object.keys(push.data).sort()).toEqual(['documentId', 'documentNo', 'eInvoiceId', 'from', 'to']);
      expect(seenByAgency).toEqual([]);
    } finally {
      staffSocket.disconnect();
      agencySocket.disconnect();
    }
  });
});

describe('cancel', () => {
  test('within 72 h of validation: cancelled at MyInvois', async () => {
    const e = await settled(await issueFlightInvoice());
    const tooLong = await post('bo/EInvoice/cancel', { eInvoiceId: e.eInvoiceId, reason: 'x'.repeat(301) });
    expect(tooLong.status).toBe(400);
    const res = await post('bo/EInvoice/cancel', { eInvoiceId: e.eInvoiceId, reason: 'Issued to the wrong buyer' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      code: 'EINVOICE_CANCELLED',
      eInvoice: { state: 'CANCELLED', cancelReason: 'Issued to the wrong buyer' },
    });
    expect(sim.document(e.uuid!)?.status).toBe('Cancelled');
  });

  test("after 72 h (MyInvois' clock): refused, telling the user to issue a credit note", async () => {
    const e = await settled(await issueFlightInvoice());
    sim.advance(73 * HOURS);
    try {
      const res = await post('bo/EInvoice/cancel', { eInvoiceId: e.eInvoiceId, reason: 'Too late' });
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('EINVOICE_CANCEL_PERIOD_OVER');
      expect(res.body.message).toMatch(/credit note/);
    } finally {
      sim.advance(-73 * HOURS);
    }
    expect(sim.document(e.uuid!)?.status).toBe('Valid');
    expect((await logOf(e.documentNo))!.eInvoice.state).toBe('VALID');
  });

  test("a buyer's rejection is recorded", async () => {
    const e = await settled(await issueFlightInvoice());
    const res = await post('bo/EInvoice/recordRejection', { eInvoiceId: e.eInvoiceId, reason: 'Wrong amount' });
    expect(res.status).toBe(200);
    expect(res.body.eInvoice).toMatchObject({ state: 'REJECTION_REQUESTED', rejectionReason: 'Wrong amount' });
  });
});

describe('the /bo/EInvoice calls', () => {
  test('list with filters, Update (refresh from MyInvois), classifications', async () => {
    const page = await get('bo/EInvoice/list', {
      pageSize: '10',
      curPageIndex: '1',
      state: 'VALID',
      sortKey: 'createdAt',
      sortOrder: 'desc',
    });
    expect(page.status).toBe(200);
    expect(page.body.total).toBeGreaterThan(0);
    expect(page.body.items.every((i: EInvoice) => i.state === 'VALID')).toBe(true);

    const valid = page.body.items[0] as EInvoice;
    const refreshed = await post('bo/EInvoice/UpdateTaxInvoiceSubmitLog', { taxInvoiceNo: valid.documentNo });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body).toMatchObject({ code: 'EINVOICE_STATE_REFRESHED', eInvoice: { state: 'VALID' } });

    const unknown = await get('bo/EInvoice/GetTaxInvoiceSubmitLog', { taxInvoiceNo: 'INV-1999-000001' });
    expect(unknown.status).toBe(404);

    const classes = await get('bo/EInvoice/GetAllClassification', {});
    expect(classes.status).toBe(200);
    expect(classes.body).toHaveLength(45);
    expect(classes.body).toContainEqual(expect.objectContaining({ code: '004' }));
  });

  test('retry rebuilds a locally invalid one from its document and current details, logged (still refused while the buyer has no TIN)', async () => {
    const page = await get('bo/EInvoice/list', { pageSize: '10', curPageIndex: '1', state: 'INVALID_LOCALLY' });
    const e = page.body.items[0] as EInvoice;
    const res = await post('bo/EInvoice/retry', { eInvoiceId: e.eInvoiceId });
    // The organization still has no TIN: prepared again, still refused by our validator, logged.
    expect(res.status).toBe(200);
    expect(res.body.eInvoice.state).toBe('INVALID_LOCALLY');
    const log = (await get('bo/EInvoice/getSubmitLog', { eInvoiceId: e.eInvoiceId })).body as EInvoiceSubmitLog;
    expect(log.attempts.map((a) => a.action)).toEqual(['PREPARE', 'RETRY']);
    const validOne = (await get('bo/EInvoice/list', { pageSize: '10', curPageIndex: '1', state: 'VALID' })).body.items[0];
    const refused = await post('bo/EInvoice/retry', { eInvoiceId: validOne.eInvoiceId });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('EINVOICE_NOT_RETRYABLE');
  });

  test('an agency user is refused (403) even with the permission; a staff user without it too', async () => {
    const org = await registerOrganization(api, admin);
    const agency = await userWith(api.dataSource, api.url, [PERMISSIONS.eInvoicesView, PERMISSIONS.eInvoicesEdit], org.id);
    const staffWithout = await userWith(api.dataSource, api.url, [PERMISSIONS.invoicesView]);
    for (const token of [agency.token, staffWithout.token]) {
      expect((await get('bo/EInvoice/list', { pageSize: '10', curPageIndex: '1' }, token)).status).toBe(403);
      expect((await get('bo/EInvoice/GetAllClassification', {}, token)).status).toBe(403);
      expect((await post('bo/EInvoice/CreateTaxInvoiceSubmitLog', { taxInvoiceNo: 'INV-1999-000001' }, token)).status).toBe(403);
    }
  });
});

describe('the monthly consolidated e-invoice of B2C sales', () => {
  test("one e-invoice of the month's consumer sales (ranges of numbers), leaving out flights and sales above RM10,000", async () => {
    const hotel = (unitPrice: number) =>
      post('finance/invoice/insert', {
        documentDate: today(),
        currencyCode: 'MYR',
        category: 'THEME_PARK',
        buyerName: 'Walk-in',
        revenueLines: [{ salesType: 'THEME_PARK', description: 'Day pass', pax: 2, unitPrice, taxType: 'SERVICE_TAX' }],
        issue: true,
      });
    const small = [await hotel(10_000), await hotel(12_000)];
    const big = await hotel(600_000); // RM12,000 with tax: its own e-invoice
    for (const r of [...small, big]) expect(r.status).toBe(200);
    const bigNo = big.body.document.documentNo as string;
    expect((await settled(bigNo)).state).toBe('VALID');
    // Consumer sales below RM10,000 have no e-invoice of their own.
    expect(await logOf(small[0].body.document.documentNo)).toBeNull();

    const month = today().slice(0, 7);
    const run = await worker.get(EInvoiceConsolidation).run(month);
    expect(run.sales).toBe(2);
    const log = (await get('bo/EInvoice/getSubmitLog', { eInvoiceId: run.eInvoiceId! })).body as EInvoiceSubmitLog;
    expect(log.eInvoice).toMatchObject({
      subject: 'CONSOLIDATED',
      period: month,
      coveredDocuments: 2,
      buyerTin: 'EI00000000010',
    });
    await waitFor(
      async () =>
        ((await get('bo/EInvoice/getSubmitLog', { eInvoiceId: run.eInvoiceId! })).body as EInvoiceSubmitLog).eInvoice.state ===
        'VALID',
      30_000,
      'the consolidated e-invoice to be Valid',
    );
    const doc = sim.documents().find((d) => d.facts.internalId === `CONS-${month}`)!;
    const ubl = JSON.parse(doc.json).Invoice[0];
    expect(ubl.AccountingCustomerParty[0].Party[0].PartyLegalEntity[0].RegistrationName[0]._).toBe('General Public');
    const lines = ubl.InvoiceLine as {
      Item: { CommodityClassification: { ItemClassificationCode: { _: string }[] }[]; Description: { _: string }[] }[];
    }[];
    // The two small sales are consecutive numbers: one line, classification 004.
    expect(lines).toHaveLength(1);
    expect(lines[0].Item[0].CommodityClassification[0].ItemClassificationCode[0]._).toBe('004');
    expect(lines[0].Item[0].Description[0]._).toBe(
      `Sales ${small[0].body.document.documentNo} - ${small[1].body.document.documentNo}`,
    );
    // Once per month.
    expect((await worker.get(EInvoiceConsolidation).run(month)).eInvoiceId).toBeNull();
  });
});
