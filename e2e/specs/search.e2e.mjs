/**
 * Issue 15.19: the search (Ctrl+K) finds records, not only pages: an organization by name and a
 * top-up by its bank-in reference, asked of the server as the user types (debounced), each opening
 * the screen that shows it. Who finds what (permissions, tenancy) is the API's: search.int-spec.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { test } from 'node:test';
import { SCREEN_PATHS } from '@bo/shared';
import { apiOf } from '../support/api.mjs';
import { screenshot, waitForPath } from '../support/browser.mjs';
import { LoginPage } from '../support/login.page.mjs';
import { agencyFields, pngFile } from '../support/organizations.mjs';
import { appAndBrowser } from '../support/suite.mjs';

const suite = appAndBrowser();
const word = `Kx${randomBytes(3).toString('hex')}`;

const api = apiOf(suite);

/** An organization made by staff (approved at once) with a pending top-up whose bank-in reference is `reference`. */
async function organizationWithTopUp(token, reference) {
  const organizationId = await api.createOrganization(
    token,
    agencyFields(word, { organizationName: `${word} Kinabalu Trails Sdn Bhd`, email: `ops.${word}@kinabalu.example.test` }),
  );
  const topUp = {
    organizationId,
    currencyCode: 'MYR',
    amount: '25000',
    bankInReference: reference,
    bankInDateTime: '2025-01-31T14:05:00+08:00',
  };
  await api.requestTopUp(token, topUp, pngFile('slip.png'));
  return organizationId;
}

test('Ctrl+K finds an organization and a top-up by reference and opens them', async () => {
  const reference = `${word}-BANKIN-77`;
  const organizationId = await organizationWithTopUp(await api.adminToken(), reference);

  await suite.withPage({ viewport: { width: 1440, height: 900 } }, async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(suite.app.admin.username, suite.app.admin.password);
    await waitForPath(page, SCREEN_PATHS.home);
    await page.getByTestId('home-title').waitFor();

    await page.keyboard.press('Control+k');
    const search = page.getByPlaceholder('Search...');
    await search.fill(`${word} kinabalu`);
    // The organization (its code below the name), and its administrator, named after it.
    const organization = page.getByRole('button', { name: new RegExp(`${word} Kinabalu Trails Sdn Bhd ORG\\d+`) });
    await organization.waitFor();
    await page.getByRole('button', { name: new RegExp(`${word} Kinabalu Trails Sdn Bhd ops\\.${word}`) }).waitFor();
    // Records are grouped by kind (Mantine draws a group's label as its ::before content).
    const groups = await page
      .locator('.mantine-Spotlight-actionsGroup')
      .evaluateAll((nodes) => nodes.map((node) => getComputedStyle(node, '::before').content.replace(/^"|"$/g, '')));
    assert.deepEqual(groups, ['Organizations', 'Users']);
    await screenshot(page, 'search-organization');
    await organization.click();
    await waitForPath(page, `/organization/organization-profile/${organizationId}`);

    await page.getByTestId('search-open').click();
    await search.fill(reference.toLowerCase());
    const topUp = page.getByRole('button', { name: new RegExp(reference) });
    await topUp.waitFor();
    assert.match((await topUp.textContent()) ?? '', /MYR 250\.00/);
    // From the keyboard: no page matches the reference, so the first choice is the top-up.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await waitForPath(page, SCREEN_PATHS.topUps);
    const url = new URL(page.url());
    assert.equal(url.searchParams.get('tab'), 'PEND');
    assert.equal(url.searchParams.get('bankInReference'), reference);
    await page.locator('td[data-column="bankInReference"]', { hasText: reference }).waitFor();

    // Pages are still found, and a word that matches nothing says so.
    await page.getByTestId('search-open').click();
    await search.fill(`${word}-nothing`);
    await page.getByText('Nothing found').waitFor();
  });
});
