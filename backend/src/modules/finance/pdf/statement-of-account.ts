import { FINANCE_DOCUMENT_KIND, formatMinor, labelOf, type FinanceDocumentKind, type Language } from '@bo/shared';
import { renderPdf, type PdfColumn, type RenderPdfOptions } from '../../../core/pdf/pdf-layout';
import { FinanceLayout, type CompanyDetails } from './finance-layout';
import { FINANCE_WORDS } from './finance-words';

/**
 * A statement of account: what one organization owes us as of a day, every document since the
 * opening balance in date order with its running balance, and how old the money owed is.
 *
 * Plain data, gathered by the caller (the read model); every amount is integer minor units of
 * `currencyCode`. A statement never mixes currencies: one per currency.
 */
export interface StatementOfAccount {
  organization: { name: string; code: string | null };
  /** The day (yyyy-MM-dd) the statement is as of; aging counts days up to it. */
  asOf: string;
  currencyCode: string;
  /** Owed before the first row (positive: owed to us). */
  openingBalance: number;
  /** In date order; `balance` is the running balance after the row (opening + debits - credits so far). */
  rows: StatementRow[];
  /** What is still owed, by the age of its invoices' due dates (or dates) on `asOf`. */
  aging: { current0to30: number; days31to60: number; days61to90: number; over90: number };
  closingBalance: number;
  /** When it was made (ISO instant): the PDF's creation date; default `asOf` at midnight in Kuala Lumpur. */
  generatedAt?: string;
}

export interface StatementRow {
  /** yyyy-MM-dd. */
  date: string;
  documentNo: string;
  kind: FinanceDocumentKind;
  description: string;
  /** Invoices and debit notes; 0 when none. */
  debit: number;
  /** Credit notes and receipts; 0 when none. */
  credit: number;
  balance: number;
}

export async function renderStatementOfAccount(
  statement: StatementOfAccount,
  company: CompanyDetails,
  lang: Language,
  options: RenderPdfOptions = {},
): Promise<Buffer> {
  const generatedAt = new Date(statement.generatedAt ?? `${statement.asOf}T00:00:00+08:00`);
  if (Number.isNaN(generatedAt.getTime())) throw new TypeError(`Statement of ${statement.organization.name}: asOf is not a date`);
  const words = FINANCE_WORDS[lang];
  const title = words.statement;
  const reference = [statement.organization.code, statement.asOf, statement.currencyCode].filter(Boolean).join(' ');
  return renderPdf(
    { title: `${title} ${reference}`, subject: statement.organization.name, issuedAt: generatedAt, lang, options },
    (doc) => new StatementLayout(doc, words, lang, title).draw(statement, company, reference),
  );
}

const ROW_COLUMNS: readonly PdfColumn[] = [
  { weight: 1.5 },
  { weight: 2.05 },
  { weight: 1.2 },
  { weight: 2.1 },
  { weight: 1.4, align: 'right' },
  { weight: 1.4, align: 'right' },
  { weight: 1.5, align: 'right' },
];
const AGING_COLUMNS: readonly PdfColumn[] = [1, 1, 1, 1, 1.2].map((weight) => ({ weight, align: 'right' as const }));

class StatementLayout extends FinanceLayout {
  draw(statement: StatementOfAccount, company: CompanyDetails, reference: string): void {
    const w = this.words;
    const money = (minor: number) => formatMinor(minor, statement.currencyCode);
    const amount = (minor: number) => (minor === 0 ? '' : money(minor));
    this.letterhead(company, { text: this.date(statement.asOf), large: false, label: w.asOf });
    this.partyAndFacts(w.account, statement.organization.name, [
      [w.account, statement.organization.code],
      [w.asOf, this.date(statement.asOf)],
      [w.currency, statement.currencyCode],
    ]);

    this.section(w.statement);
    const header = () =>
      this.tableRow(ROW_COLUMNS, [w.date, w.reference, w.type, w.description, w.debit, w.credit, w.balance], { header: true });
    header();
    this.tableRow(ROW_COLUMNS, ['', '', '', w.openingBalance, '', '', money(statement.openingBalance)], { bold: true });
    for (const row of statement.rows) {
      this.tableRow(
        ROW_COLUMNS,
        [
          this.date(row.date),
          row.documentNo,
          labelOf(FINANCE_DOCUMENT_KIND, row.kind, this.lang),
          row.description,
          amount(row.debit),
          amount(row.credit),
          money(row.balance),
        ],
        { onNewPage: header },
      );
    }
    this.tableRow(ROW_COLUMNS, ['', '', '', w.closingBalance, '', '', money(statement.closingBalance)], {
      bold: true,
      onNewPage: header,
    });

    const { aging } = statement;
    this.section(`${w.aging} (${w.asOf} ${this.date(statement.asOf)})`);
    this.tableRow(AGING_COLUMNS, [w.days0to30, w.days31to60, w.days61to90, w.over90, w.totalDue], { header: true });
    const due = aging.current0to30 + aging.days31to60 + aging.days61to90 + aging.over90;
    this.tableRow(AGING_COLUMNS, [aging.current0to30, aging.days31to60, aging.days61to90, aging.over90, due].map(money), {
      fontSize: 10,
    });
    this.footers(reference);
  }
}
