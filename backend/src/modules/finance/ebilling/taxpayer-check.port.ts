import type { EbillingIdType } from '@bo/shared';

/** What LHDN says of a TIN with its id: found, not found, or no answer now (retried on a later save). */
export type TaxpayerCheckAnswer = 'VALID' | 'NOT_FOUND' | 'UNAVAILABLE';

/**
 * The port to LHDN's `GET taxpayer/validate/{tin}?idType=&idValue=` (60 calls a minute). LHDN asks
 * for it once when the customer record is made, not before every submission: e-billing contacts
 * call it after the contact's write committed, and again only when its TIN, id type or document
 * number change. An implementation answers UNAVAILABLE rather than throwing when MyInvois cannot
 * be asked (not configured, down, rate-limited).
 */
export abstract class TaxpayerCheck {
  abstract check(tin: string, idType: EbillingIdType, idValue: string): Promise<TaxpayerCheckAnswer>;
}
