/**
 * The UBL 2.1 JSON of an e-invoice in MyInvois' format version 1.0 (unsigned; 1.1 adds the XAdES
 * signature), shaped after LHDN's SDK samples (1.0-Invoice-Sample.json, 1.0-Credit-Note-Sample.json),
 * and the encoding a submission carries. Pure: the same input gives the same bytes and hash.
 */
import { createHash } from 'node:crypto';
import { MYINVOIS_TAX_TYPE, TOURISM_TAX_PER_ROOM_NIGHT, type FinanceDocument, type PaymentMethod } from '@bo/shared';
import { isNoteType, type EInvoiceInput, type EInvoiceParty, type EInvoiceSupplier } from './einvoice-input';
import { el, money, num, toUblJson } from './ubl-json';

export const UBL_NAMESPACES = {
  _D: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  _A: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  _B: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
} as const;

export const EINVOICE_FORMAT_VERSION = '1.0';
/** MyInvois payment modes (PaymentMethods.json) of our payment methods; the rest are 08 Others. */
export const PAYMENT_MODE_CODE: Partial<Record<PaymentMethod, string>> = {
  CASH: '01',
  CHEQUE: '02',
  BANK_TRANSFER: '03',
  CARD: '04',
  EWALLET: '06',
};
/** UN/ECE rec 20 "one" (each): pax on a line, room-nights on tourism tax. */
const UNIT_EACH = 'C62';
const TAX_SCHEME = [{ ID: el('OTH', { schemeID: 'UN/ECE 5153', schemeAgencyID: '6' }) }];
const EXEMPTION_REASON = 'Exempt from service tax';

type Line = FinanceDocument['revenueLines'][number];

/** IssueDate (YYYY-MM-DD) and IssueTime (HH:MM:SSZ) of an instant, in UTC. */
export function issueDateTime(issuedAt: string): { date: string; time: string } {
  const iso = new Date(issuedAt).toISOString();
  return { date: iso.slice(0, 10), time: `${iso.slice(11, 19)}Z` };
}

export function paymentModeCode(method: PaymentMethod): string {
  return PAYMENT_MODE_CODE[method] ?? '08';
}

export function buildUblDocument(input: EInvoiceInput): object {
  const d = input.document;
  const ccy = d.currencyCode;
  const { date, time } = issueDateTime(input.issuedAt);
  const invoice: Record<string, unknown> = {
    ID: el(d.documentNo ?? ''),
    IssueDate: el(date),
    IssueTime: el(time),
    InvoiceTypeCode: el(input.typeCode, { listVersionID: EINVOICE_FORMAT_VERSION }),
    DocumentCurrencyCode: el(ccy),
    TaxCurrencyCode: el('MYR'),
  };
  if (isNoteType(input.typeCode) && input.referenced) {
    invoice.BillingReference = [
      { InvoiceDocumentReference: [{ ID: el(input.referenced.documentNo), UUID: el(input.referenced.uuid) }] },
    ];
  }
  invoice.AccountingSupplierParty = [{ Party: [supplierParty(input.supplier)] }];
  invoice.AccountingCustomerParty = [{ Party: [party(input.buyer)] }];
  if (d.paymentMode) invoice.PaymentMeans = [{ PaymentMeansCode: el(paymentModeCode(d.paymentMode)) }];
  if (ccy !== 'MYR' && input.exchangeRate) {
    invoice.TaxExchangeRate = [
      { SourceCurrencyCode: el(ccy), TargetCurrencyCode: el('MYR'), CalculationRate: el(num(input.exchangeRate)) },
    ];
  }
  invoice.TaxTotal = [documentTaxTotal(d)];
  invoice.LegalMonetaryTotal = [
    {
      LineExtensionAmount: money(d.totals.subtotal, ccy),
      TaxExclusiveAmount: money(d.totals.subtotal, ccy),
      TaxInclusiveAmount: money(d.totals.total, ccy),
      PayableAmount: money(d.totals.total, ccy),
    },
  ];
  invoice.InvoiceLine = d.revenueLines.map((line, i) => invoiceLine(line, i, ccy));
  return { ...UBL_NAMESPACES, Invoice: [invoice] };
}

function supplierParty(s: EInvoiceSupplier): Record<string, unknown> {
  return { IndustryClassificationCode: el(s.msic, { name: s.activity }), ...party(s) };
}

