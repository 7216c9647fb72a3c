import { Workbook } from 'exceljs';
import type { Response } from 'express';
import {
  BUSINESS_TIME_ZONE,
  businessDate,
  type Language,
  type TableColumn,
  currencyDigits,
  minorUnitsToDecimal,
  tableCellCurrency,
  tableCellText,
  toCsv,
} from '@bo/shared';
import { requestContext } from '../context/request-context';

/**
 * One generic table export (credit histories, lists): column definitions plus rows give a CSV or
 * an XLSX file, sent as a download. Values are typed per column so spreadsheets get real numbers
 * and dates, while the CSV stays exact (money from integer minor units, never through a float).
 */

export type ExportColumnKind = 'text' | 'money' | 'datetime' | 'number';
export type ExportFormat = 'csv' | 'xlsx';

export interface ExportColumn<Row> {
  /** Property of the row to show (also the column key in the sheet). */
  key: string;
  header: Record<Language, string>;
  /** text (default); money: integer minor units; datetime: Date or ISO text; number. */
  kind?: ExportColumnKind;
  /** Computes the value instead of reading `row[key]`. */
  value?: (row: Row) => unknown;
  /** Money only: the currency of the minor units, fixed or per row (default MYR). */
  currency?: string | ((row: Row) => string);
  /** XLSX column width in characters (default: fitted to the header and the first rows). */
  width?: number;
  /** money and datetime: the CSV text (e.g. what the screen shows) instead of plain decimals / 'YYYY-MM-DD HH:mm:ss'. */
  text?: (row: Row) => string;
  /** money and datetime: the XLSX number format (the cell stays a number or a date). */
  numFmt?: string | ((row: Row) => string);
}

export interface TableExport<Row> {
  columns: readonly ExportColumn<Row>[];
  rows: Iterable<Row>;
  /** Header language; default the caller's (request context), else English. */
  language?: Language;
  /** XLSX sheet name (31 characters at most, no []:*?/\ ). */
  sheetName?: string;
  /** Wall-clock zone of datetime cells; default Asia/Kuala_Lumpur (the business's). */
  timeZone?: string;
}

export const DEFAULT_EXPORT_TIME_ZONE = BUSINESS_TIME_ZONE;
export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

const DEFAULT_CURRENCY = 'MYR';

/** A typed cell: what the CSV writes and what the XLSX stores, derived once per value. */
type Cell =
  | { kind: 'empty' }
  | { kind: 'text'; text: string }
  | { kind: 'number'; value: number; text: string; digits?: number; numFmt?: string }
  | { kind: 'datetime'; wallClock: Date; text: string; numFmt?: string };

const rawValue = <Row>(column: ExportColumn<Row>, row: Row): unknown =>
  column.value ? column.value(row) : (row as Record<string, unknown>)[column.key];

function toCell<Row>(column: ExportColumn<Row>, row: Row, timeZone: string): Cell {
  const cell = typedCell(column, row, timeZone);
  if (cell.kind !== 'number' && cell.kind !== 'datetime') return cell;
  const numFmt = typeof column.numFmt === 'function' ? column.numFmt(row) : column.numFmt;
  return { ...cell, text: column.text ? column.text(row) : cell.text, ...(numFmt ? { numFmt } : {}) };
}

function typedCell<Row>(column: ExportColumn<Row>, row: Row, timeZone: string): Cell {
  const value = rawValue(column, row);
  if (value === null || value === undefined || value === '') return { kind: 'empty' };
  switch (column.kind ?? 'text') {
    case 'money': {
      const currency = (typeof column.currency === 'function' ? column.currency(row) : column.currency) ?? DEFAULT_CURRENCY;
      const minor = typeof value === 'bigint' ? value : toWholeNumber(value, column.key);
      const text = minorUnitsToDecimal(minor, currency);
      // Number() of the exact decimal text is the nearest double to it: what Excel would store if typed.
      return { kind: 'number', value: Number(text), text, digits: currencyDigits(currency) };
    }
    case 'number': {
      const n = Number(value);
      if (!Number.isFinite(n)) throw new TypeError(`Export column ${column.key}: ${String(value)} is not a number`);
      return { kind: 'number', value: n, text: typeof value === 'bigint' ? value.toString() : String(n) };
    }
    case 'datetime': {
      const at = value instanceof Date ? value : new Date(String(value));
      if (Number.isNaN(at.getTime())) throw new TypeError(`Export column ${column.key}: ${String(value)} is not a date`);
      const wallClock = toWallClock(at, timeZone);
      return { kind: 'datetime', wallClock, text: wallClock.toISOString().slice(0, 19).replace('T', ' ') };
    }
    default:
      return { kind: 'text', text: String(value) };
  }
}

