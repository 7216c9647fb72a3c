import { randomBytes } from 'node:crypto';
import { formatAmount, responseSignature } from '../src/modules/bookings/payments/ipay88/ipay88';
import { type Ipay88Simulator, startIpay88Simulator } from '../src/modules/bookings/payments/ipay88/simulator/ipay88-simulator';
import { ADMIN_PASSWORD, signIn, startApi } from './support/api-harness';
import { bookingCalls, day } from './support/booking-fixture';
import { ok, token8 } from './support/hotel-fixture';
import type { Body, Json } from './support/json-types';

/**
 * Paying bookings by iPay88 FPX over real HTTP (docs/bookings.md, "Paying with iPay88 FPX"): the
 * local iPay88 simulator on an ephemeral port, the API pointed at it (IPAY88_*), real PostgreSQL
 * and Redis. A consumer booking made by staff, paid through the gateway: the signed form, the
 * simulator's entry page, its backend post to our page (RECEIVEOK), the browser return; each
 * success recorded once however often and in whatever order it arrives; forged answers refused.
 */

const merchantCode = 'M0INT88';
// A key of this run only: whatever leaks it is caught by the "never in an answer" checks.
const merchantKey = `k-${randomBytes(12).toString('hex')}`;

let simulator: Ipay88Simulator;
let api: Awaited<ReturnType<typeof startApi>>;
let admin: string;
let hotel: { hotelID: string; roomInfoID: string; roomRateInclusionID: string };

const booking = bookingCalls(() => api);
const call = (path: string, body: Body, token = admin) => booking.call(path, body, token);
/** `POST payment`, the multipart form of spec section 3. */
const pay = (bookingRef: string, method = 'IPAY88_FPX', server = api) => booking.pay(bookingRef, admin, method, server);

/** A form post as a browser or the gateway's server makes it: urlencoded, no cookie, redirects not followed. */
async function postForm(url: string, fields: Record<string, string>) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
    redirect: 'manual',
  });
  return {
    status: res.status,
    type: res.headers.get('content-type') ?? '',
    location: res.headers.get('location'),
    text: await res.text(),
  };
}
const returnUrl = () => `${api.url}/api/v1/payment/ipay88/return`;
const backendUrl = () => `${api.url}/api/v1/payment/ipay88/backend`;

/** A consumer booking (staff, no organization) of one room for two nights, to be paid by FPX. */
async function book(): Promise<Json> {
  const body = {
    productType: 'hotel',
    ...hotel,
    checkIn: day(20),
    checkOut: day(22),
    adults: 2,
    contact: { name: 'Siti Rahman', email: 'siti@example.test', phone: '012-3456789' },
    paymentMethod: 'IPAY88_FPX',
  };
  return (await ok(call('/book', body))).booking;
}
const getBooking = async (bookingRef: string): Promise<Json> => ok(call('/bo/BookingManagement/getBooking', { bookingRef }));
const actions = async (bookingRef: string) => (await getBooking(bookingRef)).history.map((e: Json) => e.action as string);

/** `POST payment` answers the signed form; the browser posts it to the simulator's entry page. */
async function startPayment(bookingRef: string): Promise<Json> {
  const answer = await ok(pay(bookingRef));
  const entry = await postForm(answer.gateway.url, answer.gateway.fields);
  expect(entry.status).toBe(200); // the simulator checked the request signature
  expect(entry.text).toContain('>Pay</button>');
  return answer;
}

/** The hidden fields of the simulator's auto-submitting return page (what the browser would post back). */
function hiddenFields(html: string): Record<string, string> {
  const unescape = (s: string) =>
    s.replace(/&(amp|lt|gt|quot|#39);/g, (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e]!);
  return Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)].map((m) => [unescape(m[1]), unescape(m[2])]),
  );
}

/** A success answer signed with our merchant key, for a booking and amount of the test's choosing. */
function signedSuccess(bookingRef: string, amount: string, transId = `TX${token8()}`): Record<string, string> {
  const base = { MerchantCode: merchantCode, PaymentId: '16', RefNo: bookingRef, Amount: amount, Currency: 'MYR', Status: '1' };
  return {
    ...base,
    Remark: '',
    TransId: transId,
    AuthCode: '123456',
    ErrDesc: '',
    Signature: responseSignature({
      merchantKey,
      merchantCode,
      paymentId: base.PaymentId,
      refNo: bookingRef,
      amount,
      currency: 'MYR',
      status: '1',
    }),
  };
}

