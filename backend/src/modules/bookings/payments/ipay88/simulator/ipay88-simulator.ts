/**
 * A local stand-in for the iPay88 gateway, for tests and `npm start` (no money moves, nothing leaves
 * this machine but the backend post to the BackendURL it is given). Plain node:http, in memory:
 *
 *   POST /epayment/entry.asp          the payment page: checks the request signature, shows Pay / Fail
 *   POST /epayment/complete           Pay / Fail: an auto-submitting form back to ResponseURL; on Pay
 *                                     also the server-side backend post, retried until RECEIVEOK
 *   GET|POST /epayment/enquiry.asp    requery: "00" when paid, else an error text
 *   GET /                             the payments seen so far
 *
 * `complete(refNo, outcome)` does what the buttons do, without a browser. The merchant key only
 * signs and checks: it is in no page, answer or error.
 */
import { randomInt } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  BACKEND_ACK,
  MAX_REF_NO_LENGTH,
  REQUERY_PAID,
  STATUS_FAIL,
  STATUS_SUCCESS,
  requestSignature,
  responseSignature,
  signaturesEqual,
} from '../ipay88';

export interface Ipay88SimulatorOptions {
  /** 0 or absent: an ephemeral port. */
  port?: number;
  /** Loopback unless told otherwise. */
  host?: string;
  merchantCode: string;
  merchantKey: string;
  /** Backend post delivery: `tries` posts, waiting backoffMs, 2x, 4x... between them. */
  backendPost?: { tries?: number; backoffMs?: number; timeoutMs?: number };
}

export type SimulatedOutcome = 'success' | 'fail';

export interface BackendPostDelivery {
  attempts: number;
  acknowledged: boolean;
  /** What the receiver answered each time (body, or the transport error). */
  answers: string[];
}

export interface SimulatedPayment {
  refNo: string;
  paymentId: string;
  /** As posted in the request ("1,278.99"): the response echoes it. */
  amount: string;
  currency: string;
  prodDesc: string;
  remark: string;
  responseUrl: string;
  backendUrl: string;
  status: 'pending' | 'paid' | 'failed';
  transId: string | null;
  /** Filled as the backend post of a success goes (null for a pending or failed payment). */
  backendPost: BackendPostDelivery | null;
}

export type Ipay88ResponseFields = Record<
  | 'MerchantCode'
  | 'PaymentId'
  | 'RefNo'
  | 'Amount'
  | 'Currency'
  | 'Remark'
  | 'TransId'
  | 'AuthCode'
  | 'Status'
  | 'ErrDesc'
  | 'Signature',
  string
>;

export interface CompletedPayment {
  /** The browser-return fields (the backend post carries the same). */
  fields: Ipay88ResponseFields;
  /** For a success, once delivery has finished (acknowledged or out of tries); null for a failure. */
  backendPost: BackendPostDelivery | null;
}

export interface Ipay88Simulator {
  url: string;
  entryUrl: string;
  requeryUrl: string;
  payments: ReadonlyMap<string, SimulatedPayment>;
  complete(refNo: string, outcome: SimulatedOutcome): Promise<CompletedPayment>;
  close(): Promise<void>;
}

const ENTRY_PATH = '/epayment/entry.asp';
const COMPLETE_PATH = '/epayment/complete';
const REQUERY_PATH = '/epayment/enquiry.asp';
const MAX_BODY_BYTES = 64 * 1024;
const AMOUNT = /^(?:\d{1,3}(?:,\d{3})*|\d+)\.\d{2}$/;
const PAYMENT_METHODS: Record<string, string> = { '2': 'Credit card', '16': 'FPX online banking' };

class SimulatorRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export async function startIpay88Simulator(options: Ipay88SimulatorOptions): Promise<Ipay88Simulator> {
  const { merchantCode, merchantKey } = options;
  const tries = options.backendPost?.tries ?? 5;
  const backoffMs = options.backendPost?.backoffMs ?? 500;
  const timeoutMs = options.backendPost?.timeoutMs ?? 5_000;
  const payments = new Map<string, SimulatedPayment>();
  // Stops retries in flight when the simulator closes.
  const closing = new AbortController();
  let transIds = 0;

