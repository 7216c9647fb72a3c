import type { EInvoice } from '@bo/shared';
import { MyInvoisClient } from '../src/modules/finance/einvoice/myinvois-client';
import { makeSigningCredentials, type TestCredentials } from '../src/modules/finance/einvoice/signing.test-data';
import { documentHash } from '../src/modules/finance/einvoice/ubl-document';
import { auth } from './support/api-harness';
import { type EInvoiceStack, startEInvoiceStack } from './support/einvoice-stack';
import { waitFor } from './support/event-store-harness';

/**
 * Version 1.1 end to end on a stack of its own (API + worker on an isolated database, the MyInvois
 * simulator over HTTP), configured with a throw-away certificate and key (openssl, in a temporary
 * directory): an issued invoice's e-invoice is signed by the preparer and ends Valid, the
 * simulator having verified its signature; the same document changed after signing is Invalid
 * with an error naming the signature.
 */
let creds: TestCredentials;
let stack: EInvoiceStack;
let sim: EInvoiceStack['sim'];
let api: EInvoiceStack['api'];
let admin: string;

beforeAll(async () => {
  creds = makeSigningCredentials();
  stack = await startEInvoiceStack('einvoice_signed', {
    MYINVOIS_SIGNING_CERT_FILE: creds.certFile,
    MYINVOIS_SIGNING_KEY_FILE: creds.keyFile,
  });
  ({ sim, api, admin } = stack);
}, 60_000);

afterAll(async () => {
  await stack?.close();
  creds?.remove();
});

async function settled(documentNo: string): Promise<EInvoice> {
  let last: EInvoice | undefined;
  await waitFor(
    async () => {
      const res = await api
        .http()
        .get('/api/v1/bo/EInvoice/GetTaxInvoiceSubmitLog')
        .set(auth(admin))
        .query({ taxInvoiceNo: documentNo });
      last = res.status === 200 ? (res.body.eInvoice as EInvoice) : undefined;
      return !!last && ['VALID', 'INVALID', 'INVALID_LOCALLY'].includes(last.state);
    },
    30_000,
    `the e-invoice of ${documentNo} to settle`,
  );
  return last!;
}

test('an issued invoice goes as a signed 1.1 document and ends Valid; changed after signing, it is Invalid', async () => {
  const res = await api
    .http()
    .post('/api/v1/finance/invoice/insert')
    .set(auth(admin))
    .send({
      documentDate: new Date().toISOString().slice(0, 10),
      currencyCode: 'MYR',
      category: 'FLIGHT',
      buyerName: 'Siti Aminah',
      revenueLines: [{ salesType: 'FLIGHT', description: 'KUL-PEN return, 1 adult', pax: 1, unitPrice: 38_900, taxType: 'NONE' }],
      issue: true,
    });
  expect(res.status).toBe(200);
  const e = await settled(res.body.document.documentNo as string);
  expect(e).toMatchObject({ state: 'VALID', typeCode: '01', attempts: 1 });

  const received = sim.document(e.uuid!)!;
  expect(received.facts.version).toBe('1.1');
  expect(received.steps.find((s) => s.name === 'Step05-Signature Validator')).toEqual({
    name: 'Step05-Signature Validator',
    status: 'Valid',
  });
  const sent = JSON.parse(received.json) as { Invoice: Record<string, unknown>[] };
  expect(sent.Invoice[0]!.UBLExtensions).toBeDefined();
  // The hash that went with it is the signed document's.
  expect(sim.submissions().flatMap((s) => s.documentHashes)).toContain(documentHash(received.json));

  // The same document with its amount changed after signing, sent as is (its step 5 is what counts here).
  const tampered = received.json.replace(/"PayableAmount":\[\{"_":389(\.00)?/, '"PayableAmount":[{"_":38.9');
  expect(tampered).not.toBe(received.json);
  const client = new MyInvoisClient({
    baseUrl: sim.url,
    clientId: stack.clientId,
    clientSecret: stack.clientSecret,
    timeoutMs: 2_000,
  });
  const submitted = await client.submit([
    {
      format: 'JSON',
      document: Buffer.from(tampered, 'utf8').toString('base64'),
      documentHash: documentHash(tampered),
      codeNumber: received.facts.internalId,
    },
  ]);
  expect(submitted.rejectedDocuments).toEqual([]);
  const uuid = submitted.acceptedDocuments[0]!.uuid;
  sim.settle();
  const details = await client.getDetails(uuid);
  expect(details.status).toBe('Invalid');
  const step = sim.document(uuid)!.steps.find((s) => s.name === 'Step05-Signature Validator');
  expect(step?.status).toBe('Invalid');
  expect(step?.error?.innerError.map((x) => x.errorCode)).toEqual(['DS103', 'DS105']);
  expect(step?.error?.error).toMatch(/^Signature: the document digest \(DocDigest\) does not match/);
});
