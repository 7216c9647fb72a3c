import { formatMinor, type FinanceDocument, type Language } from '@bo/shared';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { qrPng } from '../../../core/pdf/pdf-layout';
import { renderFinanceDocument, type EInvoiceStamp } from './finance-document-pdf';
import { COMPANY, COSTS, FIVE_LINES, financeDocument, manyLines } from './finance-pdf.fixtures';
import { FINANCE_WORDS } from './finance-words';

/**
 * The text an uncompressed pdfkit PDF draws, one string per text operation (as hotel-voucher.spec
 * reads it): pdfkit writes each run as `[<hex> kerning <hex> ...] TJ` in WinAnsi.
 */
function drawnText(pdf: Buffer): string[] {
  const source = pdf.toString('latin1');
  return [...source.matchAll(/\[((?:<[0-9a-f]*>|\s|-?[\d.]+)*)\]\s*TJ/g)].map((run) =>
    [...run[1].matchAll(/<([0-9a-f]*)>/g)].map((hex) => Buffer.from(hex[1], 'hex').toString('latin1')).join(''),
  );
}
const pageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;
const imageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Subtype \/Image/g)?.length ?? 0;
const text = async (doc: FinanceDocument, lang: Language, eInvoice?: EInvoiceStamp) =>
  drawnText(await renderFinanceDocument(doc, COMPANY, lang, { compress: false, eInvoice }));

const invoice = financeDocument({}, FIVE_LINES, COSTS);
const untaxedInvoice = financeDocument({ documentNo: 'INV-2026-000043' }, [FIVE_LINES[3]!, FIVE_LINES[4]!], COSTS);
const creditNote = financeDocument(
  {
    kind: 'CREDIT_NOTE',
    documentNo: 'CN-2026-000007',
    category: 'IR',
    invoiceNo: 'INV-2026-000042',
    reason: 'Rate agreed after the stay',
    dueDate: null,
  },
  [{ salesType: 'IR', description: 'Rebate on the room rate', pax: 1, unitPrice: 5_000, taxType: 'SERVICE_TAX' }],
);
const debitNote = financeDocument(
  {
    kind: 'DEBIT_NOTE',
    documentNo: 'DN-2026-000003',
    category: 'MISC',
    invoiceNo: 'INV-2026-000042',
    reason: 'Extra night requested',
    dueDate: null,
  },
  [{ salesType: 'HOTEL', description: 'Extra night, Deluxe King', pax: 1, unitPrice: 45_000, taxType: 'SERVICE_TAX' }],
);
const receipt = financeDocument({
  kind: 'RECEIPT',
  documentNo: 'RCT-2026-000011',
  category: 'HOTEL',
  dueDate: null,
  paymentMode: 'BANK_TRANSFER',
  amount: 1_500_000,
  allocations: [
    { invoiceNo: 'INV-2026-000042', amount: 1_236_840 },
    { invoiceNo: 'INV-2026-000040', amount: 200_000 },
  ],
  tourCode: null,
  guestName: null,
  market: null,
  checkIn: null,
  checkOut: null,
});
const stamp: EInvoiceStamp = {
  uuid: 'F9D425P6DS7D8IU',
  longId: 'WK8MCUJ93S1Q5FRZ3G3ZTDYJ10DHFL42',
  validationUrl: 'https://preprod.myinvois.hasil.gov.my/F9D425P6DS7D8IU/share/WK8MCUJ93S1Q5FRZ3G3ZTDYJ10DHFL42',
  validatedAt: '2026-03-07T03:00:00Z',
};

