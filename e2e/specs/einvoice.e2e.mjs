/**
 * Issue 27, e-invoices at MyInvois through the screens, against the MyInvois simulator of the built
 * backend (API and worker pointed at it): a consumer's flight invoice (buyer name only, a FLIGHT
 * line: a consumer flight gets an e-invoice of its own, not the monthly consolidated one) made and
 * issued on /invoicing/add-edit-invoice; its e-invoice chip on the invoice's view; on
 * /e-invoice-submission its state reaching Valid live (the page is never reloaded); its detail with
 * the validation link to MyInvois's share page; the list in Bahasa Malaysia on a 390 px phone, dark.
 * The invoice's PDF downloaded from its screen (POST /bo/Download/downloadInvoice, the PDF part's:
 * on main after this branch was made, so this spec passes on main, not on the branch alone).
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { after, test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { SCREEN_PATHS } from '@bo/shared';
import { ROOT } from '../support/app.mjs';
import { assertNoConsoleErrors, inView, screenshot, waitForPath } from '../support/browser.mjs';
import { LoginPage } from '../support/login.page.mjs';
import { appAndBrowser } from '../support/suite.mjs';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const suffix = randomBytes(3).toString('hex');
const buyer = `Aminah binti Ali ${suffix}`;

/**
 * The MyInvois simulator, with a client of this run; a document stays Submitted 6 s, so the list is
 * open before it turns Valid (the first poll is 3 s after the submission, the next 5 s later).
 * Started before the app (root-level before hooks run together, so not in one).
 */
async function startMyInvois() {
  const dist = resolve(ROOT, process.env.E2E_BACKEND_DIST ?? 'backend/dist');
  const module = await import(
    pathToFileURL(resolve(dist, 'modules/finance/einvoice/myinvois-simulator/myinvois-simulator.js')).href
  );
  const start = module.startMyInvoisSimulator ?? module.default.startMyInvoisSimulator;
  const clientId = `e2e-${randomBytes(6).toString('hex')}`;
  const clientSecret = randomBytes(24).toString('base64url');
  const simulator = await start({ port: 0, clientId, clientSecret, settleMs: 6_000 });
  return {
    simulator,
    env: {
      MYINVOIS_URL: simulator.url,
      MYINVOIS_IDENTITY_URL: '',
      MYINVOIS_CLIENT_ID: clientId,
      MYINVOIS_CLIENT_SECRET: clientSecret,
    },
  };
}

const { simulator, env } = await startMyInvois();
const suite = appAndBrowser({ env });
after(async () => simulator.close());

/** Picks `option` in the Mantine select `input` (a locator of its input). */
async function pick(page, input, option) {
  await input.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}
const field = (page, name) => page.getByTestId(`field-${name}`);