  function acceptRequest(f: URLSearchParams): SimulatedPayment {
    const field = (name: string) => f.get(name) ?? '';
    for (const name of ['MerchantCode', 'PaymentId', 'RefNo', 'Amount', 'Currency', 'Signature', 'ResponseURL']) {
      if (!field(name)) throw new SimulatorRefusal(400, `Missing parameter: ${name}`);
    }
    if (field('MerchantCode') !== merchantCode) throw new SimulatorRefusal(400, 'Invalid merchant code');
    if (field('SignatureType') !== 'SHA256')
      throw new SimulatorRefusal(400, 'Unsupported SignatureType (this simulator checks SHA256)');
    const refNo = field('RefNo');
    if (refNo.length > MAX_REF_NO_LENGTH) throw new SimulatorRefusal(400, `RefNo longer than ${MAX_REF_NO_LENGTH} characters`);
    if (!AMOUNT.test(field('Amount'))) throw new SimulatorRefusal(400, 'Invalid amount (expected the form 1,278.99)');
    if (!isHttpUrl(field('ResponseURL')) || (field('BackendURL') !== '' && !isHttpUrl(field('BackendURL')))) {
      throw new SimulatorRefusal(400, 'ResponseURL and BackendURL must be http(s) URLs');
    }
    const expected = requestSignature({ merchantKey, merchantCode, refNo, amount: field('Amount'), currency: field('Currency') });
    if (!signaturesEqual(field('Signature'), expected)) throw new SimulatorRefusal(400, 'Signature not match');
    if (payments.get(refNo)?.status === 'paid') throw new SimulatorRefusal(400, 'Duplicate RefNo: already paid');
    // A pending or failed RefNo may be tried again: the new request replaces it.
    const payment: SimulatedPayment = {
      refNo,
      paymentId: field('PaymentId'),
      amount: field('Amount'),
      currency: field('Currency'),
      prodDesc: field('ProdDesc'),
      remark: field('Remark'),
      responseUrl: field('ResponseURL'),
      backendUrl: field('BackendURL'),
      status: 'pending',
      transId: null,
      backendPost: null,
    };
    payments.set(refNo, payment);
    return payment;
  }

  /** Decides a pending payment and signs its response fields. */
  function settle(refNo: string, outcome: SimulatedOutcome): { payment: SimulatedPayment; fields: Ipay88ResponseFields } {
    const payment = payments.get(refNo);
    if (!payment) throw new SimulatorRefusal(404, `No payment with RefNo ${refNo}`);
    if (payment.status !== 'pending') throw new SimulatorRefusal(409, `Payment ${refNo} is already ${payment.status}`);
    const paid = outcome === 'success';
    payment.status = paid ? 'paid' : 'failed';
    payment.transId = `T${String(++transIds).padStart(9, '0')}`;
    const status = paid ? STATUS_SUCCESS : STATUS_FAIL;
    const fields: Ipay88ResponseFields = {
      MerchantCode: merchantCode,
      PaymentId: payment.paymentId,
      RefNo: refNo,
      Amount: payment.amount,
      Currency: payment.currency,
      Remark: payment.remark,
      TransId: payment.transId,
      AuthCode: paid ? String(randomInt(100_000, 1_000_000)) : '',
      Status: status,
      ErrDesc: paid ? '' : 'Customer cancel transaction',
      Signature: responseSignature({
        merchantKey,
        merchantCode,
        paymentId: payment.paymentId,
        refNo,
        amount: payment.amount,
        currency: payment.currency,
        status,
      }),
    };
    return { payment, fields };
  }

