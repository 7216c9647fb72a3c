/**
 * The hotel profile (issue 16 items 2, 3 and 7): a hotel with a room type and a rate plan made
 * through the API, then on its calendar an allotment, a season and a stop-sell set through the
 * screen, and the availability check changing with them: sellable before the stop-sell at the
 * season's price, not sellable across the stopped date after. Photos uploaded, reordered and a
 * cover chosen. axe on every tab; the calendar and photos usable on a 390 px phone.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SCREEN_PATHS, screenPath } from '@bo/shared';
import { apiOf } from '../support/api.mjs';
import { hotelThroughApi } from '../support/hotels.mjs';
import { pngFile, toast } from '../support/organizations.mjs';
import { inView, screenshot, seriousA11yProblems } from '../support/browser.mjs';
import { appAndBrowser } from '../support/suite.mjs';

const suite = appAndBrowser();
const api = apiOf(suite);
const PHONE = { width: 390, height: 844 };

/** `YYYY-MM-DD` `days` after today (UTC; far enough ahead of any release or hotel-local "today"). */
const dateIn = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const ARRIVAL = dateIn(20);
const MIDDLE = dateIn(21);
const DEPARTURE = dateIn(22);

let hotel;

async function makeHotel() {
  const {
    hotel: made,
    rooms,
    call,
  } = await hotelThroughApi(api, { name: 'Hotel Seri Pantai', city: 'Langkawi' }, [{ code: 'DLX', name: 'Deluxe Sea View' }]);
  await call('createRoomRateInclusion', {
    roomInfoID: rooms[0].roomInfoID,
    info: { ratePlanCode: 'BAR', name: 'Best available rate', mealPlan: 'BB', inclusions: ['Breakfast for 2'] },
    condition: { refundable: true, freeCancellationDays: 3, cancellationFee: { basis: 'NIGHTS', value: 1 } },
    pricing: { currencyCode: 'MYR', baseOccupancy: 2, baseRate: 30000 },
  });
  return made;
}

/** The calendar grid showing `date` (the months moved forward until it shows). */
async function showDate(page, date) {
  const grid = page.getByTestId('calendar-grid');
  for (let step = 0; step < 3 && !(await grid.locator(`th[data-date="${date}"]`).count()); step += 1) {
    const first = await grid.locator('th[data-date]').first().getAttribute('data-date');
    await page.getByRole('button', { name: 'Next month' }).click();
    await page.waitForFunction(
      (old) => document.querySelector('[data-testid="calendar-grid"] th[data-date]')?.getAttribute('data-date') > old,
      first,
    );
  }
}

async function bulkEdit(page, { from, to, fill }) {
  await page.getByTestId('calendar-bulk-edit').click();
  const form = page.getByTestId('calendar-bulk-form');
  await form.waitFor();
  await form.getByTestId('bulk-from').fill(from);
  await form.getByTestId('bulk-to').fill(to);
  await form.getByTestId('bulk-to').press('Tab');
  await fill(form);
  await form.getByTestId('bulk-save').click();
  await form.waitFor({ state: 'detached' });
}

async function checkAvailability(page, checkIn, checkOut) {
  const box = page.getByTestId('availability');
  await box.getByTestId('availability-check-in').fill(checkIn);
  await box.getByTestId('availability-check-out').fill(checkOut);
  await box.getByTestId('availability-check-out').press('Tab');
  await box.getByTestId('availability-search').click();
  await box.getByTestId('availability-answer').waitFor();
  return box;
}

