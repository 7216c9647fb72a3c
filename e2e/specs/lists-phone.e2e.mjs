/**
 * List screens at 1440 px and on a 390 px phone: every row's actions within reach (the actions
 * column stays in view while the table scrolls sideways), status chips whole (never 'AC...'), the
 * empty-state text and the page-size select not cut. Screenshots of each in e2e/artifacts/.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SCREEN_PATHS } from '@bo/shared';
import { inView, screenshot } from '../support/browser.mjs';
import { appAndBrowser } from '../support/suite.mjs';

const suite = appAndBrowser();
const PHONE = { width: 390, height: 844 };

/** Whether the element's text is cut (ellipsis or overflow). */
const isCut = (locator) => locator.evaluate((element) => element.scrollWidth > element.clientWidth + 1);

test('lists on a 390 px phone: row actions in reach, chips whole, empty text and page size not cut', async () => {
  const { context, page } = await suite.page();
  try {
    await page.setViewportSize(PHONE);
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

    await page.goto(SCREEN_PATHS.roleOptions);
    await page.getByTestId('role-option-table').waitFor();
    await screenshot(page, 'lists-role-options-390');

    // Bahasa Malaysia: the longer '50 setiap halaman' is not cut either ('10 setiap halam...' before).
    await context.addCookies([{ name: 'lang', value: 'ms', url: suite.app.baseUrl }]);
    await page.goto(`${SCREEN_PATHS.users}?pageSize=50`);
    const pageSizeMs = page.getByTestId('list-page-size');
    await page.getByTestId('user-table').locator('tr[data-row-key]').first().waitFor();
    assert.equal(await pageSizeMs.inputValue(), '50 setiap halaman');
    assert.ok(await inView(pageSizeMs, PHONE.width), 'the page-size select is on screen in Malay');
    assert.equal(await isCut(pageSizeMs), false, 'the page-size select shows its whole Malay value');
    // The empty top-up queue: its table header is one row of one-line headers, not a tall wrapped block.
    await page.goto(SCREEN_PATHS.topUps);
    await page.getByTestId('list-empty').waitFor();
    const wrapped = await page
      .getByTestId('top-up-table-PEND')
      .locator('thead th')
      .evaluateAll((cells) =>
        cells
          .filter((cell) => {
            const range = document.createRange();
            range.selectNodeContents(cell);
            return range.getBoundingClientRect().height > parseFloat(getComputedStyle(cell).fontSize) * 2;
          })
          .map((cell) => cell.textContent),
      );
    assert.deepEqual(wrapped, [], 'every header of the empty top-up table is on one line');
    await screenshot(page, 'lists-top-ups-390-ms');
  } finally {
    await context.close();
  }
});

test('lists at 1440 px', async () => {
  const { context, page } = await suite.page();
  try {
    await page.setViewportSize({ width: 1440, height: 900 });
    await suite.signIn(page, SCREEN_PATHS.users);
    await page.getByTestId('user-table').locator('tr[data-row-key]').first().waitFor();
    await screenshot(page, 'lists-users-1440');
    await page.goto(SCREEN_PATHS.topUps);
    await page.getByTestId('list-empty').waitFor();
    await screenshot(page, 'lists-top-ups-1440');
    await page.goto(SCREEN_PATHS.organizations);
    await page.getByTestId('organization-table').waitFor();
    await screenshot(page, 'lists-organizations-1440');
  } finally {
    await context.close();
  }
});
