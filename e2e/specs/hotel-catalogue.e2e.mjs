/**
 * The hotel catalogue through its screens (features/hotels): a bed type, a bed combination of it,
 * a room amenity, a hotel, a room type offering both and a rate with a cancellation policy, each
 * made with the forms and found in its list; a refused delete (a bed type in use) shows the
 * server's reason and leaves the row; axe on the list and form screens; the hotel list on a 390 px
 * phone keeps its row actions in reach.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { screenPath, SCREEN_PATHS } from '@bo/shared';
import { assertNoConsoleErrors, inView, screenshot, seriousA11yProblems, waitForPath } from '../support/browser.mjs';
import { toast } from '../support/organizations.mjs';
import { appAndBrowser } from '../support/suite.mjs';

const suite = appAndBrowser();
const PHONE = { width: 390, height: 844 };

/** The row of `table` with a cell reading `text`. */
const rowWith = (page, table, text) => page.getByTestId(table).locator('tbody tr', { hasText: text });

/** Picks `option` in the select labelled `label` inside `scope` (a form; the list's filters may have the same label). */
async function choose(scope, label, option) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await scope.page().getByRole('option', { name: option, exact: true }).click();
}

/** Confirms the open confirmation dialog. */
async function confirm(page) {
  const ok = page.getByTestId('confirm-dialog').getByTestId('confirm-ok');
  await ok.click();
  await ok.waitFor({ state: 'detached' });
}

/** Runs row action `key` of the row of `table` reading `text`. */
async function rowAction(page, table, text, key) {
  await rowWith(page, table, text).getByTestId('row-actions').click();
  await page.getByTestId(`row-action-${key}`).click();
}

