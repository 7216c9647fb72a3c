/**
 * Issue 27, the finance documents' screens as staff use them: an invoice draft with two revenue
 * lines and a cost line whose totals and gross profit follow the typing, issued (its number
 * shown) and deactivated with a reason; a credit note against an issued invoice, reached from
 * that invoice; a receipt allocated to it with the outstanding amount shown; the invoice list in
 * Bahasa Malaysia on a 390 px phone (status chips whole, the per-currency totals).
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { test } from 'node:test';
import { SCREEN_PATHS } from '@bo/shared';
import { apiOf } from '../support/api.mjs';
import { assertNoConsoleErrors, screenshot, waitForPath } from '../support/browser.mjs';
import { LoginPage } from '../support/login.page.mjs';
import { agencyFields, toast } from '../support/organizations.mjs';
import { appAndBrowser } from '../support/suite.mjs';

const suite = appAndBrowser();
const api = apiOf(suite);
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const suffix = randomBytes(3).toString('hex');
const organization = { name: `Redang Reef Travel ${suffix}`, id: '' };

/** Picks `option` in the Mantine select `input` (a locator of its input). */
async function pick(page, input, option) {
  await input.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}
const field = (page, name) => page.getByTestId(`field-${name}`);
const total = (page, name) => page.getByTestId(`total-${name}`);
async function hasText(locator, text) {
  await locator.filter({ hasText: text }).waitFor();
}

/** Fills revenue line `index` of the open form. */
async function revenueLine(page, index, { salesType, description, pax, unitPrice, taxType }) {
  const line = page.getByTestId('revenue-line').nth(index);
  await pick(page, line.getByTestId('line-sales-type'), salesType);
  await line.getByTestId('line-description').fill(description);
  await line.getByTestId('line-pax').fill(pax);
  await line.getByTestId('line-unit-price').fill(unitPrice);
  if (taxType) await pick(page, line.getByTestId('line-tax-type'), taxType);
  return line;
}

/** Saves and issues the open form, and answers the number the document's view shows. */
async function saveAndIssue(page) {
  await page.getByTestId('save-issue').click();
  const number = page.getByTestId('document-number');
  await number.waitFor();
  return (await number.innerText()).trim();
}

