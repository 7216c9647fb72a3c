/**
 * The checks LHDN makes, run on our side before an e-invoice is submitted (reference:
 * "Mandatory content" and "Field rules enforced since August 2026"), so a user fixes the field
 * instead of reading an opaque rejection later. Each issue names the field (`path`), a stable
 * `rule` code and says what is wrong in English and Bahasa Malaysia.
 */
import { getCountryDataList } from 'countries-list';
import { isCurrencyCode, revenueLineTotals, documentTotals, type FinanceDocument } from '@bo/shared';
import { CONSOLIDATED_CLASSIFICATION, isClassificationCode, isStateCode, STATE_NOT_APPLICABLE } from './code-lists';
import { GENERAL_TIN, isGeneralTin, isNoteType, type EInvoiceInput, type EInvoiceParty } from './einvoice-input';
import { buildUblDocument, encodeForSubmission } from './ubl-document';
import { documentDigest, EInvoiceSignatureError, SIGNED_FORMAT_VERSION, signatureOf } from './ubl-signature';

export interface EInvoiceIssue {
  /** e.g. 'buyer.tin', 'document.revenueLines[2].classificationCode' */
  path: string;
  /** Stable code (EINV_...). */
  rule: string;
  en: string;
  ms: string;
}

export const EINVOICE_LIMITS = {
  documentNo: 50,
  activity: 300,
  name: 300,
  addressLine: 150,
  /** Issue time at most this long before submission. */
  issueAgeMs: 72 * 3_600_000,
  documentBytes: 300 * 1024,
} as const;

/** LHDN TINs: IG + digits (individuals), or a letter prefix + digits ending in 0 (companies and others). */
const TIN = /^(IG\d{9,11}|[A-Z]{1,2}\d{8,11}0|EI\d{11})$/;
const MSIC = /^\d{5}$/;
const E164 = /^\+[1-9]\d{7,14}$/;
const REGISTRATION_NO = /^[A-Za-z0-9-]{1,17}$/;
const NRIC = /^\d{12}$/;
const ID_VALUE = /^[A-Za-z0-9-]{1,20}$/;
const POSTCODE_MY = /^\d{5}$/;
const DECIMAL = /^\d+(\.\d+)?$/;
const UTC_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
const COUNTRY_CODES: ReadonlySet<string> = new Set(getCountryDataList().map((c) => c.iso3));
const KIND_OF_TYPE: Record<EInvoiceInput['typeCode'], FinanceDocument['kind']> = {
  '01': 'INVOICE',
  '02': 'CREDIT_NOTE',
  '03': 'DEBIT_NOTE',
  // A refund note is a credit note whose money went back to the buyer.
  '04': 'CREDIT_NOTE',
};

export interface ValidateOptions {
  /** Signs the built document (version 1.1): the size and the signature are then checked on the signed one. */
  sign?: (doc: object) => object;
}

