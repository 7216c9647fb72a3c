import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  type Ipay88Config,
  type Ipay88Order,
  paymentRequest,
  requery,
  verifyResponse,
} from '../src/modules/bookings/payments/ipay88/ipay88';
import { type Ipay88Simulator, startIpay88Simulator } from '../src/modules/bookings/payments/ipay88/simulator/ipay88-simulator';

/**
 * The iPay88 simulator over real HTTP on 127.0.0.1, with a tiny node:http receiver standing in for
 * our backend page (it answers what each test scripts, RECEIVEOK unless told otherwise).
 */
const merchantCode = 'M00003';
const merchantKey = 'int-spec-key';

interface Receiver {
  url: string;
  posts: Record<string, string>[];
  /** Bodies to answer, in order; RECEIVEOK once they run out. */
  answers: string[];
  close(): Promise<void>;
}

async function startReceiver(): Promise<Receiver> {
  const posts: Record<string, string>[] = [];
  const answers: string[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      posts.push(Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))));
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end(answers.shift() ?? 'RECEIVEOK');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    posts,
    answers,
    url: `http://127.0.0.1:${port}/payments/ipay88/backend`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let simulator: Ipay88Simulator;
let receiver: Receiver;
let config: Ipay88Config;
let seq = 0;

beforeAll(async () => {
  simulator = await startIpay88Simulator({ merchantCode, merchantKey, backendPost: { tries: 4, backoffMs: 20 } });
  receiver = await startReceiver();
  config = { merchantCode, merchantKey, entryUrl: simulator.entryUrl, requeryUrl: simulator.requeryUrl };
});
afterAll(async () => {
  await simulator.close();
  await receiver.close();
});
beforeEach(() => {
  receiver.posts.length = 0;
  receiver.answers.length = 0;
});

const newOrder = (amountMinor = 127899): Ipay88Order => ({
  refNo: `BK-INT-${Date.now().toString(36)}-${++seq}`,
  amountMinor,
  currency: 'MYR',
  prodDesc: 'Hotel booking <Langkawi> & more',
  userName: 'Aminah binti Ali',
  userEmail: 'aminah@example.my',
  userContact: '+60123456789',
  responseUrl: 'http://127.0.0.1:9/payments/ipay88/return',
  backendUrl: receiver.url,
});
const expectedOf = (order: Ipay88Order) => ({ refNo: order.refNo, amountMinor: order.amountMinor, currency: order.currency });

const postForm = (url: string, fields: Record<string, string>) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  });

/** Posts the payment form as the browser would; answers the simulator's page. */
async function enter(order: Ipay88Order): Promise<{ status: number; html: string }> {
  const { url, fields } = paymentRequest(config, order);
  const response = await postForm(url, fields);
  return { status: response.status, html: await response.text() };
}

const unescapeHtml = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39);/g, (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e] as string);
const hiddenFields = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)].map((m) => [m[1], unescapeHtml(m[2])]),
  );

