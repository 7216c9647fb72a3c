import { randomBytes } from 'node:crypto';
import {
  PERMISSIONS,
  paymentBankChoiceListSchema,
  paymentFeeSchema,
  paymentMethodListSchema,
  paymentMethodWithFeeSchema,
  paymentRegistrationSchema,
} from '@bo/shared';
import { formatAmount, requestSignature } from '../src/modules/bookings/payments/ipay88/ipay88';
import { ADMIN_PASSWORD, signIn, startApi, userWith } from './support/api-harness';
import { type BookableRate, bookingCalls, day } from './support/booking-fixture';
import { ok } from './support/hotel-fixture';
import type { Body, Json } from './support/json-types';

/**
 * How to pay, over HTTP against the real PostgreSQL and Redis (docs/bookings.md, "Payment methods
 * and fees"): the methods a buyer may use, what each costs for a booking (the price engine's
 * payment gateway fee, from a system fee setting made through the credit API), the FPX banks, and
 * registering the choice before `payment`. The gateway is configured (IPAY88_*) but never called:
 * these calls only sign forms.
 */

const merchantCode = 'M0OPT88';
// A key of this run only: whatever leaks it is caught by the "never in an answer" checks.
const merchantKey = `k-${randomBytes(12).toString('hex')}`;
const entryUrl = 'http://127.0.0.1:9/epayment/entry.asp';
const IPAY88 = {
  IPAY88_MERCHANT_CODE: merchantCode,
  IPAY88_MERCHANT_KEY: merchantKey,
  IPAY88_ENTRY_URL: entryUrl,
  IPAY88_REQUERY_URL: 'http://127.0.0.1:9/epayment/enquiry.asp',
};
const NO_IPAY88 = { IPAY88_MERCHANT_CODE: '', IPAY88_MERCHANT_KEY: '', IPAY88_ENTRY_URL: '', IPAY88_REQUERY_URL: '' };
/** The agency's own payment gateway fee: 1.50% of the lines before the system fees. */
const GATEWAY_FEE_BPS = 150;

let api: Awaited<ReturnType<typeof startApi>>;
let admin: string;
let org: { id: string; name: string; code: string };
let agent: { token: string };
let viewer: { token: string };
let other: { token: string };
let hotel: BookableRate;
let gatewayFeeId: string;

const booking = bookingCalls(() => api);
const call = (path: string, body: Body, token = admin, headers: Record<string, string> = {}) =>
  booking.call(path, body, token, headers);
const bookBody = (paymentMethod: string): Body => ({
  productType: 'hotel',
  hotelID: hotel.hotelID,
  roomInfoID: hotel.roomInfoID,
  roomRateInclusionID: hotel.roomRateInclusionID,
  checkIn: day(20),
  checkOut: day(22),
  adults: 2,
  contact: { name: 'Nur Aisyah', email: 'aisyah@example.test', phone: '012-3456789' },
  paymentMethod,
});
const book = async (paymentMethod: string, token = agent.token): Promise<Json> =>
  (await ok(call('/book', bookBody(paymentMethod), token))).booking;
const actions = async (bookingRef: string) =>
  (await ok(call('/getBooking', { bookingRef }))).history.map((e: Json) => e.action as string);
const paymentFee = async (bookingRef: string, paymentMethod: string, token = agent.token) =>
  paymentFeeSchema.parse(await ok(call('/paymentFee', { bookingRef, paymentMethod }, token)));
/** The engine's payment gateway fee line of a breakdown, if any. */
const gatewayLine = (b: Json) =>
  b.breakdown.lines.find((l: Json) => l.kind === 'SYSTEM_FEE' && l.feeType === 'PAYMENT_GATEWAY_FEE');
/** Lines 1-4 (cost, mark-up, service and maintenance fees): what a percentage system fee is taken of. */
const beforeSystemFees = (b: Json) =>
  b.breakdown.lines
    .filter((l: Json) => ['SUPPLIER_COST', 'MARKUP', 'SERVICE_FEE', 'MAINTENANCE_FEE'].includes(l.kind))
    .reduce((s: number, l: Json) => s + (l.amount as number), 0);