  /** The server-to-server post of a success: retried until the body is exactly RECEIVEOK. */
  async function deliver(payment: SimulatedPayment, fields: Ipay88ResponseFields): Promise<BackendPostDelivery> {
    const delivery: BackendPostDelivery = { attempts: 0, acknowledged: false, answers: [] };
    payment.backendPost = delivery;
    if (!payment.backendUrl) return delivery;
    while (delivery.attempts < tries && !closing.signal.aborted) {
      if (delivery.attempts > 0) {
        try {
          await sleep(backoffMs * 2 ** (delivery.attempts - 1), undefined, { signal: closing.signal });
        } catch {
          break; // closed while waiting
        }
      }
      delivery.attempts++;
      try {
        const response = await fetch(payment.backendUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(fields),
          signal: AbortSignal.any([closing.signal, AbortSignal.timeout(timeoutMs)]),
        });
        const body = await response.text();
        delivery.answers.push(body);
        if (body === BACKEND_ACK) {
          delivery.acknowledged = true;
          break;
        }
      } catch (error) {
        delivery.answers.push(`(${error instanceof Error ? error.message : String(error)})`);
      }
    }
    return delivery;
  }

  async function complete(refNo: string, outcome: SimulatedOutcome): Promise<CompletedPayment> {
    const { payment, fields } = settle(refNo, outcome);
    return { fields, backendPost: outcome === 'success' ? await deliver(payment, fields) : null };
  }

  function requeryAnswer(f: URLSearchParams): string {
    const refNo = f.get('RefNo') ?? '';
    const amount = f.get('Amount') ?? '';
    if (f.get('MerchantCode') !== merchantCode || !refNo || !AMOUNT.test(amount)) return 'Invalid parameters';
    const payment = payments.get(refNo);
    if (!payment) return 'Record not found';
    if (digits(payment.amount) !== digits(amount)) return 'Incorrect amount';
    return payment.status === 'paid' ? REQUERY_PAID : payment.status === 'failed' ? 'Payment fail' : 'Payment pending';
  }

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://simulator');
    if (url.pathname === REQUERY_PATH && (req.method === 'GET' || req.method === 'POST')) {
      const fields = req.method === 'GET' ? url.searchParams : await readForm(req);
      return send(res, 200, 'text/plain; charset=utf-8', requeryAnswer(fields));
    }
    if (url.pathname === ENTRY_PATH && req.method === 'POST') {
      return html(res, 200, entryPage(merchantCode, acceptRequest(await readForm(req))));
    }
    if (url.pathname === COMPLETE_PATH && req.method === 'POST') {
      const form = await readForm(req);
      const outcome = form.get('Outcome');
      if (outcome !== 'success' && outcome !== 'fail') throw new SimulatorRefusal(400, 'Outcome must be success or fail');
      const { payment, fields } = settle(form.get('RefNo') ?? '', outcome);
      // The browser goes back at once; the backend post goes on its own, as at the real gateway.
      if (outcome === 'success') void deliver(payment, fields);
      return html(res, 200, returnPage(payment.responseUrl, fields));
    }
    if (url.pathname === '/' && req.method === 'GET') return html(res, 200, indexPage([...payments.values()]));
    throw new SimulatorRefusal(404, 'Not found');
  }

  const server = createServer((req, res) => {
    route(req, res).catch((error: unknown) => {
      const refusal = error instanceof SimulatorRefusal ? error : new SimulatorRefusal(500, 'Simulator error');
      if (!res.headersSent) html(res, refusal.status, errorPage(refusal.message));
      else res.end();
    });
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

  return {
    url,
    entryUrl: `${url}${ENTRY_PATH}`,
    requeryUrl: `${url}${REQUERY_PATH}`,
    payments,
    complete,
    close: () =>
      new Promise<void>((resolve) => {
        closing.abort();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

const digits = (amount: string) => amount.replace(/[.,]/g, '');

function isHttpUrl(text: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(text).protocol);
  } catch {
    return false;
  }
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new SimulatorRefusal(413, 'Request too large');
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function send(res: ServerResponse, status: number, type: string, body: string): void {
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
  res.end(body);
}

const html = (res: ServerResponse, status: number, body: string) => send(res, status, 'text/html; charset=utf-8', body);

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

function page(heading: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(heading)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:2rem auto;padding:0 1rem;line-height:1.5}
dt{font-weight:600}dd{margin:0 0 .5rem}button{font-size:1rem;padding:.5rem 1.5rem;margin-right:.75rem}
table{border-collapse:collapse}th,td{padding:.25rem .75rem;text-align:left;border-bottom:1px solid #ccc}</style>
</head>
<body>
<main>
<h1>${escapeHtml(heading)}</h1>
${body}
</main>
</body>
</html>
`;
}

function entryPage(merchantCode: string, p: SimulatedPayment): string {
  const method = PAYMENT_METHODS[p.paymentId] ?? `PaymentId ${p.paymentId}`;
  return page(
    'iPay88 simulator',
    `<p>A local stand-in for the iPay88 payment page: no money moves.</p>
<dl>
<dt>Merchant</dt><dd>${escapeHtml(merchantCode)}</dd>
<dt>Reference</dt><dd>${escapeHtml(p.refNo)}</dd>
<dt>Description</dt><dd>${escapeHtml(p.prodDesc)}</dd>
<dt>Payment method</dt><dd>${escapeHtml(method)}</dd>
<dt>Amount</dt><dd><strong>${escapeHtml(p.currency)} ${escapeHtml(p.amount)}</strong></dd>
</dl>
<form method="post" action="${COMPLETE_PATH}">
<input type="hidden" name="RefNo" value="${escapeHtml(p.refNo)}">
<button type="submit" name="Outcome" value="success">Pay</button>
<button type="submit" name="Outcome" value="fail">Fail</button>
</form>`,
  );
}

/** Posts the signed fields back to the merchant's ResponseURL; the button is there without JavaScript. */
function returnPage(responseUrl: string, fields: Ipay88ResponseFields): string {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n');
  return page(
    'iPay88 simulator',
    `<p role="status">${fields.Status === STATUS_SUCCESS ? 'Payment successful.' : 'Payment failed.'} Returning to the merchant…</p>
<form id="return" method="post" action="${escapeHtml(responseUrl)}">
${inputs}
<button type="submit">Return to merchant</button>
</form>
<script>document.getElementById('return').submit();</script>`,
  );
}

function errorPage(message: string): string {
  return page('iPay88 simulator', `<p role="alert">${escapeHtml(message)}</p>`);
}

function indexPage(payments: SimulatedPayment[]): string {
  const rows = payments
    .map(
      (p) =>
        `<tr><td>${escapeHtml(p.refNo)}</td><td>${escapeHtml(`${p.currency} ${p.amount}`)}</td><td>${p.status}</td>` +
        `<td>${p.backendPost ? `${p.backendPost.acknowledged ? 'RECEIVEOK' : 'no RECEIVEOK'} (${p.backendPost.attempts} tries)` : ''}</td></tr>`,
    )
    .join('\n');
  return page(
    'iPay88 simulator',
    payments.length === 0
      ? '<p>No payments yet.</p>'
      : `<table><caption>Payments since start</caption>
<thead><tr><th scope="col">RefNo</th><th scope="col">Amount</th><th scope="col">Status</th><th scope="col">Backend post</th></tr></thead>
<tbody>
${rows}
</tbody></table>`,
  );
}