export function validateEInvoice(input: EInvoiceInput, now: Date = new Date(), options: ValidateOptions = {}): EInvoiceIssue[] {
  const issues: EInvoiceIssue[] = [];
  const add = (path: string, rule: string, en: string, ms: string) => issues.push({ path, rule, en, ms });
  const buyerIsGeneralPublic = input.buyer.tin === GENERAL_TIN.GENERAL_PUBLIC;

  // --- supplier
  const s = input.supplier;
  checkParty(add, 'supplier', 'Supplier', 'Pembekal', s, { general: false });
  if (s.idType !== 'BRN' || !ID_VALUE.test(s.idValue ?? ''))
    add(
      'supplier.idValue',
      'EINV_SUPPLIER_BRN',
      "The supplier's business registration number (BRN) is required",
      'Nombor pendaftaran perniagaan (BRN) pembekal diperlukan',
    );
  if (!registrationOrNa(s.ttx))
    add(
      'supplier.ttx',
      'EINV_SUPPLIER_TTX',
      "The supplier's tourism tax number (TTX) must be a registration number or NA",
      'Nombor cukai pelancongan (TTX) pembekal mesti nombor pendaftaran atau NA',
    );
  if (!MSIC.test(s.msic ?? '')) add('supplier.msic', 'EINV_MSIC', 'The MSIC code must be 5 digits', 'Kod MSIC mesti 5 digit');
  if (!s.activity?.trim() || s.activity.length > EINVOICE_LIMITS.activity)
    add(
      'supplier.activity',
      'EINV_ACTIVITY',
      'The business activity description is required, at most 300 characters',
      'Perihalan aktiviti perniagaan diperlukan, paling banyak 300 aksara',
    );

  // --- buyer
  const b = input.buyer;
  checkParty(add, 'buyer', 'Buyer', 'Pembeli', b, { general: isGeneralTin(b.tin), consolidated: buyerIsGeneralPublic });

  // --- document
  const d = input.document;
  if (!d.documentNo)
    add(
      'document.documentNo',
      'EINV_DOCUMENT_NO_REQUIRED',
      'The document has no number: issue it first',
      'Dokumen tiada nombor: keluarkan dahulu',
    );
  else if (d.documentNo.length > EINVOICE_LIMITS.documentNo)
    add(
      'document.documentNo',
      'EINV_DOCUMENT_NO_LENGTH',
      'The document number must be at most 50 characters',
      'Nombor dokumen mesti paling banyak 50 aksara',
    );
  if (d.kind !== KIND_OF_TYPE[input.typeCode])
    add(
      'typeCode',
      'EINV_TYPE_MISMATCH',
      `E-invoice type ${input.typeCode} does not match a document of kind ${d.kind}`,
      `Jenis e-invois ${input.typeCode} tidak sepadan dengan dokumen jenis ${d.kind}`,
    );
  if (!isCurrencyCode(d.currencyCode))
    add(
      'document.currencyCode',
      'EINV_CURRENCY',
      'The currency code is not an ISO 4217 code',
      'Kod mata wang bukan kod ISO 4217',
    );
  if (d.currencyCode !== 'MYR' && !(input.exchangeRate && DECIMAL.test(input.exchangeRate) && Number(input.exchangeRate) > 0))
    add(
      'exchangeRate',
      'EINV_EXCHANGE_RATE',
      'An exchange rate to MYR (a positive decimal) is required when the currency is not MYR',
      'Kadar pertukaran kepada MYR (perpuluhan positif) diperlukan apabila mata wang bukan MYR',
    );
  checkIssueTime(add, input.issuedAt, now);
  if (isNoteType(input.typeCode)) {
    const ref = input.referenced;
    if (!ref?.documentNo?.trim() || !ref.uuid?.trim())
      add(
        'referenced',
        'EINV_REFERENCE_REQUIRED',
        'A credit, debit or refund note must reference the Valid invoice it corrects (its number and UUID)',
        'Nota kredit, debit atau bayaran balik mesti merujuk invois Sah yang dibetulkan (nombor dan UUID)',
      );
  }
  checkLines(add, d, buyerIsGeneralPublic);

  // --- size (only when the rest holds: a broken input may not build)
  if (issues.length === 0) {
    let doc = buildUblDocument(input);
    if (options.sign) {
      try {
        doc = options.sign(doc);
      } catch (e) {
        if (!(e instanceof EInvoiceSignatureError)) throw e;
        add('signature', 'EINV_SIGNATURE', e.en, e.ms);
        return issues;
      }
      issues.push(...checkDocumentSignature(doc));
    }
    const { bytes } = encodeForSubmission(doc);
    if (bytes > EINVOICE_LIMITS.documentBytes)
      add(
        'document',
        'EINV_DOCUMENT_TOO_LARGE',
        `The e-invoice is ${Math.ceil(bytes / 1024)} KB; MyInvois takes at most 300 KB per document`,
        `E-invois ini ${Math.ceil(bytes / 1024)} KB; MyInvois menerima paling banyak 300 KB setiap dokumen`,
      );
  }
  return issues;
}

/**
 * A 1.1 document must carry its signature, and the signature's DocDigest must be the digest of the
 * document as it stands (a change after signing is LHDN's most common refusal). 1.0: nothing.
 */
export function checkDocumentSignature(doc: object): EInvoiceIssue[] {
  const invoice = (doc as { Invoice?: { InvoiceTypeCode?: { listVersionID?: string }[] }[] }).Invoice?.[0];
  if (invoice?.InvoiceTypeCode?.[0]?.listVersionID !== SIGNED_FORMAT_VERSION) return [];
  const parts = signatureOf(doc);
  if (!parts?.docDigest || !parts.signatureValue || !parts.certificate)
    return [
      {
        path: 'signature',
        rule: 'EINV_SIGNATURE_MISSING',
        en: 'A version 1.1 e-invoice must carry its digital signature',
        ms: 'E-invois versi 1.1 mesti membawa tandatangan digitalnya',
      },
    ];
  if (parts.docDigest !== documentDigest(doc))
    return [
      {
        path: 'signature',
        rule: 'EINV_SIGNATURE_DIGEST',
        en: "The signature's document digest does not match the document (changed after signing)",
        ms: 'Ringkasan dokumen dalam tandatangan tidak sepadan dengan dokumen (diubah selepas ditandatangani)',
      },
    ];
  return [];
}

type Add = (path: string, rule: string, en: string, ms: string) => void;

function registrationOrNa(value: string | undefined): boolean {
  if (!value) return false;
  if (value === 'NA') return true;
  const parts = value.split(';');
  return parts.length <= 2 && parts.every((p) => REGISTRATION_NO.test(p));
}

