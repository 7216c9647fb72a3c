/**
 * A booking's guest details on its page (features/bookings, "Edit guest details"; docs/bookings.md
 * "Guest details (folio)"): staff open an agency's paid booking, name the second guest, give the
 * arrival time and a request, and the page and its history show them. Then on a 390 px phone in
 * Malay and dark: the form fits, refuses a bad time at its field in Malay, and saves; the history
 * shows the change as a card whose status chips are in view. axe on every screen.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SCREEN_PATHS } from '@bo/shared';
import { bookingSuite, day, DESKTOP, hotelBooking, pageFits, PHONE } from '../support/bookings.mjs';
import { inView, screenshot, seriousA11yProblems } from '../support/browser.mjs';
import { BED_AND_BREAKFAST, bookableHotelThroughApi } from '../support/hotels.mjs';

const { suite, api, word, agencyWithCredit, payWithCredit, phoneMalayDark } = bookingSuite();

/** An agency with agent credit, a hotel with a sellable rate, and a paid booking of 2 adults in 1 room. */
async function paidBooking() {
  const { token, organizationId } = await agencyWithCredit(`Cameron Travel ${word}`);
  const made = await bookableHotelThroughApi(
    api,
    { name: `Hotel Bukit Bintang ${word}`, city: 'Kuala Lumpur', postcode: '55100' },
    { name: 'Deluxe King', roomCount: 20 },
    {
      from: day(0),
      to: day(60),
      rate: { info: BED_AND_BREAKFAST, pricing: { currencyCode: 'MYR', baseOccupancy: 2, baseRate: 30_000 } },
    },
  );
  const { booking } = await api.call('POST', 'book', {
    token,
    body: hotelBooking(made, {
      organizationId,
      checkIn: day(20),
      checkOut: day(22),
      contact: { name: 'Nur Aisyah', email: `aisyah.${word}@example.test` },
    }),
  });
  await payWithCredit(token, booking.bookingRef);
  return booking.bookingRef;
}

test("staff edit a booking's guest details; on a phone in Malay and dark the form fits and checks the time", async () => {
  const ref = await paidBooking();
  const a11y = [];
  await suite.withPage({ viewport: DESKTOP }, async ({ context, page }) => {
    await suite.signIn(page, `${SCREEN_PATHS.bookings}?ref=${ref}`);
    const detail = page.getByTestId('booking-detail');
    await detail.waitFor();
    await page.getByTestId('booking-edit-folio').click();
    const form = page.getByTestId('booking-folio-form');
    await form.waitFor();
    // A name per guest booked (2 adults, 1 room): the lead guest given at booking, the second blank.
    assert.equal(await form.getByLabel('Lead guest').inputValue(), 'Nur Aisyah');
    assert.equal(await form.getByLabel('Guest 2').inputValue(), '');
    a11y.push(...(await seriousA11yProblems(page, 'guest details form')));
    await form.getByLabel('Guest 2').fill('Adam Lee');
    await form.getByLabel('Estimated arrival').fill('22:30');
    await form.getByLabel('Special requests').fill('Twin beds, a high floor');
    await screenshot(page, 'booking-folio-01-form');
    await form.getByRole('button', { name: 'Save guest details' }).click();
    await page.getByText('Guest details updated successfully.').waitFor();
    await page.getByTestId('booking-travellers').getByText('Nur Aisyah, Adam Lee').waitFor();
    await page.getByTestId('booking-arrival-time').getByText('22:30').waitFor();
    await page.getByTestId('booking-special-requests').getByText('Twin beds, a high floor').waitFor();
    const row = page.locator('[data-action="UPDATE_FOLIO"]');
    await row.getByText('Guest details updated').waitFor();
    await row.getByText('Nur Aisyah → Nur Aisyah, Adam Lee').waitFor();
    a11y.push(...(await seriousA11yProblems(page, 'booking (guest details updated)')));

    // On a phone, in Malay and dark.
    await phoneMalayDark(context, page);
    await page.goto(`${SCREEN_PATHS.bookings}?ref=${ref}`);
    await page.getByTestId('booking-edit-folio').getByText('Sunting butiran tetamu').click();
    await form.waitFor();
    assert.ok(await pageFits(page), 'the form is wider than the phone');
    const box = await form.boundingBox();
    assert.ok(box && box.x >= 0 && box.x + box.width <= PHONE.width + 1, 'the form is within the phone');
    await form.getByLabel('Anggaran ketibaan').fill('25:00');
    await form.getByRole('button', { name: 'Simpan butiran tetamu' }).click();
    await form.getByText('Sila masukkan masa sebagai HH:MM (format 24 jam).').waitFor();
    await screenshot(page, 'booking-folio-02-form-phone-malay-dark');
    a11y.push(...(await seriousA11yProblems(page, 'guest details form (phone, ms, dark)')));
    await form.getByLabel('Anggaran ketibaan').fill('09:15');
    await form.getByRole('button', { name: 'Simpan butiran tetamu' }).click();
    await page.getByText('Butiran tetamu berjaya dikemas kini.').waitFor();
    await page.getByTestId('booking-arrival-time').getByText('09:15').waitFor();
    assert.ok(await pageFits(page), 'the booking is wider than the phone');
    // The history is one card per event on a phone: the latest change's action and status chips in view, whole.
    const entry = page.locator('[data-action="UPDATE_FOLIO"]').last();
    await entry.getByText('Butiran tetamu dikemas kini').waitFor();
    for (const column of ['status', 'paymentStatus']) {
      assert.ok(
        await inView(entry.locator(`[data-column="${column}"] .mantine-Badge-root`), PHONE.width),
        `history ${column} in view`,
      );
    }
    await entry.scrollIntoViewIfNeeded();
    await screenshot(page, 'booking-folio-03-history-phone-malay-dark');
    a11y.push(...(await seriousA11yProblems(page, 'booking (phone, ms, dark)')));
  });
  assert.deepEqual(a11y, []);
});