test("a consumer's flight invoice issued, its e-invoice Valid live on /e-invoice-submission, its detail; the list in Malay on a phone", async () => {
  let number = '';
  await suite.withPage({ failure: 'einvoice-failure', viewport: DESKTOP }, async ({ page, consoleErrors }) => {
    await suite.signIn(page, SCREEN_PATHS.addEditInvoice);
    await page.getByTestId('document-form').waitFor();
    // The e-billing contact picker is offered with its help; a consumer needs none.
    await page.getByText("without it an organization's e-invoice cannot be submitted", { exact: false }).waitFor();
    await field(page, 'buyerName').fill(buyer);
    await pick(page, field(page, 'category'), 'Flight');
    const line = page.getByTestId('revenue-line').first();
    await pick(page, line.getByTestId('line-sales-type'), 'Flight');
    await line.getByTestId('line-description').fill('KUL-BKI return, 1 adult');
    await line.getByTestId('line-pax').fill('1');
    await line.getByTestId('line-unit-price').fill('480.00');
    await page.getByTestId('save-issue').click();
    const shown = page.getByTestId('document-number');
    await shown.waitFor();
    number = (await shown.innerText()).trim();
    assert.match(number, /^INV-\d{4}-\d{6}$/);

    // The invoice's view shows its e-invoice's state, linking to it.
    const chip = page.getByTestId('document-einvoice');
    await chip.waitFor();

    // Its PDF from its screen (made by the worker on issue; the screen asks again while it is not ready).
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 30_000 }),
      page.getByTestId('document-pdf').click(),
    ]);
    assert.match(download.suggestedFilename(), new RegExp(`${number}.*\\.pdf$`));
    const pdf = await readFile(await download.path());
    assert.equal(pdf.subarray(0, 5).toString('latin1'), '%PDF-');
    await page.goto(`${suite.app.baseUrl}${SCREEN_PATHS.eInvoiceSubmission}`);
    // From here on the page is never reloaded: a marker on window would be lost by a reload.
    await page.evaluate(() => {
      window.__sameDocument = true;
    });
    const row = page.getByTestId('einvoice-table').locator('tbody tr').filter({ hasText: number });
    await row.waitFor();
    const before = (await row.locator('td[data-column="state"]').innerText()).trim();
    assert.notEqual(before, 'Valid', 'the list opened before MyInvois validated it (settle time too short?)');
    // Valid by the worker's poll, shown by the pushed event alone.
    await row.locator('td[data-column="state"]').getByText('Valid', { exact: true }).waitFor({ timeout: 30_000 });
    assert.equal(await page.evaluate(() => window.__sameDocument), true, 'the list was not reloaded');
    await screenshot(page, 'einvoice-list');

    // Its detail: the record at MyInvois, the validation link to its share page, the submit log.
    await row.getByTestId('einvoice-open').click();
    const detail = page.getByTestId('einvoice-detail');
    await detail.waitFor();
    assert.equal(await detail.getAttribute('data-state'), 'VALID');
    const uuid = (await page.getByTestId('einvoice-uuid').innerText()).trim();
    const longId = (await page.getByTestId('einvoice-long-id').innerText()).trim();
    assert.ok(uuid.length > 10 && longId.length > 10, `${uuid} / ${longId}`);
    const link = page.getByTestId('einvoice-validation-link');
    assert.equal(await link.getAttribute('href'), `https://preprod.myinvois.hasil.gov.my/${uuid}/share/${longId}`);
    assert.equal(await link.getAttribute('target'), '_blank');
    await page.getByTestId('einvoice-log-table').getByText('Submitted', { exact: true }).first().waitFor();
    await page.getByTestId('einvoice-cancel').waitFor();
    await screenshot(page, 'einvoice-detail');
    assert.equal(await page.evaluate(() => window.__sameDocument), true);
    assertNoConsoleErrors(consoleErrors);
  });

  await suite.withPage({ failure: 'einvoice-malay-phone-failure', viewport: PHONE }, async ({ context, page, consoleErrors }) => {
    await context.addCookies([{ name: 'lang', value: 'ms', url: suite.app.baseUrl }]);
    await page.addInitScript(() => localStorage.setItem('mantine-color-scheme-value', 'dark'));
    const login = new LoginPage(page);
    await login.goto(SCREEN_PATHS.eInvoiceSubmission);
    await login.username.fill(suite.app.admin.username);
    await login.password.fill(suite.app.admin.password);
    await page.getByRole('button', { name: 'Log masuk', exact: true }).click();
    await waitForPath(page, SCREEN_PATHS.eInvoiceSubmission);
    await page.getByRole('heading', { name: 'Penghantaran E-Invois', exact: true }).waitFor();
    const table = page.getByTestId('einvoice-table');
    const valid = table.getByText('Sah', { exact: true }).first();
    await valid.waitFor();
    // State chips keep their whole label and stay in view; nothing is wider than the phone.
    assert.ok(await inView(valid, PHONE.width), 'the state chip is in view');
    const cut = await table
      .locator('.mantine-Badge-root')
      .evaluateAll((chips) => chips.filter((c) => c.scrollWidth > c.clientWidth + 1).map((c) => c.textContent));
    assert.deepEqual(cut, []);
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1), true);
    assert.equal(await page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme')), 'dark');
    await screenshot(page, 'einvoice-list-malay-phone-dark');
    assertNoConsoleErrors(consoleErrors);
  });
});