/** Minor units arrive as numbers, or as text from bigint columns; anything else is a caller bug. */
function toWholeNumber(value: unknown, key: string): bigint {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return BigInt(value);
  if (typeof value === 'string' && /^-?\d+$/.test(value.trim())) return BigInt(value.trim());
  throw new TypeError(`Export column ${key}: money must be whole minor units, got ${String(value)}`);
}

/**
 * The date whose UTC fields read as the wall clock in `timeZone`. Spreadsheet dates have no zone,
 * so this is what a reader in Malaysia expects to see in the cell.
 */
function toWallClock(at: Date, timeZone: string): Date {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return new Date(
    Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'), at.getUTCMilliseconds()),
  );
}

function prepare<Row>(table: TableExport<Row>) {
  const language = table.language ?? requestContext.get()?.language ?? 'en';
  const timeZone = table.timeZone ?? DEFAULT_EXPORT_TIME_ZONE;
  const headers = table.columns.map((c) => c.header[language]);
  const rows: Cell[][] = [];
  for (const row of table.rows) rows.push(table.columns.map((c) => toCell(c, row, timeZone)));
  return { headers, rows };
}

/**
 * CSV (RFC 4180, UTF-8 with BOM, CRLF). Money is exact decimal text in the currency's places,
 * datetimes `YYYY-MM-DD HH:mm:ss` in the export's zone, and text that starts like a formula
 * (= + - @) is prefixed with an apostrophe (shared `toCsv`).
 */
export function tableToCsv<Row>(table: TableExport<Row>): Buffer {
  const { headers, rows } = prepare(table);
  const csvValue = (cell: Cell): unknown => {
    if (cell.kind === 'empty') return null;
    if (cell.kind === 'number') return { number: cell.text };
    return cell.text;
  };
  return Buffer.from(
    toCsv(
      headers,
      rows.map((cells) => cells.map(csvValue)),
    ),
    'utf8',
  );
}

const moneyFormat = (digits: number) => (digits > 0 ? `#,##0.${'0'.repeat(digits)}` : '#,##0');
const MAX_FITTED_WIDTH = 60;
/** Excel's limit of characters in one cell. */
const MAX_XLSX_TEXT = 32_767;

/**
 * XLSX with one sheet: bold, frozen header row with an auto filter; money as numbers formatted to
 * the currency's places (#,##0.00), datetimes as Excel dates (yyyy-mm-dd hh:mm:ss), text always as
 * text (a cell starting with = is stored as a string, never as a formula).
 */
export async function tableToXlsx<Row>(table: TableExport<Row>): Promise<Buffer> {
  const { headers, rows } = prepare(table);
  const workbook = new Workbook();
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(safeSheetName(table.sheetName), { views: [{ state: 'frozen', ySplit: 1 }] });
  const fitted = headers.map((h) => h.length);
  sheet.addRow(headers).font = { bold: true };
  for (const cells of rows) {
    const added = sheet.addRow(cells.map(() => null));
    cells.forEach((cell, index) => {
      const target = added.getCell(index + 1);
      if (cell.kind === 'empty') return;
      // A string value is always stored as text: '=1+1' stays visible text, it never becomes a formula.
      if (cell.kind === 'text') target.value = cell.text.slice(0, MAX_XLSX_TEXT);
      if (cell.kind === 'number') {
        target.value = cell.value;
        const format = cell.numFmt ?? (cell.digits !== undefined ? moneyFormat(cell.digits) : undefined);
        if (format) target.numFmt = format;
      }
      if (cell.kind === 'datetime') {
        target.value = cell.wallClock;
        target.numFmt = cell.numFmt ?? 'yyyy-mm-dd hh:mm:ss';
      }
      if (added.number <= 200) fitted[index] = Math.max(fitted[index], cell.text.length);
    });
  }
  table.columns.forEach((column, index) => {
    sheet.getColumn(index + 1).width = column.width ?? Math.min(MAX_FITTED_WIDTH, fitted[index] + 2);
  });
  if (headers.length > 0) sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: headers.length } };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function safeSheetName(name: string | undefined): string {
  const cleaned = (name ?? 'Sheet1')
    .replace(/[[\]:*?/\\]/g, ' ')
    .trim()
    .slice(0, 31);
  return cleaned || 'Sheet1';
}

