/**
 * Mark-up groups through their screens (features/markup-groups) and an organization's group on
 * its profile (features/organizations, MarkupGroupPanel): a B2B group made with the form (the
 * commission typed as 5.25% is sent as 525 basis points and shown back as 5.25%), edited, assigned
 * to an organization, which then shows it as assigned and effective; switching off a group in use
 * is asked first. On a 390 px phone in Malay and dark: the list and the profile's tab, nothing cut
 * off. axe on each screen.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { test } from 'node:test';
import { screenPath, SCREEN_PATHS } from '@bo/shared';
import { apiOf } from '../support/api.mjs';
import { assertNoConsoleErrors, inView, screenshot, seriousA11yProblems, waitForPath } from '../support/browser.mjs';
import { agencyFields, toast } from '../support/organizations.mjs';
import { appAndBrowser } from '../support/suite.mjs';

const suite = appAndBrowser();
const api = apiOf(suite);
const PHONE = { width: 390, height: 844 };
const word = randomBytes(3).toString('hex').toUpperCase();
const CODE = `E2E-${word}`;

/** The row of `table` with a cell reading `text`. */
const rowWith = (page, table, text) => page.getByTestId(table).locator('tbody tr', { hasText: text });
const cell = async (row, column) => (await row.locator(`td[data-column="${column}"]`).innerText()).trim();
const pageFits = (page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);

/** Picks `option` in the select labelled `label` inside `scope`. */
async function choose(scope, label, option) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await scope.page().getByRole('option', { name: option, exact: true }).click();
}

async function rowAction(page, table, text, key) {
  await rowWith(page, table, text).getByTestId('row-actions').click();
  await page.getByTestId(`row-action-${key}`).click();
}

/** An approved agency made by staff through the API. */
async function agency() {
  const token = await api.adminToken();
  const organizationName = `E2E Pricing Travel ${word}`;
  const organizationId = await api.createOrganization(token, agencyFields(word, { organizationName }));
  return { organizationId, organizationName };
}

