/**
 * What one e-invoice is made of, as plain data: the finance document (issued, so numbered), the
 * supplier (our company, FINANCE_CONFIG) and the buyer as they go to LHDN MyInvois. Built by the
 * caller; `validateEInvoice` checks it and `buildUblDocument` turns it into the UBL JSON.
 */
import type { FinanceDocument } from '@bo/shared';

/** MyInvois e-invoice types we issue: 01 invoice, 02 credit note, 03 debit note, 04 refund note. */
export type EInvoiceTypeCode = '01' | '02' | '03' | '04';

export const EINVOICE_TYPE_NAMES: Record<EInvoiceTypeCode, { en: string; ms: string }> = {
  '01': { en: 'Invoice', ms: 'Invois' },
  '02': { en: 'Credit Note', ms: 'Nota Kredit' },
  '03': { en: 'Debit Note', ms: 'Nota Debit' },
  '04': { en: 'Refund Note', ms: 'Nota Bayaran Balik' },
};

export type EInvoiceIdType = 'BRN' | 'NRIC' | 'PASSPORT' | 'ARMY';

export interface EInvoiceAddress {
  line1: string;
  line2?: string | null;
  postcode: string;
  city: string;
  /** MyInvois state code 01-17 (17 Not Applicable: foreign or consolidated only). */
  stateCode: string;
  /** ISO 3166-1 alpha-3, e.g. MYS. */
  countryCode: string;
}

export interface EInvoiceParty {
  name: string;
  /** LHDN TIN, or one of the general TINs below. */
  tin: string;
  idType: EInvoiceIdType;
  idValue: string;
  /** SST registration number(s) (up to two, ';'-separated) or 'NA'. */
  sst: string;
  /** Tourism tax registration number or 'NA' (the supplier's is mandatory). */
  ttx?: string;
  /** E.164, e.g. +60321234567. */
  phone: string;
  email?: string | null;
  address: EInvoiceAddress;
}

export interface EInvoiceSupplier extends EInvoiceParty {
  /** 5-digit MSIC code (79110 travel agency). */
  msic: string;
  /** Business activity description, <= 300 characters. */
  activity: string;
}

export interface EInvoiceInput {
  typeCode: EInvoiceTypeCode;
  /** Issued: `documentNo` set. */
  document: FinanceDocument;
  /** ISO instant, UTC (what goes in IssueDate/IssueTime). */
  issuedAt: string;
  supplier: EInvoiceSupplier;
  buyer: EInvoiceParty;
  /** Notes (02-04): the Valid invoice they correct. */
  referenced?: { documentNo: string; uuid: string };
  /** Decimal text (1 unit of the document currency in MYR), required when the currency is not MYR. */
  exchangeRate?: string;
}

/** LHDN's general TINs (when the buyer has none of its own). */
export const GENERAL_TIN = {
  /** General public: a Malaysian individual giving only an NRIC, and the consolidated buyer. */
  GENERAL_PUBLIC: 'EI00000000010',
  /** A foreign buyer without a Malaysian TIN. */
  FOREIGN_BUYER: 'EI00000000020',
  /** A foreign supplier (self-billed e-invoices; not issued by us yet). */
  FOREIGN_SUPPLIER: 'EI00000000030',
  /** Government bodies. */
  GOVERNMENT: 'EI00000000040',
} as const;

const GENERAL_TINS: ReadonlySet<string> = new Set(Object.values(GENERAL_TIN));

export const isGeneralTin = (tin: string) => GENERAL_TINS.has(tin);

/** The name LHDN expects beside EI00000000010 on a consolidated e-invoice. */
export const GENERAL_PUBLIC_NAME = 'General Public';

/** Notes must name the invoice they correct. */
export const isNoteType = (typeCode: EInvoiceTypeCode) => typeCode !== '01';
