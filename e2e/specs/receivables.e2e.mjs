/**
 * Issue 27, receivables and the period lock as staff use them: an organization issued two invoices
 * (one 45 days old, 40 days past due) and a receipt paying part of the other shows, on its
 * profile's Receivables tab, its aging per bucket, its open invoices and its statement of account
 * (opening balance, running balance, closing balance); the last month closed from the invoices'
 * header (asked first), an invoice dated in it refused at its date field, the months reopened;
 * the tab in Bahasa Malaysia on a 390 px phone in dark mode.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { test } from 'node:test';
import { businessDate, MONTH_ABBREVIATIONS, SCREEN_PATHS, screenPath } from '@bo/shared';
import { apiOf } from '../support/api.mjs';
import { assertNoConsoleErrors, screenshot, seriousA11yProblems, waitForPath } from '../support/browser.mjs';
import { LoginPage } from '../support/login.page.mjs';
import { agencyFields, toast } from '../support/organizations.mjs';
import { appAndBrowser } from '../support/suite.mjs';

const suite = appAndBrowser();
const api = apiOf(suite);
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const suffix = randomBytes(3).toString('hex');
const organization = { name: `Tioman Tide Tours ${suffix}`, id: '' };

/** Today on Kuala Lumpur's calendar plus `days` (negative: before), 'YYYY-MM-DD'. */
function day(days = 0) {
  const at = new Date(`${businessDate()}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}
/** The month before today's, 'YYYY-MM', and a day in it. */
function lastMonth() {
  const [year, month] = businessDate().split('-').map(Number);
  const y = month === 1 ? year - 1 : year;
  const m = month === 1 ? 12 : month - 1;
  return { month: `${y}-${String(m).padStart(2, '0')}`, year: y, number: m, day: `${y}-${String(m).padStart(2, '0')}-15` };
}
async function hasText(locator, text) {
  await locator.filter({ hasText: text }).waitFor();
}
async function pick(page, input, option) {
  await input.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}
const noOverflow = (page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);

const invoice = (token, { documentDate, dueDate, unitPrice, description }) =>
  api.call('POST', 'finance/invoice/insert', {
    token,
    body: {
      documentDate,
      dueDate,
      currencyCode: 'MYR',
      organizationId: organization.id,
      category: 'HOTEL',
      revenueLines: [{ salesType: 'HOTEL', description, pax: 1, unitPrice }],
      issue: true,
    },
  });

test('aging, open invoices and statement on the organization profile; the period lock; the tab in Malay on a phone', async () => {
  const token = await api.adminToken();
  organization.id = await api.createOrganization(token, agencyFields(suffix, { organizationName: organization.name }));
  // An old invoice (31-60 days past due), a new one (not yet due), and a receipt paying 100.00 of the new one.
  const old = await invoice(token, {
    documentDate: day(-45),
    dueDate: day(-40),
    unitPrice: 40_000,
    description: 'Chalet, 1 night',
  });
  const recent = await invoice(token, {
    documentDate: day(),
    dueDate: day(30),
    unitPrice: 60_000,
    description: 'Island transfer',
  });
  const oldNo = old.document.documentNo;
  const recentNo = recent.document.documentNo;
  const receipt = await api.call('POST', 'finance/receipt/insert', {
    token,
    body: {
      documentDate: day(),
      currencyCode: 'MYR',
      organizationId: organization.id,
      category: 'HOTEL',
      paymentMode: 'CASH',
      amount: 10_000,
      allocations: [{ invoiceNo: recentNo, amount: 10_000 }],
      issue: true,
    },
  });
  const receiptNo = receipt.document.documentNo;
  const profile = `${screenPath('organizationProfile', organization.id)}?tab=receivables`;

  await suite.withPage({ failure: 'receivables-failure', viewport: DESKTOP }, async ({ page, consoleErrors }) => {
    await suite.signIn(page, profile);
    // Aging as of today: 500.00 not yet due, 400.00 31-60 days past due, two invoices.
    const aging = page.getByTestId('aging-table');
    const myr = aging.locator('tbody tr').filter({ hasText: 'MYR' });
    await hasText(myr.locator('td[data-column="current0to30"]'), 'MYR 500.00');
    await hasText(myr.locator('td[data-column="days31to60"]'), 'MYR 400.00');
    await hasText(myr.locator('td[data-column="total"]'), 'MYR 900.00');
    await hasText(myr.locator('td[data-column="invoices"]'), '2');
    await page.getByTestId('aging-bar-MYR').waitFor();

    // The open invoices, oldest due first, each linking to its invoice.
    const open = page.getByTestId('open-invoices');
    await hasText(open, recentNo);
    const numbers = await open.locator('tbody tr td[data-column="documentNo"]').allInnerTexts();
    assert.deepEqual(
      numbers.map((n) => n.trim()),
      [oldNo, recentNo],
    );
    await hasText(open.locator('tbody tr').filter({ hasText: recentNo }).locator('td[data-column="outstanding"]'), 'MYR 500.00');

    // The statement of the last month: the old invoice in the opening balance, then the new one and the receipt.
    await hasText(page.getByTestId('statement-opening'), 'MYR 400.00');
    const statement = page.getByTestId('statement-table');
    await hasText(
      statement.locator('tbody tr').filter({ hasText: recentNo }).locator('td[data-column="balance"]'),
      'MYR 1,000.00',
    );
    await hasText(statement.locator('tbody tr').filter({ hasText: receiptNo }).locator('td[data-column="credit"]'), 'MYR 100.00');
    await hasText(page.getByTestId('statement-closing'), 'MYR 900.00');
    await screenshot(page, 'receivables-profile');

    // The open invoice opens from its link.
    await open.getByRole('link', { name: oldNo }).click();
    await waitForPath(page, SCREEN_PATHS.addEditInvoice);
    await hasText(page.getByTestId('document-number'), oldNo);

    // Close the last month from the invoices' header: asked first, in words.
    const closed = lastMonth();
    await page.goto(`${suite.app.baseUrl}${SCREEN_PATHS.manageInvoice}`);
    await hasText(page.getByTestId('period-lock-state'), 'No month is closed');
    await page.getByTestId('period-lock-change').click();
    await page.getByTestId('period-lock-month').click();
    if (closed.number === 12) await page.locator('[data-direction="previous"]').first().click();
    await page.getByRole('button', { name: MONTH_ABBREVIATIONS.en[closed.number - 1], exact: true }).click();
    await page.getByTestId('period-lock-next').click();
    const label = `${MONTH_ABBREVIATIONS.en[closed.number - 1]} ${closed.year}`;
    await hasText(page.getByTestId('period-lock-confirm'), `Close the months through ${label}?`);
    await hasText(page.getByTestId('period-lock-confirm'), 'can no longer be added, changed, issued or deactivated');
    await page.getByTestId('period-lock-confirm-ok').click();
    await hasText(page.getByTestId('period-lock-state'), `Closed through: ${label}`);
    await screenshot(page, 'receivables-period-locked');

    // An invoice dated in the closed month: refused, at its date field.
    await page.goto(`${suite.app.baseUrl}${SCREEN_PATHS.addEditInvoice}`);
    await page.getByTestId('document-form').waitFor();
    const date = page.getByTestId('field-documentDate');
    await date.fill(closed.day);
    await date.press('Tab');
    await pick(page, page.getByTestId('field-category'), 'Hotel');
    const line = page.getByTestId('revenue-line').first();
    await pick(page, line.getByTestId('line-sales-type'), 'Hotel');
    await line.getByTestId('line-description').fill('Late booking');
    await line.getByTestId('line-pax').fill('1');
    await line.getByTestId('line-unit-price').fill('100');
    await page.getByTestId('save-draft').click();
    await page.waitForFunction(
      () => document.querySelector('[data-testid="field-documentDate"]')?.getAttribute('aria-invalid') === 'true',
    );
    const errorId = (await date.getAttribute('aria-describedby')).split(' ').find((id) => id.includes('error'));
    await hasText(page.locator(`[id="${errorId}"]`), `The period up to ${closed.month} is closed`);
    await toast(page, 'is closed').first().waitFor();
    await screenshot(page, 'receivables-period-locked-field');

    // Reopened, asked first too.
    await page.getByRole('link', { name: 'Cancel' }).click();
    await page.getByTestId('unsaved-leave').click();
    await waitForPath(page, SCREEN_PATHS.manageInvoice);
    await page.getByTestId('period-lock-change').click();
    await page.getByTestId('period-lock-reopen').click();
    await hasText(page.getByTestId('period-lock-confirm'), 'Reopen every closed month?');
    await page.getByTestId('period-lock-confirm-ok').click();
    await hasText(page.getByTestId('period-lock-state'), 'No month is closed');
    // The refused save's 409 (PERIOD_LOCKED) is logged by the browser; nothing else may be.
    assertNoConsoleErrors(consoleErrors, /favicon|status of 409/);
  });

  await suite.withPage(
    { failure: 'receivables-malay-phone-failure', viewport: PHONE },
    async ({ context, page, consoleErrors }) => {
      await context.addCookies([{ name: 'lang', value: 'ms', url: suite.app.baseUrl }]);
      // The app's own theme choice (light by default, whatever the system prefers), as the contrast spec sets it.
      await page.addInitScript(() => localStorage.setItem('mantine-color-scheme-value', 'dark'));
      const login = new LoginPage(page);
      await login.goto(profile);
      await login.username.fill(suite.app.admin.username);
      await login.password.fill(suite.app.admin.password);
      await page.getByRole('button', { name: 'Log masuk', exact: true }).click();
      await waitForPath(page, profile.split('?')[0]);
      await page.getByRole('heading', { name: 'Penuaan', exact: true }).waitFor();
      await page.getByRole('heading', { name: 'Invois terbuka', exact: true }).waitFor();
      await page.getByRole('heading', { name: 'Penyata akaun', exact: true }).waitFor();
      await hasText(page.getByTestId('aging-table'), 'MYR 900.00');
      await hasText(page.getByTestId('aging-table'), '31–60 hari');
      await hasText(page.getByTestId('open-invoices'), 'Dibayar sebahagian');
      await hasText(page.getByTestId('statement-closing'), 'Baki akhir');
      await hasText(page.getByTestId('statement-table'), 'Resit');
      assert.equal(await page.evaluate(() => document.documentElement.dataset.mantineColorScheme), 'dark');
      assert.equal(await noOverflow(page), true);
      await screenshot(page, 'receivables-malay-phone-dark');
      // Dark: the tab, and the invoices list with its period lock, pass axe (contrast included).
      const problems = await seriousA11yProblems(page, 'receivables ms dark 390', '[data-testid="receivables"]');
      await page.goto(`${suite.app.baseUrl}${SCREEN_PATHS.manageInvoice}`);
      await page.getByTestId('period-lock-state').waitFor();
      await hasText(page.getByTestId('period-lock-state'), 'Tiada bulan ditutup');
      problems.push(...(await seriousA11yProblems(page, 'invoices ms dark 390', 'main')));
      assert.deepEqual(problems, []);
      assert.equal(await noOverflow(page), true);
      await screenshot(page, 'receivables-invoices-malay-phone-dark');
      assertNoConsoleErrors(consoleErrors);
    },
  );
});
