/**
 * Issue 15.10, the credit screens staff had no way to use before: credit adjustments of an
 * organization's account (raise and lower its credit limit, a credit note, a debit note, a manual
 * refund of a booking's spend), banks (create, edit, deactivate, the active-only filter) and the
 * system fee settings (create, edit). Each is used as a person would (menus and row actions, a
 * confirmation before money moves), its result read off the screen, and its refusals shown in
 * the API's words; axe finds nothing serious; the same screens work on a 390 px phone, in Bahasa
 * Malaysia and in dark mode (screenshots in e2e/artifacts/).
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { test } from 'node:test';
import { SCREEN_PATHS } from '@bo/shared';
import { apiOf, hasRows } from '../support/api.mjs';
import { assertNoConsoleErrors, inView, screenshot, seriousA11yProblems, waitForPath } from '../support/browser.mjs';
import { LoginPage } from '../support/login.page.mjs';
import { agencyFields, choose, organizationRow, pngFile, toast, typeDateTime, waitForValue } from '../support/organizations.mjs';
import { appAndBrowser } from '../support/suite.mjs';

const suite = appAndBrowser();
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const suffix = randomBytes(3).toString('hex');
const organization = { name: `Tioman Island Tours ${suffix}`, id: '' };

const api = apiOf(suite);
const { call: callApi, adminToken, runDatabase } = api;

/** An approved organization (staff create it through the API) once its MYR credit account exists. */
async function approvedOrganization(token) {
  organization.id = await api.createOrganization(token, agencyFields(suffix, { organizationName: organization.name }));
  await api.waitInDatabase(
    async (db) =>
      (await hasRows(db, `SELECT 1 FROM credit.balances WHERE organization_id = $1`, [organization.id])) &&
      (await hasRows(db, `SELECT 1 FROM credit.organizations WHERE id = $1`, [organization.id])),
    'the approved organization got no credit account',
  );
}

/** Nothing on the page is wider than the viewport (no sideways scrolling of the whole page). */
const pageFits = (page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);

const figure = (page, name) => page.getByTestId(`figure-${name}`);

/** Fills one adjustment form, submits it, checks the confirmation's text and confirms. */
async function adjust(page, kind, fields, expectInConfirmation) {
  await page.getByTestId(`adjustment-tab-${kind}`).click();
  const form = page.getByTestId(`adjustment-form-${kind}`);
  await form.waitFor();
  for (const [label, value] of Object.entries(fields)) {
    if (label === 'Change') await choose(page, 'Change', value);
    else await form.getByLabel(label, { exact: false }).fill(value);
  }
  await form.getByTestId('form-submit').click();
  const dialog = page.getByTestId('confirm-dialog');
  await dialog.getByText(expectInConfirmation, { exact: false }).waitFor();
  return dialog;
}

