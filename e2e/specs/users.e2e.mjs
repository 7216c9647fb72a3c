import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { appAndBrowser } from '../support/suite.mjs';
import { assertNoConsoleErrors, screenshot, seriousA11yProblems, waitForPath } from '../support/browser.mjs';
import { choose, fillOrganization, pdfFile } from '../support/organizations.mjs';
import { SCREEN_PATHS } from '@bo/shared';

const suite = appAndBrowser();

/** The table row of `username` (rows carry the user id; cells carry their column key). */
function rowOf(page, username) {
  return page
    .getByTestId('user-table')
    .locator('tbody tr', { has: page.locator(`td[data-column="username"]:text-is("${username}")`) });
}

const NEW_USER = {
  username: 'e2e.clerk',
  fullName: 'Aminah Binti Ali',
  idNumber: '900101-14-5678',
  email: 'aminah.e2e@example.test',
  mobile: '012-3456789',
};

test('an administrator creates a user from the form and finds them by e-mail, filter kept in the URL', async () => {
  await suite.withPage({ viewport: { width: 1440, height: 900 } }, async ({ page, consoleErrors }) => {
    await suite.signIn(page, SCREEN_PATHS.home);
    // The navigation comes from the server menu.
    await page.getByTestId('nav-vertical').getByRole('link', { name: 'Manage User' }).click();
    await waitForPath(page, SCREEN_PATHS.users);
    await rowOf(page, suite.app.admin.username).waitFor();
    const problems = await seriousA11yProblems(page, SCREEN_PATHS.users);

    await page.getByTestId('create-user').click();
    await waitForPath(page, SCREEN_PATHS.createUser);
    // Nothing filled in: the shared schema's messages, before any call.
    await page.getByTestId('form-submit').click();
    await page.getByText('Required field').first().waitFor();

    await choose(page, 'Role', 'Merchant Admin');
    await choose(page, 'Level', 'Manager');
    await page.locator('input[name="username"]').fill(NEW_USER.username);
    await page.locator('input[name="fullName"]').fill(NEW_USER.fullName);
    await page.locator('input[name="idNumber"]').fill(NEW_USER.idNumber);
    await page.locator('input[name="email"]').fill(NEW_USER.email);
    await page.locator('input[name="mobileNumber"]').fill('0123');
    await page.locator('input[name="username"]').click();
    await page.getByText('Please enter a valid phone number with a dash between digit groups', { exact: false }).waitFor();
    await page.locator('input[name="mobileNumber"]').fill(NEW_USER.mobile);
    problems.push(...(await seriousA11yProblems(page, SCREEN_PATHS.createUser)));
    await screenshot(page, 'users-01-create');

    const created = page.waitForResponse((r) => r.url().endsWith('/api/v1/bo/User/sign-up'));
    await page.getByTestId('form-submit').click();
    assert.equal((await created).status(), 201);
    await page
      .getByText(`A first-time login link has been sent to the registered email ${NEW_USER.email}`, { exact: false })
      .waitFor();
    await waitForPath(page, SCREEN_PATHS.users);

    // Filter by e-mail: the URL keeps it, so a reload (or a bookmark) shows the same list.
    const filters = page.getByTestId('list-filters');
    await filters.locator('input[name="email"]').fill('aminah.e2e');
    await page.getByTestId('filters-apply').click();
    await page.waitForURL((url) => url.searchParams.get('email') === 'aminah.e2e');
    await rowOf(page, NEW_USER.username).waitFor();
    await rowOf(page, suite.app.admin.username).waitFor({ state: 'detached' });
    assert.equal(await page.getByTestId('user-table').locator('tbody tr').count(), 1);

    await page.reload();
    await rowOf(page, NEW_USER.username).waitFor();
    assert.equal(await filters.locator('input[name="email"]').inputValue(), 'aminah.e2e');
    assert.equal(await page.getByTestId('user-table').locator('tbody tr').count(), 1);
    const chip = rowOf(page, NEW_USER.username).locator('td[data-column="status"] [data-tone]');
    assert.equal((await chip.textContent())?.trim(), 'New');
    assert.equal(await chip.getAttribute('data-tone'), 'primary');
    assert.equal((await rowOf(page, NEW_USER.username).locator('td[data-column="email"]').textContent())?.trim(), NEW_USER.email);
    await screenshot(page, 'users-02-filtered');

    // The same e-mail again: the server's refusal is shown at the e-mail field.
    await page.goto(SCREEN_PATHS.createUser);
    await choose(page, 'Role', 'Merchant Admin');
    await choose(page, 'Level', 'Manager');
    await page.locator('input[name="username"]').fill('e2e.clerk2');
    await page.locator('input[name="fullName"]').fill('Someone Else');
    await page.locator('input[name="idNumber"]').fill('900101-14-5679');
    await page.locator('input[name="email"]').fill(NEW_USER.email);
    await page.locator('input[name="mobileNumber"]').fill('012-3456780');
    await page.getByTestId('form-submit').click();
    // Mantine links the input to its error message (aria-describedby).
    const emailInput = page.locator('input[name="email"]');
    await page.getByText('This email is already registered to another user.').waitFor();
    assert.equal(await emailInput.getAttribute('aria-invalid'), 'true');
    const describedBy = (await emailInput.getAttribute('aria-describedby')) ?? '';
    const errorId = describedBy.split(' ').find((id) => id.endsWith('-error'));
    assert.ok(errorId, `the e-mail input points at its error (${describedBy})`);
    assert.equal(
      (await page.locator(`[id="${errorId}"]`).textContent())?.trim(),
      'This email is already registered to another user.',
    );

    // Leaving with unsaved changes asks first.
    await page.getByTestId('nav-vertical').getByRole('link', { name: 'Dashboard' }).click();
    await page.getByTestId('unsaved-dialog').getByText('Discard unsaved changes?').waitFor();
    await page.getByTestId('unsaved-stay').click();
    assert.equal(new URL(page.url()).pathname, SCREEN_PATHS.createUser);
    await page.getByTestId('nav-vertical').getByRole('link', { name: 'Dashboard' }).click();
    await page.getByTestId('unsaved-leave').click();
    await waitForPath(page, SCREEN_PATHS.home);

    assert.deepEqual(problems, []);
    assertNoConsoleErrors(consoleErrors, /favicon|status of 409/);
  });
});

