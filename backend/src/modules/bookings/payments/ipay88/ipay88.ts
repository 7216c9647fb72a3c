/**
 * iPay88 (Malaysia) payment gateway, SHA256 signature spec: the request form, the amount format,
 * both signatures, checking a browser return or backend post, and the requery call. Pure apart from
 * `requery`, which takes its fetch. Facts from shared/reference (iPay88 section); docs/ipay88.md.
 *
 * The merchant key is a secret: it goes into signatures only. Never log a config, never put the key
 * in an error, a field map or an answer.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { groupThousands } from '@bo/shared';

export interface Ipay88Config {
  merchantCode: string;
  /** Secret (see above). */
  merchantKey: string;
  /** The gateway page the browser form posts to. */
  entryUrl: string;
  requeryUrl: string;
}

/** FPX online banking in the older PaymentId list; e-wallets and cards have their own ids. */
export const PAYMENT_ID_FPX = '16';
export const STATUS_SUCCESS = '1';
export const STATUS_FAIL = '0';
/** The bare text a backend page answers once it has the post; anything else makes iPay88 retry. */
export const BACKEND_ACK = 'RECEIVEOK';
/** What requery answers for a paid RefNo; anything else is an error text. */
export const REQUERY_PAID = '00';
export const MAX_REF_NO_LENGTH = 30;

/**
 * Sen as iPay88 writes amounts: 127899 -> "1,278.99", 5 -> "0.05". Digits are moved as text, never
 * divided as floats (a float can land one sen off, and the signature would then not match).
 */
export function formatAmount(minor: number): string {
  if (!Number.isSafeInteger(minor) || minor < 0)
    throw new RangeError(`amount must be a non-negative safe integer of sen: ${minor}`);
  const digits = String(minor).padStart(3, '0');
  return `${groupThousands(digits.slice(0, -2))}.${digits.slice(-2)}`;
}

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
/** The signature takes the amount's digits only: "1,278.99" -> "127899". */
const signedAmount = (amount: string) => amount.replace(/[.,]/g, '');

export interface RequestSignatureInput {
  merchantKey: string;
  merchantCode: string;
  refNo: string;
  /** As sent in the form: "1,278.99". */
  amount: string;
  currency: string;
}

/** SHA256(MerchantKey + MerchantCode + RefNo + Amount digits + Currency), lower-case hex. */
export function requestSignature(s: RequestSignatureInput): string {
  return sha256Hex(`${s.merchantKey}${s.merchantCode}${s.refNo}${signedAmount(s.amount)}${s.currency}`);
}

export interface ResponseSignatureInput extends RequestSignatureInput {
  paymentId: string;
  status: string;
}

/** SHA256(MerchantKey + MerchantCode + PaymentId + RefNo + Amount digits + Currency + Status), lower-case hex. */
export function responseSignature(s: ResponseSignatureInput): string {
  return sha256Hex(`${s.merchantKey}${s.merchantCode}${s.paymentId}${s.refNo}${signedAmount(s.amount)}${s.currency}${s.status}`);
}

