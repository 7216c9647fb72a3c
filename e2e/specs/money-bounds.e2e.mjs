/**
 * Issue 15.7 in the browser: an account at the documented bounds (credit limit and balance each
 * MAX_CREDIT_BALANCE, MYR 10,000,000,000.00; available twice that) is shown exactly on the credit
 * accounts list and the account's history, in English and Bahasa Malaysia (the pages broke on a
 * balance of 2^53 before: the API now refuses to go past the bound, and the web app formats minor
 * units by moving digits, never through a float). A raise past the bound is refused by the API.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { test } from 'node:test';
import { MAX_CREDIT_BALANCE, MAX_MONEY_AMOUNT, SCREEN_PATHS, screenPath } from '@bo/shared';
import { apiOf, hasRows } from '../support/api.mjs';
import { waitForPath } from '../support/browser.mjs';
import { LoginPage } from '../support/login.page.mjs';
import { agencyFields, organizationRow } from '../support/organizations.mjs';
import { appAndBrowser } from '../support/suite.mjs';

const suite = appAndBrowser();
const suffix = randomBytes(3).toString('hex');
const organization = { name: `Sipadan Dive Travel ${suffix}`, id: '' };

const api = apiOf(suite);
const { request: callApi, call: ok } = api;

/** An approved organization (created by staff) once its MYR credit account exists. */
async function approvedOrganization(token) {
  organization.id = await api.createOrganization(token, agencyFields(suffix, { organizationName: organization.name }));
  await api.waitInDatabase(
    (db) => hasRows(db, `SELECT 1 FROM credit.balances WHERE organization_id = $1`, [organization.id]),
    'the approved organization got no credit account',
  );
}

test('an account at the bounds shows its exact figures on the accounts list and the history, in English and Malay', async () => {
  const token = await api.adminToken();
  await approvedOrganization(token);
  const account = { organizationId: organization.id, currencyCode: 'MYR' };
  // Up to the bounds in steps of the largest single amount.
  for (let i = 0; i < MAX_CREDIT_BALANCE / MAX_MONEY_AMOUNT; i += 1) {
    await ok('POST', 'bo/AgentOrganizationCredit/creditlimit-top-up', { token, body: { ...account, amount: MAX_MONEY_AMOUNT } });
    await ok('POST', 'bo/AgentOrganizationCredit/creditnote', { token, body: { ...account, amount: MAX_MONEY_AMOUNT } });
  }
  const past = await callApi('POST', 'bo/AgentOrganizationCredit/creditnote', { token, body: { ...account, amount: 1 } });
  assert.equal(past.status, 409);
  assert.equal(past.body.code, 'CREDIT_BALANCE_TOO_LARGE');

  await suite.withPage({ viewport: { width: 1440, height: 900 } }, async ({ context, page }) => {
    const login = new LoginPage(page);
    const accounts = `${SCREEN_PATHS.topUps}?tab=accounts`;
    await login.goto(accounts);
    await login.signIn(suite.app.admin.username, suite.app.admin.password);
    await waitForPath(page, SCREEN_PATHS.topUps);
    const row = organizationRow(page, 'credit-account-table', organization.name);
    await row.waitFor();
    const cell = async (key) => (await row.locator(`td[data-column="${key}"]`).textContent()).trim();
    assert.equal(await cell('creditLimit'), 'MYR 10,000,000,000.00');
    assert.equal(await cell('balance'), 'MYR 10,000,000,000.00');
    assert.equal(await cell('held'), 'MYR 0.00');
    assert.equal(await cell('available'), 'MYR 20,000,000,000.00');

    await page.goto(`${screenPath('creditHistory', organization.id)}?currencyCode=MYR`);
    const summary = page.getByTestId('history-balance');
    await summary.getByText('MYR 20,000,000,000.00', { exact: false }).waitFor();
    assert.equal(await summary.getAttribute('data-available'), String(2 * MAX_CREDIT_BALANCE));
    assert.match(await summary.textContent(), /balance MYR 10,000,000,000\.00 · credit limit MYR 10,000,000,000\.00/);
    const newest = page.getByTestId('credit-history-table').locator('tbody tr').first();
    await newest.locator('td[data-column="availableAfter"]').getByText('MYR 20,000,000,000.00').waitFor();
    assert.equal((await newest.locator('td[data-column="balanceAfter"]').textContent()).trim(), 'MYR 10,000,000,000.00');
    assert.equal((await newest.locator('td[data-column="amount"]').textContent()).trim(), 'MYR +1,000,000,000.00');

    // The same figures in Bahasa Malaysia (money is written alike in both languages).
    await context.addCookies([{ name: 'lang', value: 'ms', url: suite.app.baseUrl }]);
    await page.reload();
    await page.getByTestId('history-balance').getByText('MYR 20,000,000,000.00', { exact: false }).waitFor();
    await page.getByTestId('credit-history-table').locator('tbody tr').first().waitFor();
  });
});
