/**
 * Issue 15.17: in Bahasa Malaysia every word the server names reads in Malay too: the menu
 * categories (/fac), the seeded roles and levels (/uac, role options), a country (the organization
 * list), and month abbreviations, in list cells ('2025-Okt-05') and in the date pickers.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { test } from 'node:test';
import { formatDateText, SCREEN_PATHS } from '@bo/shared';
import { apiOf } from '../support/api.mjs';
import { screenshot, waitForPath } from '../support/browser.mjs';
import { LoginPage } from '../support/login.page.mjs';
import { agencyFields, pngFile } from '../support/organizations.mjs';
import { appAndBrowser } from '../support/suite.mjs';

const suite = appAndBrowser();
const word = `Ms${randomBytes(3).toString('hex')}`;

const api = apiOf(suite);

/** A Singapore agency (made by staff, approved at once) with a top-up banked in on 5 October 2025. */
async function singaporeAgencyWithOctoberTopUp() {
  const token = await api.adminToken();
  const organizationId = await api.createOrganization(
    token,
    agencyFields(word, {
      organizationName: `${word} Merlion Travel Pte Ltd`,
      contactNumber: '065-6221234',
      addressLine1: '1 Raffles Place',
      postcode: '048616',
      city: 'Singapore',
      state: 'Singapore',
      countryCode: 'SGP',
    }),
  );
  const topUp = {
    organizationId,
    currencyCode: 'MYR',
    amount: '10000',
    bankInReference: `${word}-OKT`,
    bankInDateTime: '2025-10-05T11:30:00+08:00',
  };
  return api.requestTopUp(token, topUp, pngFile('slip.png'));
}

/** The texts of one column of a table, once its rows are there (not the loading placeholders). */
async function cells(page, table, column) {
  const locator = page.getByTestId(table).locator(`tbody td[data-column="${column}"]`);
  await locator.first().waitFor();
  return locator.allInnerTexts();
}

test('Bahasa Malaysia: menu categories, roles, levels, a country and months', async () => {
  const { balance } = await singaporeAgencyWithOctoberTopUp();
  await suite.withPage(async ({ context, page }) => {
    await context.addCookies([{ name: 'lang', value: 'ms', url: suite.app.baseUrl }]);
    await page.setViewportSize({ width: 1440, height: 900 });
    const login = new LoginPage(page);
    await login.goto(`${SCREEN_PATHS.menus}?pageSize=50`);
    await login.username.fill(suite.app.admin.username);
    await login.password.fill(suite.app.admin.password);
    await page.getByRole('button', { name: 'Log masuk', exact: true }).click();
    await waitForPath(page, SCREEN_PATHS.menus);

    // Menu categories, as /fac lists them.
    const categories = new Set(await cells(page, 'menu-table', 'category'));
    assert.deepEqual([...categories].sort(), ['Kewangan', 'Pentadbiran', 'Sistem', 'Tetapan', 'Utama']);
    await screenshot(page, 'malay-menus');

    // The seeded roles and their levels.
    await page.goto(SCREEN_PATHS.roles);
    const roles = await cells(page, 'role-table', 'name');
    for (const name of ['Pentadbir Peniaga', 'Pengguna Peniaga', 'Pentadbir Sistem']) {
      assert.ok(
        roles.some((text) => text.startsWith(name)),
        `${name} in ${roles}`,
      );
    }
    await page.goto(SCREEN_PATHS.roleOptions);
    assert.deepEqual((await cells(page, 'role-option-table', 'label')).sort(), [
      'Eksekutif',
      'Kakitangan',
      'Pengurus',
      'Pentadbir',
      'Penyelia',
    ]);

    // A country by its Malay name.
    await page.goto(SCREEN_PATHS.organizations);
    const row = page.locator('tbody tr', { has: page.getByText(`${word} Merlion Travel Pte Ltd`) });
    assert.equal((await row.locator('td[data-column="country"]').innerText()).trim(), 'Singapura');
    await screenshot(page, 'malay-organizations');

    // Months: a list cell, and the pickers.
    await page.goto(`${SCREEN_PATHS.topUps}?tab=PEND&bankInReference=${word}-OKT`);
    const bankIn = page.locator('td[data-column="bankInDateTime"]', { hasText: '2025-Okt-05' });
    await bankIn.waitFor();
    assert.equal((await bankIn.innerText()).trim(), '2025-Okt-05 11:30');
    await screenshot(page, 'malay-top-ups');
    await page.goto(`/credit/histories/${balance.organizationId}?currencyCode=MYR`);
    await page.getByRole('button', { name: 'Julat tarikh', exact: true }).click();
    await page.locator('.mantine-DatePickerInput-calendarHeaderLevel').first().click();
    const months = await page.locator('.mantine-DatePickerInput-monthsListControl').allInnerTexts();
    assert.deepEqual(months, ['Jan', 'Feb', 'Mac', 'Apr', 'Mei', 'Jun', 'Jul', 'Ogo', 'Sep', 'Okt', 'Nov', 'Dis']);
    await screenshot(page, 'malay-date-picker');
  });
});

test("Bahasa Malaysia: the dashboard's last check reads in Kuala Lumpur's time with Malay months", async () => {
  await suite.withPage(async ({ context, page }) => {
    await context.addCookies([{ name: 'lang', value: 'ms', url: suite.app.baseUrl }]);
    await page.setViewportSize({ width: 390, height: 844 });
    const before = Date.now();
    const login = new LoginPage(page);
    await login.goto(SCREEN_PATHS.home);
    await login.username.fill(suite.app.admin.username);
    await login.password.fill(suite.app.admin.password);
    await page.getByRole('button', { name: 'Log masuk', exact: true }).click();
    const checked = page.getByText(/^Kali terakhir disemak /);
    await checked.waitFor();
    const after = Date.now();
    const shown = (await checked.innerText()).replace('Kali terakhir disemak ', '');
    // Whatever the browser's zone (UTC here), the time is the business's and the month Malay.
    const expected = new Set([before, after].map((at) => formatDateText(at, 'displayDateTime', 'ms')));
    assert.ok(expected.has(shown), `"${shown}" is one of ${[...expected].join(', ')}`);
    await screenshot(page, 'malay-dashboard-390');
  });
});
