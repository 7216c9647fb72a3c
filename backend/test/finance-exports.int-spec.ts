import { userWith } from './support/api-harness';
import { binaryBody, firstSheet } from './support/binary-body';
import { waitFor } from './support/event-store-harness';
import { fieldCodes } from './support/field-errors';
import { isolatedStackForFile } from './support/isolated-stack';
import { pdfTextOf } from './support/pdf-text';

/**
 * Finance exports as jobs (core/exports) on a stack of their own: generatereport (PDF and XLSX) and
 * data extraction (CSV), each answered with its run, made by the worker, read back by its owner
 * only, with exact money.
 */
const stack = isolatedStackForFile('finexp');
type Body = Record<string, unknown>;
const post = (path: string, body: Body, token = stack.admin) =>
  stack.api.http().post(`/api/v1/${path}`).set('Authorization', `Bearer ${token}`).send(body);
const get = (path: string, token = stack.admin) =>
  stack.api.http().get(`/api/v1/${path}`).set('Authorization', `Bearer ${token}`);
const file = (runId: string, token = stack.admin) => get(`bo/Export/runs/${runId}/file`, token).buffer(true).parse(binaryBody);

async function finished(runId: string) {
  let run: Body = {};
  await waitFor(
    async () => {
      run = (await get(`bo/Export/runs/${runId}`)).body;
      return run.status === 'DONE' || run.status === 'FAILED';
    },
    20_000,
    `export ${runId}`,
  );
  return run;
}

beforeAll(async () => {
  for (const [documentDate, unitPrice] of [
    ['2026-03-02', 123_456],
    ['2026-03-15', 99],
  ] as const) {
    const res = await post('finance/invoice/insert', {
      documentDate,
      currencyCode: 'MYR',
      category: 'HOTEL',
      buyerName: 'Walk-in Guest',
      revenueLines: [{ salesType: 'HOTEL', description: 'Room', pax: 1, unitPrice, taxType: 'SERVICE_TAX' }],
      costLines: [{ expenses: 'Hotel cost', unit: 1, unitPrice: 50 }],
      issue: true,
    });
    expect(res.status).toBe(200);
  }
  // Outside the period: never exported.
  await post('finance/invoice/insert', {
    documentDate: '2026-04-01',
    currencyCode: 'MYR',
    category: 'HOTEL',
    revenueLines: [{ salesType: 'HOTEL', description: 'Room', pax: 1, unitPrice: 7 }],
    issue: true,
  });
});

test('generatereport as a workbook and as a PDF: the period’s documents, exact amounts, totals', async () => {
  const started = await post('finance/invoice/generatereport', { dateFrom: '2026-03-01', dateTo: '2026-03-31', format: 'xlsx' });
  expect(started.status).toBe(202);
  expect(started.body).toMatchObject({ kind: 'finance.documents-report', status: 'QUEUED', progress: 0 });
  expect(await finished(started.body.runId)).toMatchObject({
    status: 'DONE',
    progress: 100,
    fileName: 'documents-2026-03-01-2026-03-31.xlsx',
  });
  const sheet = await firstSheet((await file(started.body.runId)).body);
  expect(sheet.rowCount).toBe(3);
  // 1,234.56 + 8% service tax 98.76 = 1,333.32; 0.99 + 0.08 = 1.07.
  expect(sheet.getRow(2).getCell(10).value).toBe(1333.32);
  expect(sheet.getRow(3).getCell(10).value).toBe(1.07);
  expect(sheet.getRow(2).getCell(5).value).toBe('Walk-in Guest');

  const pdf = await post('finance/invoice/generatereport', {
    dateFrom: '2026-03-01',
    dateTo: '2026-03-31',
    format: 'pdf',
    kinds: ['INVOICE'],
  });
  await finished(pdf.body.runId);
  const text = pdfTextOf((await file(pdf.body.runId)).body).join(' ');
  expect(text).toContain('Documents report');
  expect(text).toContain('MYR 1,333.32');
  expect(text).toContain('MYR 1,334.39');
  expect(text).not.toContain('MYR 0.07');

  const runs = (await get('bo/Export/runs?kind=finance.documents-report')).body as Body[];
  expect(runs.map((r) => r.runId)).toEqual([pdf.body.runId, started.body.runId]);
});

test('data extraction: every line of the issued documents, revenue and cost, as CSV', async () => {
  const started = await post('finance/extraction', { dateFrom: '2026-03-01', dateTo: '2026-03-31' });
  expect(started.status).toBe(202);
  await finished(started.body.runId);
  const csv = ((await file(started.body.runId)).body as Buffer).toString('utf8');
  const rows: string[] = csv.trim().split(/\r?\n/);
  expect(rows).toHaveLength(5); // header, 2 revenue and 2 cost lines
  expect(rows[0]).toContain('Document no.');
  expect(
    rows.filter((r) => r.includes('REVENUE') && r.includes('1234.56') && r.includes('98.76') && r.includes(',02,')),
  ).toHaveLength(1);
  expect(rows.filter((r) => r.includes('COST'))).toHaveLength(2);
});

test('bad periods are refused; a run is its owner’s only; agency users may not start one', async () => {
  const reversed = await post('finance/invoice/generatereport', { dateFrom: '2026-03-31', dateTo: '2026-03-01' });
  expect(reversed.status).toBe(400);
  expect(fieldCodes(reversed.body)).toEqual(['dateTo DATE_RANGE_REVERSED']);
  expect(fieldCodes((await post('finance/extraction', { dateFrom: '2025-01-01', dateTo: '2026-03-01' })).body)).toEqual([
    'dateTo DATE_RANGE_TOO_LONG',
  ]);
  expect(
    fieldCodes((await post('finance/extraction', { dateFrom: '2026-03-01', dateTo: '2026-03-02', format: 'pdf' })).body),
  ).toEqual(['format INVALID_OPTION']);

  const mine = await post('finance/extraction', { dateFrom: '2026-03-01', dateTo: '2026-03-31' });
  const other = await userWith(stack.api.dataSource, stack.api.url, ['finance-reports.view', 'finance-reports.create']);
  expect((await get(`bo/Export/runs/${mine.body.runId}`, other.token)).status).toBe(404);
  expect((await file(mine.body.runId, other.token)).status).toBe(404);
  expect((await get('bo/Export/runs', other.token)).body).toEqual([]);

  const [{ id: orgId }] = (await stack.api.dataSource.query(`SELECT gen_random_uuid() AS id`)) as { id: string }[];
  const agent = await userWith(stack.api.dataSource, stack.api.url, ['finance-reports.create'], orgId);
  expect((await post('finance/extraction', { dateFrom: '2026-03-01', dateTo: '2026-03-31' }, agent.token)).status).toBe(403);
});
