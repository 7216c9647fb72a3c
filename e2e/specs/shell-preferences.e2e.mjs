import assert from 'node:assert/strict';
import { test } from 'node:test';
import { appAndBrowser } from '../support/suite.mjs';
import { screenshot, waitForPath } from '../support/browser.mjs';
import { SCREEN_PATHS } from '@bo/shared';

const suite = appAndBrowser();
const DAY_SECONDS = 24 * 60 * 60;

async function signIn(page) {
  await suite.signIn(page);
  await page.getByTestId('navbar').and(page.locator('[data-menu-source="server"]')).waitFor();
}

const navLink = (page, name) => page.getByTestId('nav-vertical').getByRole('link', { name, exact: true });

test('the language chosen in the header survives a reload (lang cookie: 365 days, path /, SameSite=Lax)', async () => {
  await suite.withPage({ viewport: { width: 1440, height: 900 } }, async ({ context, page }) => {
    await signIn(page);
    await navLink(page, 'Manage User').waitFor();

    await page.getByTestId('language-switch').click();
    await page.getByRole('menuitemradio', { name: 'Bahasa Malaysia' }).click();
    // The server menu's Malay names replace the English ones at once.
    await navLink(page, 'Urus Pengguna').waitFor();
    await navLink(page, 'Papan Pemuka').waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'ms');
    assert.equal(await page.evaluate(() => document.documentElement.dir), 'ltr');

    const cookie = (await context.cookies()).find((c) => c.name === 'lang');
    assert.ok(cookie, 'the lang cookie is set');
    assert.equal(cookie.value, 'ms');
    assert.equal(cookie.path, '/');
    assert.equal(cookie.sameSite, 'Lax');
    const days = (cookie.expires - Date.now() / 1000) / DAY_SECONDS;
    assert.ok(days > 364 && days <= 365.01, `the cookie lives 365 days (${days.toFixed(2)})`);

    await page.reload();
    await navLink(page, 'Urus Pengguna').waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'ms');
    assert.equal(await page.getByTestId('language-switch').textContent(), 'BM');
    await screenshot(page, 'shell-1440-ms');

    await page.getByTestId('language-switch').click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await navLink(page, 'Manage User').waitFor();
    await page.reload();
    await navLink(page, 'Manage User').waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
  });
});

test('the theme switch: light by default, dark and system, kept across a reload', async () => {
  await suite.withPage(async ({ page }) => {
    const scheme = () => page.evaluate(() => document.documentElement.dataset.mantineColorScheme);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.emulateMedia({ colorScheme: 'dark' });
    await signIn(page);
    assert.equal(await scheme(), 'light', 'light by default, whatever the system prefers');
    const primary = await page
      .getByTestId('nav-vertical')
      .locator('[data-active]')
      .first()
      .evaluate((el) => getComputedStyle(el).color);
    assert.match(primary, /^rgb\((1[4-9]\d|2\d\d), \d{1,2}, \d{1,2}\)$/, `the primary colour is red (${primary})`);

    await page.getByTestId('theme-switch').click();
    await page.getByRole('menuitemradio', { name: 'Dark' }).click();
    await page.waitForFunction(() => document.documentElement.dataset.mantineColorScheme === 'dark');
    await page.reload();
    await page.getByTestId('theme-switch').waitFor();
    assert.equal(await scheme(), 'dark');
    assert.equal(await page.getByTestId('theme-switch').getAttribute('aria-label'), 'Theme: Dark');
    await screenshot(page, 'shell-1440-dark');

    // System follows the operating system's preference.
    await page.getByTestId('theme-switch').click();
    await page.getByRole('menuitemradio', { name: 'System' }).click();
    await page.emulateMedia({ colorScheme: 'light' });
    await page.waitForFunction(() => document.documentElement.dataset.mantineColorScheme === 'light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForFunction(() => document.documentElement.dataset.mantineColorScheme === 'dark');

    await page.getByTestId('theme-switch').click();
    await page.getByRole('menuitemradio', { name: 'Light' }).click();
    await page.waitForFunction(() => document.documentElement.dataset.mantineColorScheme === 'light');
  });
});

test('the navigation comes from the server menu, grouped, and Spotlight searches it', async () => {
  await suite.withPage({ viewport: { width: 1440, height: 900 } }, async ({ page }) => {
    await signIn(page);
    const groups = await page
      .getByTestId('nav-vertical')
      .locator('[data-nav-group]')
      .evaluateAll((nodes) => nodes.map((n) => `${n.getAttribute('data-nav-category')}/${n.getAttribute('data-nav-group')}`));
    assert.deepEqual(groups, [
      'Main/General',
      'Main/Hotel',
      'Main/Pricing',
      'Main/Bookings',
      'Administration/User Management',
      'Administration/Access Control',
      'Finance/Credit',
      'Finance/Invoicing',
      'Administration/Settings',
      'Main/Reports',
    ]);
    assert.deepEqual(await page.getByTestId('nav-vertical').getByRole('link').allTextContents(), [
      'Dashboard',
      'Hotels',
      'Room Types',
      'Amenities',
      'Bed Combinations',
      'Bed Types',
      'Mark-up Groups',
      'Mark-ups',
      'Service Fees',
      'Bookings',
      'Manage User',
      'Organizations',
      'Role Access',
      'Menu Functions',
      'Credit Top-ups and Payments',
      'System Credit and Fees',
      'Manage Invoice',
      'Manage Credit Note',
      'Manage Debit Note',
      'Manage Receipt',
      'Reports Generation',
      'E-Invoice Submission',
      'E-Billing Contacts',
      'Role Options',
      'Banks',
      'Download Payload',
      'Room Inventory Report',
    ]);

    await page.keyboard.press('Control+k');
    await page.getByPlaceholder('Search...').fill('role opt');
    await page
      .getByRole('button', { name: /Role Options/ })
      .last()
      .click();
    await waitForPath(page, SCREEN_PATHS.roleOptions);
    await page.getByTestId('role-option-table').waitFor();
    assert.equal(await navLink(page, 'Role Options').getAttribute('data-active'), 'true');
  });
});
