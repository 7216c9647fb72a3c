/**
 * Issue 16 item 5, the first report: the Room Inventory Report (/reports/RoomInventoryReport),
 * the generic ReportPage over its shared definition. A hotel with two room types is made through
 * the hotel API and its per-date inventory written into the run's database (as the calendar and
 * the booking port leave it); staff open the report from the menu, see what to choose, pick the
 * hotel and a room type, read allotment, held, sold and free per date, see the chart, export the
 * CSV (the screen's columns) and the XLSX; axe finds nothing serious; the report works on a
 * 390 px phone, in Bahasa Malaysia and in dark mode (screenshots in e2e/artifacts/).
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';
import { SCREEN_PATHS } from '@bo/shared';
import { apiOf } from '../support/api.mjs';
import { hotelThroughApi } from '../support/hotels.mjs';
import { inView, screenshot, seriousA11yProblems, waitForPath } from '../support/browser.mjs';
import { choose } from '../support/organizations.mjs';
import { appAndBrowser } from '../support/suite.mjs';

const suite = appAndBrowser();
const api = apiOf(suite);
const suffix = randomBytes(3).toString('hex').toUpperCase();
const hotel = { name: `Hotel Cenang ${suffix}`, city: `Langkawi ${suffix}`, id: '' };
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

/** The business's today (Kuala Lumpur) plus `n` days, YYYY-MM-DD. */
const day = (n) => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kuala_Lumpur' }).format(new Date());
  const at = new Date(`${today}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + n);
  return at.toISOString().slice(0, 10);
};
const pageFits = (page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);
const csvFields = (line) => line.split(',').map((field) => field.replace(/^"|"$/g, ''));

/** A hotel with a Suite and a Standard room type, through the API; inventory on the first three days. */
async function hotelWithInventory() {
  const room = { maxChildren: 0, maxOccupancy: 2, roomCount: 20 };
  const made = await hotelThroughApi(api, { name: hotel.name, city: hotel.city, addressLine1: '1 Jalan Pantai Cenang' }, [
    { ...room, name: 'Suite' },
    { ...room, name: 'Standard' },
  ]);
  hotel.id = made.hotel.hotelID;
  const [suite_, standard] = made.rooms.map((r) => r.roomInfoID);
  await api.runDatabase(async (db) => {
    const set = (roomID, n, allotment, held, sold, stopSell = false) =>
      db.query(
        `INSERT INTO hotels.inventory_days (room_id, stay_date, allotment, held, sold, stop_sell) VALUES ($1, $2, $3, $4, $5, $6)`,
        [roomID, day(n), allotment, held, sold, stopSell],
      );
    await set(suite_, 0, 6, 1, 2);
    await set(suite_, 1, 6, 0, 6, true);
    await set(standard, 0, 10, 2, 3);
    await set(standard, 2, 8, 0, 1);
  });
}

test('room inventory report: filters, rows, chart, exports, axe; phone, Malay, dark', async () => {
  await hotelWithInventory();
  const a11y = [];
  await suite.withPage(async ({ context, page, consoleErrors }) => {
    await page.setViewportSize(DESKTOP);
    await suite.signIn(page, SCREEN_PATHS.home);
    // From the menu (Reports group).
    await page.getByRole('link', { name: 'Room Inventory Report' }).first().click();
    await waitForPath(page, SCREEN_PATHS.roomInventoryReport);
    await page.getByTestId('page-title').getByText('Room Inventory Report').waitFor();
    // Nothing chosen yet: the screen says what to do, asks nothing, and blames no field untouched.
    await page.getByTestId('list-empty').getByText('Choose the filters, then Search.', { exact: true }).waitFor();
    assert.equal(await page.getByText('Required field', { exact: false }).count(), 0, 'no error before a search');
    assert.equal(await page.getByTestId('report-export-csv').isDisabled(), true);
    // Searched without a hotel: now it says what is missing.
    await page.getByTestId('filters-apply').click();
    await page.getByTestId('list-empty').getByText('Hotel: Required field', { exact: false }).waitFor();

    await choose(page, 'Hotel', `${hotel.name} (${hotel.city})`);
    await page.getByTestId('filters-apply').click();
    const table = page.getByTestId('report-table');
    // 2 room types x the default 30 days, by date then room type.
    await page.getByTestId('list-range').getByText('of 60', { exact: false }).waitFor();
    const cells = (row) => row.locator('td[data-column]').evaluateAll((tds) => tds.map((td) => td.textContent.trim()));
    const rows = table.locator('tbody tr');
    assert.deepEqual((await cells(rows.nth(0))).slice(1), [hotel.name, 'Standard', '10', '2', '3', '5', '0', 'No']);
    assert.deepEqual((await cells(rows.nth(1))).slice(1), [hotel.name, 'Suite', '6', '1', '2', '3', '0', 'No']);
    assert.deepEqual((await cells(rows.nth(3))).slice(1), [hotel.name, 'Suite', '6', '0', '6', '0', '0', 'Yes']);
    // A date without inventory: nothing to sell.
    assert.deepEqual((await cells(rows.nth(2))).slice(3), ['0', '0', '0', '0', '0', 'No']);
    // The chart totals the room types per date.
    const chart = page.getByTestId('report-chart');
    await chart.getByText('Totals by Date').waitFor();
    // Grouped bars, one per measure and date, so no series hides another (Free over Allotment,
    // Held under Sold, as lines did): each of the four has bars and a legend entry.
    for (const name of ['Allotment', 'Held', 'Sold', 'Free'])
      await chart.locator('[class*="legendItem"]', { hasText: name }).first().waitFor();
    assert.equal(await chart.locator('.recharts-bar').count(), 4, 'a bar series per measure');
    assert.ok((await chart.locator('.recharts-bar-rectangle').count()) >= 4, 'bars drawn');
    await screenshot(page, 'reports-01-room-inventory');
    a11y.push(...(await seriousA11yProblems(page, 'room inventory report')));

    // One room type; sorted by free, most first.
    await choose(page, 'Room type', 'Suite');
    await page.getByTestId('filters-apply').click();
    await page.getByTestId('list-range').getByText('of 30', { exact: false }).waitFor();
    await page.getByTestId('sort-free').click();
    // The second click reverses the first only once the list has taken it (else both read 'asc').
    await page.locator('th[aria-sort="ascending"]:has([data-testid="sort-free"])').waitFor();
    await page.getByTestId('sort-free').click();
    await page.waitForURL((url) => url.searchParams.get('sortOrder') === 'desc');
    await table.locator('tbody tr').first().locator('td[data-column="free"]').getByText('3', { exact: true }).waitFor();

    // The export is the screen: the same headers; the Suite's sold-out day reads as on screen.
    const csv = page.waitForEvent('download');
    await page.getByTestId('report-export-csv').click();
    const [header, ...lines] = (await readFile(await (await csv).path(), 'utf8'))
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
      .map(csvFields);
    const screenHeader = await table.locator('thead th').evaluateAll((ths) => ths.map((th) => th.textContent.trim()));
    assert.deepEqual(header, screenHeader);
    assert.equal(lines.length, 30);
    assert.ok(
      lines.some(
        (fields) => JSON.stringify(fields.slice(1)) === JSON.stringify([hotel.name, 'Suite', '6', '0', '6', '0', '0', 'Yes']),
      ),
    );
    const xlsx = page.waitForEvent('download');
    await page.getByTestId('report-export-xlsx').click();
    assert.match((await xlsx).suggestedFilename(), /^RoomInventoryReport-.*\.xlsx$/);

    // A phone, in Malay, dark: the same report, nothing out of reach.
    await context.addCookies([{ name: 'lang', value: 'ms', url: suite.app.baseUrl }]);
    await page.addInitScript(() => localStorage.setItem('mantine-color-scheme-value', 'dark'));
    await page.setViewportSize(PHONE);
    await page.reload();
    await page.getByTestId('page-title').getByText('Laporan Inventori Bilik').waitFor();
    await page.getByTestId('list-range').getByText('30', { exact: false }).waitFor();
    await page.getByTestId('report-chart').getByText('Jumlah mengikut Tarikh').waitFor();
    await table.locator('thead').getByText('Kosong', { exact: true }).waitFor();
    assert.ok(await pageFits(page), 'the report is wider than the phone');
    for (const id of ['report-export-csv', 'report-export-xlsx', 'filters-toggle']) {
      assert.ok(await inView(page.getByTestId(id), PHONE.width), `${id} is out of reach on a phone`);
    }
    // The filters are folded behind their button on a phone; opened, 'Search' is in reach.
    await page.getByTestId('filters-toggle').click();
    assert.ok(await inView(page.getByTestId('filters-apply'), PHONE.width), 'filters-apply is out of reach on a phone');
    await screenshot(page, 'reports-02-phone-malay-dark');
    a11y.push(...(await seriousA11yProblems(page, 'room inventory report (phone, ms, dark)')));

    assert.deepEqual(a11y, []);
    assert.deepEqual(consoleErrors, []);
  });
});