/** The one rounding rule: half up to the minor unit, on integers. */
const percentOf = (base: number, bps: number) => Math.floor((base * bps + 5000) / 10000);

beforeAll(async () => {
  api = await startApi([], IPAY88);
  api.config.APP_URL = api.url;
  admin = await signIn(api.url, 'admin', ADMIN_PASSWORD);
  ({ org, user: agent } = await booking.agency(admin, [PERMISSIONS.bookingsView, PERMISSIONS.bookingsCreate]));
  viewer = await userWith(api.dataSource, api.url, [PERMISSIONS.bookingsView], org.id);
  other = await booking.otherAgencyUser(admin, [PERMISSIONS.bookingsView, PERMISSIONS.bookingsCreate]);
  // The agency's own payment gateway fee (the credit context's system fee settings), so FPX costs something exact.
  const fee = await ok(
    call('/bo/SystemOrganizationCredit/create-system-fee', {
      organizationId: org.id,
      feeType: 'PAYMENT_GATEWAY_FEE',
      currencyCode: 'MYR',
      basis: 'PERCENTAGE',
      value: GATEWAY_FEE_BPS,
    }),
  );
  gatewayFeeId = fee.setting.id as string;
  hotel = await booking.hotelWith(admin, 50);
});
afterAll(async () => {
  await api?.app.close();
});

describe('paymentMethod', () => {
  test("an agency: agent credit and FPX, in the caller's language; a consumer: FPX only; with a bookingRef, that booking's buyer", async () => {
    const en = paymentMethodListSchema.parse(await ok(call('/paymentMethod', {}, agent.token)));
    expect(en).toEqual({
      bookingRef: null,
      customerType: 'B2B',
      organizationId: org.id,
      methods: [
        { paymentMethod: 'CREDIT', label: 'Credit', booked: false },
        { paymentMethod: 'IPAY88_FPX', label: 'iPay88FPX', booked: false },
      ],
    });
    const ms = await ok(call('/paymentMethod', {}, agent.token, { Cookie: 'lang=ms' }));
    expect(ms.methods[0]).toEqual({ paymentMethod: 'CREDIT', label: 'Kredit', booked: false });

    // Staff without a booking buy as the consumers do (as `book` without an organization): no agent credit.
    const staff = await ok(call('/paymentMethod', {}));
    expect(staff).toMatchObject({ customerType: 'B2C', organizationId: null });
    expect(staff.methods.map((m: Json) => m.paymentMethod)).toEqual(['IPAY88_FPX']);

    const credit = await book('CREDIT');
    const mine = await ok(call('/paymentMethod', { bookingRef: credit.bookingRef.toLowerCase() }, agent.token));
    expect(mine).toMatchObject({ bookingRef: credit.bookingRef, customerType: 'B2B', organizationId: org.id });
    expect(mine.methods.map((m: Json) => [m.paymentMethod, m.booked])).toEqual([
      ['CREDIT', true],
      ['IPAY88_FPX', false],
    ]);
    // Staff asking about the agency's booking get the agency's methods.
    const forAgency = await ok(call('/paymentMethod', { bookingRef: credit.bookingRef }));
    expect(forAgency.methods.map((m: Json) => m.paymentMethod)).toEqual(['CREDIT', 'IPAY88_FPX']);
    const consumer = await book('IPAY88_FPX', admin);
    const forConsumer = await ok(call('/paymentMethod', { bookingRef: consumer.bookingRef }));
    expect(forConsumer).toMatchObject({
      customerType: 'B2C',
      organizationId: null,
      methods: [{ paymentMethod: 'IPAY88_FPX', booked: true }],
    });
  });
});