test('credit adjustments: limit up and down, credit and debit notes, a manual refund; refusals in the API words', async () => {
  const token = await adminToken();
  await approvedOrganization(token);
  // A booking spent RM 100.00 of the organization's credit (the booking API is not built yet: staff spend it).
  await callApi('POST', 'bo/AgentOrganizationCredit/creditlimit-top-up', {
    token,
    body: { organizationId: organization.id, currencyCode: 'MYR', amount: 20_000, remark: 'opening limit' },
  });
  await callApi('POST', 'bo/AgentOrganizationCredit/spend', {
    token,
    body: { organizationId: organization.id, currencyCode: 'MYR', bookingRef: `BK-${suffix}`, amount: 10_000 },
  });

  await suite.withPage({ failure: 'credit-adjustments-failure', viewport: DESKTOP }, async ({ page, consoleErrors }) => {
    // From the credit accounts: the account's row action opens its adjustments.
    await suite.signIn(page, `${SCREEN_PATHS.topUps}?tab=accounts`);
    const row = organizationRow(page, 'credit-account-table', organization.name);
    await row.getByTestId('row-actions').click();
    await page.getByTestId('row-action-adjust').click();
    await waitForPath(page, SCREEN_PATHS.creditAdjustments);
    await page.getByRole('heading', { name: 'Credit adjustments' }).waitFor();
    await waitForValue(page, page.getByRole('combobox', { name: 'Organization' }), organization.name);
    await figure(page, 'creditLimit').waitFor();
    assert.equal(await figure(page, 'creditLimit').textContent(), 'MYR 200.00');
    assert.equal(await figure(page, 'balance').textContent(), 'MYR -100.00');
    assert.equal(await figure(page, 'available').textContent(), 'MYR 100.00');

    // The form checks the amount before anything is sent.
    await page.getByTestId('adjustment-form-limit').getByTestId('form-submit').click();
    await page.getByTestId('adjustment-form-limit').getByText('Required field').waitFor();
    await page.getByTestId('adjustment-form-limit').getByLabel('Amount (MYR)').fill('12.345');
    await page.getByTestId('adjustment-form-limit').getByTestId('form-submit').click();
    await page.getByText('Please enter at most 2 decimal places').waitFor();

    // Raise the limit by RM 1,000.00: the confirmation says what happens, the result what it left.
    let dialog = await adjust(page, 'limit', { 'Amount (MYR)': '1,000.00' }, 'Credit limit: MYR 200.00 → MYR 1,200.00.');
    assert.match(
      await dialog.textContent(),
      new RegExp(`credit limit of ${organization.name} \\(MYR\\) will be raised by MYR 1,000.00`),
    );
    assert.deepEqual(await seriousA11yProblems(page, 'adjustment confirmation'), []);
    await dialog.getByTestId('confirm-ok').click();
    const result = page.getByTestId('adjustment-result');
    await result.getByText('Credit limit updated successfully.').waitFor();
    assert.match(
      await result.textContent(),
      /credit limit MYR 1,200\.00 · balance MYR -100\.00 · held MYR 0\.00 · available MYR 1,100\.00/,
    );
    await toast(page, 'Credit limit updated successfully.').first().waitFor();
    await page.waitForFunction(
      () => document.querySelector('[data-testid="figure-creditLimit"]')?.textContent === 'MYR 1,200.00',
    );

    // Cancelling the confirmation changes nothing.
    dialog = await adjust(
      page,
      'limit',
      { Change: 'Lower the limit', 'Amount (MYR)': '50' },
      'Credit limit: MYR 1,200.00 → MYR 1,150.00.',
    );
    await dialog.getByTestId('confirm-cancel').click();
    await dialog.waitFor({ state: 'hidden' });
    assert.equal(await figure(page, 'creditLimit').textContent(), 'MYR 1,200.00');
    // Lowered for real.
    await page.getByTestId('adjustment-form-limit').getByTestId('form-submit').click();
    await page.getByTestId('confirm-dialog').getByTestId('confirm-ok').click();
    await page.waitForFunction(
      () => document.querySelector('[data-testid="figure-creditLimit"]')?.textContent === 'MYR 1,150.00',
    );

    // A credit note adds to the balance.
    dialog = await adjust(
      page,
      'credit-note',
      { 'Amount (MYR)': '250.50', Reference: `CN-${suffix}` },
      'Balance: MYR -100.00 → MYR 150.50.',
    );
    await dialog.getByTestId('confirm-ok').click();
    await page.getByTestId('adjustment-result').getByText('Credit balance adjusted successfully.').waitFor();
    await page.waitForFunction(() => document.querySelector('[data-testid="figure-balance"]')?.textContent === 'MYR 150.50');

    // A debit note takes from it; one beyond the available credit is refused in the API's words.
    dialog = await adjust(
      page,
      'debit-note',
      { 'Amount (MYR)': '5,000', Reference: `DN-${suffix}-X` },
      'Balance: MYR 150.50 → MYR -4,849.50.',
    );
    await dialog.getByTestId('confirm-ok').click();
    const debitForm = page.getByTestId('adjustment-form-debit-note');
    await debitForm.getByText('Insufficient credit: this would take the available credit below zero', { exact: false }).waitFor();
    assert.equal(await figure(page, 'balance').textContent(), 'MYR 150.50');
    await debitForm.getByLabel('Amount (MYR)').fill('50.25');
    await debitForm.getByTestId('form-submit').click();
    await page.getByTestId('confirm-dialog').getByText('Balance: MYR 150.50 → MYR 100.25.').waitFor();
    await page.getByTestId('confirm-dialog').getByTestId('confirm-ok').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="figure-balance"]')?.textContent === 'MYR 100.25');

    // A manual refund of the booking's spend: more than it spent is refused, part of it is returned.
    dialog = await adjust(
      page,
      'refund',
      { 'Booking reference': `BK-${suffix}`, 'Amount (MYR)': '150' },
      `spent on booking BK-${suffix}`,
    );
    await dialog.getByTestId('confirm-ok').click();
    const refundForm = page.getByTestId('adjustment-form-refund');
    await refundForm.getByText('The refund exceeds what is left to refund on this booking', { exact: false }).waitFor();
    await refundForm.getByLabel('Amount (MYR)').fill('40');
    await refundForm.getByTestId('form-submit').click();
    await page.getByTestId('confirm-dialog').getByText('Balance: MYR 100.25 → MYR 140.25.').waitFor();
    await page.getByTestId('confirm-dialog').getByTestId('confirm-ok').click();
    await page.getByTestId('adjustment-result').getByText('Credit refunded successfully.').waitFor();
    await page.waitForFunction(() => document.querySelector('[data-testid="figure-available"]')?.textContent === 'MYR 1,290.25');
    // Axe judges colours as painted: not while the confirmation is still fading out.
    await page.getByTestId('confirm-dialog').waitFor({ state: 'hidden' });
    assert.deepEqual(await seriousA11yProblems(page, 'credit adjustments'), []);
    await screenshot(page, 'credit-adjustments-1440');

    // The history tells each of them.
    await page.getByRole('link', { name: 'View history' }).click();
    const history = page.getByTestId('credit-history-table');
    await history.waitFor();
    await history.locator('tbody tr').nth(5).waitFor();

    // A 390 px phone, in Bahasa Malaysia and dark: the whole form in reach, nothing wider than the screen.
    await page.setViewportSize(PHONE);
    await page.evaluate(() => {
      document.cookie = 'lang=ms; path=/';
      localStorage.setItem('mantine-color-scheme-value', 'dark');
    });
    // The accounts tab's 'Adjust credit' button opens it with no account: the organization is searched by name.
    await page.goto(`${SCREEN_PATHS.topUps}?tab=accounts`);
    await page.getByTestId('open-adjustments').click();
    await waitForPath(page, SCREEN_PATHS.creditAdjustments);
    await page.getByTestId('choose-account').waitFor();
    await page.getByRole('heading', { name: 'Pelarasan kredit' }).waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.dataset.mantineColorScheme), 'dark');
    await page.getByRole('combobox', { name: 'Organisasi' }).fill(organization.name);
    await page.getByRole('option', { name: organization.name }).click();
    await page.waitForURL((url) => url.searchParams.get('organizationId') === organization.id);
    await page.waitForFunction(() => document.querySelector('[data-testid="figure-balance"]')?.textContent === 'MYR 140.25');
    await page.getByTestId('adjustment-tab-refund').click();
    await page.getByTestId('adjustment-form-refund').waitFor();
    assert.ok(await pageFits(page), 'the adjustments screen fits a 390 px phone');
    assert.ok(await inView(page.getByTestId('adjustment-form-refund').getByTestId('form-submit'), PHONE.width));
    assert.deepEqual(await seriousA11yProblems(page, 'credit adjustments (390 px, ms, dark)'), []);
    await screenshot(page, 'credit-adjustments-390-ms-dark');
    assertNoConsoleErrors(consoleErrors, /status of 4\d\d/);
  });
});

