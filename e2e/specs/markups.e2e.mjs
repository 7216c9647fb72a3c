/**
 * Mark-ups and the price quote through their screens (features/markups; issue "Pricing" items 2
 * and 5): a B2B group with a 10% commission and an agency in it, and a 4-star hotel with a rate of
 * MYR 300.00 a night, made through the API. A hotel mark-up of 12.50% for the group is created
 * with the form (sent as 1250 basis points) and listed; edited with a reason into one row per star
 * rating (5 stars at 15.00%), it is version 2 in the history with the reason, and version 1 still
 * reads as it was. The quote for the agency's two nights at the hotel shows the breakdown: supplier
 * cost MYR 600.00, the mark-up '12.50% of MYR 600.00', service tax, adding up to the total, the
 * commission apart, and the rule linked to version 2. Once on a 390 px phone in Malay and dark.
 * axe on every screen.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { test } from 'node:test';
import { SCREEN_PATHS } from '@bo/shared';
import { apiOf } from '../support/api.mjs';
import { agencyHotelServiceFee, day } from '../support/bookings.mjs';
import { inView, screenshot, seriousA11yProblems, waitForPath } from '../support/browser.mjs';
import { hotelThroughApi } from '../support/hotels.mjs';
import { agencyFields } from '../support/organizations.mjs';
import { appAndBrowser } from '../support/suite.mjs';

const suite = appAndBrowser();
const api = apiOf(suite);
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const word = randomBytes(3).toString('hex').toUpperCase();
const GROUP = `E2E Gold ${word}`;
const MARKUP = `Gold hotels ${word}`;
const HOTEL = `Hotel Tanjung ${word}`;

const CHECK_IN = day(20);
const CHECK_OUT = day(22);

const rowWith = (page, table, text) => page.getByTestId(table).locator('tbody tr', { hasText: text });
const cell = async (row, column) => (await row.locator(`td[data-column="${column}"]`).innerText()).trim();
const pageFits = (page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);

/** Picks `option` in the select with test id `testId` (works in any language). */
async function pick(page, testId, option) {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function rowAction(page, table, text, key) {
  await rowWith(page, table, text).getByTestId('row-actions').click();
  await page.getByTestId(`row-action-${key}`).click();
}

const setup = {};

/** The group, an agency in it, and a sellable 4-star hotel (MYR 300.00 a night, 5 rooms a night). */
async function makeSetup() {
  const token = await api.adminToken();
  const { group } = await api.call('POST', 'markup/CreateMarkupGroupList', {
    token,
    body: { code: `E2E-${word}`, name: GROUP, customerType: 'B2B', commissionBasisPoints: 1000 },
  });
  setup.organizationName = `E2E Markup Travel ${word}`;
  setup.organizationId = await api.createOrganization(token, agencyFields(word, { organizationName: setup.organizationName }));
  // The agency's pricing replica follows its approval: asked again until the group takes it.
  for (let attempt = 0; ; attempt += 1) {
    const answer = await api.request('POST', 'markup/AssignOrganizationGroup', {
      token,
      body: { organizationId: setup.organizationId, markupGroupListID: group.markupGroupListID },
    });
    if (answer.status === 200) break;
    if (attempt > 40) throw new Error(`AssignOrganizationGroup: ${answer.status} ${JSON.stringify(answer.body)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  // A service fee for agencies' hotel bookings, so the quote names a rule without a name of its own.
  await agencyHotelServiceFee(api, token);
  const { hotel, rooms, call } = await hotelThroughApi(api, { name: HOTEL, city: `Kuantan ${word}` }, [
    { code: 'DLX', name: 'Deluxe' },
  ]);
  await call('createRoomRateInclusion', {
    roomInfoID: rooms[0].roomInfoID,
    info: { ratePlanCode: 'BAR', name: 'Best available rate', mealPlan: 'RO', inclusions: [] },
    condition: { refundable: false },
    pricing: { currencyCode: 'MYR', baseOccupancy: 2, baseRate: 30000 },
  });
  await call('updateRoomCalendar', { roomInfoID: rooms[0].roomInfoID, from: day(0), to: day(40), room: { allotment: 5 } });
  setup.hotel = hotel;
}

/** The quote's buyer and the hotel chosen (a Mantine select: choosing the chosen option again clears it). */
async function chooseBuyerAndHotel(page, buyer) {
  await pick(page, 'quote-buyer', buyer);
  await page.getByTestId('hotel-picker').fill(HOTEL);
  await page.getByRole('option', { name: new RegExp(HOTEL) }).click();
}

/** Asks the quote for the stay `checkIn`..`checkOut`; answers the answer's box once it shows `expect`. */
async function askStay(page, checkIn, checkOut, expect = 'quote-option') {
  await page.getByTestId('quote-check-in').fill(checkIn);
  await page.getByTestId('quote-check-out').fill(checkOut);
  await page.getByTestId('quote-check-out').press('Tab');
  await page.getByTestId('quote-submit').click();
  const answer = page.getByTestId('quote-answer');
  await answer.getByTestId(expect).first().waitFor();
  return answer;
}

test('a hotel mark-up created, edited with a reason, its history; the quote explains the price; phone, Malay, dark', async () => {
  await makeSetup();
  const a11y = [];
  await suite.withPage(async ({ context, page, consoleErrors }) => {
    await page.setViewportSize(DESKTOP);
    // Before the group has a mark-up, the agency's price of the stay is cost, fees and tax only.
    await suite.signIn(page, SCREEN_PATHS.priceQuote);
    await chooseBuyerAndHotel(page, setup.organizationName);
    const before = (await askStay(page, CHECK_IN, CHECK_OUT)).getByTestId('quote-option').first();
    const totalBefore = Number(await before.getAttribute('data-total'));
    const kindsBefore = await before.getByTestId('breakdown-line').evaluateAll((trs) => trs.map((tr) => tr.dataset.kind));
    assert.ok(!kindsBefore.includes('MARKUP'), `no mark-up line yet: ${kindsBefore}`);

    await page.goto(SCREEN_PATHS.markups);
    await page.getByTestId('markup-table').waitFor();
    a11y.push(...(await seriousA11yProblems(page, 'mark-up list')));

    // Create: 12.50% of the supplier's cost per room night for the group's hotels.
    await page.getByTestId('create-markup').click();
    await waitForPath(page, SCREEN_PATHS.modifyMarkup);
    const form = page.getByTestId('markup-form');
    await form.getByTestId('markup-name').fill(MARKUP);
    await pick(page, 'markup-product', 'Hotel');
    await pick(page, 'markup-group', GROUP);
    assert.equal(
      await form.getByTestId('markup-customer-type').inputValue(),
      'Business (B2B)',
      'the group gives the customer type',
    );
    await pick(page, 'markup-fee-basis', 'Per Room Night');
    await form.getByTestId('row-value').fill('12.5');
    a11y.push(...(await seriousA11yProblems(page, 'mark-up form')));
    await screenshot(page, 'markups-01-create');
    await form.getByTestId('form-submit').click();
    await waitForPath(page, SCREEN_PATHS.markups);
    let row = rowWith(page, 'markup-table', MARKUP);
    await row.waitFor();
    assert.equal(await cell(row, 'value'), '12.50%');
    assert.equal(await cell(row, 'feeBasis'), 'Per Room Night');
    assert.equal(await cell(row, 'markupGroupName'), GROUP);
    assert.equal(await cell(row, 'version'), '1');
    const markupID = await row.getAttribute('data-row-key');
    setup.markupID = markupID;
    const token = await api.adminToken();
    const stored = await api.call('GET', `markup/GetMarkupDetail?markupID=${markupID}`, { token });
    assert.deepEqual(
      stored.rows.map((r) => r.value),
      [1250],
      '12.50% is sent as 1250 basis points',
    );

    // Edit: one row per star rating, 5 stars at 15.00%; the reason is asked on save.
    await rowAction(page, 'markup-table', MARKUP, 'edit');
    await waitForPath(page, SCREEN_PATHS.modifyMarkup);
    await form.getByTestId('markup-name').waitFor();
    assert.equal(await form.getByTestId('markup-name').inputValue(), MARKUP);
    await form.getByTestId('markup-same-for-all').click({ force: true });
    const rows = form.getByTestId('markup-row');
    await rows.nth(4).waitFor();
    assert.equal(await rows.count(), 5, 'a row per star rating');
    assert.equal(await rows.nth(3).getByTestId('row-value').inputValue(), '12.50');
    await rows.nth(4).getByTestId('row-value').fill('15');
    await form.getByTestId('form-submit').click();
    const dialog = page.getByTestId('reason-dialog');
    await dialog.getByRole('textbox').waitFor();
    a11y.push(...(await seriousA11yProblems(page, 'reason dialog')));
    await dialog.getByRole('textbox').fill('Peak season for five-star hotels');
    await dialog.getByTestId('reason-submit').click();
    await waitForPath(page, SCREEN_PATHS.markups);
    row = rowWith(page, 'markup-table', MARKUP);
    await row.locator('td[data-column="version"]').getByText('2', { exact: true }).waitFor();
    assert.equal(await cell(row, 'value'), '12.50% – 15.00%');

    // History: version 2 with its reason; version 1 still reads as it was.
    await rowAction(page, 'markup-table', MARKUP, 'history');
    await page.waitForURL((url) => url.searchParams.get('tab') === 'history' && url.searchParams.get('markupID') === markupID);
    const history = page.getByTestId('markup-history-table');
    const latest = history.locator(`tbody tr[data-row-key="${markupID}:2"]`);
    await latest.waitFor();
    assert.equal(await cell(latest, 'reason'), 'Peak season for five-star hotels');
    assert.equal(await cell(latest, 'change'), 'Edited');
    assert.match(await cell(latest, 'changedFields'), /Same fees for all/i);
    assert.equal(await history.locator('tbody tr').count(), 2);
    await history.locator(`tbody tr[data-row-key="${markupID}:1"]`).getByTestId('history-version').click();
    const version = page.getByTestId('markup-version-view');
    await version.waitFor();
    assert.equal(await version.getAttribute('data-version'), '1');
    assert.match(await version.innerText(), /Version 1 of 2/i);
    assert.match(await version.getByTestId('markup-version-rows').innerText(), /12\.50%/);
    a11y.push(...(await seriousA11yProblems(page, 'mark-up version')));
    await screenshot(page, 'markups-02-history-version');
    await page.keyboard.press('Escape');
    await version.waitFor({ state: 'detached' });
    await page.getByTestId('tab-summary').click();
    await rowWith(page, 'markup-summary-table', GROUP).waitFor();
    a11y.push(...(await seriousA11yProblems(page, 'mark-up summary')));

    // The quote: two nights of MYR 300.00 for the agency.
    await page.getByTestId('test-price').first().click();
    await waitForPath(page, SCREEN_PATHS.priceQuote);
    await chooseBuyerAndHotel(page, setup.organizationName);
    const answer = await askStay(page, CHECK_IN, CHECK_OUT);
    const option = answer.getByTestId('quote-option').first();
    const lines = option.getByTestId('breakdown-line');
    const kinds = await lines.evaluateAll((trs) => trs.map((tr) => tr.dataset.kind));
    for (const kind of ['SUPPLIER_COST', 'MARKUP', 'SERVICE_TAX']) assert.ok(kinds.includes(kind), `a ${kind} line in ${kinds}`);
    const line = (kind) => option.locator(`[data-testid="breakdown-line"][data-kind="${kind}"]`);
    assert.equal(await line('SUPPLIER_COST').getByTestId('line-amount').innerText(), 'MYR 600.00');
    assert.equal(await line('MARKUP').getByTestId('line-how').innerText(), '12.50% of MYR 600.00');
    assert.equal(await line('MARKUP').getByTestId('line-amount').innerText(), 'MYR 75.00');
    assert.match(await line('SERVICE_TAX').getByTestId('line-how').innerText(), /^8\.00% of MYR /);
    const amounts = await lines.evaluateAll((trs) => trs.map((tr) => Number(tr.dataset.amount)));
    const total = Number(await option.getAttribute('data-total'));
    // The group's mark-up changed the agency's price: by the mark-up and the service tax on it.
    assert.equal(total - totalBefore, 7_500 + 600, 'the price rose by MYR 75.00 and 8% of it');
    assert.equal(
      amounts.reduce((sum, amount) => sum + amount, 0),
      total,
      'the lines add up to the total',
    );
    const shownTotal = await option.getByTestId('breakdown-total').innerText();
    assert.equal(await option.getByTestId('quote-total').innerText(), shownTotal);
    assert.match(await option.getByTestId('quote-commission').innerText(), /not part of the price: MYR 67\.50 \(10\.00% /);
    const rule = option.locator('[data-testid="quote-rule"][data-kind="MARKUP"]');
    assert.equal(await rule.innerText(), `Mark-up: ${MARKUP} (version 2)`);
    // A service fee is named by the product and sales channel it was set up for, not by its id.
    assert.equal(
      await option.locator('[data-testid="quote-rule"][data-kind="SERVICE_FEE"]').innerText(),
      'Service fee: Hotel · Business (B2B) (version 1)',
    );
    a11y.push(...(await seriousA11yProblems(page, 'price quote')));
    await screenshot(page, 'markups-03-quote');

    // Nothing sells on nights without an allotment: the answer says so.
    await askStay(page, day(60), day(61), 'quote-empty');
    await answer.getByTestId('quote-empty').getByText('No rate of this hotel sells for this stay and party.').waitFor();
    await askStay(page, CHECK_IN, CHECK_OUT);

    // The rule opens that exact version.
    await rule.click();
    await page.getByTestId('markup-version-view').waitFor();
    assert.equal(await page.getByTestId('markup-version-view').getAttribute('data-version'), '2');
    await page.keyboard.press('Escape');

    // Once on a phone, in Malay and dark: the same quote, its breakdown readable, nothing cut off.
    await context.addCookies([{ name: 'lang', value: 'ms', url: suite.app.baseUrl }]);
    await page.addInitScript(() => localStorage.setItem('mantine-color-scheme-value', 'dark'));
    await page.setViewportSize(PHONE);
    await page.goto(SCREEN_PATHS.priceQuote);
    await page.getByTestId('page-title').getByText('Mengapa Harga Ini').waitFor();
    await chooseBuyerAndHotel(page, setup.organizationName);
    const phoneAnswer = await askStay(page, CHECK_IN, CHECK_OUT);
    const phoneOption = phoneAnswer.getByTestId('quote-option').first();
    await phoneOption.locator('[data-testid="breakdown-line"][data-kind="MARKUP"]').getByText('Tokokan harga').waitFor();
    // On a phone the way a line was computed sits under its name (the desktop's column is hidden).
    await phoneOption.getByText('12.50% daripada MYR 600.00').first().waitFor();
    assert.equal(await phoneOption.getByTestId('breakdown-total').innerText(), shownTotal);
    assert.ok(await pageFits(page), 'the quote is wider than the phone');
    assert.ok(await inView(phoneOption.getByTestId('breakdown-total'), PHONE.width), 'the total is in view');
    assert.ok(await inView(phoneOption.getByTestId('line-amount').first(), PHONE.width), 'amounts are in view');
    await screenshot(page, 'markups-04-quote-phone-malay-dark');
    a11y.push(...(await seriousA11yProblems(page, 'price quote (phone, ms, dark)')));
    await page.goto(SCREEN_PATHS.markups);
    row = rowWith(page, 'markup-table', MARKUP);
    await row.waitFor();
    assert.ok(await inView(row.getByTestId('row-actions'), PHONE.width), 'row actions in reach');
    assert.equal(await cell(row, 'feeBasis'), 'Setiap Malam Bilik');
    await screenshot(page, 'markups-05-list-phone-malay-dark');
    a11y.push(...(await seriousA11yProblems(page, 'mark-up list (phone, ms, dark)')));

    assert.deepEqual(a11y, []);
    assert.deepEqual(consoleErrors, []);
  });
});

test('an edit over a newer version shows the server message and reloads the newest version', async () => {
  assert.ok(setup.markupID, 'the first test made the mark-up');
  await suite.withPage(async ({ page }) => {
    await suite.signIn(page, `${SCREEN_PATHS.modifyMarkup}?id=${setup.markupID}`);
    const form = page.getByTestId('markup-form');
    await form.getByTestId('markup-name').waitFor();
    const shown = await form.getByTestId('markup-name').inputValue();
    // Meanwhile someone else renames it (version 3).
    const token = await api.adminToken();
    const current = await api.call('GET', `markup/GetMarkupDetail?markupID=${setup.markupID}`, { token });
    const fields = ['name', 'productType', 'markupGroupListID', 'customerType', 'basedOn', 'feeBasis', 'paymentType'];
    const body = Object.fromEntries(fields.map((field) => [field, current[field]]));
    const renamed = `${MARKUP} renamed`;
    await api.call('POST', 'markup/Edit', {
      token,
      body: {
        ...body,
        sameForAll: current.sameForAll,
        rows: current.rows,
        validFrom: current.validFrom,
        validTo: current.validTo,
        active: current.active,
        markupID: setup.markupID,
        expectedVersion: current.version,
        reason: 'Renamed meanwhile',
        name: renamed,
      },
    });
    await form.getByTestId('markup-row').first().getByTestId('row-maintenance-fee').fill('2.00');
    await form.getByTestId('form-submit').click();
    const dialog = page.getByTestId('reason-dialog');
    await dialog.getByRole('textbox').fill('A maintenance fee');
    await dialog.getByTestId('reason-submit').click();
    const conflict = form.getByTestId('markup-conflict');
    await conflict.getByText('Someone else changed this mark-up (now version 3)', { exact: false }).waitFor();
    assert.equal(await form.getByTestId('markup-name').inputValue(), shown, 'what was typed stays until reloaded');
    await conflict.getByTestId('markup-reload').click();
    await page.waitForFunction((name) => document.querySelector('[data-testid="markup-name"]')?.value === name, renamed);
    assert.equal(await form.getByTestId('row-maintenance-fee').first().inputValue(), '', 'the newest version, not the edit');
  });
});
