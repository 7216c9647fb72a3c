/** CSV text for spreadsheets (RFC 4180, CRLF, BOM, formula-safe): one implementation with the API's exports. */
export { toCsv } from '@bo/shared';

/** Offers `content` as a file download. */
export function downloadFile(fileName: string, content: string | Blob, type = 'text/csv;charset=utf-8') {
  const blob = typeof content === 'string' ? new Blob([content], { type }) : content;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
