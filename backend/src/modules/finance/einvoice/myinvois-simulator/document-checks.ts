/**
 * The simulator's own validation of a submitted UBL JSON document, playing LHDN: deliberately
 * independent of einvoice-rules.ts (our pre-submission checks), so a gap in ours shows up as an
 * Invalid document here, as it would at LHDN. Grouped in validation steps like MyInvois' details.
 */
import { signatureErrors } from './signature-checks';

export interface SimulatedError {
  errorCode: string;
  error: string;
  errorMS: string;
  propertyPath: string;
}

export interface ValidationStep {
  name: string;
  status: 'Valid' | 'Invalid';
  error?: SimulatedError & { innerError: SimulatedError[] };
}

/** What the simulator reads from a document (for summaries, duplicates and references). */
export interface DocumentFacts {
  internalId: string;
  typeCode: string;
  version: string;
  issueDateTime: string;
  supplierTin: string;
  supplierName: string;
  buyerTin: string;
  buyerName: string;
  totalPayable: number;
  referencedUuids: string[];
}

type Node = Record<string, unknown>;
const arr = (v: unknown): Node[] => (Array.isArray(v) ? (v as Node[]) : []);
const first = (v: unknown): Node | undefined => arr(v)[0];
const val = (v: unknown): unknown => first(v)?._;
const str = (v: unknown): string => (typeof val(v) === 'string' ? (val(v) as string) : '');
const amount = (v: unknown): number | null => (typeof val(v) === 'number' ? (val(v) as number) : null);
const cents = (n: number) => Math.round(n * 100);

const TIN = /^(IG\d{9,11}|[A-Z]{1,2}\d{8,11}0|EI\d{11})$/;
const GENERAL_TINS = new Set(['EI00000000010', 'EI00000000020', 'EI00000000030', 'EI00000000040']);
const TYPES = new Set(['01', '02', '03', '04', '11', '12', '13', '14']);
const CLASS = /^(0[0-3]\d|04[0-5])$/;

function tinOf(party: Node | undefined): string {
  const ids = arr(first(party?.Party)?.PartyIdentification);
  const tin = ids.find((id) => first(id.ID)?.schemeID === 'TIN');
  return tin ? str(tin.ID) : '';
}
const nameOf = (party: Node | undefined) => str(first(first(party?.Party)?.PartyLegalEntity)?.RegistrationName);

export function factsOf(doc: Node): DocumentFacts {
  const inv = first(doc.Invoice) ?? {};
  const refs = arr(inv.BillingReference).flatMap((r) => arr(r.InvoiceDocumentReference).map((d) => str(d.UUID)));
  return {
    internalId: str(inv.ID),
    typeCode: str(inv.InvoiceTypeCode),
    version: String(first(inv.InvoiceTypeCode)?.listVersionID ?? ''),
    issueDateTime: `${str(inv.IssueDate)}T${str(inv.IssueTime)}`,
    supplierTin: tinOf(first(inv.AccountingSupplierParty)),
    supplierName: nameOf(first(inv.AccountingSupplierParty)),
    buyerTin: tinOf(first(inv.AccountingCustomerParty)),
    buyerName: nameOf(first(inv.AccountingCustomerParty)),
    totalPayable: amount(first(inv.LegalMonetaryTotal)?.PayableAmount) ?? 0,
    referencedUuids: refs.filter(Boolean),
  };
}

export interface CheckContext {
  /** The simulator's clock when the document was received. */
  receivedAt: Date;
  /** Whether `uuid` is a Valid invoice the simulator knows. */
  isValidInvoice(uuid: string): boolean;
  /** A document with the same type, version, issue date-time, internal id and supplier TIN within 2 hours. */
  isDuplicate(facts: DocumentFacts): boolean;
}

