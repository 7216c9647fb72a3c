/**
 * List screens at 1440 px and on a 390 px phone. On the phone, each of the ten lists (bookings,
 * hotels, organizations, users, mark-ups, service fees, menus, bed combinations, role options,
 * eLeisure payloads) is one card per row: its first row starts on the first screen (the filters
 * folded behind a button), its status chips and actions button inside the screen, no text cut.
 * At 1440 px every column is in view and no chip is cut ('AC...', 'BELUM SELES...'), in English
 * and Malay. The empty-state text and the page-size select are not cut. Screenshots in e2e/artifacts/.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, test } from 'node:test';
import { SCREEN_PATHS } from '@bo/shared';
import {
  agencyHotelServiceFee,
  bookingSuite,
  day,
  hotelBooking,
  pageFits,
  startEleisureSimulator,
} from '../support/bookings.mjs';
import { inView, screenshot, seriousA11yProblems } from '../support/browser.mjs';
import { bookableHotelThroughApi } from '../support/hotels.mjs';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

// An eLeisure simulator so the payloads list has an exchange (started before the app, which is pointed at it).
const hotelCode = `LST-E2E-${randomBytes(2).toString('hex').toUpperCase()}`;
const { simulator, env } = await startEleisureSimulator([hotelCode]);
const { suite, api, word, agencyWithCredit, payWithCredit } = bookingSuite({ env });
after(async () => simulator.close());

/** The ten lists of issue 26, each with a row once `before` has run. */
const LISTS = [
  ['bookings', SCREEN_PATHS.bookings],
  ['hotels', SCREEN_PATHS.hotels],
  ['organizations', SCREEN_PATHS.organizations],
  ['users', SCREEN_PATHS.users],
  ['markups', SCREEN_PATHS.markups],
  ['service fees', SCREEN_PATHS.serviceFees],
  ['menus', SCREEN_PATHS.menus],
  ['bed combinations', SCREEN_PATHS.bedCombinations],
  ['role options', SCREEN_PATHS.roleOptions],
  ['payloads', SCREEN_PATHS.downloadPayload],
];

/**
 * An agency with credit, an RWT hotel eLeisure knows, a booking of it issued and one waiting for
 * payment, a mark-up, a service fee: made once, by the first test that needs them (the suite's
 * app starts in a root before hook, which runs beside any other).
 */
let made;
const rows = () => (made ??= makeRows());
async function makeRows() {
  const { token, organizationId } = await agencyWithCredit(`Kinabalu Journeys Sdn Bhd ${word}`);
  const made = await bookableHotelThroughApi(
    api,
    {
      name: `Waterfront ${word}`,
      city: 'Kota Kinabalu',
      state: 'Sabah',
      postcode: '88000',
      channel: 'RWT',
      supplierHotelCode: hotelCode,
    },
    { name: 'Deluxe Sea View', roomCount: 20 },
    { from: day(0), to: day(60) },
  );
  const book = (checkIn) =>
    api.call('POST', 'book', {
      token,
      body: hotelBooking(made, {
        organizationId,
        checkIn: day(checkIn),
        checkOut: day(checkIn + 2),
        contact: { name: 'Nur Aisyah binti Abdullah', email: `aisyah.${word}@example.test` },
        travellers: ['Nur Aisyah binti Abdullah', 'Muhammad Hafiz bin Ismail'],
      }),
    });
  const { booking } = await book(20);
  await payWithCredit(token, booking.bookingRef);
  await api.call('POST', 'issue', { token, body: { bookingRef: booking.bookingRef } });
  await book(30); // waiting for payment: 'Belum Selesai' in Malay
  const admin = await api.adminToken();
  const { group } = await api.call('POST', 'markup/CreateMarkupGroupList', {
    token: admin,
    body: { code: `LST-${word}`, name: `Lists group ${word}`, customerType: 'B2B', commissionBasisPoints: 1000 },
  });
  await api.call('POST', 'markup/Create', {
    token: admin,
    body: {
      name: `Sabah hotels ${word}`,
      productType: 'hotel',
      markupGroupListID: group.markupGroupListID,
      customerType: 'B2B',
      basedOn: 'PERCENTAGE',
      feeBasis: 2,
      rows: [{ value: 1_000 }],
      validFrom: day(-1),
    },
  });
  await agencyHotelServiceFee(api, admin);
}

/** Whether the element's text is cut (ellipsis or overflow). */
const isCut = (locator) => locator.evaluate((element) => element.scrollWidth > element.clientWidth + 1);

/** The status chips of the page's lists whose label is cut, as their text ('' when none). */
const cutChips = (page) =>
  page
    .locator('main [data-tone] .mantine-Badge-label, main [data-status] .mantine-Badge-label')
    .evaluateAll((labels) =>
      labels.filter((label) => label.scrollWidth > label.clientWidth + 1).map((label) => label.textContent),
    );

