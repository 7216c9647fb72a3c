import { createHash } from 'node:crypto';
import type { FinanceDocument } from '@bo/shared';
import { validateEInvoice } from './einvoice-rules';
import { financeDocument, invoiceInput, line, noteInput, NOW } from './einvoice.test-data';
import { buildUblDocument, documentHash, encodeForSubmission } from './ubl-document';
import { toUblJson } from './ubl-json';

/** The document as LHDN reads it: the submitted JSON, parsed. */
/** The parsed JSON, walked freely (a wrong path reads undefined and fails the expectation). */
type U = { [key: string]: U; [index: number]: U } & { map<T>(f: (u: U) => T): T[]; [Symbol.iterator](): Iterator<U> };
const parsed = (doc: object) => JSON.parse(toUblJson(doc)) as U;
const text = (element: U | undefined) => element?.[0]?._;

describe('buildUblDocument', () => {
  it('writes a 01 invoice with service tax, tourism tax per room-night and an untaxed line', () => {
    const input = invoiceInput();
    const doc = parsed(buildUblDocument(input));
    expect(doc._D).toBe('urn:oasis:names:specification:ubl:schema:xsd:Invoice-2');
    expect(doc._A).toBe('urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2');
    expect(doc._B).toBe('urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2');
    const inv = doc.Invoice[0];
    expect(text(inv.ID)).toBe('INV-2026-000001');
    expect(text(inv.IssueDate)).toBe('2026-12-01');
    expect(text(inv.IssueTime)).toBe('02:00:00Z');
    expect(inv.InvoiceTypeCode).toEqual([{ _: '01', listVersionID: '1.0' }]);
    expect(text(inv.DocumentCurrencyCode)).toBe('MYR');
    expect(inv.BillingReference).toBeUndefined();
    expect(inv.TaxExchangeRate).toBeUndefined();
    expect(text(inv.PaymentMeans[0].PaymentMeansCode)).toBe('03');

    const supplier = inv.AccountingSupplierParty[0].Party[0];
    expect(supplier.IndustryClassificationCode).toEqual([{ _: '79110', name: 'Travel agency activities' }]);
    expect(supplier.PartyIdentification.map((p: U) => [p.ID[0].schemeID, p.ID[0]._])).toEqual([
      ['TIN', 'C25845632020'],
      ['BRN', '202001234567'],
      ['SST', 'W10-1808-32000001'],
      ['TTX', 'NA'],
    ]);
    expect(text(supplier.PostalAddress[0].CountrySubentityCode)).toBe('14');
    expect(supplier.PostalAddress[0].AddressLine).toEqual([
      { Line: [{ _: 'Level 10, Menara Demo' }] },
      { Line: [{ _: 'Jalan Sultan Ismail' }] },
    ]);
    expect(supplier.PostalAddress[0].Country[0].IdentificationCode).toEqual([
      { _: 'MYS', listID: 'ISO3166-1', listAgencyID: '6' },
    ]);
    expect(text(supplier.Contact[0].Telephone)).toBe('+60321234567');
    expect(text(inv.AccountingCustomerParty[0].Party[0].PartyIdentification[0].ID)).toBe('C20880050010');

    const [hotel, tourism, flight] = inv.InvoiceLine;
    expect(hotel.InvoicedQuantity).toEqual([{ _: 2, unitCode: 'C62' }]);
    expect(hotel.LineExtensionAmount).toEqual([{ _: 700, currencyID: 'MYR' }]);
    const hotelTax = hotel.TaxTotal[0].TaxSubtotal[0];
    expect(text(hotelTax.TaxCategory[0].ID)).toBe('02');
    expect(text(hotelTax.Percent)).toBe(8);
    expect(text(hotelTax.TaxAmount)).toBe(56);
    expect(hotel.Item[0].CommodityClassification).toEqual([{ ItemClassificationCode: [{ _: '022', listID: 'CLASS' }] }]);
    expect(text(hotel.Price[0].PriceAmount)).toBe(350);
    expect(text(hotel.ItemPriceExtension[0].Amount)).toBe(700);

    const tourismTax = tourism.TaxTotal[0].TaxSubtotal[0];
    expect(text(tourismTax.TaxCategory[0].ID)).toBe('03');
    expect(tourismTax.PerUnitAmount).toEqual([{ _: 10, currencyID: 'MYR' }]);
    expect(tourismTax.BaseUnitMeasure).toEqual([{ _: 4, unitCode: 'C62' }]);
    expect(tourismTax.Percent).toBeUndefined();
    expect(text(tourismTax.TaxAmount)).toBe(40);
    expect(text(flight.TaxTotal[0].TaxSubtotal[0].TaxCategory[0].ID)).toBe('06');

    expect(text(inv.TaxTotal[0].TaxAmount)).toBe(96);
    expect(inv.TaxTotal[0].TaxSubtotal.map((s: U) => [text(s.TaxCategory[0].ID), text(s.TaxAmount)])).toEqual([
      ['02', 56],
      ['03', 40],
      ['06', 0],
    ]);
    const totals = inv.LegalMonetaryTotal[0];
    expect(
      [totals.LineExtensionAmount, totals.TaxExclusiveAmount, totals.TaxInclusiveAmount, totals.PayableAmount].map(text),
    ).toEqual([1079, 1079, 1175, 1175]);
    expect(validateEInvoice(input, NOW)).toEqual([]);
  });

  it.each([
    ['02', 'CN-2026-000001'],
    ['03', 'DN-2026-000001'],
    ['04', 'CN-2026-000001'],
  ] as const)('writes a %s note that references the invoice it corrects', (typeCode, number) => {
    const input = noteInput(typeCode);
    const inv = parsed(buildUblDocument(input)).Invoice[0];
    expect(text(inv.ID)).toBe(number);
    expect(inv.InvoiceTypeCode).toEqual([{ _: typeCode, listVersionID: '1.0' }]);
    expect(inv.BillingReference).toEqual([
      { InvoiceDocumentReference: [{ ID: [{ _: 'INV-2026-000001' }], UUID: [{ _: 'F9D425P6DS7D8IU2R0QZDJN10' }] }] },
    ]);
    expect(text(inv.LegalMonetaryTotal[0].PayableAmount)).toBe(108);
    expect(validateEInvoice(input, NOW)).toEqual([]);
  });

  it('writes exempt lines with their reason and a foreign currency with its exchange rate to MYR', () => {
    const input = invoiceInput({
      document: financeDocument({
        currencyCode: 'USD',
        revenueLines: [line({ description: 'Outbound tour', pax: 3, unitPrice: 12_345, taxType: 'EXEMPT' })],
      }),
      exchangeRate: '4.4125',
    });
    const inv = parsed(buildUblDocument(input)).Invoice[0];
    expect(text(inv.DocumentCurrencyCode)).toBe('USD');
    expect(text(inv.TaxCurrencyCode)).toBe('MYR');
    expect(inv.TaxExchangeRate).toEqual([
      { SourceCurrencyCode: [{ _: 'USD' }], TargetCurrencyCode: [{ _: 'MYR' }], CalculationRate: [{ _: 4.4125 }] },
    ]);
    const category = inv.InvoiceLine[0].TaxTotal[0].TaxSubtotal[0].TaxCategory[0];
    expect(text(category.ID)).toBe('E');
    expect(text(category.TaxExemptionReason)).toBeTruthy();
    expect(inv.InvoiceLine[0].LineExtensionAmount).toEqual([{ _: 370.35, currencyID: 'USD' }]);
    expect(validateEInvoice(input, NOW)).toEqual([]);
  });

  it('writes amounts exactly, as plain JSON numbers: a large one and 0.01', () => {
    // 99,990,000,000,000 sen = RM 999,900,000,000.00: the decimal text of the integer goes out verbatim
    // (both places kept, no float division, no exponent).
    const big = line({ description: 'Charter', pax: 9_999, unitPrice: 10_000_000_000, taxType: 'NONE' });
    const cent = line({ description: 'Rounding', pax: 1, unitPrice: 1, taxType: 'NONE' });
    const json = toUblJson(buildUblDocument(invoiceInput({ document: financeDocument({ revenueLines: [big, cent] }) })));
    expect(json).toContain('"LineExtensionAmount":[{"_":999900000000.00,"currencyID":"MYR"}]');
    expect(json).toContain('"LineExtensionAmount":[{"_":0.01,"currencyID":"MYR"}]');
    expect(json).toContain('"PayableAmount":[{"_":999900000000.01,"currencyID":"MYR"}]');
    expect(json).not.toMatch(/\de[+-]?\d/i);
    expect(json).not.toContain('\\u0000');
    expect(() => JSON.parse(json)).not.toThrow();
  });

  it('maps payment methods to MyInvois payment modes, the rest to 08 Others', () => {
    const mode = (paymentMode: FinanceDocument['paymentMode']) =>
      text(
        parsed(buildUblDocument(invoiceInput({ document: financeDocument({ paymentMode }) }))).Invoice[0].PaymentMeans?.[0]
          .PaymentMeansCode,
      );
    expect([
      mode('CASH'),
      mode('CHEQUE'),
      mode('BANK_TRANSFER'),
      mode('CARD'),
      mode('EWALLET'),
      mode('IPAY88_FPX'),
      mode(null),
    ]).toEqual(['01', '02', '03', '04', '06', '08', undefined]);
  });
});

describe('encodeForSubmission', () => {
  it('carries the JSON in base64 with its SHA-256, the document number and the byte size', () => {
    const doc = buildUblDocument(invoiceInput());
    const { submission, bytes, json } = encodeForSubmission(doc);
    expect(submission.format).toBe('JSON');
    expect(submission.codeNumber).toBe('INV-2026-000001');
    expect(Buffer.from(submission.document, 'base64').toString('utf8')).toBe(json);
    expect(submission.documentHash).toBe(createHash('sha256').update(Buffer.from(json)).digest('hex'));
    expect(documentHash(json)).toBe(submission.documentHash);
    expect(bytes).toBe(Buffer.byteLength(json));
    // The same input gives the same bytes (a retry sends the identical document).
    expect(encodeForSubmission(buildUblDocument(invoiceInput())).submission.documentHash).toBe(submission.documentHash);
  });
});