/** The steps of MyInvois validation for one document; Invalid when any step is. */
export function validateSubmitted(json: string, ctx: CheckContext): { steps: ValidationStep[]; facts: DocumentFacts | null } {
  let doc: Node;
  try {
    doc = JSON.parse(json) as Node;
    if (!doc || typeof doc !== 'object' || !first(doc.Invoice)) throw new Error('no Invoice');
  } catch {
    const e = err('CF001', 'The document is not UBL 2.1 JSON', 'Dokumen bukan UBL 2.1 JSON', 'Invoice');
    return { steps: [step('Step01-Structure Validator', [e])], facts: null };
  }
  const inv = first(doc.Invoice)!;
  const facts = factsOf(doc);
  const structure: SimulatedError[] = [];
  const core: SimulatedError[] = [];
  const references: SimulatedError[] = [];
  const duplicates: SimulatedError[] = [];

  if (!TYPES.has(facts.typeCode))
    structure.push(err('CF321', 'Invalid e-invoice type code', 'Kod jenis e-invois tidak sah', 'Invoice.InvoiceTypeCode'));
  if (!['1.0', '1.1'].includes(facts.version))
    structure.push(
      err('CF322', 'Unsupported document version', 'Versi dokumen tidak disokong', 'Invoice.InvoiceTypeCode.listVersionID'),
    );
  if (!facts.internalId || facts.internalId.length > 50)
    core.push(
      err(
        'CV301',
        'Document number is required, at most 50 characters',
        'Nombor dokumen diperlukan, maksimum 50 aksara',
        'Invoice.ID',
      ),
    );
  const issued = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/.test(facts.issueDateTime) ? Date.parse(facts.issueDateTime) : NaN;
  if (Number.isNaN(issued))
    core.push(
      err(
        'CV302',
        'Issue date or time is not valid (YYYY-MM-DD, HH:MM:SSZ)',
        'Tarikh atau masa dikeluarkan tidak sah',
        'Invoice.IssueDate',
      ),
    );
  else if (issued > ctx.receivedAt.getTime() || ctx.receivedAt.getTime() - issued > 72 * 3_600_000)
    core.push(
      err(
        'CV303',
        'Issue date-time must be within the 72 hours before submission',
        'Tarikh-masa dikeluarkan mesti dalam 72 jam sebelum penyerahan',
        'Invoice.IssueTime',
      ),
    );
  // A general TIN as supplier only for a foreign supplier on a self-billed document.
  if (!TIN.test(facts.supplierTin) || (GENERAL_TINS.has(facts.supplierTin) && !facts.typeCode.startsWith('1')))
    core.push(
      err(
        'CV304',
        "Supplier's TIN is missing or invalid",
        'TIN pembekal tiada atau tidak sah',
        'Invoice.AccountingSupplierParty.Party.PartyIdentification.TIN',
      ),
    );
  if (!TIN.test(facts.buyerTin))
    core.push(
      err(
        'CV305',
        "Buyer's TIN is missing or invalid",
        'TIN pembeli tiada atau tidak sah',
        'Invoice.AccountingCustomerParty.Party.PartyIdentification.TIN',
      ),
    );
  const currency = str(inv.DocumentCurrencyCode);
  if (!/^[A-Z]{3}$/.test(currency))
    core.push(err('CV306', 'Currency code is invalid', 'Kod mata wang tidak sah', 'Invoice.DocumentCurrencyCode'));
  if (currency && currency !== 'MYR' && amount(first(inv.TaxExchangeRate)?.CalculationRate) === null)
    core.push(
      err(
        'CV307',
        'Exchange rate is required for a non-MYR currency',
        'Kadar pertukaran diperlukan untuk mata wang bukan MYR',
        'Invoice.TaxExchangeRate.CalculationRate',
      ),
    );

  const lines = arr(inv.InvoiceLine);
  if (lines.length === 0)
    core.push(
      err(
        'CV310',
        'At least one invoice line is required',
        'Sekurang-kurangnya satu baris invois diperlukan',
        'Invoice.InvoiceLine',
      ),
    );
  let lineSum = 0;
  lines.forEach((line, i) => {
    const at = `Invoice.InvoiceLine[${i}]`;
    const classes = arr(first(line.Item)?.CommodityClassification).map((c) => first(c.ItemClassificationCode));
    const cls = classes.find((c) => c?.listID === 'CLASS');
    if (!cls || typeof cls._ !== 'string' || !CLASS.test(cls._) || cls._ === '000')
      core.push(
        err(
          'CV311',
          'Classification code is missing or invalid',
          'Kod klasifikasi tiada atau tidak sah',
          `${at}.Item.CommodityClassification.ItemClassificationCode`,
        ),
      );
    else if (cls._ === '004' && facts.buyerTin !== 'EI00000000010')
      core.push(
        err(
          'CV312',
          'Classification 004 requires the general public TIN',
          'Klasifikasi 004 memerlukan TIN orang awam',
          `${at}.Item.CommodityClassification.ItemClassificationCode`,
        ),
      );
    const taxCategory = str(first(first(first(line.TaxTotal)?.TaxSubtotal)?.TaxCategory)?.ID);
    if (!taxCategory)
      core.push(
        err(
          'CV313',
          'Tax type is required on every line',
          'Jenis cukai diperlukan pada setiap baris',
          `${at}.TaxTotal.TaxSubtotal.TaxCategory.ID`,
        ),
      );
    const ext = amount(line.LineExtensionAmount);
    if (ext === null) core.push(err('CV314', 'Line amount is missing', 'Amaun baris tiada', `${at}.LineExtensionAmount`));
    else lineSum += cents(ext);
  });
  const totals = first(inv.LegalMonetaryTotal);
  const [lineExt, exclusive, inclusive, payable] = [
    'LineExtensionAmount',
    'TaxExclusiveAmount',
    'TaxInclusiveAmount',
    'PayableAmount',
  ].map((k) => amount(totals?.[k]));
  const tax = amount(first(inv.TaxTotal)?.TaxAmount);
  if ([lineExt, exclusive, inclusive, payable, tax].some((n) => n === null))
    core.push(err('CV320', 'Document totals are missing', 'Jumlah dokumen tiada', 'Invoice.LegalMonetaryTotal'));
  else if (
    cents(lineExt!) !== lineSum ||
    cents(exclusive!) !== cents(lineExt!) ||
    cents(inclusive!) !== cents(exclusive!) + cents(tax!) ||
    cents(payable!) !== cents(inclusive!)
  )
    core.push(
      err(
        'CV321',
        'Totals do not add up from the lines and taxes',
        'Jumlah tidak sepadan dengan baris dan cukai',
        'Invoice.LegalMonetaryTotal',
      ),
    );

  if (['02', '03', '04', '12', '13', '14'].includes(facts.typeCode)) {
    if (facts.referencedUuids.length === 0 || !facts.referencedUuids.every((u) => ctx.isValidInvoice(u)))
      references.push(
        err(
          'CV401',
          'The referenced invoice is not a Valid document',
          'Invois yang dirujuk bukan dokumen Sah',
          'Invoice.BillingReference.InvoiceDocumentReference.UUID',
        ),
      );
  }
  if (ctx.isDuplicate(facts))
    duplicates.push(err('DS302', 'This document has already been submitted', 'Dokumen ini telah dihantar', 'Invoice.ID'));

  const steps = [
    step('Step01-Structure Validator', structure),
    step('Step02-Core Fields Validator', core),
    step('Step03-Referenced Documents Validator', references),
    step('Step04-Duplicate Document Validator', duplicates),
  ];
  // Version 1.1 is the signed one: its signature must verify against the document as received.
  if (facts.version === '1.1') steps.push(step('Step05-Signature Validator', signatureErrors(json)));
  return { facts, steps };
}

function err(errorCode: string, error: string, errorMS: string, propertyPath: string): SimulatedError {
  return { errorCode, error, errorMS, propertyPath };
}

function step(name: string, errors: SimulatedError[]): ValidationStep {
  if (errors.length === 0) return { name, status: 'Valid' };
  const [head] = errors;
  return { name, status: 'Invalid', error: { ...head!, innerError: errors } };
}
