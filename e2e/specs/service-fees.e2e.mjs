/**
 * Service fees through their screens (features/service-fees): a B2B hotel fee added with the form
 * (fee bases named for hotels; RM 12.50 per booking sent as 1250 minor units), found in the list
 * (version 1) and in the overview of today's fees, then edited from the overview to 2.75% of cost
 * plus mark-up (275 basis points, version 2). The seeded B2C hotel fee is in the overview too. On
 * a 390 px phone in the dark scheme the overview is a card per product and channel. axe on each screen.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SCREEN_PATHS } from '@bo/shared';
import { inView, screenshot, seriousA11yProblems, waitForPath } from '../support/browser.mjs';
import { toast } from '../support/organizations.mjs';
import { appAndBrowser } from '../support/suite.mjs';

const suite = appAndBrowser();
const PHONE = { width: 390, height: 844 };

const rowsOf = (page) => page.getByTestId('service-fee-table').locator('tbody tr');
const cell = async (row, column) => (await row.locator(`td[data-column="${column}"]`).innerText()).trim();
const pageFits = (page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);

/** Picks `option` in the select labelled `label` inside `scope`. */
async function choose(scope, label, option) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await scope.page().getByRole('option', { name: option, exact: true }).click();
}

/** The options a select offers, read from its open dropdown (closed again after). */
async function optionsOf(scope, label) {
  const box = scope.getByRole('combobox', { name: label, exact: true });
  await box.click();
  const listbox = scope.page().getByRole('listbox');
  await listbox.waitFor();
  const names = await listbox.getByRole('option').allInnerTexts();
  await box.press('Escape');
  return names.map((name) => name.trim());
}

