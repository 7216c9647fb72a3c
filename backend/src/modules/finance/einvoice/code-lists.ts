/**
 * LHDN's code lists we ship (no MyInvois API serves them): the 45 classification codes
 * (ClassificationCodes.json, English as LHDN publishes it, with our Malay) and the 17 state codes.
 * `classificationCodes()` answers the future GET /bo/EInvoice/GetAllClassification.
 */
import CLASSIFICATIONS from './classification-codes.json';
import STATES from './state-codes.json';

export interface EInvoiceCode {
  code: string;
  en: string;
  ms: string;
}

/** Consolidated e-invoice: only with the general-public buyer. */
export const CONSOLIDATED_CLASSIFICATION = '004';
/** Others: what a line gets when it names none. */
export const OTHERS_CLASSIFICATION = '022';
/** 17 Not Applicable: only for foreign or consolidated transactions. */
export const STATE_NOT_APPLICABLE = '17';

const classifications: readonly EInvoiceCode[] = Object.freeze(CLASSIFICATIONS.map((c) => Object.freeze({ ...c })));
const states: readonly EInvoiceCode[] = Object.freeze(STATES.map((c) => Object.freeze({ ...c })));
const classificationSet: ReadonlySet<string> = new Set(classifications.map((c) => c.code));
const stateSet: ReadonlySet<string> = new Set(states.map((c) => c.code));

export const classificationCodes = (): readonly EInvoiceCode[] => classifications;
export const stateCodes = (): readonly EInvoiceCode[] => states;
export const isClassificationCode = (code: string) => classificationSet.has(code);
export const isStateCode = (code: string) => stateSet.has(code);