/** The header cells of the page's list table that are not wholly inside the viewport (scrolled away sideways). */
const hiddenColumns = (page, width) =>
  page.locator('main table thead th').evaluateAll(
    (cells, right) =>
      cells
        .filter((cell) => {
          const box = cell.getBoundingClientRect();
          return box.width > 0 && (box.left < 0 || box.right > right + 0.5);
        })
        .map((cell) => cell.textContent || cell.querySelector('[class*="VisuallyHidden"]')?.textContent || '(actions)'),
    width,
  );

test('the ten lists on a 390 px phone: first row on the first screen, its status and actions on screen, text whole', async () => {
  await rows();
  const problems = [];
  await suite.withPage(async ({ context, page }) => {
    await page.setViewportSize(PHONE);
    await suite.signIn(page, SCREEN_PATHS.users);
    for (const language of ['en', 'ms']) {
      await context.addCookies([{ name: 'lang', value: language, url: suite.app.baseUrl }]);
      for (const [name, path] of LISTS) {
        await page.goto(path);
        const row = page.locator('main [data-row-key]').first();
        await row.waitFor();
        await page.evaluate(() => window.scrollTo(0, 0));
        const where = `${name} (${language})`;
        const box = await row.boundingBox();
        if (!box || box.y >= PHONE.height) problems.push(`${where}: the first row starts at y=${box?.y}, below the first screen`);
        if (!(await inView(row.getByTestId('row-actions'), PHONE.width)))
          problems.push(`${where}: the row actions are off screen`);
        for (const chip of await row.locator('[data-tone]').all()) {
          if (!(await inView(chip, PHONE.width)))
            problems.push(`${where}: the status chip ${await chip.textContent()} is off screen`);
        }
        // Every cell's text inside the card: nothing clipped, nothing past the screen's edge.
        const cut = await row
          .locator('td')
          .evaluateAll(
            (cells, width) =>
              cells
                .filter((cell) => cell.scrollWidth > cell.clientWidth + 1 || cell.getBoundingClientRect().right > width + 0.5)
                .map((cell) => cell.dataset.column),
            PHONE.width,
          );
        if (cut.length > 0) problems.push(`${where}: cut cells ${cut.join(', ')}`);
        if (!(await pageFits(page))) problems.push(`${where}: the page is wider than the phone`);
        if (language === 'en' || name === 'bookings')
          await screenshot(page, `lists-${name}-390-${language}${language === 'ms' ? '-dark' : ''}`);
      }
      // Malay in the dark scheme from here on.
      await page.evaluate(() => localStorage.setItem('mantine-color-scheme-value', 'dark'));
    }
    assert.deepEqual(problems, []);
    // The filters are a button until opened; opened, they are there to use, and 'Search' folds them again.
    await page.goto(SCREEN_PATHS.users);
    const toggle = page.getByTestId('filters-toggle');
    assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
    assert.equal(await page.getByTestId('filters-apply').isVisible(), false, 'the filters are folded');
    await toggle.click();
    await page.getByTestId('filters-apply').waitFor();
    await screenshot(page, 'lists-users-filters-open-390-ms-dark');
  });
});

test('lists on a 390 px phone: chips whole, empty text and page size not cut', async () => {
  await suite.withPage({ viewport: PHONE }, async ({ context, page }) => {
    await suite.signIn(page, SCREEN_PATHS.users);
    const row = page.getByTestId('user-table').locator('tr[data-row-key]').first();
    await row.waitFor();
    assert.ok(await inView(row.getByTestId('row-actions'), PHONE.width), 'the row actions button is on screen');
    const chip = row.locator('[data-tone]');
    assert.equal(await isCut(chip.locator('.mantine-Badge-label')), false, 'the status chip shows its whole label');
    const pageSize = page.getByTestId('list-page-size');
    assert.ok(await inView(pageSize, PHONE.width), 'the page-size select is on screen');
    assert.equal(await isCut(pageSize), false, 'the page-size select shows its whole value');
    await screenshot(page, 'lists-users-390');

    await page.goto(`${SCREEN_PATHS.users}?email=nobody-at-all@example.invalid`);
    const empty = page.getByTestId('list-empty');
    await empty.waitFor();
    assert.ok(await inView(empty.getByText('No records found.'), PHONE.width), 'the empty-state text is on screen');
    await screenshot(page, 'lists-users-empty-390');

    await page.goto(SCREEN_PATHS.topUps);
    await page.getByTestId('tab-PEND').waitFor();
    await page.getByTestId('list-empty').waitFor();
    assert.ok(await inView(page.getByTestId('list-empty'), PHONE.width), 'the empty queue text is on screen');
    await screenshot(page, 'lists-top-ups-390');

    // Bahasa Malaysia: the longer '50 setiap halaman' is not cut either ('10 setiap halam...' before).
    await context.addCookies([{ name: 'lang', value: 'ms', url: suite.app.baseUrl }]);
    await page.goto(`${SCREEN_PATHS.users}?pageSize=50`);
    const pageSizeMs = page.getByTestId('list-page-size');
    await page.getByTestId('user-table').locator('tr[data-row-key]').first().waitFor();
    assert.equal(await pageSizeMs.inputValue(), '50 setiap halaman');
    assert.ok(await inView(pageSizeMs, PHONE.width), 'the page-size select is on screen in Malay');
    assert.equal(await isCut(pageSizeMs), false, 'the page-size select shows its whole Malay value');
    await page.goto(SCREEN_PATHS.topUps);
    await page.getByTestId('list-empty').waitFor();
    assert.ok(await inView(page.getByTestId('list-empty'), PHONE.width), 'the empty queue text is on screen in Malay');
    await screenshot(page, 'lists-top-ups-390-ms');
  });
});