test('a B2B hotel service fee added, listed, in the overview, edited to version 2; phone, dark', async () => {
  const problems = [];
  await suite.withPage({ failure: 'service-fees-failed' }, async ({ page, consoleErrors }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await suite.signIn(page, `${SCREEN_PATHS.serviceFees}?productType=hotel`);

    // The seeded consumer hotel fee: RM 10.00 per booking.
    const seeded = rowsOf(page).filter({ hasText: 'Consumer (B2C)' });
    await seeded.waitFor();
    assert.equal(await cell(seeded, 'value'), 'MYR 10.00');
    assert.equal(await cell(seeded, 'feeBasis'), 'Per Booking');
    problems.push(...(await seriousA11yProblems(page, SCREEN_PATHS.serviceFees)));

    // Added: the fee bases follow the product (a cable car has no 'per segment').
    await page.getByTestId('create-service-fee').click();
    await waitForPath(page, SCREEN_PATHS.addServiceFee);
    const form = page.getByTestId('service-fee-form');
    await choose(form, 'Product', 'Cable Car');
    assert.deepEqual(await optionsOf(form, 'Charged'), ['Per Ticket', 'Per Booking']);
    await choose(form, 'Product', 'Hotel');
    assert.deepEqual(await optionsOf(form, 'Charged'), ['Per Room Night', 'Per Room', 'Per Booking']);
    await choose(form, 'Sales channel', 'Business (B2B)');
    await choose(form, 'Charged', 'Per Booking');
    await form.locator('input[name="value"]').fill('12.505');
    await form.getByTestId('form-submit').click();
    await form.getByText('at most 2 decimal places').waitFor();
    await form.locator('input[name="value"]').fill('12.50');
    await form.locator('textarea[name="description"]').fill('Agency hotel booking fee');
    problems.push(...(await seriousA11yProblems(page, SCREEN_PATHS.addServiceFee)));
    await screenshot(page, 'service-fees-add-1440');
    const created = page.waitForResponse((r) => r.url().endsWith('/bo/ServiceFee/create'));
    await form.getByTestId('form-submit').click();
    const answer = await created;
    const sent = answer.request().postDataJSON();
    assert.equal(sent.value, 1250, 'money is sent as integer minor units');
    assert.deepEqual([sent.productType, sent.channel, sent.feeBasis, sent.basedOn], ['hotel', 'B2B', 2, 'AMOUNT']);
    assert.equal(sent.validTo, null, 'no end date: open-ended');
    const serviceFeeID = (await answer.json()).serviceFee.serviceFeeID;
    await waitForPath(page, SCREEN_PATHS.serviceFees);
    await toast(page, 'Service fee created').first().waitFor();

    // Listed: version 1.
    await page.goto(`${SCREEN_PATHS.serviceFees}?productType=hotel&channel=B2B`);
    const row = rowsOf(page).filter({ hasText: 'MYR 12.50' });
    await row.waitFor();
    assert.equal(await cell(row, 'feeBasis'), 'Per Booking');
    assert.equal(await cell(row, 'validTo'), 'Open-ended');
    assert.equal(await cell(row, 'version'), '1');
    assert.equal(await rowsOf(page).count(), 1, 'the filters leave the B2B hotel fee only');

    // The overview of today: the new fee and the seeded consumer one, each with its edit link.
    await page.goto(SCREEN_PATHS.serviceFeeOverview);
    const b2b = page.getByTestId('overview-table').getByTestId('overview-hotel-B2B');
    await b2b.getByTestId('overview-value').getByText('MYR 12.50').waitFor();
    await b2b.getByText('Per Booking').waitFor();
    await page.getByTestId('overview-table').getByTestId('overview-hotel-B2C').getByText('MYR 10.00').waitFor();
    await page.getByTestId('overview-table').getByTestId('overview-themePark-B2B').getByText('No fee in force').waitFor();
    problems.push(...(await seriousA11yProblems(page, SCREEN_PATHS.serviceFeeOverview)));
    await screenshot(page, 'service-fees-overview-1440');

    // Edited from the overview: 2.75% of cost plus mark-up, version 2.
    await b2b.getByTestId('overview-edit').click();
    await page.waitForURL((url) => url.pathname === SCREEN_PATHS.serviceFeeSetup && url.searchParams.get('id') === serviceFeeID);
    await page.getByTestId('page-title').getByText('Service Fee Setup').waitFor();
    await page.getByText('Version 1; saving makes version 2.').waitFor();
    const editForm = page.getByTestId('service-fee-form');
    assert.equal(await editForm.locator('input[name="value"]').inputValue(), '12.50');
    await choose(editForm, 'Based on', 'Percentage');
    await editForm.locator('input[name="value"]').fill('2.75');
    problems.push(...(await seriousA11yProblems(page, SCREEN_PATHS.serviceFeeSetup)));
    const updated = page.waitForRequest((r) => r.url().endsWith('/bo/ServiceFee/update'));
    await editForm.getByTestId('form-submit').click();
    const update = (await updated).postDataJSON();
    assert.deepEqual([update.serviceFeeID, update.basedOn, update.value], [serviceFeeID, 'PERCENTAGE', 275]);
    await waitForPath(page, SCREEN_PATHS.serviceFees);
    await toast(page, 'Service fee updated').first().waitFor();
    await page.goto(`${SCREEN_PATHS.serviceFees}?productType=hotel&channel=B2B`);
    const edited = rowsOf(page).filter({ hasText: '2.75%' });
    await edited.waitFor();
    assert.equal(await cell(edited, 'version'), '2');
    await screenshot(page, 'service-fees-list-1440');

    // A phone, dark: the overview is a card per product and channel, the list's actions in reach.
    await page.addInitScript(() => localStorage.setItem('mantine-color-scheme-value', 'dark'));
    await page.setViewportSize(PHONE);
    await page.goto(SCREEN_PATHS.serviceFeeOverview);
    const card = page.getByTestId('overview-cards').getByTestId('overview-hotel-B2B');
    await card.getByText('2.75%').waitFor();
    await card.getByText('Version 2, no end date').waitFor();
    assert.ok(await pageFits(page), 'the overview is wider than the phone');
    assert.ok(await inView(card.getByTestId('overview-edit'), PHONE.width), 'the edit link is out of reach');
    await screenshot(page, 'service-fees-overview-390-dark');
    problems.push(...(await seriousA11yProblems(page, `${SCREEN_PATHS.serviceFeeOverview} (phone, dark)`)));
    await page.goto(SCREEN_PATHS.serviceFees);
    await rowsOf(page).first().waitFor();
    assert.ok(await pageFits(page), 'the list is wider than the phone');
    assert.ok(await inView(rowsOf(page).first().getByTestId('row-actions'), PHONE.width), 'the row actions are out of reach');

    assert.deepEqual(problems, []);
    assert.deepEqual(consoleErrors, []);
  });
});