test('bed type, bed combination, amenity, hotel, room type and rate made through the screens; a refused delete', async () => {
  const problems = [];
  await suite.withPage({ failure: 'hotel-catalogue-failed' }, async ({ page, consoleErrors }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await suite.signIn(page, SCREEN_PATHS.bedTypes);

    // A bed type, added in the list's dialog.
    await page.getByTestId('list-empty').waitFor();
    await page.getByTestId('create-bed-type').click();
    const bedTypeForm = page.getByTestId('bed-type-form');
    await bedTypeForm.locator('input[name="code"]').fill('e2e-king');
    await bedTypeForm.locator('input[name="nameEn"]').fill('E2E King');
    await bedTypeForm.locator('input[name="nameMs"]').fill('E2E Raja');
    await bedTypeForm.locator('input[name="sleeps"]').fill('2');
    problems.push(...(await seriousA11yProblems(page, 'bed type form', '[role="dialog"]')));
    await bedTypeForm.getByTestId('form-submit').click();
    await rowWith(page, 'bed-type-table', 'E2E-KING').waitFor();
    problems.push(...(await seriousA11yProblems(page, SCREEN_PATHS.bedTypes)));

    // A bed combination of two of them.
    await page.goto(SCREEN_PATHS.bedCombinations);
    await page.getByTestId('create-bed-combination').click();
    await waitForPath(page, SCREEN_PATHS.createBedCombination);
    const bedForm = page.getByTestId('bed-combination-form');
    await bedForm.getByLabel('Name (English)').fill('E2E 2 King');
    await bedForm.getByLabel('Name (Malay)').fill('E2E 2 Raja');
    await choose(bedForm, 'Bed type', 'E2E King (E2E-KING)');
    await bedForm.getByLabel('Quantity').fill('2');
    problems.push(...(await seriousA11yProblems(page, SCREEN_PATHS.createBedCombination)));
    await bedForm.getByTestId('form-submit').click();
    await waitForPath(page, SCREEN_PATHS.bedCombinations);
    const combination = rowWith(page, 'bed-combination-table', 'E2E 2 King');
    await combination.waitFor();
    assert.equal((await combination.locator('td[data-column="sleeps"]').textContent())?.trim(), '4');

    // The bed type is now in use: deleting it is refused with the server's reason, and it stays.
    await page.goto(SCREEN_PATHS.bedTypes);
    await rowAction(page, 'bed-type-table', 'E2E-KING', 'delete');
    const [refused] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/bo/RWTDIYHotel/deleteBedType')),
      confirm(page),
    ]);
    assert.equal(refused.status(), 409);
    await toast(page, 'This bed type is used by 1 bed combination(s). Remove it from them first.').waitFor();
    await rowWith(page, 'bed-type-table', 'E2E-KING').waitFor();

    // A room amenity in the catalogue.
    await page.goto(SCREEN_PATHS.amenities);
    await page.getByTestId('create-amenity').click();
    const amenityForm = page.getByTestId('amenity-form');
    await amenityForm.locator('input[name="code"]').fill('e2e-kettle');
    await choose(amenityForm, 'Applies to', 'Room amenity');
    await amenityForm.locator('input[name="nameEn"]').fill('E2E Kettle');
    await amenityForm.locator('input[name="nameMs"]').fill('E2E Cerek');
    await choose(amenityForm, 'Category', 'In the room');
    await amenityForm.getByTestId('form-submit').click();
    await rowWith(page, 'amenity-table', 'E2E-KETTLE').waitFor();
    problems.push(...(await seriousA11yProblems(page, SCREEN_PATHS.amenities)));

    // A hotel: the form opens its profile once saved; the list finds it by search.
    await page.goto(SCREEN_PATHS.hotels);
    await page.getByTestId('create-hotel').click();
    await waitForPath(page, SCREEN_PATHS.createHotel);
    const hotelForm = page.getByTestId('hotel-form');
    await hotelForm.getByTestId('form-submit').click();
    await hotelForm.getByText('Required field').first().waitFor();
    await hotelForm.locator('input[name="code"]').fill('e2e-kl1');
    await hotelForm.locator('input[name="name"]').fill('E2E Hotel Kuala Lumpur');
    await choose(hotelForm, 'Star rating', '4 Stars');
    await hotelForm.locator('input[name="addressLine1"]').fill('1 Jalan Ampang');
    await choose(hotelForm, 'State', 'W.P. Kuala Lumpur');
    await hotelForm.locator('input[name="city"]').fill('Kuala Lumpur');
    problems.push(...(await seriousA11yProblems(page, SCREEN_PATHS.createHotel)));
    const created = page.waitForResponse((r) => r.url().endsWith('/bo/RWTDIYHotel/createHotel'));
    await hotelForm.getByTestId('form-submit').click();
    const hotelID = (await (await created).json()).hotel.hotelID;
    await waitForPath(page, screenPath('hotelProfile', hotelID));
    await page.goto(`${SCREEN_PATHS.hotels}?search=e2e-kl`);
    const hotelRow = rowWith(page, 'hotel-table', 'E2E Hotel Kuala Lumpur');
    await hotelRow.waitFor();
    assert.equal((await hotelRow.locator('td[data-column="starRating"]').textContent())?.trim(), '4 Stars');
    problems.push(...(await seriousA11yProblems(page, SCREEN_PATHS.hotels)));

    // A room type of the hotel with the bed combination and the amenity; its profile opens.
    await page.goto(`${SCREEN_PATHS.createRoom}?hotelID=${hotelID}`);
    const roomForm = page.getByTestId('room-form');
    await roomForm.locator('input[name="code"]').fill('dlx');
    await roomForm.locator('input[name="name"]').fill('E2E Deluxe King');
    await roomForm.locator('input[name="roomCount"]').fill('10');
    await roomForm.getByLabel('E2E 2 King').check();
    await roomForm.getByLabel('E2E Kettle').check();
    const roomCreated = page.waitForResponse((r) => r.url().endsWith('/bo/RWTDIYHotel/createRoom'));
    await roomForm.getByTestId('form-submit').click();
    const roomInfoID = (await (await roomCreated).json()).room.roomInfoID;
    await waitForPath(page, screenPath('roomProfile', roomInfoID));
    await page.getByTestId('rate-table').waitFor();
    problems.push(...(await seriousA11yProblems(page, 'room profile')));

    // A refundable rate: RM 250.50 a night, free cancellation until 3 days before, then one night.
    await page.getByTestId('create-rate').click();
    await waitForPath(page, SCREEN_PATHS.createRoomRate);
    const rateForm = page.getByTestId('rate-form');
    await rateForm.locator('[data-path="info.ratePlanCode"]').fill('bb');
    await rateForm.locator('[data-path="info.name"]').fill('Bed and Breakfast');
    await rateForm.locator('[data-path="condition.freeCancellationDays"]').fill('3');
    await rateForm.getByTestId('rate-baseRate').fill('250.505');
    await rateForm.getByTestId('form-submit').click();
    await rateForm.getByText('decimal', { exact: false }).first().waitFor();
    await rateForm.getByTestId('rate-baseRate').fill('250.50');
    const rateCreated = page.waitForResponse((r) => r.url().endsWith('/bo/RWTDIYHotel/createRoomRateInclusion'));
    await rateForm.getByTestId('form-submit').click();
    const rate = (await (await rateCreated).json()).roomRate;
    assert.equal(rate.pricing.baseRate, 25050, 'money is sent as integer minor units');
    assert.deepEqual(rate.condition.cancellationFee, { basis: 'NIGHTS', value: 1 });
    assert.equal(rate.condition.freeCancellationDays, 3);
    await waitForPath(page, screenPath('roomProfile', roomInfoID));
    const rateRow = rowWith(page, 'rate-table', 'BB');
    await rateRow.waitFor();
    assert.equal((await rateRow.locator('td[data-column="baseRate"]').textContent())?.trim(), 'MYR 250.50');

    // The room list of the hotel shows the room type with its rate.
    await page.goto(`${SCREEN_PATHS.rooms}?hotelID=${hotelID}`);
    const roomRow = rowWith(page, 'room-table', 'E2E Deluxe King');
    await roomRow.waitFor();
    assert.equal((await roomRow.locator('td[data-column="rateCount"]').textContent())?.trim(), '1');
    await screenshot(page, 'hotel-catalogue-rooms-1440');

    // On a phone: the hotel list's row actions stay in reach.
    await page.setViewportSize(PHONE);
    await page.goto(`${SCREEN_PATHS.hotels}?search=e2e-kl`);
    await hotelRow.waitFor();
    assert.ok(await inView(hotelRow.getByTestId('row-actions'), PHONE.width), 'the row actions button is on screen');
    assert.ok(await inView(page.getByTestId('create-hotel'), PHONE.width), 'the create button is on screen');
    await screenshot(page, 'hotel-catalogue-hotels-390');

    assert.deepEqual(problems, []);
    assertNoConsoleErrors(consoleErrors, /409/);
  });
});
