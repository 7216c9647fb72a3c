/**
 * A theme-park booking through the screens (features/bookings; issue 18, theme parks and cable
 * cars): an agency books tickets of the seeded Sunway Lagoon with agent credit through the public
 * booking API and pays; staff open it (the attraction, visit date and tickets shown), issue it and
 * download the ticket the worker made (a PDF, through the ticket download). Then on a 390 px phone
 * in Malay and dark: the booking and its confirmation, nothing wider than the phone. axe on every
 * screen.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';
import { SCREEN_PATHS } from '@bo/shared';
import { assertBookingFitsPhone, bookingSuite, day, DESKTOP, pageFits } from '../support/bookings.mjs';
import { screenshot, seriousA11yProblems } from '../support/browser.mjs';

const { suite, api, word, agencyWithCredit, payWithCredit, phoneMalayDark } = bookingSuite();

/** An approved agency with agent credit (staff's token for its calls), and the seeded theme park's ticket types. */
async function setup() {
  const { token, organizationId } = await agencyWithCredit(`Sunway Trips ${word}`);
  const visitDate = day(25);
  const { products } = await api.call('POST', 'getProduct', {
    token,
    body: { productType: 'themePark', visitDate, organizationId },
  });
  const park = products.find((p) => p.code === 'SUNWAY-LAGOON');
  const details = await api.call('POST', 'getProductDetails', {
    token,
    body: { productType: 'themePark', productID: park.productID, visitDate, organizationId },
  });
  const type = (code) => details.ticketTypes.find((t) => t.code === code).ticketTypeID;
  return { token, organizationId, visitDate, productID: park.productID, adult: type('ADULT'), child: type('CHILD') };
}

test('an agency books theme-park tickets; staff open, issue it and download the ticket; phone, Malay, dark', async () => {
  const s = await setup();
  const { booking } = await api.call('POST', 'book', {
    token: s.token,
    body: {
      productType: 'themePark',
      organizationId: s.organizationId,
      productID: s.productID,
      visitDate: s.visitDate,
      tickets: [
        { ticketTypeID: s.adult, quantity: 2 },
        { ticketTypeID: s.child, quantity: 1 },
      ],
      contact: { name: 'Siti Nurhaliza', email: `siti.${word}@example.test` },
      travellers: ['Siti Nurhaliza', 'Khalid Jamal', 'Aiman Khalid'],
      paymentMethod: 'CREDIT',
    },
  });
  await payWithCredit(s.token, booking.bookingRef);

  const a11y = [];
  await suite.withPage({ viewport: DESKTOP }, async ({ context, page }) => {
    await suite.signIn(page, SCREEN_PATHS.bookings);
    const ref = page.getByTestId('booking-ref').filter({ hasText: booking.bookingRef });
    await ref.waitFor({ timeout: 20_000 });
    // The list: the park and its city, the visit date and how many tickets.
    const row = page.getByRole('row').filter({ hasText: booking.bookingRef });
    await row.getByText('Sunway Lagoon').waitFor();
    await row.getByText('3 tickets').waitFor();
    a11y.push(...(await seriousA11yProblems(page, 'booking list')));

    await ref.click();
    const detail = page.getByTestId('booking-detail');
    await detail.waitFor();
    assert.equal(await detail.getAttribute('data-payment-status'), 'paid');
    const tickets = page.getByTestId('booking-tickets-section');
    await tickets.getByText('Sunway Lagoon').waitFor();
    await tickets.getByText('2 × Adult, 1 × Child (3-12)').waitFor();
    await page.getByTestId('booking-travellers').getByText('Siti Nurhaliza, Khalid Jamal, Aiman Khalid').waitFor();
    assert.equal(await page.getByTestId('booking-stay').count(), 0, 'no hotel stay for a ticket booking');
    await screenshot(page, 'booking-tickets-01-paid');
    a11y.push(...(await seriousA11yProblems(page, 'ticket booking (paid)')));

    await page.getByTestId('booking-issue').click();
    await page.getByTestId('confirm-dialog').getByTestId('confirm-ok').click();
    await page.locator('[data-testid="booking-detail"][data-status="CON"]').waitFor();

    // The ticket: the worker makes it once the booking is confirmed; the button says so.
    await page.getByTestId('booking-voucher').getByText('Ticket').waitFor();
    let pdf;
    let name;
    for (let attempt = 0; attempt < 20 && !pdf; attempt += 1) {
      const download = page.waitForEvent('download', { timeout: 3_000 }).catch(() => null);
      await page.getByTestId('booking-voucher').click();
      const file = await download;
      if (file) {
        pdf = await readFile(await file.path());
        name = file.suggestedFilename();
      } else await page.waitForTimeout(500);
    }
    assert.ok(pdf, 'the ticket downloaded');
    assert.equal(pdf.subarray(0, 5).toString(), '%PDF-');
    assert.equal(name, `ticket-${booking.bookingRef}.pdf`);
    await screenshot(page, 'booking-tickets-02-confirmed');
    a11y.push(...(await seriousA11yProblems(page, 'ticket booking (confirmed)')));

    // On a phone, in Malay and dark: the booking and its confirmation.
    await phoneMalayDark(context, page);
    await page.goto(`${SCREEN_PATHS.bookings}?ref=${booking.bookingRef}`);
    await page.getByTestId('booking-status').getByText('Disahkan').waitFor();
    await page.getByTestId('booking-tickets-section').getByText('Tarikan dan tiket').waitFor();
    await page.getByTestId('booking-tickets').getByText('2 × Dewasa, 1 × Kanak-kanak (3-12)').waitFor();
    await assertBookingFitsPhone(page);
    await screenshot(page, 'booking-tickets-03-phone-malay-dark');
    a11y.push(...(await seriousA11yProblems(page, 'ticket booking (phone, ms, dark)')));
    await page.goto(`${SCREEN_PATHS.bookingConfirmation}?ref=${booking.bookingRef}`);
    await page.getByTestId('booking-confirmation-sheet').waitFor();
    await page.getByText('Tarikh lawatan').first().waitFor();
    await page.getByTestId('booking-voucher').getByText('Tiket').waitFor();
    assert.ok(await pageFits(page), 'the confirmation is wider than the phone');
    await screenshot(page, 'booking-tickets-04-confirmation-phone-malay-dark');
    a11y.push(...(await seriousA11yProblems(page, 'ticket confirmation (phone, ms, dark)')));
  });
  assert.deepEqual(a11y, []);
});
