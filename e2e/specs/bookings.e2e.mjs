/**
 * Bookings through the screens (features/bookings; issue "Bookings" item 7): an agency's system
 * books a hotel room with agent credit through the public booking API (its own client token from
 * getToken) and pays; staff, with the booking list open, see it arrive live without reloading,
 * open it, issue it (confirmed, a new history row with who and from which screen) and download the
 * hotel voucher the worker made (a PDF). Then on a 390 px phone in Malay and dark: the booking and
 * its confirmation, the status chip whole, nothing wider than the phone. axe on every screen.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';
import { SCREEN_PATHS } from '@bo/shared';
import { assertBookingFitsPhone, bookingSuite, day, DESKTOP, hotelBooking, pageFits } from '../support/bookings.mjs';
import { screenshot, seriousA11yProblems } from '../support/browser.mjs';
import { BED_AND_BREAKFAST, bookableHotelThroughApi } from '../support/hotels.mjs';

const { suite, api, word, agencyClient, payWithCredit, phoneMalayDark } = bookingSuite();

/** An approved agency with agent credit and its API client token; a hotel with a sellable rate. */
async function setup() {
  const client = await agencyClient(`Langkawi Holidays ${word}`);

  const made = await bookableHotelThroughApi(
    api,
    { name: `Hotel Cenang ${word}`, city: 'Langkawi', postcode: '07000' },
    { name: 'Deluxe Sea View', roomCount: 20 },
    {
      from: day(0),
      to: day(60),
      rate: { info: BED_AND_BREAKFAST, pricing: { currencyCode: 'MYR', baseOccupancy: 2, baseRate: 32_000 } },
    },
  );
  return { client, made };
}

test('an agency books with agent credit through the API; staff see it live, issue it and download the voucher; phone, Malay, dark', async () => {
  const s = await setup();
  const a11y = [];
  await suite.withPage({ viewport: DESKTOP }, async ({ context, page }) => {
    await suite.signIn(page, SCREEN_PATHS.bookings);
    await page.getByTestId('page-title').waitFor();
    a11y.push(...(await seriousA11yProblems(page, 'booking list (empty)')));

    // The agency's system books and pays while the list is open.
    const { booking } = await api.call('POST', 'book', {
      token: s.client,
      body: hotelBooking(s.made, {
        checkIn: day(20),
        checkOut: day(22),
        contact: { name: 'Siti Nurhaliza', email: `siti.${word}@example.test` },
        travellers: ['Siti Nurhaliza', 'Khalid Jamal'],
      }),
    });
    await payWithCredit(s.client, booking.bookingRef);

    // It arrives on the open list without a reload.
    const ref = page.getByTestId('booking-ref').filter({ hasText: booking.bookingRef });
    await ref.waitFor({ timeout: 20_000 });
    await screenshot(page, 'bookings-01-list-live');
    a11y.push(...(await seriousA11yProblems(page, 'booking list')));

    await ref.click();
    const detail = page.getByTestId('booking-detail');
    await detail.waitFor();
    assert.equal(await detail.getAttribute('data-status'), 'PPA');
    assert.equal(await detail.getAttribute('data-payment-status'), 'paid');
    await detail.getByText(`Hotel Cenang ${word}`).first().waitFor();
    // Its payments: the agent credit captured, for the booking's total.
    const paid = page.getByTestId('booking-payments').locator('[data-state="PAID"]');
    await paid.waitFor();
    await paid.locator(`[data-amount="${booking.total}"]`).waitFor();
    await paid.getByText('Agency credit').waitFor();
    a11y.push(...(await seriousA11yProblems(page, 'booking (paid)')));

    await page.getByTestId('booking-issue').click();
    const dialog = page.getByTestId('confirm-dialog');
    await dialog.getByTestId('confirm-ok').waitFor();
    a11y.push(...(await seriousA11yProblems(page, 'issue confirmation')));
    await dialog.getByTestId('confirm-ok').click();
    await page.locator('[data-testid="booking-detail"][data-status="CON"]').waitFor();
    await page.getByTestId('booking-status').getByText('Confirmed').waitFor();
    await page.getByText('Issued').first().waitFor();

    // The voucher: the worker makes it once the booking is confirmed.
    let pdf;
    for (let attempt = 0; attempt < 20 && !pdf; attempt += 1) {
      const download = page.waitForEvent('download', { timeout: 3_000 }).catch(() => null);
      await page.getByTestId('booking-voucher').click();
      const file = await download;
      if (file) pdf = await readFile(await file.path());
      else await page.waitForTimeout(500);
    }
    assert.ok(pdf, 'the voucher downloaded');
    assert.equal(pdf.subarray(0, 5).toString(), '%PDF-');
    await screenshot(page, 'bookings-02-confirmed');
    a11y.push(...(await seriousA11yProblems(page, 'booking (confirmed)')));

    // On a phone, in Malay and dark: the booking and its confirmation.
    await phoneMalayDark(context, page);
    await page.goto(`${SCREEN_PATHS.bookings}?ref=${booking.bookingRef}`);
    await page.getByTestId('booking-status').getByText('Disahkan').waitFor();
    await page.getByTestId('booking-payments').locator('[data-state="PAID"]').getByText('Dibayar').waitFor();
    await assertBookingFitsPhone(page);
    await screenshot(page, 'bookings-03-booking-phone-malay-dark');
    a11y.push(...(await seriousA11yProblems(page, 'booking (phone, ms, dark)')));
    await page.goto(`${SCREEN_PATHS.bookingConfirmation}?ref=${booking.bookingRef}`);
    await page.getByTestId('booking-confirmation-sheet').waitFor();
    await page.getByText(booking.bookingRef).first().waitFor();
    assert.ok(await pageFits(page), 'the confirmation is wider than the phone');
    await screenshot(page, 'bookings-04-confirmation-phone-malay-dark');
    a11y.push(...(await seriousA11yProblems(page, 'confirmation (phone, ms, dark)')));
  });
  assert.deepEqual(a11y, []);
});
