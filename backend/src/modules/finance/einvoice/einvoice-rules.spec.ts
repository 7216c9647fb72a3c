import { classificationCodes, stateCodes } from './code-lists';
import { GENERAL_TIN, type EInvoiceInput } from './einvoice-input';
import { validateEInvoice } from './einvoice-rules';
import { BUYER, financeDocument, GENERAL_PUBLIC_BUYER, invoiceInput, line, noteInput, NOW, SUPPLIER } from './einvoice.test-data';

const withSupplier = (over: Partial<EInvoiceInput['supplier']>) => invoiceInput({ supplier: { ...SUPPLIER, ...over } });
const withBuyer = (over: Partial<EInvoiceInput['buyer']>) => invoiceInput({ buyer: { ...BUYER, ...over } });
const withLine = (over: Partial<ReturnType<typeof line>>) => {
  const doc = financeDocument();
  const revenueLines = doc.revenueLines.map((l, i) => (i === 1 ? { ...l, ...over } : l));
  return invoiceInput({ document: financeDocument({ revenueLines, totals: doc.totals }) });
};
const hours = (h: number) => new Date(NOW.getTime() - h * 3_600_000).toISOString().replace('.000Z', 'Z');

describe('validateEInvoice', () => {
  it('passes the well-formed examples', () => {
    for (const input of [invoiceInput(), noteInput('02'), noteInput('03'), noteInput('04')])
      expect(validateEInvoice(input, NOW)).toEqual([]);
  });

  // [what is broken, the input, the path, the rule]
  const cases: [string, EInvoiceInput, string, string][] = [
    ['supplier TIN missing', withSupplier({ tin: '' }), 'supplier.tin', 'EINV_TIN'],
    ['supplier TIN a general TIN', withSupplier({ tin: GENERAL_TIN.GENERAL_PUBLIC }), 'supplier.tin', 'EINV_TIN'],
    ['supplier BRN missing', withSupplier({ idValue: '' }), 'supplier.idValue', 'EINV_SUPPLIER_BRN'],
    [
      'supplier identified by NRIC',
      withSupplier({ idType: 'NRIC', idValue: '900101145678' }),
      'supplier.idValue',
      'EINV_SUPPLIER_BRN',
    ],
    ['supplier SST three numbers', withSupplier({ sst: 'A1;B2;C3' }), 'supplier.sst', 'EINV_SST'],
    ['supplier SST empty', withSupplier({ sst: '' }), 'supplier.sst', 'EINV_SST'],
    ['supplier TTX missing', withSupplier({ ttx: undefined }), 'supplier.ttx', 'EINV_SUPPLIER_TTX'],
    ['MSIC of 4 digits', withSupplier({ msic: '7911' }), 'supplier.msic', 'EINV_MSIC'],
    ['activity over 300', withSupplier({ activity: 'x'.repeat(301) }), 'supplier.activity', 'EINV_ACTIVITY'],
    [
      'supplier address missing',
      withSupplier({ address: { ...SUPPLIER.address, line1: ' ' } }),
      'supplier.address.line1',
      'EINV_ADDRESS',
    ],
    ['supplier city missing', withSupplier({ address: { ...SUPPLIER.address, city: '' } }), 'supplier.address.city', 'EINV_CITY'],
    [
      'supplier postcode',
      withSupplier({ address: { ...SUPPLIER.address, postcode: '5025' } }),
      'supplier.address.postcode',
      'EINV_POSTCODE',
    ],
    ['supplier phone not E.164', withSupplier({ phone: '03-2123 4567' }), 'supplier.phone', 'EINV_PHONE'],
    ['supplier name missing', withSupplier({ name: '' }), 'supplier.name', 'EINV_NAME'],
    [
      'supplier state 17 in Malaysia',
      withSupplier({ address: { ...SUPPLIER.address, stateCode: '17' } }),
      'supplier.address.stateCode',
      'EINV_STATE_NOT_APPLICABLE',
    ],
    ['buyer TIN missing', withBuyer({ tin: '' }), 'buyer.tin', 'EINV_TIN'],
    ['buyer TIN malformed', withBuyer({ tin: 'C2088005001X' }), 'buyer.tin', 'EINV_TIN'],
    ['buyer NRIC not 12 digits', withBuyer({ idType: 'NRIC', idValue: '9001011456' }), 'buyer.idValue', 'EINV_BUYER_ID'],
    ['buyer BRN missing', withBuyer({ idValue: '' }), 'buyer.idValue', 'EINV_BUYER_ID'],
    ['buyer phone missing', withBuyer({ phone: '' }), 'buyer.phone', 'EINV_PHONE'],
    ['buyer phone NA without a general TIN', withBuyer({ phone: 'NA' }), 'buyer.phone', 'EINV_PHONE'],
    ['buyer e-mail', withBuyer({ email: 'accounts-at-borneo' }), 'buyer.email', 'EINV_EMAIL'],
    [
      'buyer state code 18',
      withBuyer({ address: { ...BUYER.address, stateCode: '18' } }),
      'buyer.address.stateCode',
      'EINV_STATE',
    ],
    [
      'buyer state 17 in Malaysia',
      withBuyer({ address: { ...BUYER.address, stateCode: '17' } }),
      'buyer.address.stateCode',
      'EINV_STATE_NOT_APPLICABLE',
    ],
    [
      'foreign buyer with a Malaysian state',
      withBuyer({
        tin: GENERAL_TIN.FOREIGN_BUYER,
        address: { ...BUYER.address, countryCode: 'SGP', stateCode: '14', postcode: '049315' },
      }),
      'buyer.address.stateCode',
      'EINV_STATE_FOREIGN',
    ],
    [
      'country code alpha-2',
      withBuyer({ address: { ...BUYER.address, countryCode: 'MY' } }),
      'buyer.address.countryCode',
      'EINV_COUNTRY',
    ],
    [
      'document without a number',
      invoiceInput({ document: financeDocument({ documentNo: null }) }),
      'document.documentNo',
      'EINV_DOCUMENT_NO_REQUIRED',
    ],
    [
      'document number of 51',
      invoiceInput({ document: financeDocument({ documentNo: 'I'.repeat(51) }) }),
      'document.documentNo',
      'EINV_DOCUMENT_NO_LENGTH',
    ],
    [
      'type 01 for a credit note',
      invoiceInput({ document: financeDocument({ kind: 'CREDIT_NOTE' }) }),
      'typeCode',
      'EINV_TYPE_MISMATCH',
    ],
    [
      'currency code unknown',
      invoiceInput({
        document: financeDocument({
          currencyCode: 'XYZ',
          revenueLines: [line({ description: 'A', pax: 1, unitPrice: 100, taxType: 'NONE' })],
        }),
        exchangeRate: '1',
      }),
      'document.currencyCode',
      'EINV_CURRENCY',
    ],
    [
      'no exchange rate in USD',
      invoiceInput({
        document: financeDocument({
          currencyCode: 'USD',
          revenueLines: [line({ description: 'A', pax: 1, unitPrice: 100, taxType: 'NONE' })],
        }),
      }),
      'exchangeRate',
      'EINV_EXCHANGE_RATE',
    ],
    [
      'exchange rate in exponent form',
      invoiceInput({
        document: financeDocument({
          currencyCode: 'USD',
          revenueLines: [line({ description: 'A', pax: 1, unitPrice: 100, taxType: 'NONE' })],
        }),
        exchangeRate: '4.4e0',
      }),
      'exchangeRate',
      'EINV_EXCHANGE_RATE',
    ],
    ['issue time not UTC', invoiceInput({ issuedAt: '2026-12-01T10:00:00+08:00' }), 'issuedAt', 'EINV_ISSUE_TIME_UTC'],
    ['issue time in the future', invoiceInput({ issuedAt: hours(-0.1) }), 'issuedAt', 'EINV_ISSUE_TIME_FUTURE'],
    ['issue time 73 h before', invoiceInput({ issuedAt: hours(73) }), 'issuedAt', 'EINV_ISSUE_TIME_TOO_OLD'],
    ['credit note without its invoice', noteInput('02', { referenced: undefined }), 'referenced', 'EINV_REFERENCE_REQUIRED'],
    [
      'refund note without the invoice UUID',
      noteInput('04', { referenced: { documentNo: 'INV-2026-000001', uuid: '' } }),
      'referenced',
      'EINV_REFERENCE_REQUIRED',
    ],
    [
      'no lines',
      invoiceInput({ document: financeDocument({ revenueLines: [] }) }),
      'document.revenueLines',
      'EINV_LINES_REQUIRED',
    ],
    [
      'line without classification',
      withLine({ classificationCode: '' }),
      'document.revenueLines[1].classificationCode',
      'EINV_CLASSIFICATION_REQUIRED',
    ],
    [
      'line classification 046',
      withLine({ classificationCode: '046' }),
      'document.revenueLines[1].classificationCode',
      'EINV_CLASSIFICATION_UNKNOWN',
    ],
    [
      '004 with a named buyer',
      withLine({ classificationCode: '004' }),
      'document.revenueLines[1].classificationCode',
      'EINV_CLASSIFICATION_CONSOLIDATED',
    ],
    [
      'line without tax type',
      withLine({ taxType: undefined as never }),
      'document.revenueLines[1].taxType',
      'EINV_TAX_TYPE_REQUIRED',
    ],
    ['line without description', withLine({ description: ' ' }), 'document.revenueLines[1].description', 'EINV_DESCRIPTION'],
    [
      'tourism tax without room-nights',
      withLine({ roomNights: null, tourismTax: 0 }),
      'document.revenueLines[1].roomNights',
      'EINV_TOURISM_TAX',
    ],
    ['line amount not pax x price', withLine({ amount: 1 }), 'document.revenueLines[1].amount', 'EINV_LINE_TOTALS'],
    ['line tax wrong', withLine({ tourismTax: 30 }), 'document.revenueLines[1].amount', 'EINV_LINE_TOTALS'],
    [
      'totals not adding up',
      invoiceInput({ document: financeDocument({ totals: { ...financeDocument().totals, total: 1 } }) }),
      'document.totals',
      'EINV_TOTALS',
    ],
    [
      'document over 300 KB',
      invoiceInput({
        document: financeDocument({
          revenueLines: Array.from({ length: 100 }, () =>
            line({ description: 'x'.repeat(3_000), pax: 1, unitPrice: 100, taxType: 'NONE' }),
          ),
        }),
      }),
      'document',
      'EINV_DOCUMENT_TOO_LARGE',
    ],
  ];

  it.each(cases)('%s', (_what, input, path, rule) => {
    const issues = validateEInvoice(input, NOW);
    expect(issues.map((i) => `${i.path} ${i.rule}`)).toContain(`${path} ${rule}`);
    for (const issue of issues) {
      expect(issue.en.length).toBeGreaterThan(10);
      expect(issue.ms.length).toBeGreaterThan(10);
      expect(issue.ms).not.toBe(issue.en);
    }
  });

  it('takes the general TINs: the general public with 004, a foreign buyer with state 17', () => {
    const consolidated = invoiceInput({
      buyer: GENERAL_PUBLIC_BUYER,
      document: financeDocument({
        revenueLines: [
          line({ description: 'Receipts 1-40', pax: 1, unitPrice: 10_000, taxType: 'SERVICE_TAX', classificationCode: '004' }),
        ],
      }),
    });
    expect(validateEInvoice(consolidated, NOW)).toEqual([]);
    const foreign = withBuyer({
      tin: GENERAL_TIN.FOREIGN_BUYER,
      idType: 'PASSPORT',
      idValue: 'K1234567',
      address: { line1: '1 Raffles Place', postcode: '048616', city: 'Singapore', stateCode: '17', countryCode: 'SGP' },
      phone: '+6561234567',
    });
    expect(validateEInvoice(foreign, NOW)).toEqual([]);
  });

  it('accepts an issue time exactly 72 h before submission', () => {
    expect(validateEInvoice(invoiceInput({ issuedAt: hours(72) }), NOW)).toEqual([]);
  });
});

describe('code lists', () => {
  it('ships the 45 classification codes and the 17 state codes, in English and Malay', () => {
    const codes = classificationCodes();
    expect(codes.map((c) => c.code)).toEqual(Array.from({ length: 45 }, (_, i) => String(i + 1).padStart(3, '0')));
    expect(codes.find((c) => c.code === '001')?.en).toBe('Breastfeeding equipment');
    expect(codes.find((c) => c.code === '004')?.en).toBe('Consolidated e-Invoice');
    expect(codes.find((c) => c.code === '022')?.en).toBe('Others');
    expect(codes.find((c) => c.code === '027')?.en).toBe('Reimbursement');
    expect(codes.find((c) => c.code === '045')?.en).toBe('Self-billed - Non-monetary payment to agents, dealers or distributors');
    for (const c of codes) expect(c.ms.trim()).not.toBe('');
    expect(stateCodes().map((s) => s.code)).toEqual(Array.from({ length: 17 }, (_, i) => String(i + 1).padStart(2, '0')));
    expect(stateCodes()[13]).toEqual({
      code: '14',
      en: 'Wilayah Persekutuan Kuala Lumpur',
      ms: 'Wilayah Persekutuan Kuala Lumpur',
    });
  });
});