test('lists at 1440 px: every column in view and no status chip cut, in English and Malay, light and dark', async () => {
  await rows();
  const problems = [];
  await suite.withPage(async ({ context, page }) => {
    await page.setViewportSize(DESKTOP);
    await suite.signIn(page, SCREEN_PATHS.home);
    for (const [language, scheme] of [
      ['en', 'light'],
      ['ms', 'dark'],
    ]) {
      await context.addCookies([{ name: 'lang', value: language, url: suite.app.baseUrl }]);
      await page.evaluate((value) => localStorage.setItem('mantine-color-scheme-value', value), scheme);
      await page.goto(SCREEN_PATHS.home);
      await page.getByTestId('health-overall').waitFor();
      const dashboardCut = await cutChips(page);
      if (dashboardCut.length > 0) problems.push(`dashboard (${language}): cut chips ${dashboardCut.join(', ')}`);
      await screenshot(page, `lists-dashboard-1440-${language}-${scheme}`);
      for (const [name, path] of LISTS) {
        await page.goto(path);
        await page.locator('main [data-row-key]').first().waitFor();
        const where = `${name} (${language})`;
        const cut = await cutChips(page);
        if (cut.length > 0) problems.push(`${where}: cut chips ${cut.join(', ')}`);
        const hidden = await hiddenColumns(page, DESKTOP.width);
        if (hidden.length > 0) problems.push(`${where}: columns out of view ${hidden.join(', ')}`);
        await screenshot(page, `lists-${name}-1440-${language}-${scheme}`);
      }
    }
  });
  assert.deepEqual(problems, []);
});

test('signed-in screens: no serious axe finding, a control named by what it shows, toasts in a landmark and at most three', async () => {
  const a11y = [];
  await suite.withPage(async ({ context, page }) => {
    await page.setViewportSize(DESKTOP);
    await suite.signIn(page, SCREEN_PATHS.home);
    for (const language of ['en', 'ms']) {
      await context.addCookies([{ name: 'lang', value: language, url: suite.app.baseUrl }]);
      await page.goto(SCREEN_PATHS.home);
      await page.getByTestId('health-overall').waitFor();
      a11y.push(...(await seriousA11yProblems(page, `dashboard (1440, ${language})`)));
      await page.goto(SCREEN_PATHS.users);
      await page.locator('main [data-row-key]').first().waitFor();
      a11y.push(...(await seriousA11yProblems(page, `users (1440, ${language})`)));
    }
    // The language button shows 'BM' and its name starts with it.
    const languageName = await page.getByTestId('language-switch').getAttribute('aria-label');
    if (!/^BM /.test(languageName)) a11y.push(`language button: named '${languageName}', not starting with 'BM'`);

    // Five exports in a row: at most three toasts at once, in a landmark of their own.
    await context.addCookies([{ name: 'lang', value: 'en', url: suite.app.baseUrl }]);
    await page.goto(SCREEN_PATHS.users);
    await page.locator('main [data-row-key]').first().waitFor();
    for (let i = 0; i < 5; i++) await page.getByTestId('list-export').click();
    const toasts = page.locator('.mantine-Notification-root');
    await toasts.first().waitFor();
    await page.waitForTimeout(300); // every export has answered (its toast shown or queued)
    const shown = await toasts.count();
    if (shown > 3) a11y.push(`toasts: ${shown} on screen at once`);
    const outside = await toasts.evaluateAll(
      (nodes) =>
        nodes.filter((node) => !node.closest('main, nav, header, footer, aside, section[aria-label], [role="region"]')).length,
    );
    if (outside > 0) a11y.push(`toasts: ${outside} outside any landmark`);
    await screenshot(page, 'lists-toasts-1440');

    await page.setViewportSize(PHONE);
    await page.goto(SCREEN_PATHS.home);
    await page.getByTestId('health-overall').waitFor();
    a11y.push(...(await seriousA11yProblems(page, 'dashboard (390)')));
    await screenshot(page, 'lists-dashboard-390');
  });
  assert.deepEqual(a11y, []);
});