/** The row of `table` whose `column` cell reads `text`. */
const rowWith = (page, table, column, text) =>
  page.getByTestId(table).locator('tbody tr', { has: page.locator(`td[data-column="${column}"]`, { hasText: text }) });

/** Opens a row's action menu and picks `action`. */
async function rowAction(row, action) {
  await row.getByTestId('row-actions').click();
  await row.page().getByTestId(`row-action-${action}`).click();
}

test('banks: the menu entry, create, a duplicate code refused at the field, edit, deactivate, the active-only filter', async () => {
  const code = `TB${suffix}`.toUpperCase();
  const name = `Bank Tioman ${suffix}`;
  await suite.withPage({ failure: 'banks-failure' }, async ({ page, consoleErrors }) => {
    await page.setViewportSize(DESKTOP);
    await suite.signIn(page, SCREEN_PATHS.dashboard);
    await page.getByTestId('nav-vertical').getByRole('link', { name: 'Banks' }).click();
    await waitForPath(page, SCREEN_PATHS.banks);
    await page.getByRole('heading', { name: 'Banks', exact: true }).waitFor();
    await rowWith(page, 'bank-table', 'code', 'MBB').waitFor();

    await page.getByTestId('create-bank').click();
    const form = page.getByTestId('bank-form');
    await form.getByLabel('Code').fill(code.toLowerCase());
    await form.getByLabel('Bank name').fill(name);
    await form.getByLabel('Account name').fill('Tioman Island Tours Sdn Bhd');
    await form.getByLabel('Account number').fill('5140-1234-5678');
    assert.deepEqual(await seriousA11yProblems(page, 'bank form'), []);
    await form.getByTestId('form-submit').click();
    await toast(page, 'Bank created successfully.').first().waitFor();
    const row = rowWith(page, 'bank-table', 'code', code);
    await row.waitFor();
    assert.match(await row.textContent(), new RegExp(`${name}.*Tioman Island Tours Sdn Bhd.*5140-1234-5678.*Active`));

    // The same code again (any case): refused, said at the code field in the API's words.
    await page.getByTestId('create-bank').click();
    await form.getByLabel('Code').fill(code);
    await form.getByLabel('Bank name').fill(`${name} again`);
    await form.getByTestId('form-submit').click();
    await form.getByText('A bank with this code already exists.').waitFor();
    await page.keyboard.press('Escape');
    await form.waitFor({ state: 'hidden' });

    // Edit: a new account number.
    await rowAction(row, 'edit');
    await form.getByLabel('Account number').fill('5140-9999-0000');
    await form.getByTestId('form-submit').click();
    await toast(page, 'Bank updated successfully.').first().waitFor();
    await row.getByText('5140-9999-0000').waitFor();

    // Deactivate (confirmed): inactive, and gone from the active-only list.
    await rowAction(row, 'deactivate');
    const dialog = page.getByTestId('confirm-dialog');
    await dialog.getByText(`${name} (${code}) will no longer be offered on the top-up form`).waitFor();
    await dialog.getByTestId('confirm-ok').click();
    await row.getByText('Inactive').waitFor();
    await choose(page, 'Show', 'Active banks only');
    await page.getByTestId('filters-apply').click();
    await page.waitForURL((url) => url.searchParams.get('getActiveOnly') === 'true');
    // The inactive bank leaves the list once the active-only answer is in; the active ones stay.
    await row.waitFor({ state: 'detached' });
    await page.waitForSelector('[data-testid="bank-table"][aria-busy="false"]');
    await rowWith(page, 'bank-table', 'code', 'MBB').waitFor();
    // ... nor offered on the top-up form's list (the API's own active-only answer).
    const offered = await callApi('GET', 'bo/Bank/getBankList?getActiveOnly=true', { token: await adminToken() });
    assert.ok(!offered.some((bank) => bank.code === code));
    assert.deepEqual(await seriousA11yProblems(page, 'banks'), []);
    await screenshot(page, 'banks-1440');

    // A 390 px phone, Bahasa Malaysia, dark: the row actions in reach, the page no wider than the screen.
    await page.setViewportSize(PHONE);
    await page.evaluate(() => {
      document.cookie = 'lang=ms; path=/';
      localStorage.setItem('mantine-color-scheme-value', 'dark');
    });
    await page.goto(SCREEN_PATHS.banks);
    await page.getByRole('heading', { name: 'Bank', exact: true }).waitFor();
    const phoneRow = rowWith(page, 'bank-table', 'code', code);
    await phoneRow.getByText('Tidak aktif').waitFor();
    assert.ok(await inView(phoneRow.getByTestId('row-actions'), PHONE.width), 'the row actions are on screen');
    assert.ok(await pageFits(page), 'the banks screen fits a 390 px phone');
    assert.deepEqual(await seriousA11yProblems(page, 'banks (390 px, ms, dark)'), []);
    await screenshot(page, 'banks-390-ms-dark');
    assertNoConsoleErrors(consoleErrors, /status of 4\d\d/);
  });
});