describe('paymentFee and paymentMethodWithFee', () => {
  test("FPX's fee is the engine's payment gateway line of the same stay booked by FPX; agent credit adds none", async () => {
    const credit = await book('CREDIT');
    const fpx = await book('IPAY88_FPX');
    expect(gatewayLine(credit)).toBeUndefined(); // agent credit is not an online payment
    // The agency's 1.50% of lines 1-4, rounded half up, in the FPX booking's own breakdown.
    const line = gatewayLine(fpx);
    const expected = percentOf(beforeSystemFees(fpx), GATEWAY_FEE_BPS);
    expect(expected).toBeGreaterThan(0);
    expect(line).toMatchObject({ amount: expected, basisPoints: GATEWAY_FEE_BPS, base: beforeSystemFees(fpx) });

    // Asked about the credit booking: what paying its stay by each method costs.
    expect(await paymentFee(credit.bookingRef, 'IPAY88_FPX')).toEqual({
      bookingRef: credit.bookingRef,
      currencyCode: 'MYR',
      paymentMethod: 'IPAY88_FPX',
      label: 'iPay88FPX',
      booked: false,
      fee: expected,
      total: fpx.total,
    });
    expect(await paymentFee(credit.bookingRef, 'CREDIT')).toMatchObject({ booked: true, fee: 0, total: credit.total });
    // And the other way round, for the FPX booking.
    expect(await paymentFee(fpx.bookingRef, 'IPAY88_FPX')).toMatchObject({ booked: true, fee: expected, total: fpx.total });
    expect(await paymentFee(fpx.bookingRef, 'CREDIT')).toMatchObject({ booked: false, fee: 0, total: credit.total });
    // A reader of the agency (bookings.view only) may ask too.
    expect((await paymentFee(credit.bookingRef, 'IPAY88_FPX', viewer.token)).fee).toBe(expected);

    const withFee = paymentMethodWithFeeSchema.parse(
      await ok(call('/paymentMethodWithFee', { bookingRef: credit.bookingRef }, agent.token, { Cookie: 'lang=ms' })),
    );
    expect(withFee).toEqual({
      bookingRef: credit.bookingRef,
      currencyCode: 'MYR',
      bookedPaymentMethod: 'CREDIT',
      bookedTotal: credit.total,
      methods: [
        { paymentMethod: 'CREDIT', label: 'Kredit', booked: true, fee: 0, total: credit.total },
        { paymentMethod: 'IPAY88_FPX', label: 'iPay88FPX', booked: false, fee: expected, total: fpx.total },
      ],
    });
  });

  test('a changed fee setting prices at once; a booking keeps the total it was booked with', async () => {
    const fpx = await book('IPAY88_FPX');
    const before = gatewayLine(fpx).amount as number;
    const update = (basis: string, value: number) =>
      ok(
        call('/bo/SystemOrganizationCredit/update-system-fee', {
          id: gatewayFeeId,
          organizationId: org.id,
          feeType: 'PAYMENT_GATEWAY_FEE',
          currencyCode: 'MYR',
          basis,
          value,
        }),
      );
    await update('AMOUNT', 250);
    try {
      const now = await paymentFee(fpx.bookingRef, 'IPAY88_FPX');
      expect(now.fee).toBe(250);
      expect(now.total).not.toBe(fpx.total);
      const withFee = await ok(call('/paymentMethodWithFee', { bookingRef: fpx.bookingRef }, agent.token));
      expect(withFee).toMatchObject({ bookedPaymentMethod: 'IPAY88_FPX', bookedTotal: fpx.total });
      expect(withFee.methods[1]).toMatchObject({ paymentMethod: 'IPAY88_FPX', booked: true, fee: 250, total: now.total });
      // The booking itself is unchanged: `payment` takes its own total.
      const kept = await ok(call('/getBooking', { bookingRef: fpx.bookingRef }, agent.token));
      expect([kept.total, gatewayLine(kept).amount]).toEqual([fpx.total, before]);
      const registered = await ok(
        call('/paymentRegister', { bookingRef: fpx.bookingRef, paymentMethod: 'IPAY88_FPX' }, agent.token),
      );
      expect(registered.amount).toBe(fpx.total);
    } finally {
      await update('PERCENTAGE', GATEWAY_FEE_BPS);
    }
  });

  test('a method the buyer may not use, another agency, bad input', async () => {
    const consumer = await book('IPAY88_FPX', admin);
    const credit = await call('/paymentFee', { bookingRef: consumer.bookingRef, paymentMethod: 'CREDIT' });
    expect([credit.status, credit.body.details?.fields?.[0]?.code]).toEqual([400, 'CREDIT_NEEDS_ORGANIZATION']);
    const consumerMethods = await ok(call('/paymentMethodWithFee', { bookingRef: consumer.bookingRef }));
    expect(consumerMethods.methods.map((m: Json) => m.paymentMethod)).toEqual(['IPAY88_FPX']);
    expect(consumerMethods.methods[0]).toMatchObject({
      booked: true,
      fee: gatewayLine(consumer)?.amount ?? 0,
      total: consumer.total,
    });

    const mine = await book('CREDIT');
    for (const res of [
      await call('/paymentFee', { bookingRef: mine.bookingRef, paymentMethod: 'CREDIT' }, other.token),
      await call('/paymentMethodWithFee', { bookingRef: mine.bookingRef }, other.token),
      await call('/paymentMethod', { bookingRef: mine.bookingRef }, other.token),
      await call('/paymentRegister', { bookingRef: mine.bookingRef, paymentMethod: 'CREDIT' }, other.token),
      await call('/paymentFee', { bookingRef: 'BK0000000000', paymentMethod: 'CREDIT' }, agent.token),
    ]) {
      expect([res.status, res.body.code]).toEqual([404, 'BOOKING_NOT_FOUND']);
    }
    expect((await call('/paymentFee', { bookingRef: mine.bookingRef, paymentMethod: 'CASH' }, agent.token)).status).toBe(400);
    expect((await call('/paymentFee', { bookingRef: mine.bookingRef }, agent.token)).status).toBe(400);
    expect((await call('/paymentMethod', { bookingRef: mine.bookingRef, extra: 1 }, agent.token)).status).toBe(400);
  });
});

