import assert from 'node:assert/strict';
import { test } from 'node:test';
import { apiOf } from '../support/api.mjs';
import { appAndBrowser } from '../support/suite.mjs';
import { screenshot } from '../support/browser.mjs';
import { SCREEN_PATHS } from '@bo/shared';

const suite = appAndBrowser();
const ROLE = { code: 'E2E_USER_VIEWER', name: 'E2E User Viewer' };
const VIEWER = { username: 'e2e.viewer', password: 'Viewer!2345a', email: 'viewer.e2e@example.test' };

const { call: callApi, runDatabase } = apiOf(suite);

/**
 * A user of the new role who can sign in. Created through the API like an administrator would;
 * the first-time login link goes out by e-mail, which this spec does not read, so the password
 * is set and the account activated directly in the run's database.
 */
async function createSignedInCapableUser() {
  const { accessToken } = await callApi('POST', 'bo/General/sign-in', {
    body: { username: suite.app.admin.username, password: suite.app.admin.password },
  });
  await callApi('POST', 'bo/User/sign-up', {
    token: accessToken,
    body: {
      role: ROLE.code,
      username: VIEWER.username,
      fullName: 'Viewer Only',
      idType: 'PASSPORT',
      idNumber: 'A1234567',
      email: VIEWER.email,
      mobileNumber: '012-3456781',
    },
  });
  const { default: argon2 } = await import('argon2');
  const hash = await argon2.hash(VIEWER.password, { type: argon2.argon2id });
  await runDatabase(async (db) => {
    const { rowCount } = await db.query(`UPDATE identity.users SET password_hash = $1, status = 'A' WHERE username = $2`, [
      hash,
      VIEWER.username,
    ]);
    assert.equal(rowCount, 1);
  });
}

test('a role granted only users.view: its user sees only Manage User, and nothing else opens', async () => {
  await suite.withPage({ viewport: { width: 1440, height: 900 } }, async ({ page }) => {
    await suite.signIn(page, SCREEN_PATHS.roles);
    await page.getByTestId('role-table').locator('tbody tr[data-row-key="SYSADMIN"]').waitFor();

    await page.getByTestId('create-role').click();
    const form = page.getByTestId('role-form');
    await form.locator('input[name="code"]').fill('bad code');
    await form.locator('input[name="name"]').fill(ROLE.name);
    await page.getByTestId('form-submit').click();
    await form.getByText('Role code must be 2 to 50 capital letters', { exact: false }).waitFor();
    await form.locator('input[name="code"]').fill(ROLE.code);
    await page.getByTestId('form-submit').click();
    await page.getByText('Role created successfully.').waitFor();

    // The new role's matrix opens at once: grant Manage User / View only.
    const matrix = page.getByTestId('access-matrix');
    await matrix.waitFor();
    assert.equal(await matrix.getAttribute('data-role'), ROLE.code);
    assert.equal(await matrix.locator('input[type=checkbox]:checked').count(), 0);
    await matrix.locator('[data-permission="users.view"]').check();
    await screenshot(page, 'access-01-matrix');
    await page.getByTestId('access-save').click();
    await page.getByText('Role access saved successfully.').waitFor();
    await page.getByTestId('role-table').locator(`tbody tr[data-row-key="${ROLE.code}"]`).waitFor();

    const access = await page.request.get(`/api/v1/bo/UAC/${ROLE.code}`, {
      headers: { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('accessToken'))}` },
    });
    assert.deepEqual((await access.json()).permissions, ['users.view']);
  });

  await createSignedInCapableUser();
  await suite.withPage({ viewport: { width: 1440, height: 900 } }, async ({ page }) => {
    await suite.signIn(page, SCREEN_PATHS.users, VIEWER);
    await page.getByTestId('navbar').and(page.locator('[data-menu-source="server"]')).waitFor();
    const links = page.getByTestId('nav-vertical').getByRole('link');
    assert.deepEqual(await links.allTextContents(), ['Manage User']);
    // Viewing only: no create button, no row actions.
    await page.getByTestId('user-table').locator('tbody tr').first().waitFor();
    assert.equal(await page.getByTestId('create-user').count(), 0);
    assert.equal(await page.getByTestId('row-actions').count(), 0);
    await screenshot(page, 'access-02-viewer');

    // Spotlight offers the same single entry.
    await page.keyboard.press('Control+k');
    await page.getByPlaceholder('Search...').fill('a');
    await page
      .getByRole('button', { name: /Manage User/ })
      .last()
      .waitFor();
    assert.equal(await page.getByRole('button', { name: /Role Access|Menu Functions|Dashboard/ }).count(), 0);
    await page.keyboard.press('Escape');

    await page.goto(SCREEN_PATHS.roles);
    await page.getByTestId('error-title').waitFor();
    assert.equal((await page.getByTestId('error-title').textContent())?.trim(), 'Not Authorized');
  });
});

test('/fac: a menu entry is created, shown in the list, and deleted after confirmation', async () => {
  await suite.withPage({ viewport: { width: 1440, height: 900 } }, async ({ page }) => {
    await suite.signIn(page, SCREEN_PATHS.menus);
    await page.getByTestId('menu-table').locator('tbody tr').first().waitFor();

    await page.getByTestId('create-menu').click();
    const form = page.getByTestId('menu-form');
    await form.locator('input[name="code"]').fill('e2e-reports');
    await form.locator('input[name="nameEn"]').fill('E2E Reports');
    await form.locator('input[name="nameMs"]').fill('Laporan E2E');
    await form.locator('input[name="groupName"]').fill('Reports');
    await form.locator('input[name="category"]').fill('Main');
    await form.locator('input[name="path"]').fill('/reports/e2e');
    await page.getByTestId('form-submit').click();
    await page.getByText('Menu saved successfully.').waitFor();

    const filters = page.getByTestId('list-filters');
    await filters.locator('input[name="name"]').fill('e2e-reports');
    await page.getByTestId('filters-apply').click();
    const row = page.getByTestId('menu-table').locator('tbody tr', { hasText: 'e2e-reports' });
    await row.waitFor();
    // A menu row whose screen does not exist in this build is not offered in the navigation.
    assert.equal(await page.getByTestId('nav-vertical').getByRole('link', { name: 'E2E Reports' }).count(), 0);

    await row.getByTestId('row-actions').click();
    await page.getByTestId('row-action-delete').click();
    await page.getByTestId('confirm-dialog').getByText('Delete menu?').waitFor();
    await page.getByTestId('confirm-ok').click();
    await page.getByText('Menu deleted successfully.').waitFor();
    await page.getByTestId('list-empty').waitFor();
  });
});