test('system credit and fees: the menu entry, a default fee, a duplicate refused, an organization percentage, an edit', async () => {
  if (!organization.id) await approvedOrganization(await adminToken());
  await suite.withPage({ failure: 'system-fees-failure', viewport: DESKTOP }, async ({ page, consoleErrors }) => {
    await suite.signIn(page, SCREEN_PATHS.dashboard);
    await page.getByTestId('nav-vertical').getByRole('link', { name: 'System Credit and Fees' }).click();
    await waitForPath(page, SCREEN_PATHS.systemCredit);
    await page.getByTestId('system-credit-table').waitFor();
    await page.getByTestId('tab-fees').click();
    const table = page.getByTestId('system-fee-table');
    await table.waitFor();

    // The provider's default top-up fee: RM 10.50.
    const form = page.getByTestId('system-fee-form');
    await page.getByTestId('create-system-fee').click();
    await form.getByLabel('Amount (MYR)').fill('10.50');
    assert.deepEqual(await seriousA11yProblems(page, 'fee form'), []);
    await form.getByTestId('form-submit').click();
    await toast(page, 'System fee setting created successfully.').first().waitFor();
    const byDefault = table.locator('tbody tr', { hasText: 'All organizations (default)' }).filter({ hasText: 'Top-up fee' });
    await byDefault.getByText('MYR 10.50').waitFor();

    // The same fee type and currency again: refused in the API's words.
    await page.getByTestId('create-system-fee').click();
    await form.getByLabel('Amount (MYR)').fill('3');
    await form.getByTestId('form-submit').click();
    await form.getByText('This fee type is already set for this organization and currency.').waitFor();

    // The organization's own: a percentage, at most 100.
    await choose(page, 'Organization', organization.name);
    await choose(page, 'Based on', 'Percentage');
    await form.getByLabel('Percentage (%)').fill('150');
    await form.getByTestId('form-submit').click();
    await form.getByText('A percentage fee cannot be more than 100%').waitFor();
    await form.getByLabel('Percentage (%)').fill('2.5');
    await form.getByTestId('form-submit').click();
    await toast(page, 'System fee setting created successfully.').first().waitFor();
    const own = table.locator('tbody tr', { hasText: organization.name });
    await own.getByText('2.50%').waitFor();

    // Change the default to RM 12.00; deactivate the organization's own (confirmed).
    await rowAction(byDefault, 'edit');
    assert.equal(await form.getByLabel('Amount (MYR)').inputValue(), '10.50');
    await form.getByLabel('Amount (MYR)').fill('12');
    await form.getByTestId('form-submit').click();
    await toast(page, 'System fee setting updated successfully.').first().waitFor();
    await byDefault.getByText('MYR 12.00').waitFor();
    await rowAction(own, 'deactivate');
    await page.getByTestId('confirm-dialog').getByText(`Top-up fee of 2.50% (MYR) for ${organization.name}`).waitFor();
    await page.getByTestId('confirm-dialog').getByTestId('confirm-ok').click();
    await own.getByText('Inactive').waitFor();
    // What applies to the organization now: the default again (the API's own check).
    const check = await callApi('POST', 'bo/SystemOrganizationCredit/checksettinginorganization', {
      token: await adminToken(),
      body: { organizationId: organization.id, feeType: 'TOP_UP_FEE', currencyCode: 'MYR' },
    });
    assert.deepEqual(
      check.effective.map((fee) => [fee.organizationId, fee.value]),
      [[null, 1200]],
    );
    assert.deepEqual(await seriousA11yProblems(page, 'system fee settings'), []);
    await screenshot(page, 'system-fees-1440');

    await page.setViewportSize(PHONE);
    await page.evaluate(() => {
      document.cookie = 'lang=ms; path=/';
      localStorage.setItem('mantine-color-scheme-value', 'dark');
    });
    await page.goto(`${SCREEN_PATHS.systemCredit}?tab=fees`);
    await page.getByRole('heading', { name: 'Tetapan yuran sistem' }).waitFor();
    await table.locator('tbody tr').first().waitFor();
    assert.ok(await inView(table.locator('tbody tr').first().getByTestId('row-actions'), PHONE.width));
    assert.ok(await pageFits(page), 'the fee settings fit a 390 px phone');
    assert.deepEqual(await seriousA11yProblems(page, 'system fee settings (390 px, ms, dark)'), []);
    await screenshot(page, 'system-fees-390-ms-dark');
    await page.getByTestId('create-system-fee').click();
    await form.waitFor();
    assert.deepEqual(await seriousA11yProblems(page, 'fee form (390 px, ms, dark)', '.mantine-Modal-content'), []);
    await screenshot(page, 'system-fee-form-390-ms-dark');
    assertNoConsoleErrors(consoleErrors, /status of 4\d\d/);
  });
});