test('deactivate asks for confirmation; activate and delete follow with their messages', async () => {
  await suite.withPage({ viewport: { width: 1440, height: 900 } }, async ({ page }) => {
    await suite.signIn(page, `${SCREEN_PATHS.users}?email=${encodeURIComponent(NEW_USER.email)}`);
    const row = rowOf(page, NEW_USER.username);
    await row.waitFor();

    // Cancelled: nothing changes.
    await row.getByTestId('row-actions').click();
    await page.getByTestId('row-action-deactivate').click();
    await page.getByTestId('confirm-dialog').getByText('Deactivate user?').waitFor();
    await page.getByTestId('confirm-cancel').click();
    await page.getByTestId('confirm-dialog').waitFor({ state: 'hidden' });
    assert.equal((await row.locator('[data-tone]').textContent())?.trim(), 'New');

    await row.getByTestId('row-actions').click();
    await page.getByTestId('row-action-deactivate').click();
    await page.getByTestId('confirm-ok').click();
    await page.getByText('User deactivated successfully.').waitFor();
    await row.locator('[data-tone="error"]', { hasText: 'Inactive' }).waitFor();
    await screenshot(page, 'users-03-deactivated');

    // Inactive users are in the 'Inactive' filter, not in 'Active'.
    await choose(page, 'Status', 'Active');
    await page.getByTestId('filters-apply').click();
    await page.waitForURL((url) => url.searchParams.get('active') === 'true');
    await page.getByTestId('list-empty').waitFor();

    await page.getByTestId('filters-reset').click();
    await page.waitForURL((url) => !url.searchParams.has('email') && !url.searchParams.has('active'));
    await row.waitFor();
    await row.getByTestId('row-actions').click();
    await page.getByTestId('row-action-activate').click();
    await page.getByText('User activated successfully.').waitFor();
    await row.locator('[data-tone]:not([data-tone="error"])').waitFor();

    await row.getByTestId('row-actions').click();
    await page.getByTestId('row-action-delete').click();
    await page.getByTestId('confirm-dialog').getByText('Delete user?').waitFor();
    await page.getByTestId('confirm-ok').click();
    await page.getByText('User deleted successfully.').waitFor();
    await row.waitFor({ state: 'detached' });
  });
});