test('invoices, a credit note and a receipt through the screens; the list in Malay on a phone', async () => {
  const token = await api.adminToken();
  organization.id = await api.createOrganization(token, agencyFields(suffix, { organizationName: organization.name }));

  await suite.withPage({ failure: 'invoicing-failure', viewport: DESKTOP }, async ({ page, consoleErrors }) => {
    // An invoice draft: two revenue lines and a cost line, the totals live as they are typed.
    await suite.signIn(page, SCREEN_PATHS.addEditInvoice);
    await page.getByTestId('document-form').waitFor();
    await pick(page, field(page, 'category'), 'Hotel');
    await revenueLine(page, 0, {
      salesType: 'Hotel',
      description: 'Deluxe room, 2 nights',
      pax: '2',
      unitPrice: '250.00',
      taxType: 'Service tax 8%',
    });
    await hasText(page.getByTestId('line-amount').first(), 'MYR 500.00');
    await hasText(total(page, 'serviceTax'), 'MYR 40.00');
    await page.getByTestId('add-revenue-line').click();
    await revenueLine(page, 1, { salesType: 'Meals', description: 'Breakfast', pax: '2', unitPrice: '25.50' });
    await page.getByTestId('add-cost-line').click();
    const cost = page.getByTestId('cost-line').first();
    await cost.getByTestId('cost-expenses').fill('Hotel room cost');
    await cost.getByTestId('cost-unit-price').fill('400');
    // 500.00 + 51.00 = 551.00, + 8% of 500.00 = 591.00; gross profit 151.00 of 551.00 = 27.40%.
    await hasText(total(page, 'subtotal'), 'MYR 551.00');
    await hasText(total(page, 'total'), 'MYR 591.00');
    await hasText(total(page, 'grossProfit'), 'MYR 151.00');
    await hasText(total(page, 'grossProfitPercent'), '27.40%');
    await screenshot(page, 'invoicing-invoice-form');

    // Issued: the first number of its kind and year, read-only.
    const first = await saveAndIssue(page);
    assert.match(first, /^INV-\d{4}-000001$/);
    await toast(page, 'Invoice').first().waitFor();
    assert.equal(await page.getByTestId('document-form').count(), 0);
    await hasText(page.getByTestId('view-revenue-lines'), 'Deluxe room, 2 nights');

    // Deactivated with a reason (asked first); it stays, void, with the reason shown.
    await page.getByTestId('document-deactivate').click();
    const dialog = page.getByTestId('reason-dialog');
    await dialog.getByRole('textbox').fill('Guest cancelled before arrival');
    await dialog.getByTestId('reason-submit').click();
    await hasText(page.getByTestId('document-deactivation'), 'Guest cancelled before arrival');
    await page.getByText('Deactivated', { exact: true }).first().waitFor();

    // A second invoice, for the organization, issued; a credit note from its page, prefilled with its number.
    await page.goto(`${suite.app.baseUrl}${SCREEN_PATHS.addEditInvoice}`);
    await page.getByTestId('document-form').waitFor();
    await pick(page, field(page, 'organizationId'), organization.name);
    await pick(page, field(page, 'category'), 'Hotel');
    await revenueLine(page, 0, { salesType: 'Hotel', description: 'Family room', pax: '1', unitPrice: '600' });
    const second = await saveAndIssue(page);
    assert.match(second, /^INV-\d{4}-000002$/);
    await page.getByTestId('create-credit-note').click();
    await waitForPath(page, SCREEN_PATHS.addEditCreditNote);
    assert.equal(await field(page, 'invoiceNo').inputValue(), second);
    await page.getByText('total MYR 600.00', { exact: false }).waitFor();
    await pick(page, field(page, 'category'), 'Invoice Rebate');
    await field(page, 'reason').fill('Late check-in rebate');
    await revenueLine(page, 0, { salesType: 'Hotel', description: 'Rebate', pax: '1', unitPrice: '50' });
    await hasText(total(page, 'total'), 'MYR 50.00');
    const note = await saveAndIssue(page);
    assert.match(note, /^CN-\d{4}-000001$/);
    await hasText(page.getByTestId('document-invoice-no'), second);

    // A receipt: the organization's open invoice offered with what it still owes (600.00 - 50.00).
    await page.goto(`${suite.app.baseUrl}${SCREEN_PATHS.addEditReceipt}`);
    await page.getByTestId('document-form').waitFor();
    await pick(page, field(page, 'organizationId'), organization.name);
    await pick(page, field(page, 'category'), 'Hotel');
    await pick(page, field(page, 'paymentMode'), 'Cash');
    await field(page, 'amount').fill('500');
    await page.getByTestId('add-allocation').click();
    const allocation = page.getByTestId('allocation').first();
    assert.equal(await allocation.getByTestId('allocation-invoice').inputValue(), `${second} (outstanding MYR 550.00)`);
    await allocation.getByTestId('allocation-amount').fill('300');
    await hasText(page.getByTestId('allocation-summary'), 'Allocated MYR 300.00, unallocated MYR 200.00');
    const receipt = await saveAndIssue(page);
    assert.match(receipt, /^RCT-\d{4}-000001$/);

    // The invoice now owes 250.00: partly paid.
    await page.goto(`${suite.app.baseUrl}${SCREEN_PATHS.manageInvoice}`);
    const row = page.getByTestId('document-table').locator('tbody tr').filter({ hasText: second });
    await hasText(row.locator('td[data-column="outstanding"]'), 'MYR 250.00');
    await hasText(row.locator('td[data-column="status"]'), 'Partly paid');
    // The deactivated invoice is listed but counts in no total (nor in the count).
    await hasText(page.getByTestId('list-total-MYR'), '1 document: MYR 600.00, outstanding MYR 250.00');
    assertNoConsoleErrors(consoleErrors, /favicon/);
  });

  await suite.withPage(
    { failure: 'invoicing-malay-phone-failure', viewport: PHONE },
    async ({ context, page, consoleErrors }) => {
      await context.addCookies([{ name: 'lang', value: 'ms', url: suite.app.baseUrl }]);
      const login = new LoginPage(page);
      await login.goto(SCREEN_PATHS.manageInvoice);
      await login.username.fill(suite.app.admin.username);
      await login.password.fill(suite.app.admin.password);
      await page.getByRole('button', { name: 'Log masuk', exact: true }).click();
      await waitForPath(page, SCREEN_PATHS.manageInvoice);
      await page.getByRole('heading', { name: 'Invois', exact: true }).waitFor();
      const table = page.getByTestId('document-table');
      await table.getByText('Dinyahaktifkan', { exact: true }).waitFor();
      await table.getByText('Dikeluarkan', { exact: true }).first().waitFor();
      await table.getByText('Dibayar sebahagian', { exact: true }).waitFor();
      await hasText(page.getByTestId('list-total-MYR'), '1 dokumen: MYR 600.00');
      // Status chips keep their whole label, and nothing is wider than the phone.
      const cut = await table
        .locator('.mantine-Badge-root')
        .evaluateAll((chips) => chips.filter((chip) => chip.scrollWidth > chip.clientWidth + 1).map((chip) => chip.textContent));
      assert.deepEqual(cut, []);
      assert.equal(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1), true);
      await screenshot(page, 'invoicing-list-malay-phone');
      assertNoConsoleErrors(consoleErrors, /favicon/);
    },
  );
});