describe('paymentBankOption', () => {
  test('the active FPX banks of the settings context, in its order, to whoever may view bookings', async () => {
    const banks = paymentBankChoiceListSchema.parse(
      (
        await api
          .http()
          .get('/api/v1/paymentBankOption')
          .set({ Authorization: `Bearer ${viewer.token}` })
          .expect(200)
      ).body,
    );
    expect(banks).toContainEqual({
      paymentMethod: 'IPAY88_FPX',
      paymentBankId: 'MB2U0227',
      paymentBankName: 'Maybank2u',
      gatewayPaymentId: 16,
    });
    const settings = (
      await api
        .http()
        .get('/api/v1/bo/Dropdown/getPaymentBankOptionList?paymentMethod=IPAY88_FPX&activeOnly=true')
        .set({ Authorization: `Bearer ${admin}` })
        .expect(200)
    ).body as Json[];
    expect(banks).toEqual(
      settings.map((o) => ({
        paymentMethod: o.paymentMethod,
        paymentBankId: o.paymentBankId,
        paymentBankName: o.paymentBankName,
        gatewayPaymentId: o.gatewayPaymentId,
      })),
    );
    const anonymous = await api.http().get('/api/v1/paymentBankOption');
    expect(anonymous.status).toBe(401);
  });
});

