import { Workbook } from 'exceljs';
import express from 'express';
import request from 'supertest';
import type { TableColumn } from '@bo/shared';
import {
  type ExportColumn,
  type TableExport,
  exportColumnsOf,
  exportFileName,
  sendTableExport,
  tableToCsv,
  tableToXlsx,
} from './table-export';

interface Entry {
  reference: string;
  amount: number | string;
  currency: string;
  recordedAt: string | Date | null;
  count: number;
}

const columns: ExportColumn<Entry>[] = [
  { key: 'reference', header: { en: 'Reference', ms: 'Rujukan' } },
  { key: 'amount', header: { en: 'Amount', ms: 'Amaun' }, kind: 'money', currency: (row) => row.currency },
  { key: 'recordedAt', header: { en: 'Recorded at', ms: 'Direkod pada' }, kind: 'datetime' },
  { key: 'count', header: { en: 'Count', ms: 'Bilangan' }, kind: 'number' },
];

const rows: Entry[] = [
  { reference: 'TOPUP, "first"', amount: 123456, currency: 'MYR', recordedAt: '2025-01-31T06:05:09Z', count: 3 },
  { reference: '=HYPERLINK("http://evil.example","x")', amount: -1005, currency: 'MYR', recordedAt: null, count: 0 },
  {
    reference: 'Réservation café',
    amount: '90071992547409910',
    currency: 'MYR',
    recordedAt: new Date('2024-12-31T16:00:00Z'),
    count: 1,
  },
  { reference: 'yen', amount: 500, currency: 'JPY', recordedAt: '2025-06-01T00:00:00+08:00', count: 7 },
];

const table = (overrides: Partial<TableExport<Entry>> = {}): TableExport<Entry> => ({
  columns,
  rows,
  language: 'en',
  ...overrides,
});

async function readXlsx(buffer: Buffer) {
  const workbook = new Workbook();
  await workbook.xlsx.load(buffer as never);
  return workbook.worksheets[0];
}