describe('renderFinanceDocument', () => {
  it('has the totals the fixture means (the figures the tests look for)', () => {
    // 2 x 450.00 + 4 x 125.50 taxed 8% (1,402.00 -> 112.16), 160.00 + 25.00 untaxed; 6 room-nights x RM10.
    expect(invoice.totals).toMatchObject({ subtotal: 158_700, serviceTax: 11_216, tourismTax: 6_000, total: 175_916 });
    expect(invoice.totals.costTotal).toBe(94_350);
  });

  it.each<Language>(['en', 'ms'])(
    'prints a tax invoice with our letterhead, the buyer, trip, lines and totals (%s)',
    async (lang) => {
      const w = FINANCE_WORDS[lang];
      const t = await text(invoice, lang);
      const all = t.join(' ').replace(/\s+/g, ' ');
      expect(t).toContain(w.taxInvoice);
      expect(t).toContain('INV-2026-000042');
      // Letterhead.
      for (const value of [COMPANY.name, ...COMPANY.addressLines]) expect(t).toContain(value);
      expect(all).toContain(`${w.tin}: C25845632020`);
      expect(all).toContain(`${w.brn}: 202001234567`);
      expect(all).toContain(`${w.sst}: W10-1808-32000001`);
      expect(all).toContain(`${w.ttx}: 141-1808-00000001`);
      expect(all).toContain(`${w.phone}: +60321234567`);
      expect(all).toContain('finance@demo-travel.example');
      // Buyer, dates in the app's format and language, references, trip.
      expect(t).toContain('Syarikat Pelancongan Maju Sdn Bhd');
      const march = lang === 'ms' ? 'Mac' : 'Mar';
      expect(t).toEqual(expect.arrayContaining([w.documentDate, `2026-${march}-07`, w.dueDate, '2026-Apr-06']));
      expect(t).toEqual(
        expect.arrayContaining([
          'BK2026QWERTY',
          'PO-7781',
          'LGK-MAR26',
          'Tan Mei Ling',
          'Singapore',
          `2026-${march}-20`,
          `2026-${march}-23`,
        ]),
      );
      // Lines: sales type labels in the language, pax, unit price, amount, tax.
      expect(t).toContain(lang === 'ms' ? 'Lawatan Masuk' : 'Inbound Tour');
      expect(all).toContain(lang === 'ms' ? 'Yuran Pentadbiran' : 'Admin Fee');
      expect(t).toEqual(
        expect.arrayContaining(['Deluxe King, 3 nights, breakfast', '450.00', '900.00', '72.00', '125.50', '502.00', '40.16']),
      );
      // Totals, exactly from minor units.
      expect(t).toEqual(expect.arrayContaining([w.subtotal, '1,587.00', w.serviceTax, '112.16', w.tourismTax, '60.00']));
      expect(t).toEqual(expect.arrayContaining([w.total('MYR'), '1,759.16']));
      expect(t).toEqual(expect.arrayContaining(['Langkawi incentive trip, March 2026', 'Thank you for your business.']));
      expect(t).toContain(w.page(1, 1));
      expect(t).toContain(w.footer);
    },
  );

  it('never prints a cost line, the cost total or the gross profit', async () => {
    const { costTotal, grossProfit } = invoice.totals;
    for (const lang of ['en', 'ms'] as const) {
      for (const doc of [invoice, untaxedInvoice]) {
        const all = (await text(doc, lang)).join('\n');
        for (const cost of COSTS) {
          expect(all).not.toContain(cost.expenses);
          expect(all).not.toContain(formatMinor(cost.unitPrice, 'MYR'));
          expect(all).not.toContain(formatMinor(cost.unit * cost.unitPrice, 'MYR'));
        }
        expect(all).not.toContain(formatMinor(costTotal, 'MYR'));
        expect(all).not.toContain(formatMinor(doc.totals.grossProfit, 'MYR'));
        expect(all).not.toContain(formatMinor(grossProfit, 'MYR'));
        expect(all).not.toContain('SUP-1');
        expect(all).not.toMatch(/cost|kos|profit|untung/i);
      }
    }
  });

  it('calls an invoice without service tax an Invoice / Invois', async () => {
    expect(await text(untaxedInvoice, 'en')).toContain('Invoice');
    expect(await text(untaxedInvoice, 'en')).not.toContain('Tax Invoice');
    const ms = await text(untaxedInvoice, 'ms');
    expect(ms).toContain('Invois');
    expect(ms).not.toContain('Invois Cukai');
    expect(ms).toContain('185.00'); // 2 x 80.00 + 25.00, no tax
  });

  it.each<Language>(['en', 'ms'])('prints credit and debit notes with the invoice they correct and why (%s)', async (lang) => {
    const w = FINANCE_WORDS[lang];
    const cn = await text(creditNote, lang);
    expect(cn).toEqual(
      expect.arrayContaining([w.titles.CREDIT_NOTE, 'CN-2026-000007', w.correction, w.invoiceNo, 'INV-2026-000042']),
    );
    expect(cn).toEqual(
      expect.arrayContaining([w.reason, 'Rate agreed after the stay', lang === 'ms' ? 'Rebat Invois' : 'Invoice Rebate']),
    );
    expect(cn).toEqual(expect.arrayContaining(['50.00', '4.00', '54.00']));
    expect(cn).not.toContain(w.dueDate);
    const dn = await text(debitNote, lang);
    expect(dn).toEqual(
      expect.arrayContaining([w.titles.DEBIT_NOTE, 'DN-2026-000003', 'INV-2026-000042', 'Extra night requested']),
    );
    expect(dn).toEqual(expect.arrayContaining(['450.00', '36.00', '486.00']));
  });

  it.each<Language>(['en', 'ms'])(
    'prints a receipt: amount, payment mode, allocations and what is unallocated (%s)',
    async (lang) => {
      const w = FINANCE_WORDS[lang];
      const t = await text(receipt, lang);
      expect(t).toEqual(
        expect.arrayContaining([w.titles.RECEIPT, 'RCT-2026-000011', w.receivedFrom, 'Syarikat Pelancongan Maju Sdn Bhd']),
      );
      expect(t).toEqual(
        expect.arrayContaining([
          w.amountReceived,
          'MYR 15,000.00',
          w.paymentMode,
          lang === 'ms' ? 'Pindahan Bank' : 'Bank Transfer',
        ]),
      );
      expect(t).toEqual(expect.arrayContaining([w.allocations, 'INV-2026-000042', '12,368.40', 'INV-2026-000040', '2,000.00']));
      expect(t).toEqual(expect.arrayContaining([w.allocated, '14,368.40', w.unallocated, '631.60']));
      expect(t).not.toContain(w.dueDate);
      expect(t).not.toContain(w.subtotal);
    },
  );

  it.each<Language>(['en', 'ms'])(
    'prints a draft as DRAFT with no number, and a deactivated document with its reason (%s)',
    async (lang) => {
      const w = FINANCE_WORDS[lang];
      const draft = await text(financeDocument({ status: 'DRAFT', documentNo: null, issuedAt: null }, FIVE_LINES), lang);
      expect(draft).toContain(lang === 'ms' ? 'DRAF' : 'DRAFT');
      expect(draft.join('\n')).not.toMatch(/INV-\d{4}/);
      expect(draft).toContain(w.page(1, 1));

      const voided = await text(
        financeDocument({ status: 'DEACTIVATED', deactivationReason: 'Booking cancelled by the agency' }, FIVE_LINES),
        lang,
      );
      expect(voided).toContain(lang === 'ms' ? 'DINYAHAKTIFKAN' : 'DEACTIVATED');
      expect(voided).toContain(`${w.reason}: Booking cancelled by the agency`);
      expect(voided).toContain('INV-2026-000042');
    },
  );

  it('prints the buyer name when there is no organization, in Malay dates', async () => {
    const t = await text(
      financeDocument(
        {
          organizationId: null,
          organizationName: null,
          buyerName: 'Encik Rahman',
          documentDate: '2026-10-01',
          dueDate: '2026-10-31',
        },
        FIVE_LINES,
      ),
      'ms',
    );
    expect(t).toContain('Encik Rahman');
    expect(t).toEqual(expect.arrayContaining(['2026-Okt-01', '2026-Okt-31']));
  });

  it('renders the same document to the same bytes; CreationDate is issuedAt, or updatedAt for a draft', async () => {
    const first = await renderFinanceDocument(invoice, COMPANY, 'en', { eInvoice: stamp });
    await new Promise((resolve) => setTimeout(resolve, 1100)); // a clock-stamped PDF would differ a second later
    const second = await renderFinanceDocument(invoice, COMPANY, 'en', { eInvoice: stamp });
    expect(second.equals(first)).toBe(true);
    const other = await renderFinanceDocument({ ...invoice, issuedAt: '2026-03-08T02:03:04.000Z' }, COMPANY, 'en', {
      eInvoice: stamp,
    });
    expect(other.equals(first)).toBe(false);

    const infoOf = (pdf: Buffer, key: string) => {
      const source = pdf.toString('latin1');
      const ref = new RegExp(`/${key} (\\d+) 0 R`).exec(source)?.[1];
      return ref ? new RegExp(`\\n${ref} 0 obj\\n\\((.*)\\)\\nendobj`).exec(source)?.[1] : undefined;
    };
    const issued = await renderFinanceDocument(invoice, COMPANY, 'en', { compress: false });
    expect(infoOf(issued, 'CreationDate')).toBe('D:20260307020304Z');
    expect(infoOf(issued, 'Title')).toBe('Tax Invoice INV-2026-000042');
    const draft = await renderFinanceDocument(
      { ...invoice, status: 'DRAFT', documentNo: null, issuedAt: null, updatedAt: '2026-03-01T10:00:00.000Z' },
      COMPANY,
      'ms',
      { compress: false },
    );
    expect(infoOf(draft, 'CreationDate')).toBe('D:20260301100000Z');
    expect(infoOf(draft, 'Title')).toBe('Invois Cukai DRAF');
  });

  it('prints the MyInvois QR code, UUID and validation time only with an e-invoice stamp', async () => {
    const without = await renderFinanceDocument(invoice, COMPANY, 'en', { compress: false });
    expect(imageCount(without)).toBe(0);
    expect(drawnText(without).join('\n')).not.toContain(stamp.uuid);

    const withStamp = await renderFinanceDocument(invoice, COMPANY, 'ms', { compress: false, eInvoice: stamp });
    expect(imageCount(withStamp)).toBeGreaterThan(0); // the QR (and pdfkit's mask of it)
    const t = drawnText(withStamp);
    expect(t).toEqual(
      expect.arrayContaining([FINANCE_WORDS.ms.uuid, stamp.uuid, FINANCE_WORDS.ms.validatedAt, '2026-Mac-07 11:00']),
    );
    // The image is the QR of exactly the validation link.
    const png = PNG.sync.read(await qrPng(stamp.validationUrl, 4));
    expect(jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data).toBe(stamp.validationUrl);
    expect(withStamp.toString('latin1')).toMatch(new RegExp(`/Subtype /Image[^>]*?/Width ${png.width}\\b`, 's'));
  });

  it('continues a 100-line invoice over several pages, each with the header row, footer and page number', async () => {
    const long = financeDocument({ documentNo: 'INV-2026-000100' }, manyLines(100), COSTS);
    for (const lang of ['en', 'ms'] as const) {
      const w = FINANCE_WORDS[lang];
      const pdf = await renderFinanceDocument(long, COMPANY, lang, { compress: false });
      const pages = pageCount(pdf);
      expect(pages).toBeGreaterThanOrEqual(3);
      const t = drawnText(pdf);
      for (let page = 1; page <= pages; page++) expect(t).toContain(w.page(page, pages));
      expect(t.filter((s) => s === w.footer)).toHaveLength(pages);
      expect(t.filter((s) => s === `${w.taxInvoice} INV-2026-000100`)).toHaveLength(pages);
      // The table's header on each page that has lines, and every line made it.
      expect(t.filter((s) => s === w.unitPrice).length).toBeGreaterThanOrEqual(pages - 1);
      expect(t).toContain('Line 100: item');
      expect(t).toContain(formatMinor(long.totals.total, 'MYR'));
    }
  });

  it('refuses a document whose dates are not dates', async () => {
    await expect(renderFinanceDocument({ ...invoice, issuedAt: 'soon' }, COMPANY, 'en')).rejects.toThrow(TypeError);
  });
});