describe('paymentRegister', () => {
  test('agent credit: the amount payment captures, nothing recorded; then payment captures exactly that', async () => {
    const b = await book('CREDIT');
    const registered = paymentRegistrationSchema.parse(
      await ok(call('/paymentRegister', { bookingRef: b.bookingRef, paymentMethod: 'CREDIT' }, agent.token)),
    );
    expect(registered).toEqual({
      bookingRef: b.bookingRef,
      paymentMethod: 'CREDIT',
      currencyCode: 'MYR',
      amount: b.total,
      paymentDeadline: b.paymentDeadline,
      gateway: null,
    });
    expect(await actions(b.bookingRef)).toEqual(['BOOK']);
    const mismatch = await call('/paymentRegister', { bookingRef: b.bookingRef, paymentMethod: 'IPAY88_FPX' }, agent.token);
    expect([mismatch.status, mismatch.body.code]).toEqual([409, 'BOOKING_PAYMENT_METHOD_MISMATCH']);
    // bookings.create: a reader may not register.
    expect((await call('/paymentRegister', { bookingRef: b.bookingRef, paymentMethod: 'CREDIT' }, viewer.token)).status).toBe(
      403,
    );

    const paid = (await ok(booking.pay(b.bookingRef, agent.token))).booking;
    expect(paid.history.at(-1)).toMatchObject({ action: 'PAY', detail: { method: 'CREDIT', amount: registered.amount } });
    const again = await call('/paymentRegister', { bookingRef: b.bookingRef, paymentMethod: 'CREDIT' }, agent.token);
    expect([again.status, again.body.code]).toEqual([409, 'BOOKING_ALREADY_PAID']);
  });

  test('iPay88 FPX: the signed gateway form payment answers, without the merchant key; nothing recorded', async () => {
    const b = await book('IPAY88_FPX');
    const registered = paymentRegistrationSchema.parse(
      await ok(call('/paymentRegister', { bookingRef: b.bookingRef, paymentMethod: 'IPAY88_FPX' }, agent.token)),
    );
    expect(registered).toMatchObject({ bookingRef: b.bookingRef, paymentMethod: 'IPAY88_FPX', amount: b.total });
    expect(registered.gateway?.url).toBe(entryUrl);
    const amount = formatAmount(b.total);
    expect(registered.gateway?.fields).toMatchObject({
      MerchantCode: merchantCode,
      PaymentId: '16',
      RefNo: b.bookingRef,
      Amount: amount,
      Currency: 'MYR',
      Signature: requestSignature({ merchantKey, merchantCode, refNo: b.bookingRef, amount, currency: 'MYR' }),
      ResponseURL: `${api.url}/api/v1/payment/ipay88/return`,
      BackendURL: `${api.url}/api/v1/payment/ipay88/backend`,
    });
    expect(JSON.stringify(registered)).not.toContain(merchantKey);
    // The same form `payment` answers; neither records anything.
    const form = await ok(booking.pay(b.bookingRef, agent.token, 'IPAY88_FPX'));
    expect(form.gateway).toEqual(registered.gateway);
    expect(await actions(b.bookingRef)).toEqual(['BOOK']);
    const credit = await call('/paymentRegister', { bookingRef: b.bookingRef, paymentMethod: 'CREDIT' }, agent.token);
    expect([credit.status, credit.body.code]).toEqual([409, 'BOOKING_PAYMENT_METHOD_MISMATCH']);
    // Once cancelled, it can no longer take a payment.
    await ok(call('/cancel', { bookingRef: b.bookingRef }));
    const cancelled = await call('/paymentRegister', { bookingRef: b.bookingRef, paymentMethod: 'IPAY88_FPX' }, agent.token);
    expect([cancelled.status, cancelled.body.code]).toEqual([409, 'BOOKING_TRANSITION_NOT_ALLOWED']);
  });
});

describe('without iPay88 settings', () => {
  test('no FPX method; its fee and registration answer 409 PAYMENT_GATEWAY_NOT_CONFIGURED; the banks are still listed', async () => {
    const bare = await startApi([], NO_IPAY88);
    const on = (path: string, body: Body, token = agent.token) =>
      bare
        .http()
        .post(`/api/v1${path}`)
        .set({ Authorization: `Bearer ${token}` })
        .send(body);
    try {
      const b = await book('CREDIT');
      const methods = await ok(on('/paymentMethod', { bookingRef: b.bookingRef }));
      expect(methods.methods.map((m: Json) => m.paymentMethod)).toEqual(['CREDIT']);
      const withFee = await ok(on('/paymentMethodWithFee', { bookingRef: b.bookingRef }));
      expect(withFee.methods).toEqual([{ paymentMethod: 'CREDIT', label: 'Credit', booked: true, fee: 0, total: b.total }]);
      const fee = await on('/paymentFee', { bookingRef: b.bookingRef, paymentMethod: 'IPAY88_FPX' });
      expect([fee.status, fee.body.code]).toEqual([409, 'PAYMENT_GATEWAY_NOT_CONFIGURED']);
      const fpx = await book('IPAY88_FPX');
      const register = await on('/paymentRegister', { bookingRef: fpx.bookingRef, paymentMethod: 'IPAY88_FPX' });
      expect([register.status, register.body.code]).toEqual([409, 'PAYMENT_GATEWAY_NOT_CONFIGURED']);
      const banks = await bare
        .http()
        .get('/api/v1/paymentBankOption')
        .set({ Authorization: `Bearer ${agent.token}` });
      expect(banks.status).toBe(200);
      expect(banks.body.length).toBeGreaterThan(0);
    } finally {
      await bare.app.close();
    }
  });
});