describe('tableToXlsx', () => {
  test('bold, frozen header row with an auto filter, headers in the chosen language', async () => {
    const sheet = await readXlsx(await tableToXlsx(table({ language: 'ms', sheetName: 'Credit: history/2025' })));
    expect(sheet.name).toBe('Credit  history 2025');
    expect(sheet.getRow(1).values).toEqual([undefined, 'Rujukan', 'Amaun', 'Direkod pada', 'Bilangan']);
    expect(sheet.getCell('A1').font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBe('A1:D1');
    expect(sheet.rowCount).toBe(5);
  });

  test('money is a real number in the currency places, from minor units', async () => {
    const sheet = await readXlsx(await tableToXlsx(table()));
    expect(sheet.getCell('B2').value).toBe(1234.56);
    expect(sheet.getCell('B2').numFmt).toBe('#,##0.00');
    expect(sheet.getCell('B3').value).toBe(-10.05);
    expect(sheet.getCell('B5').value).toBe(500);
    expect(sheet.getCell('B5').numFmt).toBe('#,##0');
  });

  test('datetimes are Excel dates showing the Malaysian wall clock; empty values stay empty', async () => {
    const sheet = await readXlsx(await tableToXlsx(table()));
    // 06:05:09 UTC is 14:05:09 in Kuala Lumpur (UTC+8); exceljs reads dates back as UTC fields.
    expect(sheet.getCell('C2').value).toEqual(new Date('2025-01-31T14:05:09Z'));
    expect(sheet.getCell('C2').numFmt).toBe('yyyy-mm-dd hh:mm:ss');
    expect(sheet.getCell('C3').value).toBeNull();
    expect(sheet.getCell('C4').value).toEqual(new Date('2025-01-01T00:00:00Z'));
    expect(sheet.getCell('D2').value).toBe(3);
  });

  test('text that looks like a formula is stored as text, never as a formula', async () => {
    const sheet = await readXlsx(await tableToXlsx(table()));
    expect(sheet.getCell('A3').type).toBe(3 /* ValueType.String */);
    expect(sheet.getCell('A3').value).toBe('=HYPERLINK("http://evil.example","x")');
    expect(sheet.getCell('A4').value).toBe('Réservation café');
  });

  test('another time zone can be chosen', async () => {
    const sheet = await readXlsx(await tableToXlsx(table({ timeZone: 'UTC' })));
    expect(sheet.getCell('C2').value).toEqual(new Date('2025-01-31T06:05:09Z'));
  });
});

describe('tableToCsv', () => {
  const csv = tableToCsv(table()).toString('utf8');
  const lines = csv.split('\r\n');

  test('UTF-8 with a BOM, CRLF lines, RFC 4180 quoting', () => {
    expect(csv.startsWith('\uFEFFReference,Amount,Recorded at,Count\r\n')).toBe(true);
    expect(lines[1]).toBe('"TOPUP, ""first""",1234.56,2025-01-31 14:05:09,3');
    expect(lines[3]).toBe('Réservation café,900719925474099.10,2025-01-01 00:00:00,1');
    expect(lines[4]).toBe('yen,500,2025-06-01 00:00:00,7');
    expect(lines.at(-1)).toBe('');
  });

  test('formula injection is neutralised in text; negative amounts stay numbers', () => {
    expect(lines[2]).toBe(`"'=HYPERLINK(""http://evil.example"",""x"")",-10.05,,0`);
  });

  test('money that is not whole minor units is refused rather than rounded', () => {
    expect(() => tableToCsv(table({ rows: [{ ...rows[0], amount: 12.5 }] }))).toThrow(TypeError);
  });
});

describe('exportFileName', () => {
  test('keeps only safe characters, adds the extension and the date', () => {
    expect(exportFileName('credit histories/ORG000001', 'xlsx', new Date('2025-01-31T10:00:00Z'))).toBe(
      'credit-histories-ORG000001-2025-01-31.xlsx',
    );
    expect(exportFileName('../../etc/passwd"\r\nX-Evil: 1', 'csv')).toBe('etc-passwd-X-Evil-1.csv');
    expect(exportFileName('Café Ñandú', 'csv')).toBe('Cafe-Nandu.csv');
    expect(exportFileName('¿¿', 'csv')).toBe('export.csv');
  });

  test("dates the file with the business day (Kuala Lumpur), not UTC's", () => {
    // 20:30 UTC on 31 January is 04:30 on 1 February in Kuala Lumpur.
    expect(exportFileName('credit-histories', 'csv', new Date('2025-01-31T20:30:00Z'))).toBe('credit-histories-2025-02-01.csv');
    expect(exportFileName('credit-histories', 'csv', new Date('2025-01-31T15:59:00Z'))).toBe('credit-histories-2025-01-31.csv');
  });
});

describe('sendTableExport', () => {
  const app = express();
  app.get('/export', (req, res) => {
    void sendTableExport(res, table(), { format: req.query.format === 'xlsx' ? 'xlsx' : 'csv', fileName: 'Credit histories' });
  });
  /** supertest hands the raw response stream to a custom parser: collect the bytes. */
  const binary = (res: request.Response, done: (err: Error | null, body: unknown) => void) => {
    const stream = res as unknown as NodeJS.ReadableStream;
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => done(null, Buffer.concat(chunks)));
  };

  test('answers an XLSX attachment with a safe name, nosniff and no caching', async () => {
    const res = await request(app).get('/export?format=xlsx').buffer(true).parse(binary);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Credit-histories.xlsx"; filename*=UTF-8''Credit-histories.xlsx`,
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const sheet = await readXlsx(res.body as Buffer);
    expect(sheet.getCell('B2').value).toBe(1234.56);
  });

  test('answers a CSV attachment', async () => {
    const res = await request(app).get('/export?format=csv').buffer(true).parse(binary);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('filename="Credit-histories.csv"');
    expect((res.body as Buffer).subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });
});

describe('exportColumnsOf (a shared table definition: the list and its export)', () => {
  interface Line {
    at: string;
    kind: string;
    amount: number;
    currencyCode: string;
  }
  const definition: TableColumn<Line>[] = [
    { key: 'at', kind: 'datetime', header: { en: 'Date', ms: 'Tarikh' } },
    { key: 'kind', header: { en: 'Kind', ms: 'Jenis' }, value: (row, language) => `${row.kind}-${language}` },
    { key: 'amount', kind: 'signedMoney', header: { en: 'Amount', ms: 'Amaun' } },
  ];
  const lines: Line[] = [{ at: '2025-01-31T06:05:09Z', kind: 'spend', amount: -123456, currencyCode: 'MYR' }];

  test("the CSV writes each cell's screen text, headers in the language", () => {
    const csv = tableToCsv({ columns: exportColumnsOf(definition, 'ms'), rows: lines, language: 'ms' }).toString('utf8');
    expect(csv).toBe('\uFEFFTarikh,Jenis,Amaun\r\n2025-Jan-31 14:05,spend-ms,"MYR -1,234.56"\r\n');
  });

  test('the XLSX keeps a date and a number, formatted to read like the screen', async () => {
    const sheet = await readXlsx(await tableToXlsx({ columns: exportColumnsOf(definition, 'en'), rows: lines, language: 'en' }));
    expect(sheet.getCell('A2').value).toEqual(new Date('2025-01-31T14:05:09Z'));
    expect(sheet.getCell('A2').numFmt).toBe('yyyy-mmm-dd hh:mm');
    expect(sheet.getCell('C2').value).toBe(-1234.56);
    expect(sheet.getCell('C2').numFmt).toBe('"MYR "+#,##0.00;"MYR "-#,##0.00;"MYR "#,##0.00');
  });
});
