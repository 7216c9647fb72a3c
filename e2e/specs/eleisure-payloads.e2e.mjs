/**
 * eLeisure payloads through their screen (features/eleisure-payloads; docs/bookings.md "eLeisure
 * (RWT) payloads"): the app pointed at the local eLeisure simulator; an agency's booking of a hotel
 * on channel RWT, paid with agent credit and issued by staff, is reserved at eLeisure. Settings >
 * Download Payload lists the exchange; opened, it shows the request and eLeisure's answer, and the
 * request downloads as a JSON file with our booking reference and no API key. At 1440 px in English
 * and light, then on a 390 px phone in Malay and dark (nothing wider than the phone). axe on each screen.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { after, test } from 'node:test';
import { SCREEN_PATHS } from '@bo/shared';
import { bookingSuite, day, DESKTOP, hotelBooking, pageFits, PHONE, startEleisureSimulator } from '../support/bookings.mjs';
import { inView, screenshot, seriousA11yProblems } from '../support/browser.mjs';
import { bookableHotelThroughApi } from '../support/hotels.mjs';

const hotelCode = `ELS-E2E-${randomBytes(2).toString('hex').toUpperCase()}`;
// Started before the app, which is pointed at it (root-level before hooks run together, so not in one).
const { simulator, apiKey, env } = await startEleisureSimulator([hotelCode]);
const { suite, api, word, agencyWithCredit, payWithCredit, phoneMalayDark } = bookingSuite({ env });
after(async () => simulator.close());

/** An approved agency with credit; an RWT hotel eLeisure knows; its booking made, paid and issued by staff. */
async function issuedEleisureBooking() {
  const { token, organizationId } = await agencyWithCredit(`Melaka Getaways ${word}`);
  const made = await bookableHotelThroughApi(
    api,
    {
      name: `Riverside ${word}`,
      city: 'Melaka',
      state: 'Melaka',
      postcode: '75200',
      channel: 'RWT',
      supplierHotelCode: hotelCode,
    },
    { name: 'Deluxe River View', roomCount: 20 },
    { from: day(0), to: day(60) },
  );
  const { booking } = await api.call('POST', 'book', {
    token,
    body: hotelBooking(made, {
      organizationId,
      checkIn: day(25),
      checkOut: day(27),
      contact: { name: 'Lim Mei Ling', email: `meiling.${word}@example.test` },
      travellers: ['Lim Mei Ling', 'Tan Wei Jie'],
    }),
  });
  await payWithCredit(token, booking.bookingRef);
  const issued = await api.call('POST', 'issue', { token, body: { bookingRef: booking.bookingRef } });
  assert.equal(issued.booking.status, 'CON');
  return { bookingRef: booking.bookingRef, confirmation: issued.booking.supplierRef };
}

test('an issued eLeisure booking: its exchange listed, opened with both payloads, the request downloaded; phone, Malay, dark', async () => {
  const { bookingRef, confirmation } = await issuedEleisureBooking();
  assert.match(confirmation, /^ELR\d+$/);
  const a11y = [];
  await suite.withPage({ viewport: DESKTOP }, async ({ context, page }) => {
    await suite.signIn(page, SCREEN_PATHS.downloadPayload);
    const row = page.getByTestId('payload-table').locator('tbody tr').filter({ hasText: bookingRef });
    await row.waitFor();
    await row.getByText('Succeeded').waitFor();
    await row.getByText(confirmation).waitFor();
    await screenshot(page, 'eleisure-payloads-01-list');
    a11y.push(...(await seriousA11yProblems(page, 'payload list')));

    await row.getByTestId('exchange-open').click();
    const detail = page.getByTestId('exchange-detail');
    await detail.waitFor();
    assert.equal(await detail.getAttribute('data-outcome'), 'SUCCEEDED');
    await page.getByTestId('page-title').getByText(`Reservation of ${bookingRef}`).waitFor();
    const request = JSON.parse(await page.getByTestId('payload-request-body').innerText());
    assert.equal(request.ClientReference, bookingRef);
    assert.equal(request.HotelCode, hotelCode);
    assert.equal(JSON.parse(await page.getByTestId('payload-response-body').innerText()).ConfirmationNumber, confirmation);
    await screenshot(page, 'eleisure-payloads-02-exchange');
    a11y.push(...(await seriousA11yProblems(page, 'exchange')));

    const download = page.waitForEvent('download');
    await page.getByTestId('download-request').click();
    const file = await download;
    assert.match(file.suggestedFilename(), new RegExp(`^rwt-${bookingRef}-reserve-request-\\d{8}T\\d{6}Z\\.json$`));
    const text = (await readFile(await file.path())).toString('utf8');
    assert.equal(JSON.parse(text).ClientReference, bookingRef);
    assert.ok(!text.includes(apiKey), 'the API key is not in the payload');

    // A phone, in Malay and dark: the list and the exchange fit, the payload scrolls inside its block.
    await phoneMalayDark(context, page);
    await page.goto(`${SCREEN_PATHS.downloadPayload}?bookingRef=${bookingRef}`);
    const phoneRow = page.getByTestId('payload-table').locator('tbody tr').filter({ hasText: bookingRef });
    await phoneRow.getByText('Berjaya').waitFor();
    assert.ok(await pageFits(page), 'the list is wider than the phone');
    assert.ok(await inView(phoneRow.getByTestId('row-actions'), PHONE.width), 'the row actions are out of reach');
    await screenshot(page, 'eleisure-payloads-03-list-phone-malay-dark');
    a11y.push(...(await seriousA11yProblems(page, 'payload list (phone, ms, dark)')));

    await phoneRow.getByTestId('exchange-open').click();
    await page.getByTestId('page-title').getByText(`Tempahan bagi ${bookingRef}`).waitFor();
    await page.getByTestId('download-response').waitFor();
    assert.ok(await pageFits(page), 'the exchange is wider than the phone');
    await screenshot(page, 'eleisure-payloads-04-exchange-phone-malay-dark');
    a11y.push(...(await seriousA11yProblems(page, 'exchange (phone, ms, dark)')));
    await page.getByTestId('exchange-back').click();
    await phoneRow.waitFor();
  });
  assert.deepEqual(a11y, []);
});