test('paging, sort and page size live in the URL; CSV export holds the current filter', async () => {
  await suite.withPage({ viewport: { width: 1440, height: 900 } }, async ({ page }) => {
    await suite.signIn(page, SCREEN_PATHS.users);
    await rowOf(page, suite.app.admin.username).waitFor();

    await page.getByTestId('sort-email').click();
    await page.waitForURL((url) => url.searchParams.get('sortKey') === 'email' && url.searchParams.get('sortOrder') === 'asc');
    await page.locator('th[aria-sort="ascending"]:has([data-testid="sort-email"])').waitFor();
    await page.getByTestId('sort-email').click();
    await page.waitForURL((url) => url.searchParams.get('sortOrder') === 'desc');

    await page.getByTestId('list-page-size').click();
    await page.getByRole('option', { name: '25 per page' }).click();
    await page.waitForURL((url) => url.searchParams.get('pageSize') === '25');
    await page.reload();
    assert.equal(await page.getByTestId('list-page-size').inputValue(), '25 per page');
    await page.locator('th[aria-sort="descending"]:has([data-testid="sort-email"])').waitFor();

    const download = page.waitForEvent('download');
    await page.getByTestId('list-export').click();
    const file = await download;
    assert.match(file.suggestedFilename(), /^users-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync(await file.path(), 'utf8');
    const [header, ...lines] = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    assert.match(header, /^Username,Full name,Email,/);
    assert.ok(
      lines.some((line) => line.startsWith(`${suite.app.admin.username},`)),
      csv,
    );
  });
});

test("a user of an agency is created with its organization, edited from Manage User, and listed on the organization's Users tab", async () => {
  const suffix = Math.random().toString(36).slice(2, 8);
  const agency = {
    organizationName: `Users Tab ${suffix} Travel Sdn Bhd`,
    registrationNumber: `2021${suffix}`.toUpperCase(),
    email: `finance.${suffix}@agency.example`,
    contactNumber: '03-1234-5678',
  };
  const clerk = { username: `e2e.agent.${suffix}`, email: `agent.${suffix}@agency.example` };
  await suite.withPage({ viewport: { width: 1440, height: 900 } }, async ({ context, page, consoleErrors }) => {
    await suite.signIn(page, SCREEN_PATHS.createOrganization);
    await fillOrganization(page, 'create-organization-form', agency);
    await page.getByTestId('create-organization-form').locator('input[type="file"][name="documents"]').setInputFiles([pdfFile()]);
    await page.getByTestId('form-submit').click();
    await page.waitForURL((url) => url.pathname.startsWith(SCREEN_PATHS.organizationProfile.replace(':ID', '')));
    const profilePath = new URL(page.url()).pathname;

    // Staff choose the organization (approved ones, 'name (code)'); the role and level as before.
    await page.goto(SCREEN_PATHS.createUser);
    await page.getByRole('combobox', { name: 'Organization', exact: true }).click();
    await page.getByRole('option', { name: new RegExp(`^${agency.organizationName} \\(`) }).click();
    await choose(page, 'Role', 'Merchant User');
    await choose(page, 'Level', 'Staff');
    await page.locator('input[name="username"]').fill(clerk.username);
    await page.locator('input[name="fullName"]').fill('Nurul Huda');
    await page.locator('input[name="idNumber"]').fill('900101-14-5670');
    await page.locator('input[name="email"]').fill(clerk.email);
    await page.locator('input[name="mobileNumber"]').fill('012-3456780');
    await screenshot(page, 'users-05-create-with-organization');
    const created = page.waitForResponse((r) => r.url().endsWith('/api/v1/bo/User/sign-up'));
    await page.getByTestId('form-submit').click();
    assert.equal((await created).status(), 201);
    await waitForPath(page, SCREEN_PATHS.users);
    await page.goto(`${SCREEN_PATHS.users}?email=${encodeURIComponent(clerk.email)}`);
    const row = rowOf(page, clerk.username);
    assert.equal((await row.locator('td[data-column="organizationName"]').textContent())?.trim(), agency.organizationName);

    // Edit (spec: add, edit, activate, deactivate, delete): the form filled from the row, saved with PUT /bo/User.
    await row.getByTestId('row-actions').click();
    await page.getByTestId('row-action-edit').click();
    const form = page.getByTestId('edit-user-form');
    assert.equal(await form.locator('input[name="fullName"]').inputValue(), 'Nurul Huda');
    assert.equal(await form.locator('input[name="username"]').count(), 0, 'the username never changes');
    await form.locator('input[name="fullName"]').fill('Nurul Huda binti Hassan');
    await screenshot(page, 'users-06-edit');
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/v1/bo/User') && r.request().method() === 'PUT');
    await form.getByTestId('form-submit').click();
    assert.equal((await saved).status(), 200);
    await page.getByText('User updated successfully.').waitFor();
    await row.locator('td[data-column="fullName"]', { hasText: 'Nurul Huda binti Hassan' }).waitFor();

    // The organization's Users tab: role names and status labels, in English and in Malay.
    await page.goto(`${profilePath}?tab=users`);
    const users = page.getByTestId('organization-user-table');
    const member = users.locator('tbody tr', { has: page.locator(`td[data-column="username"]:text-is("${clerk.username}")`) });
    assert.equal((await member.locator('td[data-column="role"]').textContent())?.trim(), 'Merchant User');
    assert.equal((await member.locator('td[data-column="status"] [data-tone]').textContent())?.trim(), 'New');
    await context.addCookies([{ name: 'lang', value: 'ms', url: suite.app.baseUrl }]);
    await page.reload();
    await member.locator('td[data-column="role"]', { hasText: 'Pengguna Peniaga' }).waitFor();
    assert.equal((await member.locator('td[data-column="status"] [data-tone]').textContent())?.trim(), 'Baharu');
    await screenshot(page, 'users-07-organization-users-ms');

    // On a 390 px phone (in Malay): the Users tab's columns scroll, the create form's organization field fits.
    await page.setViewportSize({ width: 390, height: 844 });
    await member.locator('td[data-column="role"]').waitFor();
    await screenshot(page, 'users-08-organization-users-390');
    await page.goto(SCREEN_PATHS.createUser);
    const organizationField = page.getByRole('combobox', { name: 'Organisasi', exact: true });
    const box = await organizationField.boundingBox();
    assert.ok(box && box.x >= 0 && box.x + box.width <= 390, 'the organization field is on screen');
    await screenshot(page, 'users-09-create-390-ms');
    assert.deepEqual(consoleErrors, []);
  });
});