/** Types today (the browser's day, at 00:00, so never in the future) as the bank-in moment. */
async function pickBankInToday(page) {
  const today = await page.evaluate(() => new Date().toLocaleDateString('en-CA'));
  await typeDateTime(page, 'Bank-in date and time', today, '00:00');
}

test('system credit: the provider requests top-ups of its own credit; one approved, one rejected with a reason', async () => {
  await suite.withPage({ failure: 'system-credit-failure' }, async ({ page, consoleErrors }) => {
    const requestTopUp = async (amount, reference) => {
      await page.getByTestId('request-system-top-up').click();
      const form = page.getByTestId('system-top-up-form');
      await form.locator('input[name="amount"]').fill(amount);
      await choose(page, 'Bank', 'Maybank (0000-0000-0001)');
      await form.locator('input[name="bankInReference"]').fill(reference);
      await pickBankInToday(page);
      await form.locator('input[type="file"][name="file"]').setInputFiles([pngFile('system-slip.png')]);
      await form.getByTestId('form-submit').click();
      await toast(page, 'Top-up request submitted. It is pending approval.').first().waitFor();
      await form.waitFor({ state: 'hidden' });
    };
    await page.setViewportSize(DESKTOP);
    await suite.signIn(page, `${SCREEN_PATHS.systemCredit}?tab=PEND`);
    await page.getByTestId('system-top-up-table-PEND').waitFor();
    await requestTopUp('5,000.00', `SYS-${suffix}-1`);
    await requestTopUp('75.25', `SYS-${suffix}-2`);
    const pending = (reference) => rowWith(page, 'system-top-up-table-PEND', 'bankInReference', reference);
    await pending(`SYS-${suffix}-1`).getByText('MYR 5,000.00').waitFor();
    await page.getByTestId('tab-count-PEND').getByText('2').waitFor();
    // The queue shows the newest request first; 'Requested' sorts it oldest first.
    const references = () =>
      page.getByTestId('system-top-up-table-PEND').locator('tbody td[data-column="bankInReference"]').allInnerTexts();
    assert.deepEqual((await references()).slice(0, 2), [`SYS-${suffix}-2`, `SYS-${suffix}-1`]);
    assert.deepEqual(await seriousA11yProblems(page, 'system top-ups'), []);
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      const approve = pending(`SYS-${suffix}-1`).getByTestId('cell-action-approve');
      assert.ok(await inView(approve, viewport.width), `Approve in view at ${viewport.width} px`);
      await screenshot(page, `system-top-ups-pending-${viewport.width}`);
    }

    // Approve the first (confirmed) with the button in its row, not hidden in the row's menu ...
    await pending(`SYS-${suffix}-1`).getByTestId('cell-action-approve').click();
    await page
      .getByTestId('confirm-dialog')
      .getByText(`MYR 5,000.00 for the provider's own credit (bank-in reference SYS-${suffix}-1)`)
      .waitFor();
    await page.getByTestId('confirm-dialog').getByTestId('confirm-ok').click();
    await toast(page, 'Top up successful').first().waitFor();
    await pending(`SYS-${suffix}-1`).waitFor({ state: 'detached' });
    // ... reject the second: a reason is required, and kept.
    await pending(`SYS-${suffix}-2`).getByTestId('cell-action-reject').click();
    const reasonDialog = page.getByTestId('reason-dialog');
    await reasonDialog.getByTestId('reason-submit').click();
    await reasonDialog.getByText('Please give the reason for rejecting this top-up.').waitFor();
    await reasonDialog.locator('textarea[name="reason"]').fill('Slip does not match the statement');
    await reasonDialog.getByTestId('reason-submit').click();
    await pending(`SYS-${suffix}-2`).waitFor({ state: 'detached' });
    await page.getByTestId('tab-REJECT').click();
    await rowWith(page, 'system-top-up-table-REJECT', 'bankInReference', `SYS-${suffix}-2`)
      .getByText('Slip does not match the statement')
      .waitFor();

    // The provider's MYR credit holds the approved one only.
    await page.getByTestId('tab-accounts').click();
    const myr = rowWith(page, 'system-credit-table', 'currencyCode', 'MYR');
    await myr.locator('td[data-column="available"]').getByText('MYR 5,000.00').waitFor();
    assert.deepEqual(await seriousA11yProblems(page, 'system credit'), []);
    await screenshot(page, 'system-credit-1440');

    await page.setViewportSize(PHONE);
    await page.getByTestId('tab-VERIFY').click();
    const approved = rowWith(page, 'system-top-up-table-VERIFY', 'bankInReference', `SYS-${suffix}-1`);
    await approved.waitFor();
    assert.ok(await inView(approved.getByTestId('row-actions'), PHONE.width), 'the row actions are on screen');
    assert.ok(await pageFits(page), 'the system top-ups fit a 390 px phone');
    await screenshot(page, 'system-top-ups-390');
    assertNoConsoleErrors(consoleErrors, /status of 4\d\d/);
  });
});

