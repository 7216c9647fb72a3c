/**
 * Issue 27, finance exports as jobs through their screens: staff issue an invoice (through the API)
 * dated in the previous month, start a documents report as a workbook on the reports generation
 * screen (the default period), watch the run reach Ready, download it and find the invoice's
 * number in it; then, from the link to data extraction, a CSV extraction with the invoice's line.
 * The download list in Bahasa Malaysia on a 390 px phone, dark.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';
import ExcelJS from 'exceljs';
import { businessDate, SCREEN_PATHS } from '@bo/shared';
import { apiOf } from '../support/api.mjs';
import { assertNoConsoleErrors, screenshot, waitForPath } from '../support/browser.mjs';
import { LoginPage } from '../support/login.page.mjs';
import { toast } from '../support/organizations.mjs';
import { appAndBrowser } from '../support/suite.mjs';

const suite = appAndBrowser();
const api = apiOf(suite);
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

/** The 15th of the previous month on Kuala Lumpur's calendar: inside the screens' default period. */
function lastMonthDay() {
  const [year, month] = businessDate(new Date()).split('-').map(Number);
  const previous = month === 1 ? [year - 1, 12] : [year, month - 1];
  return `${previous[0]}-${String(previous[1]).padStart(2, '0')}-15`;
}

/** Starts the screen's first export (its list empty) and answers the new run's row once it is Ready (the list polls by itself). */
async function startAndWaitReady(page) {
  const table = page.getByTestId('export-runs');
  await page.getByTestId('table-empty').waitFor();
  await page.getByTestId('export-start').click();
  await toast(page, 'the export has started').first().waitFor();
  const row = table.locator('tbody tr[data-run-id]').first();
  await row.waitFor();
  // Queued or running first (a progress bar), then Ready.
  await table.locator('tbody tr[data-status="DONE"]').first().waitFor({ timeout: 60_000 });
  assert.equal(await table.locator('tbody tr[data-run-id]').count(), 1);
  await row.getByText('Ready', { exact: true }).waitFor();
  return row;
}

/** Clicks the row's download and answers the saved file's bytes and name. */
async function download(page, row) {
  const saved = page.waitForEvent('download');
  await row.getByTestId('export-run-download').click();
  const file = await saved;
  return { name: file.suggestedFilename(), body: await readFile(await file.path()) };
}

/** Every cell's text of the workbook's first sheet. */
async function cellsOf(body) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body);
  const texts = [];
  workbook.worksheets[0].eachRow((row) => row.eachCell((cell) => texts.push(String(cell.text ?? cell.value))));
  return texts;
}

test('staff start a documents report (XLSX) and a data extraction (CSV), download both; the list in Malay on a phone', async () => {
  const token = await api.adminToken();
  const documentDate = lastMonthDay();
  const issued = await api.call('POST', 'finance/invoice/insert', {
    token,
    body: {
      documentDate,
      currencyCode: 'MYR',
      category: 'HOTEL',
      buyerName: 'Tioman Walk-in Guest',
      revenueLines: [{ salesType: 'HOTEL', description: 'Seaview chalet, 3 nights', pax: 1, unitPrice: 45_000 }],
      issue: true,
    },
  });
  const invoiceNo = issued.document.documentNo;
  assert.match(invoiceNo, /^INV-\d{4}-\d{6}$/);

  await suite.withPage({ failure: 'finance-exports-failure', viewport: DESKTOP }, async ({ page, consoleErrors }) => {
    // The menu entry's screen: the previous month by default, every kind; a workbook.
    await suite.signIn(page, SCREEN_PATHS.reportsGeneration);
    await page.getByRole('heading', { name: 'Reports generation', level: 1 }).waitFor();
    await page.getByTestId('export-format').getByText('Excel (XLSX)').click();
    const report = await startAndWaitReady(page);
    await screenshot(page, 'finance-exports-report-ready');
    const workbook = await download(page, report);
    assert.match(workbook.name, /\.xlsx$/);
    assert.equal(workbook.body.subarray(0, 2).toString(), 'PK', 'an XLSX (zip) file');
    const cells = await cellsOf(workbook.body);
    assert.ok(cells.includes(invoiceNo), `the workbook lists ${invoiceNo}`);
    assert.ok(cells.includes('Tioman Walk-in Guest'));

    // The other screen, from the link: a CSV extraction of the same period.
    await page.getByTestId('finance-export-link-dataExtraction').click();
    await waitForPath(page, SCREEN_PATHS.dataExtraction);
    await page.getByRole('heading', { name: 'Data extraction', level: 1 }).waitFor();
    const extraction = await startAndWaitReady(page);
    const csv = await download(page, extraction);
    assert.match(csv.name, /\.csv$/);
    const lines = csv.body.toString('utf8').trim().split(/\r?\n/);
    assert.match(lines[0], /Document no\./);
    const line = lines.find((text) => text.includes(invoiceNo));
    assert.ok(line, `the extraction has ${invoiceNo}'s line`);
    assert.match(line, /Seaview chalet, 3 nights/);
    assert.match(line, /450(\.00)?\b/);
    assertNoConsoleErrors(consoleErrors);
  });

  await suite.withPage(
    { failure: 'finance-exports-malay-phone-failure', viewport: PHONE },
    async ({ context, page, consoleErrors }) => {
      await context.addCookies([{ name: 'lang', value: 'ms', url: suite.app.baseUrl }]);
      await page.addInitScript(() => localStorage.setItem('mantine-color-scheme-value', 'dark'));
      const login = new LoginPage(page);
      await login.goto(SCREEN_PATHS.reportsGeneration);
      await login.username.fill(suite.app.admin.username);
      await login.password.fill(suite.app.admin.password);
      await page.getByRole('button', { name: 'Log masuk', exact: true }).click();
      await waitForPath(page, SCREEN_PATHS.reportsGeneration);
      await page.getByRole('heading', { name: 'Penjanaan laporan', level: 1 }).waitFor();
      const table = page.getByTestId('export-runs');
      await table.getByText('Sedia', { exact: true }).first().waitFor();
      await table
        .getByRole('button', { name: /^Muat turun / })
        .first()
        .waitFor();
      await page.getByText('Eksport terkini', { exact: true }).waitFor();
      assert.equal(await page.evaluate(() => document.documentElement.dataset.mantineColorScheme), 'dark');
      // Status chips whole, and nothing wider than the phone.
      const cut = await table
        .locator('.mantine-Badge-root')
        .evaluateAll((chips) => chips.filter((chip) => chip.scrollWidth > chip.clientWidth + 1).map((chip) => chip.textContent));
      assert.deepEqual(cut, []);
      assert.equal(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1), true);
      await screenshot(page, 'finance-exports-malay-phone-dark');
      assertNoConsoleErrors(consoleErrors);
    },
  );
});