export async function renderTableExport<Row>(table: TableExport<Row>, format: ExportFormat): Promise<Buffer> {
  return format === 'xlsx' ? tableToXlsx(table) : tableToCsv(table);
}

/**
 * A file name that is safe in a header and on any file system: letters, digits, dot, dash and
 * underscore only (anything else becomes '-'), at most 100 characters, with the format's extension
 * and, when `stamp` is given, its business day (YYYY-MM-DD in Kuala Lumpur, as the screen's dates):
 * `credit-histories-ORG000001-2025-01-31.xlsx`.
 */
export function exportFileName(base: string, format: ExportFormat, stamp?: Date): string {
  const cleaned = base
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, 100);
  const date = stamp ? `-${businessDate(stamp)}` : '';
  return `${cleaned || 'export'}${date}.${format}`;
}

/**
 * Answers the table as a download: attachment with a safe file name (plain and RFC 5987 forms),
 * the format's content type, `nosniff` and no caching (exports hold business data). Use with
 * `@Res()` in the controller after the caller's access has been checked.
 */
export async function sendTableExport<Row>(
  res: Response,
  table: TableExport<Row>,
  options: { format: ExportFormat; fileName: string; stamp?: Date },
): Promise<void> {
  const body = await renderTableExport(table, options.format);
  const fileName = exportFileName(options.fileName.replace(/\.(csv|xlsx)$/i, ''), options.format, options.stamp);
  res.status(200);
  res.setHeader('Content-Type', EXPORT_CONTENT_TYPES[options.format]);
  res.setHeader('Content-Length', String(body.length));
  res.setHeader('Content-Disposition', `attachment; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Cache-Control', 'private, no-store');
  res.end(body);
}

/** Excel's format of a money cell as the screens write it: 'MYR 1,250.50', signed 'MYR +1,250.50'. */
function screenMoneyFormat(currencyCode: string, signed: boolean): string {
  const digits = currencyDigits(currencyCode);
  const number = moneyFormat(digits);
  const code = `"${currencyCode.replace(/"/g, '')} "`;
  return signed ? `${code}+${number};${code}-${number};${code}${number}` : `${code}${number};${code}-${number}`;
}

/**
 * The export columns of a shared table definition (shared/src/tables), the one the web app's list
 * is built from: the same columns in the same order under the same headers; the CSV writes each
 * cell's screen text (dates in the display format on the business's clock, money as
 * 'MYR +1,250.50'), the XLSX keeps numbers and dates typed, formatted to read the same.
 */
export function exportColumnsOf<Row>(definition: readonly TableColumn<Row>[], language: Language): ExportColumn<Row>[] {
  return definition.map((column) => {
    const base = { key: column.key, header: column.header, text: (row: Row) => tableCellText(column, row, language) };
    switch (column.kind ?? 'text') {
      case 'money':
      case 'signedMoney': {
        const currency = (row: Row) => tableCellCurrency(column, row);
        const signed = column.kind === 'signedMoney';
        return { ...base, kind: 'money', currency, numFmt: (row: Row) => screenMoneyFormat(currency(row), signed) };
      }
      case 'date':
        return { ...base, kind: 'datetime', numFmt: 'yyyy-mmm-dd' };
      case 'datetime':
        return { ...base, kind: 'datetime', numFmt: 'yyyy-mmm-dd hh:mm' };
      case 'integer':
        return { ...base, kind: 'number' };
      default:
        return { key: column.key, header: column.header, value: base.text };
    }
  });
}