test('an agency administrator: none of these screens in the menu or the row actions, and each route refused', async () => {
  if (!organization.id) await approvedOrganization(await adminToken());
  // The organization's administrator, made by the approval (the first-time login mail is not read here).
  const agent = { username: '', password: 'Agent!2345a' };
  const { default: argon2 } = await import('argon2');
  const hash = await argon2.hash(agent.password, { type: argon2.argon2id });
  await runDatabase(async (db) => {
    const users = await db.query(`SELECT username FROM identity.users WHERE organization_id = $1`, [organization.id]);
    agent.username = users.rows[0].username;
    await db.query(`UPDATE identity.users SET password_hash = $1, status = 'A' WHERE username = $2`, [hash, agent.username]);
  });
  await suite.withPage({ viewport: DESKTOP }, async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto(`${SCREEN_PATHS.topUps}?tab=accounts`);
    await login.signIn(agent.username, agent.password);
    await waitForPath(page, SCREEN_PATHS.topUps);
    const navigation = page.getByTestId('nav-vertical');
    await navigation.getByRole('link', { name: 'Credit Top-ups and Payments' }).waitFor();
    for (const name of ['Banks', 'System Credit and Fees']) {
      assert.equal(await navigation.getByRole('link', { name }).count(), 0, `${name} is not in an agency administrator's menu`);
    }
    const row = page.getByTestId('credit-account-table').locator('tbody tr').first();
    await row.waitFor();
    assert.equal(await page.getByTestId('open-adjustments').count(), 0);
    for (const path of [SCREEN_PATHS.creditAdjustments, SCREEN_PATHS.systemCredit, SCREEN_PATHS.banks]) {
      await page.goto(path);
      await page.getByTestId('error-title').getByText('Not Authorized').waitFor();
    }
  });
});
