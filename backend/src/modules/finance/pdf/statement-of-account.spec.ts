import type { Language } from '@bo/shared';
import { COMPANY } from './finance-pdf.fixtures';
import { FINANCE_WORDS } from './finance-words';
import { renderStatementOfAccount, type StatementOfAccount, type StatementRow } from './statement-of-account';

/** The text an uncompressed pdfkit PDF draws, one string per text operation (see hotel-voucher.spec). */
function drawnText(pdf: Buffer): string[] {
  const source = pdf.toString('latin1');
  return [...source.matchAll(/\[((?:<[0-9a-f]*>|\s|-?[\d.]+)*)\]\s*TJ/g)].map((run) =>
    [...run[1].matchAll(/<([0-9a-f]*)>/g)].map((hex) => Buffer.from(hex[1], 'hex').toString('latin1')).join(''),
  );
}
const pageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;

const statement: StatementOfAccount = {
  organization: { name: 'Syarikat Pelancongan Maju Sdn Bhd', code: 'AG0012' },
  asOf: '2026-03-31',
  currencyCode: 'MYR',
  openingBalance: 50_000,
  rows: [
    {
      date: '2025-12-15',
      documentNo: 'INV-2025-000900',
      kind: 'INVOICE',
      description: 'Penang, December',
      debit: 300_000,
      credit: 0,
      balance: 350_000,
    },
    {
      date: '2026-01-20',
      documentNo: 'RCT-2026-000002',
      kind: 'RECEIPT',
      description: 'Bank transfer',
      debit: 0,
      credit: 250_000,
      balance: 100_000,
    },
    {
      date: '2026-02-10',
      documentNo: 'INV-2026-000030',
      kind: 'INVOICE',
      description: 'Langkawi, February',
      debit: 175_916,
      credit: 0,
      balance: 275_916,
    },
    {
      date: '2026-03-05',
      documentNo: 'CN-2026-000004',
      kind: 'CREDIT_NOTE',
      description: 'Rebate',
      debit: 0,
      credit: 5_400,
      balance: 270_516,
    },
    {
      date: '2026-03-20',
      documentNo: 'DN-2026-000001',
      kind: 'DEBIT_NOTE',
      description: 'Extra night',
      debit: 48_600,
      credit: 0,
      balance: 319_116,
    },
  ],
  aging: { current0to30: 43_200, days31to60: 175_916, days61to90: 0, over90: 100_000 },
  closingBalance: 319_116,
};

describe('renderStatementOfAccount', () => {
  it.each<Language>(['en', 'ms'])(
    'prints the opening balance, each document with its running balance, the closing balance and aging (%s)',
    async (lang) => {
      const w = FINANCE_WORDS[lang];
      const t = drawnText(await renderStatementOfAccount(statement, COMPANY, lang, { compress: false }));
      expect(t).toEqual(expect.arrayContaining([w.statement, COMPANY.name, 'Syarikat Pelancongan Maju Sdn Bhd', 'AG0012']));
      expect(t).toEqual(expect.arrayContaining([w.openingBalance, '500.00', w.closingBalance, '3,191.16']));
      expect(t).toEqual(
        expect.arrayContaining([lang === 'ms' ? '2025-Dis-15' : '2025-Dec-15', 'INV-2025-000900', '3,000.00', '3,500.00']),
      );
      expect(t).toEqual(expect.arrayContaining(['RCT-2026-000002', lang === 'ms' ? 'Resit' : 'Receipt', '2,500.00', '1,000.00']));
      expect(t).toEqual(
        expect.arrayContaining(['CN-2026-000004', lang === 'ms' ? 'Nota kredit' : 'Credit note', '54.00', '2,705.16']),
      );
      expect(t).toEqual(expect.arrayContaining([w.debit, w.credit, w.balance]));
      expect(t).toEqual(expect.arrayContaining([w.days0to30, w.days31to60, w.days61to90, w.over90, w.totalDue]));
      expect(t).toEqual(expect.arrayContaining(['432.00', '1,759.16', '0.00', '3,191.16']));
      expect(t).toContain(`${w.aging} (${w.asOf} ${lang === 'ms' ? '2026-Mac-31' : '2026-Mar-31'})`);
      // Document order is kept as given (date order).
      expect(t.indexOf('INV-2025-000900')).toBeLessThan(t.indexOf('RCT-2026-000002'));
      expect(t.indexOf('RCT-2026-000002')).toBeLessThan(t.indexOf('DN-2026-000001'));
    },
  );

  it('renders the same statement to the same bytes', async () => {
    const first = await renderStatementOfAccount(statement, COMPANY, 'en');
    const second = await renderStatementOfAccount(statement, COMPANY, 'en');
    expect(second.equals(first)).toBe(true);
    expect((await renderStatementOfAccount({ ...statement, asOf: '2026-04-30' }, COMPANY, 'en')).equals(first)).toBe(false);
  });

  it('continues a long statement over pages with the footer on each', async () => {
    const rows: StatementRow[] = Array.from({ length: 150 }, (_, i) => ({
      date: '2026-01-01',
      documentNo: `INV-2026-${String(i + 1).padStart(6, '0')}`,
      kind: 'INVOICE',
      description: 'Hotel',
      debit: 1_000,
      credit: 0,
      balance: 1_000 * (i + 1),
    }));
    const pdf = await renderStatementOfAccount(
      { ...statement, openingBalance: 0, rows, closingBalance: 150_000 },
      COMPANY,
      'en',
      {
        compress: false,
      },
    );
    const pages = pageCount(pdf);
    expect(pages).toBeGreaterThan(2);
    const t = drawnText(pdf);
    for (let page = 1; page <= pages; page++) expect(t).toContain(`Page ${page} of ${pages}`);
    expect(t).toContain('INV-2026-000150');
    expect(t).toContain('1,500.00');
  });
});