test('a B2B group made, edited and assigned to an organization; phone, Malay, dark', async () => {
  const organization = await agency();
  const problems = [];
  await suite.withPage({ failure: 'pricing-groups-failed' }, async ({ context, page, consoleErrors }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await suite.signIn(page, SCREEN_PATHS.markupGroups);

    // The seeded groups: the defaults of each customer type, and Gold at 5%.
    const standard = rowWith(page, 'markup-group-table', 'STANDARD');
    await standard.waitFor();
    assert.match(await cell(standard, 'name'), /Standard agencies\s*Default/i);
    assert.equal(await cell(rowWith(page, 'markup-group-table', 'GOLD'), 'commissionBasisPoints'), '5.00%');
    assert.equal(await cell(rowWith(page, 'markup-group-table', 'Consumers'), 'commissionBasisPoints'), '—');
    problems.push(...(await seriousA11yProblems(page, SCREEN_PATHS.markupGroups)));

    // A new B2B group: 5.255% has too many places; 5.25% is sent as 525 basis points.
    await page.getByTestId('create-markup-group').click();
    await waitForPath(page, SCREEN_PATHS.createMarkupGroup);
    const form = page.getByTestId('markup-group-form');
    await form.locator('input[name="code"]').fill(CODE.toLowerCase());
    await form.locator('input[name="name"]').fill(`E2E Platinum ${word}`);
    await form.locator('input[name="commissionBasisPoints"]').fill('5.255');
    await form.getByTestId('form-submit').click();
    await form.getByText('at most 2 decimal places').waitFor();
    await form.locator('input[name="commissionBasisPoints"]').fill('5.25');
    problems.push(...(await seriousA11yProblems(page, SCREEN_PATHS.createMarkupGroup)));
    const created = page.waitForRequest((r) => r.url().endsWith('/markup/CreateMarkupGroupList'));
    await form.getByTestId('form-submit').click();
    const body = (await created).postDataJSON();
    assert.equal(body.commissionBasisPoints, 525, 'the percentage is sent as integer basis points');
    assert.equal(body.code, CODE);
    assert.equal(body.customerType, 'B2B');
    await waitForPath(page, SCREEN_PATHS.markupGroups);
    await toast(page, 'Mark-up group created').first().waitFor();
    const row = rowWith(page, 'markup-group-table', CODE);
    await row.waitFor();
    assert.equal(await cell(row, 'commissionBasisPoints'), '5.25%');
    assert.equal(await cell(row, 'organizationCount'), '0');

    // Edited: the form shows the commission as typed; the name changes.
    await rowAction(page, 'markup-group-table', CODE, 'edit');
    await page.waitForURL((url) => url.pathname === SCREEN_PATHS.editMarkupGroup && url.searchParams.has('id'));
    const editForm = page.getByTestId('markup-group-form');
    assert.equal(await editForm.locator('input[name="commissionBasisPoints"]').inputValue(), '5.25');
    await editForm.locator('input[name="name"]').fill(`E2E Platinum agencies ${word}`);
    await editForm.locator('textarea[name="description"]').fill('Agencies with a 5.25% commission.');
    problems.push(...(await seriousA11yProblems(page, SCREEN_PATHS.editMarkupGroup)));
    await editForm.getByTestId('form-submit').click();
    await waitForPath(page, SCREEN_PATHS.markupGroups);
    await rowWith(page, 'markup-group-table', `E2E Platinum agencies ${word}`).waitFor();

    // A group that does not exist: the server's reason where the form would be.
    await page.goto(`${SCREEN_PATHS.editMarkupGroup}?id=00000000-0000-4000-8000-000000000000`);
    await page.getByRole('alert').getByText('The mark-up group was not found.').waitFor();

    // The organization's profile: no group of its own, priced by the B2B default; then assigned.
    await page.goto(`${screenPath('organizationProfile', organization.organizationId)}?tab=markupGroup`);
    await page.getByTestId('markup-group-assigned').getByText('None (the default group applies)').waitFor();
    assert.equal(await page.getByTestId('markup-group-effective').innerText(), 'Standard agencies');
    await choose(page.getByTestId('markup-group-form'), 'Assign group', `E2E Platinum agencies ${word}`);
    problems.push(...(await seriousA11yProblems(page, 'organization profile, mark-up group')));
    const assigned = page.waitForRequest((r) => r.url().endsWith('/markup/AssignOrganizationGroup'));
    await page.getByTestId('markup-group-save').click();
    assert.equal((await assigned).postDataJSON().organizationId, organization.organizationId);
    await toast(page, 'Mark-up group assigned.').waitFor();
    await page.getByTestId('markup-group-assigned').getByText(`E2E Platinum agencies ${word}`).waitFor();
    assert.equal(await page.getByTestId('markup-group-effective').innerText(), `E2E Platinum agencies ${word}`);
    await page.reload();
    await page.getByTestId('markup-group-assigned').getByText(`E2E Platinum agencies ${word}`).waitFor();
    await screenshot(page, 'pricing-groups-profile-1440');

    // The list counts the organization; switching the group off is asked first ('Cancel' keeps it on).
    await page.goto(SCREEN_PATHS.markupGroups);
    assert.equal(await cell(rowWith(page, 'markup-group-table', CODE), 'organizationCount'), '1');
    await rowAction(page, 'markup-group-table', CODE, 'edit');
    const active = page.getByTestId('markup-group-form').getByRole('switch', { name: 'Active' });
    await active.waitFor();
    await active.click({ force: true });
    const dialog = page.getByTestId('confirm-dialog');
    await dialog.getByText(`1 organization is assigned to E2E Platinum agencies ${word}`).waitFor();
    const cancel = dialog.getByTestId('confirm-cancel');
    await cancel.click();
    await cancel.waitFor({ state: 'detached' });
    assert.equal(await active.isChecked(), true, 'declining keeps the group active');
    await screenshot(page, 'pricing-groups-list-1440');

    // A phone, in Malay, dark: the list and the profile's tab fit, row actions in reach.
    await page.goto(SCREEN_PATHS.markupGroups);
    await context.addCookies([{ name: 'lang', value: 'ms', url: suite.app.baseUrl }]);
    await page.addInitScript(() => localStorage.setItem('mantine-color-scheme-value', 'dark'));
    await page.setViewportSize(PHONE);
    await page.reload();
    await page.getByTestId('page-title').getByText('Kumpulan Tokokan Harga').waitFor();
    const phoneRow = rowWith(page, 'markup-group-table', CODE);
    await phoneRow.waitFor();
    assert.ok(await pageFits(page), 'the group list is wider than the phone');
    assert.ok(await inView(phoneRow.getByTestId('row-actions'), PHONE.width), 'the row actions are out of reach');
    assert.ok(await inView(page.getByTestId('create-markup-group'), PHONE.width), 'the create button is out of reach');
    await screenshot(page, 'pricing-groups-list-390-ms-dark');
    problems.push(...(await seriousA11yProblems(page, `${SCREEN_PATHS.markupGroups} (phone, ms, dark)`)));
    await page.goto(`${screenPath('organizationProfile', organization.organizationId)}?tab=markupGroup`);
    await page.getByTestId('profile-tab-markupGroup').getByText('Kumpulan tokokan harga').waitFor();
    await page.getByTestId('markup-group-assigned').getByText(`E2E Platinum agencies ${word}`).waitFor();
    assert.ok(await pageFits(page), 'the profile is wider than the phone');
    assert.ok(await inView(page.getByTestId('markup-group-save'), PHONE.width), 'the save button is out of reach');
    await screenshot(page, 'pricing-groups-profile-390-ms-dark');
    problems.push(...(await seriousA11yProblems(page, 'organization profile, mark-up group (phone, ms, dark)')));

    assert.deepEqual(problems, []);
    // The one failed request is the group that does not exist (404).
    assertNoConsoleErrors(consoleErrors, /404/);
  });
});
