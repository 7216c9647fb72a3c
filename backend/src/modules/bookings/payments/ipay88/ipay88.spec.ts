import { createHash } from 'node:crypto';
import fc from 'fast-check';
import {
  formatAmount,
  type Ipay88Config,
  paymentRequest,
  requery,
  requestSignature,
  responseSignature,
  verifyResponse,
} from './ipay88';

const config: Ipay88Config = {
  merchantCode: 'M00003',
  merchantKey: 'apple',
  entryUrl: 'https://gateway.test/epayment/entry.asp',
  requeryUrl: 'https://gateway.test/epayment/enquiry.asp',
};
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('formatAmount', () => {
  test('sen as "1,278.99"', () => {
    expect(formatAmount(0)).toBe('0.00');
    expect(formatAmount(5)).toBe('0.05');
    expect(formatAmount(100)).toBe('1.00');
    expect(formatAmount(127899)).toBe('1,278.99');
    expect(formatAmount(100000000)).toBe('1,000,000.00');
    expect(formatAmount(Number.MAX_SAFE_INTEGER)).toBe('90,071,992,547,409.91');
  });

  test('refuses what is not a non-negative safe integer', () => {
    for (const bad of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, Number.MAX_SAFE_INTEGER + 1]) {
      expect(() => formatAmount(bad)).toThrow(RangeError);
    }
  });

  test('round-trips: the digits without "," and "." are the integer', () => {
    fc.assert(fc.property(fc.maxSafeNat(), (minor) => Number(formatAmount(minor).replace(/[.,]/g, '')) === minor));
  });

  test('always exactly two decimals, commas between groups of three, no leading zero', () => {
    fc.assert(
      fc.property(fc.maxSafeNat(), (minor) => {
        const text = formatAmount(minor);
        expect(text).toMatch(/^(?:0|[1-9]\d{0,2}(?:,\d{3})*)\.\d{2}$/);
        expect(text.split('.')[1]).toHaveLength(2);
      }),
    );
  });
});

describe('signatures', () => {
  test('request: SHA256 of key + code + RefNo + amount digits + currency (worked by hand)', () => {
    // "apple" + "M00003" + "A00000001" + "1.00" -> "100" + "MYR"
    const concatenated = 'appleM00003A00000001100MYR';
    const byHand = '110f0be755ccfa9373aa38104bafbc5c6e5462344e44bcfbb70439c82b4b07fa';
    expect(sha256(concatenated)).toBe(byHand);
    expect(requestSignature({ ...config, refNo: 'A00000001', amount: '1.00', currency: 'MYR' })).toBe(byHand);
    // Both "." and "," go: "1,278.99" signs as "127899".
    expect(requestSignature({ ...config, refNo: 'A00000001', amount: '1,278.99', currency: 'MYR' })).toBe(
      'c7a6ce27e4cd001b83fb2d98a6a94305e05208986441d7cfe9ffa4d54f3cd03a',
    );
  });

  test('response: SHA256 of key + code + PaymentId + RefNo + amount digits + currency + Status (worked by hand)', () => {
    // "apple" + "M00003" + "16" + "A00000001" + "1,278.99" -> "127899" + "MYR" + "1"
    const byHand = 'f928944de94a29a15b591772bd33344f4c02810ae6fb6bfcaf41fa02f99be5ec';
    expect(sha256('appleM0000316A00000001127899MYR1')).toBe(byHand);
    expect(
      responseSignature({ ...config, paymentId: '16', refNo: 'A00000001', amount: '1,278.99', currency: 'MYR', status: '1' }),
    ).toBe(byHand);
  });
});

const order = {
  refNo: 'BK-20250101-0001',
  amountMinor: 127899,
  currency: 'MYR',
  prodDesc: 'Hotel booking BK-20250101-0001',
  userName: 'Aminah binti Ali',
  userEmail: 'aminah@example.my',
  userContact: '+60123456789',
  responseUrl: 'https://bo.test/payments/ipay88/return',
  backendUrl: 'https://bo.test/payments/ipay88/backend',
};

describe('paymentRequest', () => {
  test('the full form for FPX, signed, without the key', () => {
    const { url, fields } = paymentRequest(config, order);
    expect(url).toBe(config.entryUrl);
    expect(fields).toEqual({
      MerchantCode: 'M00003',
      PaymentId: '16',
      RefNo: order.refNo,
      Amount: '1,278.99',
      Currency: 'MYR',
      ProdDesc: order.prodDesc,
      UserName: order.userName,
      UserEmail: order.userEmail,
      UserContact: order.userContact,
      Remark: '',
      Lang: 'UTF-8',
      SignatureType: 'SHA256',
      Signature: sha256(`appleM00003${order.refNo}127899MYR`),
      ResponseURL: order.responseUrl,
      BackendURL: order.backendUrl,
    });
    expect(Object.values(fields)).not.toContain('apple');
  });

  test('refuses a RefNo over 30 characters or with odd characters, a zero amount, a bad currency', () => {
    expect(() => paymentRequest(config, { ...order, refNo: 'X'.repeat(30) })).not.toThrow();
    expect(() => paymentRequest(config, { ...order, refNo: 'X'.repeat(31) })).toThrow(RangeError);
    expect(() => paymentRequest(config, { ...order, refNo: '' })).toThrow(RangeError);
    expect(() => paymentRequest(config, { ...order, refNo: 'BK 1&x=2' })).toThrow(RangeError);
    expect(() => paymentRequest(config, { ...order, amountMinor: 0 })).toThrow(RangeError);
    expect(() => paymentRequest(config, { ...order, amountMinor: 12.5 })).toThrow(RangeError);
    expect(() => paymentRequest(config, { ...order, currency: 'myr' })).toThrow(RangeError);
  });
});