function checkParty(
  add: Add,
  at: string,
  en: string,
  ms: string,
  p: EInvoiceParty,
  { general, consolidated = false }: { general: boolean; consolidated?: boolean },
): void {
  if (!p.name?.trim() || p.name.length > EINVOICE_LIMITS.name)
    add(
      `${at}.name`,
      'EINV_NAME',
      `${en}: the name is required, at most 300 characters`,
      `${ms}: nama diperlukan, paling banyak 300 aksara`,
    );
  if (!TIN.test(p.tin ?? '') || (at === 'supplier' && isGeneralTin(p.tin)))
    add(
      `${at}.tin`,
      'EINV_TIN',
      `${en}: the tax identification number (TIN) is missing or not valid${at === 'buyer' ? ' (or use a general TIN)' : ''}`,
      `${ms}: nombor pengenalan cukai (TIN) tiada atau tidak sah${at === 'buyer' ? ' (atau gunakan TIN am)' : ''}`,
    );
  if (at === 'buyer') {
    const idOk = general ? !!p.idValue : p.idType === 'NRIC' ? NRIC.test(p.idValue ?? '') : ID_VALUE.test(p.idValue ?? '');
    if (!idOk)
      add(
        `${at}.idValue`,
        'EINV_BUYER_ID',
        `${en}: the ${p.idType} number is required${p.idType === 'NRIC' ? ' (12 digits)' : ''}`,
        `${ms}: nombor ${p.idType} diperlukan${p.idType === 'NRIC' ? ' (12 digit)' : ''}`,
      );
  }
  if (!registrationOrNa(p.sst))
    add(
      `${at}.sst`,
      'EINV_SST',
      `${en}: the SST number must be up to two registration numbers separated by ';', or NA`,
      `${ms}: nombor SST mesti sehingga dua nombor pendaftaran dipisahkan dengan ';', atau NA`,
    );
  if (!(E164.test(p.phone ?? '') || (general && p.phone === 'NA')))
    add(
      `${at}.phone`,
      'EINV_PHONE',
      `${en}: the phone number must be in international form, e.g. +60321234567`,
      `${ms}: nombor telefon mesti dalam bentuk antarabangsa, cth. +60321234567`,
    );
  if (p.email && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(p.email))
    add(`${at}.email`, 'EINV_EMAIL', `${en}: the e-mail address is not valid`, `${ms}: alamat e-mel tidak sah`);
  const a = p.address;
  const malaysian = a?.countryCode === 'MYS';
  if (!a?.line1?.trim() || a.line1.length > EINVOICE_LIMITS.addressLine)
    add(`${at}.address.line1`, 'EINV_ADDRESS', `${en}: the address is required`, `${ms}: alamat diperlukan`);
  if (!a?.city?.trim()) add(`${at}.address.city`, 'EINV_CITY', `${en}: the city is required`, `${ms}: bandar diperlukan`);
  if (malaysian && !general && !POSTCODE_MY.test(a.postcode ?? ''))
    add(
      `${at}.address.postcode`,
      'EINV_POSTCODE',
      `${en}: a Malaysian postcode is 5 digits`,
      `${ms}: poskod Malaysia ialah 5 digit`,
    );
  if (!COUNTRY_CODES.has(a?.countryCode ?? ''))
    add(
      `${at}.address.countryCode`,
      'EINV_COUNTRY',
      `${en}: the country code must be ISO 3166-1 alpha-3 (e.g. MYS)`,
      `${ms}: kod negara mesti ISO 3166-1 alfa-3 (cth. MYS)`,
    );
  if (!isStateCode(a?.stateCode ?? ''))
    add(
      `${at}.address.stateCode`,
      'EINV_STATE',
      `${en}: the state code must be 01 to 17`,
      `${ms}: kod negeri mesti 01 hingga 17`,
    );
  else if (a.stateCode === STATE_NOT_APPLICABLE && malaysian && !consolidated)
    add(
      `${at}.address.stateCode`,
      'EINV_STATE_NOT_APPLICABLE',
      `${en}: state 17 (Not Applicable) is only for foreign or consolidated transactions`,
      `${ms}: negeri 17 (Tidak Berkenaan) hanya untuk transaksi asing atau disatukan`,
    );
  else if (a.stateCode !== STATE_NOT_APPLICABLE && !malaysian && COUNTRY_CODES.has(a.countryCode))
    add(
      `${at}.address.stateCode`,
      'EINV_STATE_FOREIGN',
      `${en}: an address outside Malaysia takes state 17 (Not Applicable)`,
      `${ms}: alamat di luar Malaysia menggunakan negeri 17 (Tidak Berkenaan)`,
    );
}