/** Constant-time on equal lengths; hex case does not matter. */
export function signaturesEqual(given: string, expected: string): boolean {
  const a = Buffer.from(given.toLowerCase(), 'utf8');
  const b = Buffer.from(expected.toLowerCase(), 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

// Conservative on purpose: the bookings context chooses RefNos, and these survive every form and URL.
const REF_NO = /^[A-Za-z0-9_-]+$/;
const CURRENCY = /^[A-Z]{3}$/;

/** Throws RangeError: a RefNo iPay88 would cut or refuse is our bug, not the customer's. */
export function assertRefNo(refNo: string): void {
  if (refNo.length === 0 || refNo.length > MAX_REF_NO_LENGTH || !REF_NO.test(refNo)) {
    throw new RangeError(`RefNo must be 1-${MAX_REF_NO_LENGTH} letters, digits, "-" or "_": ${JSON.stringify(refNo)}`);
  }
}

export interface Ipay88Order {
  refNo: string;
  amountMinor: number;
  currency: string;
  /** Defaults to FPX. */
  paymentId?: string;
  prodDesc: string;
  userName: string;
  userEmail: string;
  userContact: string;
  remark?: string;
  /** Browser return page. */
  responseUrl: string;
  /** Server-to-server post page (answers RECEIVEOK). */
  backendUrl: string;
}

export type Ipay88RequestFields = Record<
  | 'MerchantCode'
  | 'PaymentId'
  | 'RefNo'
  | 'Amount'
  | 'Currency'
  | 'ProdDesc'
  | 'UserName'
  | 'UserEmail'
  | 'UserContact'
  | 'Remark'
  | 'Lang'
  | 'SignatureType'
  | 'Signature'
  | 'ResponseURL'
  | 'BackendURL',
  string
>;

/** The form the browser posts to `url` (auto-submitted by our payment page). Carries no key. */
export function paymentRequest(config: Ipay88Config, order: Ipay88Order): { url: string; fields: Ipay88RequestFields } {
  assertRefNo(order.refNo);
  if (!CURRENCY.test(order.currency)) throw new RangeError(`currency must be an ISO 4217 code: ${order.currency}`);
  if (order.amountMinor <= 0) throw new RangeError('a payment is for more than zero');
  const amount = formatAmount(order.amountMinor);
  const fields: Ipay88RequestFields = {
    MerchantCode: config.merchantCode,
    PaymentId: order.paymentId ?? PAYMENT_ID_FPX,
    RefNo: order.refNo,
    Amount: amount,
    Currency: order.currency,
    ProdDesc: order.prodDesc,
    UserName: order.userName,
    UserEmail: order.userEmail,
    UserContact: order.userContact,
    Remark: order.remark ?? '',
    Lang: 'UTF-8',
    SignatureType: 'SHA256',
    Signature: requestSignature({ ...config, refNo: order.refNo, amount, currency: order.currency }),
    ResponseURL: order.responseUrl,
    BackendURL: order.backendUrl,
  };
  return { url: config.entryUrl, fields };
}

export type Ipay88Refusal =
  | 'MISSING_FIELD'
  | 'MERCHANT_MISMATCH'
  | 'BAD_SIGNATURE'
  | 'REF_NO_MISMATCH'
  | 'AMOUNT_MISMATCH'
  | 'CURRENCY_MISMATCH'
  | 'UNKNOWN_STATUS';

export type Ipay88Verdict =
  { ok: true; paid: boolean; transId: string; authCode: string; errDesc: string } | { ok: false; reason: Ipay88Refusal };

export interface Ipay88Expected {
  refNo: string;
  amountMinor: number;
  currency: string;
}

const SIGNED = ['MerchantCode', 'PaymentId', 'RefNo', 'Amount', 'Currency', 'Status', 'Signature'] as const;

/**
 * Checks a browser return or a backend post (the same fields) against the payment we asked for.
 * The posted amount is never trusted: it must be the amount of `expected`, grouped or not. Only
 * `ok: true, paid: true` means money; `paid: false` is a signed failure (ErrDesc says why).
 * Both the browser return and the backend post arrive for one success: the caller dedupes by RefNo.
 */
export function verifyResponse(
  config: Ipay88Config,
  fields: Readonly<Record<string, string | undefined>>,
  expected: Ipay88Expected,
): Ipay88Verdict {
  const signed = SIGNED.map((name) => fields[name] ?? '');
  if (signed.includes('')) return { ok: false, reason: 'MISSING_FIELD' };
  const [merchantCode, paymentId, refNo, amount, currency, status, signature] = signed;
  if (merchantCode !== config.merchantCode) return { ok: false, reason: 'MERCHANT_MISMATCH' };
  const expectedSignature = responseSignature({
    merchantKey: config.merchantKey,
    merchantCode,
    paymentId,
    refNo,
    amount,
    currency,
    status,
  });
  if (!signaturesEqual(signature, expectedSignature)) return { ok: false, reason: 'BAD_SIGNATURE' };
  // Signed by the gateway is not yet what we asked for: a RefNo or amount of another payment is refused.
  if (refNo !== expected.refNo) return { ok: false, reason: 'REF_NO_MISMATCH' };
  const asked = formatAmount(expected.amountMinor);
  if (amount !== asked && amount !== asked.replace(/,/g, '')) return { ok: false, reason: 'AMOUNT_MISMATCH' };
  if (currency !== expected.currency) return { ok: false, reason: 'CURRENCY_MISMATCH' };
  if (status !== STATUS_SUCCESS && status !== STATUS_FAIL) return { ok: false, reason: 'UNKNOWN_STATUS' };
  return {
    ok: true,
    paid: status === STATUS_SUCCESS,
    transId: fields.TransId ?? '',
    authCode: fields.AuthCode ?? '',
    errDesc: fields.ErrDesc ?? '',
  };
}

export type RequeryAnswer = { paid: true } | { paid: false; message: string };

/**
 * Asks the gateway whether a RefNo is paid (a lost backend post, a customer who closed the tab).
 * "00" is paid; any other text is the gateway's reason it is not. A transport failure or a non-2xx
 * status throws: "could not ask" is not "not paid". Sends the merchant code, never the key.
 */
export async function requery(
  fetchImpl: typeof fetch,
  config: Ipay88Config,
  query: { refNo: string; amountMinor: number; timeoutMs?: number },
): Promise<RequeryAnswer> {
  const body = new URLSearchParams({
    MerchantCode: config.merchantCode,
    RefNo: query.refNo,
    Amount: formatAmount(query.amountMinor),
  });
  const response = await fetchImpl(config.requeryUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body,
    signal: AbortSignal.timeout(query.timeoutMs ?? 15_000),
  });
  if (!response.ok) throw new Error(`iPay88 requery answered HTTP ${response.status}`);
  const text = (await response.text()).trim();
  return text === REQUERY_PAID ? { paid: true } : { paid: false, message: text || '(empty answer)' };
}