test('calendar: allotment, season and stop-sell change what availability sells', async () => {
  hotel = await makeHotel();
  await suite.withPage({ viewport: { width: 1440, height: 900 } }, async ({ page }) => {
    await suite.signIn(page, `${screenPath('hotelProfile', hotel.hotelID)}?tab=calendar`);
    await page.getByTestId('calendar-grid').waitFor();
    await showDate(page, ARRIVAL);
    assert.equal(await page.getByTestId(`cell-allotment-${ARRIVAL}`).innerText(), '0', 'nothing to sell before an allotment');

    await bulkEdit(page, {
      from: ARRIVAL,
      to: DEPARTURE,
      fill: (form) => form.getByTestId('bulk-allotment').fill('5'),
    });
    await page.getByTestId(`cell-free-${ARRIVAL}`).getByText('5', { exact: true }).waitFor();
    // One sentence, plural by i18next's rules (not '3 day(s) changed. 3 date(s) changed.').
    await toast(page, 'Calendar updated: 3 dates changed.').waitFor();
    assert.equal(await toast(page, 'changed').innerText(), 'Calendar updated: 3 dates changed.');

    // A season: 450.00 a night on every weekday across the stay.
    const seasons = page.getByTestId('seasons-BAR');
    await seasons.getByTestId('season-add').click();
    const seasonForm = page.getByTestId('season-form');
    await seasonForm.getByTestId('season-name').fill('Peak');
    await seasonForm.getByTestId('season-starts').fill(ARRIVAL);
    await seasonForm.getByTestId('season-ends').fill(DEPARTURE);
    for (let day = 1; day <= 7; day += 1) await seasonForm.getByTestId(`season-price-${day}`).fill('450.00');
    await seasonForm.getByTestId('season-save').click();
    await seasonForm.waitFor({ state: 'detached' });
    await seasons.getByText('Peak').waitFor();
    const arrivalPrice = page.getByTestId(`cell-rate-BAR-${ARRIVAL}`);
    await arrivalPrice.getByText('450.00').waitFor();
    assert.equal(await arrivalPrice.getByTestId('price-source').innerText(), 'S');

    // Sellable: two nights at the season's price.
    let box = await checkAvailability(page, ARRIVAL, DEPARTURE);
    const rate = box.locator('[data-testid="availability-rate"][data-plan="BAR"]');
    await rate.waitFor();
    assert.equal(await rate.getByTestId(`night-${ARRIVAL}`).innerText(), 'MYR 450.00');
    assert.equal(await rate.getByTestId(`night-${MIDDLE}`).innerText(), 'MYR 450.00');
    assert.match(await rate.getByTestId('availability-total').innerText(), /MYR 900\.00/);
    await screenshot(page, 'hotel-calendar-1440');

    // Stop-sell on the middle night: the same stay is no longer sellable.
    await bulkEdit(page, {
      from: MIDDLE,
      to: MIDDLE,
      fill: async (form) => {
        await form.getByTestId('bulk-stop-sell').click();
        await page.getByRole('option', { name: 'Stop selling' }).click();
      },
    });
    await page.getByTestId(`cell-stop-${MIDDLE}`).getByText('Stop').waitFor();
    await toast(page, 'Calendar updated: 1 date changed.').waitFor();
    box = await checkAvailability(page, ARRIVAL, DEPARTURE);
    await box.getByTestId('availability-none').waitFor();
    assert.equal(await box.getByTestId('availability-rate').count(), 0);
    // The night before the stop still sells.
    box = await checkAvailability(page, ARRIVAL, MIDDLE);
    await box.locator('[data-testid="availability-rate"][data-plan="BAR"]').waitFor();
  });
});

test('photos: upload, reorder with the buttons, choose the cover', async () => {
  await suite.withPage(async ({ page }) => {
    await suite.signIn(page, `${screenPath('hotelProfile', hotel.hotelID)}?tab=photos`);
    const input = page.locator('input[type="file"]');
    for (const name of ['lobby.png', 'pool.png']) {
      await page.getByTestId('photo-caption').fill(name.replace('.png', ''));
      await input.setInputFiles(pngFile(name));
      await page.getByTestId('hotel-photos').getByText(name.replace('.png', ''), { exact: false }).waitFor();
    }
    // A text file named as an image is refused by content.
    await input.setInputFiles({ name: 'beach.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') });
    await page.getByTestId('photo-problems').waitFor();
    const photos = page.getByTestId('hotel-photo');
    assert.equal(await photos.count(), 2);
    assert.equal(await photos.first().getAttribute('data-cover'), 'true', 'the first photo is the cover');

    await photos.nth(1).getByTestId('photo-up').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="hotel-photo"]')?.textContent?.includes('pool'));
    await photos.first().getByTestId('photo-cover').click();
    await page.waitForFunction(
      () => document.querySelector('[data-testid="hotel-photo"]')?.getAttribute('data-cover') === 'true',
    );
    assert.equal(await page.locator('[data-testid="hotel-photo"][data-cover="true"]').count(), 1, 'exactly one cover');
  });
});