function checkIssueTime(add: Add, issuedAt: string, now: Date): void {
  const at = Date.parse(issuedAt);
  if (!UTC_INSTANT.test(issuedAt ?? '') || Number.isNaN(at)) {
    add('issuedAt', 'EINV_ISSUE_TIME_UTC', 'The issue time must be a UTC instant (…Z)', 'Masa dikeluarkan mesti masa UTC (…Z)');
    return;
  }
  if (at > now.getTime())
    add('issuedAt', 'EINV_ISSUE_TIME_FUTURE', 'The issue time is in the future', 'Masa dikeluarkan adalah pada masa hadapan');
  else if (now.getTime() - at > EINVOICE_LIMITS.issueAgeMs)
    add(
      'issuedAt',
      'EINV_ISSUE_TIME_TOO_OLD',
      'The issue time is more than 72 hours before submission: MyInvois refuses it',
      'Masa dikeluarkan lebih 72 jam sebelum penyerahan: MyInvois menolaknya',
    );
}

function checkLines(add: Add, d: FinanceDocument, buyerIsGeneralPublic: boolean): void {
  if (d.revenueLines.length === 0)
    add(
      'document.revenueLines',
      'EINV_LINES_REQUIRED',
      'The e-invoice needs at least one line',
      'E-invois memerlukan sekurang-kurangnya satu baris',
    );
  d.revenueLines.forEach((line, i) => {
    const at = `document.revenueLines[${i}]`;
    const n = i + 1;
    if (!line.classificationCode)
      add(
        `${at}.classificationCode`,
        'EINV_CLASSIFICATION_REQUIRED',
        `Line ${n}: a classification code is required`,
        `Baris ${n}: kod klasifikasi diperlukan`,
      );
    else if (!isClassificationCode(line.classificationCode))
      add(
        `${at}.classificationCode`,
        'EINV_CLASSIFICATION_UNKNOWN',
        `Line ${n}: ${line.classificationCode} is not one of LHDN's classification codes (001-045)`,
        `Baris ${n}: ${line.classificationCode} bukan kod klasifikasi LHDN (001-045)`,
      );
    else if (line.classificationCode === CONSOLIDATED_CLASSIFICATION && !buyerIsGeneralPublic)
      add(
        `${at}.classificationCode`,
        'EINV_CLASSIFICATION_CONSOLIDATED',
        `Line ${n}: 004 (Consolidated e-Invoice) is only for the General Public buyer (EI00000000010)`,
        `Baris ${n}: 004 (e-Invois disatukan) hanya untuk pembeli Orang Awam (EI00000000010)`,
      );
    if (!line.taxType)
      add(`${at}.taxType`, 'EINV_TAX_TYPE_REQUIRED', `Line ${n}: a tax type is required`, `Baris ${n}: jenis cukai diperlukan`);
    if (!line.description?.trim())
      add(`${at}.description`, 'EINV_DESCRIPTION', `Line ${n}: a description is required`, `Baris ${n}: perihalan diperlukan`);
    if (line.taxType === 'TOURISM_TAX' && (d.currencyCode !== 'MYR' || !line.roomNights))
      add(
        `${at}.roomNights`,
        'EINV_TOURISM_TAX',
        `Line ${n}: tourism tax is charged in MYR per room-night (room-nights required)`,
        `Baris ${n}: cukai pelancongan dikenakan dalam MYR bagi setiap bilik semalam (bilangan malam diperlukan)`,
      );
    const expected = line.taxType ? revenueLineTotals(line) : null;
    if (
      !expected ||
      expected.amount !== line.amount ||
      expected.serviceTax !== line.serviceTax ||
      expected.tourismTax !== line.tourismTax ||
      line.amount < 0
    )
      add(
        `${at}.amount`,
        'EINV_LINE_TOTALS',
        `Line ${n}: the amount or tax does not match quantity x unit price and the tax rate`,
        `Baris ${n}: amaun atau cukai tidak sepadan dengan kuantiti x harga seunit dan kadar cukai`,
      );
  });
  const sums = d.revenueLines.reduce(
    (t, l) => ({
      subtotal: t.subtotal + l.amount,
      serviceTax: t.serviceTax + l.serviceTax,
      tourismTax: t.tourismTax + l.tourismTax,
    }),
    { subtotal: 0, serviceTax: 0, tourismTax: 0 },
  );
  const recomputed = documentTotals(
    d.revenueLines.filter((l) => l.taxType),
    [],
  );
  const t = d.totals;
  if (
    t.subtotal !== sums.subtotal ||
    t.serviceTax !== sums.serviceTax ||
    t.tourismTax !== sums.tourismTax ||
    t.total !== t.subtotal + t.serviceTax + t.tourismTax ||
    t.total !== recomputed.total
  )
    add(
      'document.totals',
      'EINV_TOTALS',
      'The totals (excluding tax, tax, including tax, payable) do not add up from the lines',
      'Jumlah (tidak termasuk cukai, cukai, termasuk cukai, perlu dibayar) tidak sepadan dengan baris',
    );
}