function party(p: EInvoiceParty): Record<string, unknown> {
  const lines = [p.address.line1, p.address.line2].filter((l): l is string => !!l);
  const contact: Record<string, unknown> = { Telephone: el(p.phone) };
  if (p.email) contact.ElectronicMail = el(p.email);
  return {
    PartyIdentification: [
      { ID: el(p.tin, { schemeID: 'TIN' }) },
      { ID: el(p.idValue, { schemeID: p.idType }) },
      { ID: el(p.sst || 'NA', { schemeID: 'SST' }) },
      { ID: el(p.ttx || 'NA', { schemeID: 'TTX' }) },
    ],
    PostalAddress: [
      {
        CityName: el(p.address.city),
        PostalZone: el(p.address.postcode),
        CountrySubentityCode: el(p.address.stateCode),
        AddressLine: lines.map((line) => ({ Line: el(line) })),
        Country: [{ IdentificationCode: el(p.address.countryCode, { listID: 'ISO3166-1', listAgencyID: '6' }) }],
      },
    ],
    PartyLegalEntity: [{ RegistrationName: el(p.name) }],
    Contact: [contact],
  };
}

const lineTax = (line: Line) => line.serviceTax + line.tourismTax;

function lineTaxSubtotal(line: Line, ccy: string): Record<string, unknown> {
  const code = MYINVOIS_TAX_TYPE[line.taxType];
  const subtotal: Record<string, unknown> = { TaxableAmount: money(line.amount, ccy), TaxAmount: money(lineTax(line), ccy) };
  if (line.taxType === 'TOURISM_TAX') {
    // A fixed rate: RM10 per room-night, not a percentage.
    subtotal.BaseUnitMeasure = el(num(line.roomNights ?? 0), { unitCode: UNIT_EACH });
    subtotal.PerUnitAmount = money(TOURISM_TAX_PER_ROOM_NIGHT, ccy);
  } else {
    subtotal.Percent = el(num(line.taxType === 'SERVICE_TAX' ? 8 : 0));
  }
  const category: Record<string, unknown> = { ID: el(code) };
  if (code === 'E') category.TaxExemptionReason = el(EXEMPTION_REASON);
  category.TaxScheme = TAX_SCHEME;
  subtotal.TaxCategory = [category];
  return subtotal;
}

function invoiceLine(line: Line, i: number, ccy: string): Record<string, unknown> {
  return {
    ID: el(String(i + 1)),
    InvoicedQuantity: el(num(line.pax), { unitCode: UNIT_EACH }),
    LineExtensionAmount: money(line.amount, ccy),
    TaxTotal: [{ TaxAmount: money(lineTax(line), ccy), TaxSubtotal: [lineTaxSubtotal(line, ccy)] }],
    Item: [
      {
        CommodityClassification: [{ ItemClassificationCode: el(line.classificationCode, { listID: 'CLASS' }) }],
        Description: el(line.description),
      },
    ],
    Price: [{ PriceAmount: money(line.unitPrice, ccy) }],
    ItemPriceExtension: [{ Amount: money(line.amount, ccy) }],
  };
}

/** One TaxSubtotal per tax type, in the order the lines first use them. */
function documentTaxTotal(d: FinanceDocument): Record<string, unknown> {
  const ccy = d.currencyCode;
  const byType = new Map<string, { taxable: number; tax: number }>();
  for (const line of d.revenueLines) {
    const code = MYINVOIS_TAX_TYPE[line.taxType];
    const sum = byType.get(code) ?? { taxable: 0, tax: 0 };
    sum.taxable += line.amount;
    sum.tax += lineTax(line);
    byType.set(code, sum);
  }
  const subtotals: Record<string, unknown>[] = [...byType].map(([code, sum]) => {
    const category: Record<string, unknown> = { ID: el(code) };
    if (code === 'E') category.TaxExemptionReason = el(EXEMPTION_REASON);
    category.TaxScheme = TAX_SCHEME;
    return { TaxableAmount: money(sum.taxable, ccy), TaxAmount: money(sum.tax, ccy), TaxCategory: [category] };
  });
  return { TaxAmount: money(d.totals.serviceTax + d.totals.tourismTax, ccy), TaxSubtotal: subtotals };
}

/** SHA-256 of the document's UTF-8 bytes, hex (what `documentHash` carries). */
export function documentHash(json: string): string {
  return createHash('sha256').update(json, 'utf8').digest('hex');
}

/** One entry of `documents` in POST documentsubmissions. */
export interface SubmissionDocument {
  format: 'JSON';
  /** The JSON, base64. */
  document: string;
  documentHash: string;
  /** Our document number (the UBL ID). */
  codeNumber: string;
}

export interface EncodedDocument {
  submission: SubmissionDocument;
  /** Size of the JSON in bytes (LHDN's limit is 300 KB per document). */
  bytes: number;
  json: string;
}

export function encodeForSubmission(doc: object): EncodedDocument {
  const json = toUblJson(doc);
  const raw = Buffer.from(json, 'utf8');
  const invoice = (doc as { Invoice?: { ID?: { _?: unknown }[] }[] }).Invoice?.[0];
  return {
    submission: {
      format: 'JSON',
      document: raw.toString('base64'),
      documentHash: documentHash(json),
      codeNumber: String(invoice?.ID?.[0]?._ ?? ''),
    },
    bytes: raw.length,
    json,
  };
}
