/**
 * CSV for spreadsheets, one implementation for the API's exports and the web app's client-side
 * ones: RFC 4180 quoting, CRLF line ends, a UTF-8 byte-order mark so Excel reads accents and
 * non-Latin names correctly.
 */

/** Leading characters that make a spreadsheet treat a cell as a formula (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One field. Text that starts like a formula gets a leading apostrophe, so `=HYPERLINK(...)` typed
 * into a name shows as text instead of running; numbers are left alone (a negative amount stays a
 * number). Pass amounts as numbers or as `{ number: '-12.34' }` when they are exact decimal text.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text: string;
  if (typeof value === 'object' && value !== null && 'number' in value) text = String((value as { number: unknown }).number);
  else if (value instanceof Date) text = value.toISOString();
  else {
    text = String(value);
    if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  }
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The whole file as text: BOM, header line, one line per row, each line ended by CRLF. */
export function toCsv(header: readonly unknown[], rows: readonly (readonly unknown[])[]): string {
  const line = (cells: readonly unknown[]) => cells.map(csvCell).join(',');
  return `\uFEFF${[line(header), ...rows.map(line)].join('\r\n')}\r\n`;
}