async function until(check: () => boolean, what: string, ms = 5_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('iPay88 simulator', () => {
  test('accepts a signed request with a payment page; refuses a bad signature with a 400 page', async () => {
    const order = newOrder();
    const page = await enter(order);
    expect(page.status).toBe(200);
    expect(page.html).toContain('<title>iPay88 simulator</title>');
    expect(page.html).toContain('MYR 1,278.99');
    expect(page.html).toContain('Hotel booking &lt;Langkawi&gt; &amp; more');
    expect(page.html).toMatch(/<button type="submit" name="Outcome" value="success">Pay<\/button>/);
    expect(page.html).toMatch(/<button type="submit" name="Outcome" value="fail">Fail<\/button>/);
    expect(page.html).not.toContain(merchantKey);
    expect(simulator.payments.get(order.refNo)).toMatchObject({ status: 'pending', amount: '1,278.99' });

    const other = newOrder();
    const { url, fields } = paymentRequest(config, other);
    const tampered = await postForm(url, { ...fields, Amount: '1.00' });
    expect(tampered.status).toBe(400);
    expect(tampered.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await tampered.text()).toContain('Signature not match');
    const wrongKey = paymentRequest({ ...config, merchantKey: 'guessed' }, other);
    expect((await postForm(url, wrongKey.fields)).status).toBe(400);
    expect(simulator.payments.has(other.refNo)).toBe(false);
  });

  test('Pay (the button): a signed browser return to ResponseURL and a signed backend post, both accepted', async () => {
    const order = newOrder();
    await enter(order);
    const response = await postForm(`${simulator.url}/epayment/complete`, { RefNo: order.refNo, Outcome: 'success' });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`action="${order.responseUrl}"`);
    expect(html).toContain('<button type="submit">Return to merchant</button>');
    const browserReturn = hiddenFields(html);
    expect(browserReturn).toMatchObject({ RefNo: order.refNo, Status: '1', Amount: '1,278.99' });
    expect(verifyResponse(config, browserReturn, expectedOf(order))).toMatchObject({ ok: true, paid: true });

    await until(() => receiver.posts.length === 1, 'the backend post');
    const backendPost = receiver.posts[0];
    expect(backendPost).toEqual(browserReturn);
    expect(verifyResponse(config, backendPost, expectedOf(order))).toMatchObject({
      ok: true,
      paid: true,
      transId: browserReturn.TransId,
    });
    // Our receiver's record of it: one post, acknowledged.
    await until(() => simulator.payments.get(order.refNo)?.backendPost?.acknowledged === true, 'the acknowledgement');
    expect(simulator.payments.get(order.refNo)?.backendPost?.attempts).toBe(1);
    // Not twice.
    const again = await postForm(`${simulator.url}/epayment/complete`, { RefNo: order.refNo, Outcome: 'success' });
    expect(again.status).toBe(409);
  });

  test('retries the backend post until the body is exactly RECEIVEOK, then stops', async () => {
    const order = newOrder(5);
    await enter(order);
    receiver.answers.push('ERROR', '"RECEIVEOK"');
    const { fields, backendPost } = await simulator.complete(order.refNo, 'success');
    expect(backendPost).toEqual({ attempts: 3, acknowledged: true, answers: ['ERROR', '"RECEIVEOK"', 'RECEIVEOK'] });
    expect(receiver.posts).toHaveLength(3);
    for (const post of receiver.posts) expect(post).toEqual(fields);
    await new Promise((r) => setTimeout(r, 200)); // past the next backoff: nothing more comes
    expect(receiver.posts).toHaveLength(3);
  });

  test('gives up after the configured tries when never acknowledged', async () => {
    const order = newOrder();
    await enter(order);
    receiver.answers.push('no', 'no', 'no', 'no', 'no');
    const { backendPost } = await simulator.complete(order.refNo, 'success');
    expect(backendPost).toMatchObject({ attempts: 4, acknowledged: false });
    expect(receiver.posts).toHaveLength(4);
  });

  test('requery: an error text before the payment, "00" after it, "Incorrect amount" for another amount', async () => {
    const order = newOrder(250000);
    const ask = (amountMinor = order.amountMinor) => requery(fetch, config, { refNo: order.refNo, amountMinor });
    await expect(ask()).resolves.toEqual({ paid: false, message: 'Record not found' });
    await enter(order);
    await expect(ask()).resolves.toEqual({ paid: false, message: 'Payment pending' });
    await simulator.complete(order.refNo, 'success');
    await expect(ask()).resolves.toEqual({ paid: true });
    await expect(ask(100)).resolves.toEqual({ paid: false, message: 'Incorrect amount' });
    // GET with the same fields answers the same; another merchant code is refused.
    const query = new URLSearchParams({ MerchantCode: merchantCode, RefNo: order.refNo, Amount: '2,500.00' });
    expect(await (await fetch(`${simulator.requeryUrl}?${query}`)).text()).toBe('00');
    query.set('MerchantCode', 'M99999');
    expect(await (await fetch(`${simulator.requeryUrl}?${query}`)).text()).toBe('Invalid parameters');
  });

  test('Fail: Status "0", signed, and no backend post', async () => {
    const order = newOrder();
    await enter(order);
    const { fields, backendPost } = await simulator.complete(order.refNo, 'fail');
    expect(fields.Status).toBe('0');
    expect(backendPost).toBeNull();
    expect(verifyResponse(config, fields, expectedOf(order))).toMatchObject({
      ok: true,
      paid: false,
      errDesc: expect.any(String),
    });
    await expect(requery(fetch, config, { refNo: order.refNo, amountMinor: order.amountMinor })).resolves.toEqual({
      paid: false,
      message: 'Payment fail',
    });

    // The Fail button likewise: a browser return with Status "0", nothing server-side.
    const viaButton = newOrder();
    await enter(viaButton);
    const html = await (await postForm(`${simulator.url}/epayment/complete`, { RefNo: viaButton.refNo, Outcome: 'fail' })).text();
    expect(hiddenFields(html)).toMatchObject({ RefNo: viaButton.refNo, Status: '0' });
    await new Promise((r) => setTimeout(r, 200));
    expect(receiver.posts).toHaveLength(0);
  });
});