beforeAll(async () => {
  simulator = await startIpay88Simulator({ merchantCode, merchantKey, backendPost: { tries: 3, backoffMs: 50 } });
  api = await startApi([], {
    IPAY88_MERCHANT_CODE: merchantCode,
    IPAY88_MERCHANT_KEY: merchantKey,
    IPAY88_ENTRY_URL: simulator.entryUrl,
    IPAY88_REQUERY_URL: simulator.requeryUrl,
  });
  // The API listens on a port known only now; the gateway answers at its public address (APP_URL, read per form).
  api.config.APP_URL = api.url;
  admin = await signIn(api.url, 'admin', ADMIN_PASSWORD);
  const { hotelName: _name, ...ids } = await booking.hotelWith(admin, 50, { hotel: { name: `FPX Hotel ${token8()}` } });
  hotel = ids;
});
afterAll(async () => {
  await simulator?.close();
  await api?.app.close();
});

describe('paying a booking by iPay88 FPX through the simulator', () => {
  test('signed form -> entry page -> success: the backend post records the payment (RECEIVEOK), the browser return and retries record nothing more', async () => {
    const b = await book();
    expect(b).toMatchObject({ status: 'PPA', paymentStatus: 'pend', customerType: 'B2C', paymentMethod: 'IPAY88_FPX' });

    const answer = await startPayment(b.bookingRef);
    expect(answer).toMatchObject({
      code: 'BOOKING_PAYMENT_STARTED',
      booking: { bookingRef: b.bookingRef, paymentStatus: 'pend' },
    });
    expect(answer.gateway.url).toBe(simulator.entryUrl);
    expect(answer.gateway.fields).toMatchObject({
      MerchantCode: merchantCode,
      PaymentId: '16',
      RefNo: b.bookingRef,
      Amount: formatAmount(b.total),
      Currency: 'MYR',
      UserName: 'Siti Rahman',
      UserEmail: 'siti@example.test',
      UserContact: '012-3456789',
      SignatureType: 'SHA256',
      Signature: expect.stringMatching(/^[0-9a-f]{64}$/),
      ResponseURL: returnUrl(),
      BackendURL: backendUrl(),
    });
    // The signature is for the browser; the merchant key never leaves the server.
    expect(JSON.stringify(answer)).not.toContain(merchantKey);

    // Pay at the gateway: its backend post reaches our page, which records the payment, then answers RECEIVEOK.
    const done = await simulator.complete(b.bookingRef, 'success');
    expect(done.backendPost).toEqual({ attempts: 1, acknowledged: true, answers: ['RECEIVEOK'] });
    const paid = await getBooking(b.bookingRef);
    expect(paid).toMatchObject({ status: 'PPA', paymentStatus: 'paid', paid: b.total });
    expect(paid.history.at(-1)).toMatchObject({
      action: 'PAY',
      by: null,
      detail: { method: 'IPAY88_FPX', amount: b.total, reference: done.fields.TransId },
    });

    // The browser comes back with the same answer: already recorded; the customer lands on the confirmation.
    const back = await postForm(returnUrl(), done.fields);
    expect(back.status).toBe(303);
    expect(back.location).toBe(`/bookingConfirmation?ref=${b.bookingRef}&outcome=paid`);
    // The gateway posts again (it retries until RECEIVEOK): the same bare answer, nothing more recorded.
    const again = await postForm(backendUrl(), done.fields);
    expect(again).toMatchObject({ status: 200, text: 'RECEIVEOK' });
    expect(again.type).toMatch(/^text\/plain/);
    expect(await actions(b.bookingRef)).toEqual(['BOOK', 'PAY']);

    // Paid, so paying again is refused, and the booking can be issued.
    const twice = await pay(b.bookingRef);
    expect([twice.status, twice.body.code]).toEqual([409, 'BOOKING_ALREADY_PAID']);
    expect((await ok(call('/issue', { bookingRef: b.bookingRef }))).booking.status).toBe('CON');
  });

  test('the browser return and several backend posts at once record one payment', async () => {
    const b = await book();
    await startPayment(b.bookingRef);
    // The Pay button: the simulator answers the browser's return page and starts its backend post.
    const page = await postForm(`${simulator.url}/epayment/complete`, { RefNo: b.bookingRef, Outcome: 'success' });
    const fields = hiddenFields(page.text);
    expect(fields).toMatchObject({ RefNo: b.bookingRef, Status: '1' });
    const results = await Promise.all([
      postForm(returnUrl(), fields),
      postForm(backendUrl(), fields),
      postForm(backendUrl(), fields),
      postForm(backendUrl(), fields),
    ]);
    expect(results.map((r) => r.status)).toEqual([303, 200, 200, 200]);
    expect(results.slice(1).map((r) => r.text)).toEqual(['RECEIVEOK', 'RECEIVEOK', 'RECEIVEOK']);
    // The simulator's own backend post (started by the Pay button) is answered RECEIVEOK too.
    for (let i = 0; i < 50 && !simulator.payments.get(b.bookingRef)?.backendPost?.acknowledged; i++)
      await new Promise((r) => setTimeout(r, 50));
    expect(simulator.payments.get(b.bookingRef)?.backendPost?.acknowledged).toBe(true);
    expect(await actions(b.bookingRef)).toEqual(['BOOK', 'PAY']);
    expect(await getBooking(b.bookingRef)).toMatchObject({ paymentStatus: 'paid', paid: b.total });
  });

  test('a failure is recorded (payment status fail); a retry with a new form then succeeds', async () => {
    const b = await book();
    await startPayment(b.bookingRef);
    const failed = await simulator.complete(b.bookingRef, 'fail');
    expect(failed.backendPost).toBeNull(); // the gateway posts to the backend page for successes only
    const back = await postForm(returnUrl(), failed.fields);
    expect([back.status, back.location]).toEqual([303, `/bookingConfirmation?ref=${b.bookingRef}&outcome=failed`]);
    const afterFail = await getBooking(b.bookingRef);
    expect(afterFail).toMatchObject({ status: 'PPA', paymentStatus: 'fail', paid: 0 });
    expect(afterFail.history.at(-1)).toMatchObject({
      action: 'PAYMENT_FAILED',
      detail: { method: 'IPAY88_FPX', reason: 'Customer cancel transaction' },
    });
    // The same failure again (a reload) changes nothing.
    expect((await postForm(returnUrl(), failed.fields)).status).toBe(303);

    await startPayment(b.bookingRef);
    const done = await simulator.complete(b.bookingRef, 'success');
    expect(done.backendPost?.acknowledged).toBe(true);
    expect(await getBooking(b.bookingRef)).toMatchObject({ paymentStatus: 'paid', paid: b.total });
    expect(await actions(b.bookingRef)).toEqual(['BOOK', 'PAYMENT_FAILED', 'PAY']);
    // The old failure arriving late does not undo the payment.
    const late = await postForm(returnUrl(), failed.fields);
    expect(late.location).toBe(`/bookingConfirmation?ref=${b.bookingRef}&outcome=paid`);
    expect(await actions(b.bookingRef)).toEqual(['BOOK', 'PAYMENT_FAILED', 'PAY']);
  });

  test('forged or foreign answers are refused with 400 and record nothing; a success the gateway does not confirm is not recorded', async () => {
    const b = await book();
    await startPayment(b.bookingRef);
    const amount = formatAmount(b.total);

    const tamperedSignature = { ...signedSuccess(b.bookingRef, amount), Signature: 'f'.repeat(64) };
    // Signed, but for another amount than the booking's (say, one sen): the posted amount is never believed.
    const otherAmount = signedSuccess(b.bookingRef, formatAmount(b.total - 1));
    // Re-signed by nobody: the amount changed after signing.
    const changedAmount = { ...signedSuccess(b.bookingRef, amount), Amount: formatAmount(1) };
    const unknownRef = signedSuccess('BK0000000000', amount);
    for (const [fields, reason] of [
      [tamperedSignature, 'BAD_SIGNATURE'],
      [otherAmount, 'AMOUNT_MISMATCH'],
      [changedAmount, 'BAD_SIGNATURE'],
      [unknownRef, 'UNKNOWN_REF_NO'],
      [{ RefNo: b.bookingRef }, 'MISSING_FIELD'],
    ] as const) {
      for (const url of [backendUrl(), returnUrl()]) {
        const res = await postForm(url, fields);
        expect(res.status).toBe(400);
        expect(res.text).not.toBe('RECEIVEOK');
        expect(JSON.parse(res.text)).toMatchObject({
          code: 'PAYMENT_GATEWAY_ANSWER_INVALID',
          message: expect.stringContaining(reason),
          details: { reason },
        });
      }
    }
    // Correctly signed for the right amount, but the customer has not paid: the requery says so.
    const unconfirmed = signedSuccess(b.bookingRef, amount);
    const backend = await postForm(backendUrl(), unconfirmed);
    expect(backend.status).toBe(409);
    expect(JSON.parse(backend.text)).toMatchObject({ code: 'PAYMENT_GATEWAY_NOT_CONFIRMED' });
    const browser = await postForm(returnUrl(), unconfirmed);
    expect([browser.status, browser.location]).toEqual([303, `/bookingConfirmation?ref=${b.bookingRef}&outcome=pending`]);
    expect(await getBooking(b.bookingRef)).toMatchObject({ status: 'PPA', paymentStatus: 'pend', paid: 0 });
    expect(await actions(b.bookingRef)).toEqual(['BOOK']);
  });

  test('money the booking can no longer take (cancelled meanwhile, or a second payment) is on record to refund, once; the gateway gets RECEIVEOK', async () => {
    const b = await book();
    await startPayment(b.bookingRef);
    // The customer is at the bank while the booking is cancelled; then the bank takes the money.
    await ok(call('/cancel', { bookingRef: b.bookingRef, reason: 'Changed plans' }));
    const done = await simulator.complete(b.bookingRef, 'success');
    expect(done.backendPost).toEqual({ attempts: 1, acknowledged: true, answers: ['RECEIVEOK'] });
    const cancelled = await getBooking(b.bookingRef);
    expect(cancelled).toMatchObject({ status: 'CAN', paymentStatus: 'pend', paid: 0 });
    expect(cancelled.history.at(-1)).toMatchObject({
      action: 'PAYMENT_TO_REFUND',
      status: 'CAN',
      paymentStatus: 'pend',
      by: null,
      detail: { method: 'IPAY88_FPX', amount: b.total, reference: done.fields.TransId },
    });
    const money = `MYR ${(b.total / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    expect(cancelled.attention.reason).toBe(
      `The payment gateway took ${money} (reference ${done.fields.TransId}) after the booking could no longer take it: it is to be refunded.`,
    );
    const malay = await booking.call('/bo/BookingManagement/getBooking', { bookingRef: b.bookingRef }, admin, {
      'Accept-Language': 'ms',
    });
    expect(malay.body.attention.reason).toContain(`Gerbang pembayaran menerima ${money}`);
    // The browser comes back, the gateway posts again: the same payment, on record once.
    const back = await postForm(returnUrl(), done.fields);
    expect(back.location).toBe(`/bookingConfirmation?ref=${b.bookingRef}&outcome=refund`);
    expect(await postForm(backendUrl(), done.fields)).toMatchObject({ status: 200, text: 'RECEIVEOK' });
    expect(await actions(b.bookingRef)).toEqual(['BOOK', 'CANCEL', 'PAYMENT_TO_REFUND']);

    // A paid booking the gateway reports another (signed, confirmed) payment for: that one is on record too.
    const paidOnce = await book();
    await startPayment(paidOnce.bookingRef);
    const first = await simulator.complete(paidOnce.bookingRef, 'success');
    const second = signedSuccess(paidOnce.bookingRef, formatAmount(paidOnce.total));
    expect(await postForm(backendUrl(), second)).toMatchObject({ status: 200, text: 'RECEIVEOK' });
    const twice = await getBooking(paidOnce.bookingRef);
    expect(twice).toMatchObject({ status: 'PPA', paymentStatus: 'paid', paid: paidOnce.total });
    expect(twice.history.map((e: Json) => [e.action, e.detail.reference])).toEqual([
      ['BOOK', undefined],
      ['PAY', first.fields.TransId],
      ['PAYMENT_TO_REFUND', second.TransId],
    ]);
  });

  test('paying by another method than the booking’s, or an unknown one, is refused', async () => {
    const b = await book();
    const credit = await pay(b.bookingRef, 'CREDIT');
    expect([credit.status, credit.body.code]).toEqual([409, 'BOOKING_PAYMENT_METHOD_MISMATCH']);
    const unknownMethod = await pay(b.bookingRef, 'CASH');
    expect(unknownMethod.status).toBe(400);
    expect(await actions(b.bookingRef)).toEqual(['BOOK']);
  });
});

describe('without iPay88 settings', () => {
  test('FPX payment answers 409 PAYMENT_GATEWAY_NOT_CONFIGURED and the gateway pages record nothing', async () => {
    const bare = await startApi([], {
      IPAY88_MERCHANT_CODE: '',
      IPAY88_MERCHANT_KEY: '',
      IPAY88_ENTRY_URL: '',
      IPAY88_REQUERY_URL: '',
    });
    try {
      const b = await book();
      const res = await pay(b.bookingRef, 'IPAY88_FPX', bare);
      expect([res.status, res.body.code]).toEqual([409, 'PAYMENT_GATEWAY_NOT_CONFIGURED']);
      expect(res.body.message).toMatch(/not set up/);
      const post = await postForm(
        `${bare.url}/api/v1/payment/ipay88/backend`,
        signedSuccess(b.bookingRef, formatAmount(b.total)),
      );
      expect(post.status).toBe(409);
      expect(post.text).not.toBe('RECEIVEOK');
      expect(await actions(b.bookingRef)).toEqual(['BOOK']);
    } finally {
      await bare.app.close();
    }
  });
});
