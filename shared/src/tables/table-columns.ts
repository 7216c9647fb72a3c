import type { Language } from '../errors/error-catalogue';
import type { DateFormatName } from '../enums/date-formats';
import { formatDateText } from '../enums/date-text';
import { formatMinor } from '../money/major-units';

/**
 * A table's columns defined once for the web app's list and the API's CSV/XLSX export of it, so
 * the file has the screen's columns, in its order, under its headers, with its text. The web app
 * turns a definition into list columns (`column.fromTable`, frontend ui/columns.tsx); the API
 * into export columns (backend core/export `exportColumnsOf`).
 */
export type TableColumnKind = 'text' | 'date' | 'datetime' | 'money' | 'signedMoney' | 'integer' | 'flag';

export interface TableColumn<Row> {
  /** The row's field (the cell's `data-column`, the sheet's column key). */
  key: string;
  header: Record<Language, string>;
  /**
   * text (default); date / datetime: the spec's display formats; money: minor units with their
   * currency; integer: a count (a number in the sheet); flag: a boolean written Yes/No (Ya/Tidak).
   */
  kind?: TableColumnKind;
  /** Text columns: the text shown (an enumeration's label in the language); `row[key]` by default. */
  value?: (row: Row, language: Language) => string | number | null | undefined;
  /** Money columns: the currency of the row's minor units (default `row.currencyCode`). */
  currency?: (row: Row) => string;
  /** Sortable: by this API sort key (`true`: the column key). */
  sort?: true | string;
}

const DATE_FORMAT: Partial<Record<TableColumnKind, DateFormatName>> = { date: 'display', datetime: 'displayDateTime' };

const field = (row: unknown, key: string): unknown => (row as Record<string, unknown>)[key];

/** How a flag cell reads: [true, false] per language. */
export const FLAG_TEXT: Record<Language, readonly [string, string]> = { en: ['Yes', 'No'], ms: ['Ya', 'Tidak'] };

/** The currency of a money cell. */
export function tableCellCurrency<Row>(column: TableColumn<Row>, row: Row): string {
  return column.currency ? column.currency(row) : String(field(row, 'currencyCode') ?? '');
}

/** Money as the screens write it: 'MYR 1,250.50'; signed (what an entry did to a balance): 'MYR +1,250.50'. */
export function moneyText(minor: number, currencyCode: string, signed = false): string {
  if (!signed) return formatMinor(minor, currencyCode, { withCode: true });
  return `${currencyCode} ${minor > 0 ? '+' : ''}${formatMinor(minor, currencyCode)}`;
}

/** What a cell of `column` shows for `row` in `language`; the export writes the same text. */
export function tableCellText<Row>(column: TableColumn<Row>, row: Row, language: Language): string {
  const kind = column.kind ?? 'text';
  const raw = column.value ? column.value(row, language) : field(row, column.key);
  if (raw === null || raw === undefined || raw === '') return '';
  const dateFormat = DATE_FORMAT[kind];
  if (dateFormat) return formatDateText(raw as string, dateFormat, language);
  if (kind === 'flag') return FLAG_TEXT[language][raw === true || raw === 'true' ? 0 : 1];
  if (kind === 'money' || kind === 'signedMoney')
    return moneyText(Number(raw), tableCellCurrency(column, row), kind === 'signedMoney');
  return String(raw);
}