describe('verifyResponse', () => {
  const expected = { refNo: order.refNo, amountMinor: 127899, currency: 'MYR' };
  /** Response fields as the gateway signs them (with `key`), after `over` is applied. */
  const signed = (over: Record<string, string> = {}, key = config.merchantKey) => {
    const f: Record<string, string> = {
      MerchantCode: 'M00003',
      PaymentId: '16',
      RefNo: order.refNo,
      Amount: '1,278.99',
      Currency: 'MYR',
      Remark: '',
      TransId: 'T000000001',
      AuthCode: '123456',
      Status: '1',
      ErrDesc: '',
      ...over,
    };
    const text = `${key}${f.MerchantCode}${f.PaymentId}${f.RefNo}${f.Amount.replace(/[.,]/g, '')}${f.Currency}${f.Status}`;
    return { ...f, Signature: sha256(text) };
  };

  test('a signed success is paid; a signed failure is not, with its reason', () => {
    expect(verifyResponse(config, signed(), expected)).toEqual({
      ok: true,
      paid: true,
      transId: 'T000000001',
      authCode: '123456',
      errDesc: '',
    });
    expect(verifyResponse(config, signed({ Status: '0', AuthCode: '', ErrDesc: 'Customer cancel' }), expected)).toMatchObject({
      ok: true,
      paid: false,
      errDesc: 'Customer cancel',
    });
    // The same amount without grouping, and an upper-case signature, are the same answer.
    expect(verifyResponse(config, signed({ Amount: '1278.99' }), expected)).toMatchObject({ ok: true, paid: true });
    const upper = signed();
    expect(verifyResponse(config, { ...upper, Signature: upper.Signature.toUpperCase() }, expected)).toMatchObject({ ok: true });
  });

  test('a tampered amount is refused: unsigned, or signed but not what we asked', () => {
    expect(verifyResponse(config, { ...signed(), Amount: '1.00' }, expected)).toEqual({ ok: false, reason: 'BAD_SIGNATURE' });
    expect(verifyResponse(config, signed({ Amount: '1.00' }), expected)).toEqual({ ok: false, reason: 'AMOUNT_MISMATCH' });
    expect(verifyResponse(config, signed({ Amount: '12,789.90' }), expected)).toEqual({ ok: false, reason: 'AMOUNT_MISMATCH' });
  });

  test('a wrong signature is refused', () => {
    expect(verifyResponse(config, signed({}, 'not-the-key'), expected)).toEqual({ ok: false, reason: 'BAD_SIGNATURE' });
    expect(verifyResponse(config, { ...signed(), Signature: 'abc' }, expected)).toEqual({ ok: false, reason: 'BAD_SIGNATURE' });
    // A failure turned into a success without re-signing.
    expect(verifyResponse(config, { ...signed({ Status: '0' }), Status: '1' }, expected)).toEqual({
      ok: false,
      reason: 'BAD_SIGNATURE',
    });
  });

  test('another RefNo, merchant code or currency is refused, and so is an unknown status or a missing field', () => {
    expect(verifyResponse(config, signed({ RefNo: 'BK-OTHER' }), expected)).toEqual({ ok: false, reason: 'REF_NO_MISMATCH' });
    expect(verifyResponse(config, signed({ MerchantCode: 'M99999' }), expected)).toEqual({
      ok: false,
      reason: 'MERCHANT_MISMATCH',
    });
    expect(verifyResponse(config, signed({ Currency: 'USD' }), expected)).toEqual({ ok: false, reason: 'CURRENCY_MISMATCH' });
    expect(verifyResponse(config, signed({ Status: '6' }), expected)).toEqual({ ok: false, reason: 'UNKNOWN_STATUS' });
    const { Signature: _dropped, ...unsigned } = signed();
    expect(verifyResponse(config, unsigned, expected)).toEqual({ ok: false, reason: 'MISSING_FIELD' });
  });
});

describe('requery', () => {
  /** A stand-in gateway answering `text` with `status`; records what it was sent. */
  const gateway = (text: string, status = 200) => {
    const sent: { url: string; body: string }[] = [];
    const fetchImpl = (async (url: string | URL | Request, init?: RequestInit) => {
      sent.push({ url: String(url), body: String(init?.body) });
      return new Response(text, { status });
    }) as typeof fetch;
    return { sent, fetchImpl };
  };

  test('"00" is paid; sends code, RefNo and amount, never the key', async () => {
    const { sent, fetchImpl } = gateway('00');
    await expect(requery(fetchImpl, config, { refNo: order.refNo, amountMinor: 127899 })).resolves.toEqual({ paid: true });
    expect(sent).toHaveLength(1);
    expect(sent[0].url).toBe(config.requeryUrl);
    expect(Object.fromEntries(new URLSearchParams(sent[0].body))).toEqual({
      MerchantCode: 'M00003',
      RefNo: order.refNo,
      Amount: '1,278.99',
    });
    expect(sent[0].body).not.toContain('apple');
  });

  test('any other text is not paid, with the text; an HTTP error throws', async () => {
    await expect(requery(gateway('Record not found').fetchImpl, config, { refNo: 'X', amountMinor: 100 })).resolves.toEqual({
      paid: false,
      message: 'Record not found',
    });
    await expect(requery(gateway('oops', 502).fetchImpl, config, { refNo: 'X', amountMinor: 100 })).rejects.toThrow('HTTP 502');
  });
});