test('every tab of the profile: no serious axe finding; calendar and photos usable on a 390 px phone', async () => {
  await suite.withPage(async ({ page }) => {
    await suite.signIn(page, screenPath('hotelProfile', hotel.hotelID));
    const problems = [];
    for (const tab of ['details', 'rooms', 'facilities', 'ratePlans', 'photos', 'calendar']) {
      await page.getByTestId(`profile-tab-${tab}`).click();
      if (tab === 'calendar') await page.getByTestId('calendar-grid').waitFor();
      if (tab === 'photos') await page.getByTestId('hotel-photo').first().waitFor();
      if (tab === 'ratePlans') await page.getByTestId('rate-plan-BAR').waitFor();
      problems.push(...(await seriousA11yProblems(page, `profile ${tab}`)));
    }
    assert.deepEqual(problems, []);

    await page.setViewportSize(PHONE);
    await page.getByTestId('profile-tab-calendar').click();
    await page.getByTestId('calendar-list').waitFor();
    assert.ok(await inView(page.getByTestId('calendar-bulk-edit'), PHONE.width), 'bulk edit in reach');
    assert.ok(await inView(page.getByTestId('availability-search'), PHONE.width), 'availability search in reach');
    await screenshot(page, 'hotel-calendar-390');
    problems.push(...(await seriousA11yProblems(page, 'calendar 390')));
    await page.getByTestId('profile-tab-photos').click();
    const last = page.getByTestId('hotel-photo').last();
    await last.waitFor();
    assert.ok(await inView(last.getByTestId('photo-up'), PHONE.width), 'move buttons in reach');
    assert.ok(await inView(last.getByTestId('photo-delete'), PHONE.width), 'delete in reach');
    await screenshot(page, 'hotel-photos-390');
    assert.deepEqual(problems, []);
  });
});

test("'Add room type' on a hotel's profile opens the form for that hotel", async () => {
  hotel ??= await makeHotel();
  await suite.withPage({ viewport: { width: 1440, height: 900 } }, async ({ page }) => {
    await suite.signIn(page, `${screenPath('hotelProfile', hotel.hotelID)}?tab=rooms`);
    await page.getByTestId('add-room').click();
    await page.waitForURL((url) => url.pathname === SCREEN_PATHS.createRoom && url.searchParams.get('hotelID') === hotel.hotelID);
    assert.match(await page.getByTestId('hotel-picker').inputValue(), /Hotel Seri Pantai/);
    assert.equal(await page.getByTestId('choose-hotel').count(), 0, 'the form is there, not the "choose a hotel" hint');
  });
});

test("the hotel picker offers only the matches of what is typed now, never an older search's", async () => {
  hotel ??= await makeHotel();
  await suite.withPage({ viewport: { width: PHONE.width, height: PHONE.height } }, async ({ page }) => {
    await suite.signIn(page, SCREEN_PATHS.createRoom);
    await page.getByTestId('choose-hotel').getByText('Choose the hotel the new room type belongs to.').waitFor();
    // The search for 'Seri' answers slowly; until then the first page (other hotels) must not be offered.
    let release;
    const held = new Promise((resolve) => (release = resolve));
    const searchesSeri = (request) => request.url().includes('getHotelList') && (request.postData() ?? '').includes('Seri');
    await page.route('**/getHotelList*', async (route) => {
      if (searchesSeri(route.request())) await held;
      await route.continue();
    });
    const picker = page.getByTestId('hotel-picker');
    await picker.click();
    await page.getByRole('option').first().waitFor();
    await picker.fill('Seri');
    await page.waitForRequest(searchesSeri);
    assert.equal(await page.getByRole('option').count(), 0, 'no stale match while the new search is asked');
    await page.getByText('Searching…').waitFor();
    release();
    await page
      .getByRole('option', { name: /Hotel Seri Pantai/ })
      .first()
      .click();
    await page.waitForURL((url) => url.searchParams.get('hotelID') === hotel.hotelID);
    await screenshot(page, 'create-room-picked-390');
  });
});
