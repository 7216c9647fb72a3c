/**
 * Flights through the screens (issue 18 item 6; docs/bookings.md "Suppliers and flights", "Need
 * Attention (RHI)"): the flight supplier simulator (recorded fares) runs beside the app, which is
 * pointed at it. An agency's system searches KUL-LGK, books two fares with agent credit and pays.
 * Staff open the first: the flight (route, date, cabin, flights at local times, passengers) is on
 * the page; they issue it and the airline's reference (the supplier's PNR) appears. The second is a
 * fare the supplier refuses at ticketing: issuing it answers the error and the page shows the
 * booking needs attention, with the supplier's reason. Then on a 390 px phone in Malay and dark:
 * the booking needing attention and the confirmed flight's confirmation. axe on every screen.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { test } from 'node:test';
import { SCREEN_PATHS } from '@bo/shared';
import { ROOT } from '../support/app.mjs';
import { assertBookingFitsPhone, bookingSuite, day, DESKTOP, pageFits } from '../support/bookings.mjs';
import { screenshot, seriousA11yProblems } from '../support/browser.mjs';

const BACKEND_DIST = resolve(ROOT, process.env.E2E_BACKEND_DIST ?? 'backend/dist');
const simulatorModule = await import(`${BACKEND_DIST}/modules/bookings/suppliers/sabre/simulator/flight-supplier-simulator.js`);
const { startFlightSupplierSimulator } = simulatorModule.startFlightSupplierSimulator ? simulatorModule : simulatorModule.default;
const supplierKey = randomBytes(18).toString('base64url');
const simulator = await startFlightSupplierSimulator({ apiKey: supplierKey });

const { suite, api, word, agencyClient, payWithCredit, phoneMalayDark } = bookingSuite({
  env: { FLIGHT_SUPPLIER_URL: simulator.url, FLIGHT_SUPPLIER_KEY: supplierKey },
});

/** The agency's system books `key`'s fare for two adults with agent credit and pays it. */
async function bookAndPay(client, offers, key) {
  const offer = offers.find((o) => o.offerId.startsWith(`${key}.`));
  assert.ok(offer, `${key} is offered`);
  const { booking } = await api.call('POST', 'book', {
    token: client,
    body: {
      productType: 'flight',
      offerId: offer.offerId,
      passengers: [
        { type: 'ADT', firstName: 'Farah', lastName: 'Aziz' },
        { type: 'ADT', firstName: 'Imran', lastName: 'Aziz' },
      ],
      contact: { name: 'Farah Aziz', email: `farah.${word}@example.test` },
      paymentMethod: 'CREDIT',
    },
  });
  await payWithCredit(client, booking.bookingRef);
  return booking;
}

test('staff issue a flight (ticketed: its PNR shown) and see a refused one need attention with the reason; phone, Malay, dark', async () => {
  // An approved agency with agent credit; its system books with its own API client token.
  const client = await agencyClient(`Pulau Travel ${word}`);
  const { offers } = await api.call('POST', 'getProduct', {
    token: client,
    body: { productType: 'flight', origin: 'KUL', destination: 'LGK', departureDate: day(21), adults: 2 },
  });
  const good = await bookAndPay(client, offers, 'MH1432.NBSMYLT');
  const refused = await bookAndPay(client, offers, 'AK6306.PROMO');
  const a11y = [];
  try {
    await suite.withPage({ viewport: DESKTOP }, async ({ context, page }) => {
      await suite.signIn(page, `${SCREEN_PATHS.bookings}?ref=${good.bookingRef}`);
      const detail = page.getByTestId('booking-detail');
      await detail.waitFor();
      assert.equal(await page.getByTestId('booking-flight-route').textContent(), 'Kuala Lumpur (KUL) → Langkawi (LGK)');
      assert.equal(await page.getByTestId('booking-flight-segments').textContent(), 'MH1432 KUL 07:35 → LGK 08:40');
      assert.equal(await page.getByTestId('booking-flight-cabin').textContent(), 'Economy');
      assert.equal(await page.getByTestId('booking-flight-passengers').textContent(), 'Farah Aziz (Adult), Imran Aziz (Adult)');
      assert.equal(await page.getByTestId('booking-flight-pnr').textContent(), 'Not ticketed yet');
      a11y.push(...(await seriousA11yProblems(page, 'flight booking (paid)')));

      await page.getByTestId('booking-issue').click();
      await page.getByTestId('confirm-dialog').getByTestId('confirm-ok').click();
      await page.locator('[data-testid="booking-detail"][data-status="CON"]').waitFor();
      const pnr = simulator.orders.get(good.bookingRef)?.orderId;
      assert.match(pnr ?? '', /^[A-Z0-9]{6}$/);
      await page.getByTestId('booking-flight-pnr').getByText(pnr).waitFor();
      await screenshot(page, 'booking-flights-01-ticketed');
      a11y.push(...(await seriousA11yProblems(page, 'flight booking (confirmed)')));

      // The fare the supplier refuses at ticketing: the error, then the booking needs attention.
      await page.goto(`${SCREEN_PATHS.bookings}?ref=${refused.bookingRef}`);
      await page.locator('[data-testid="booking-detail"][data-status="PPA"]').waitFor();
      await page.getByTestId('booking-issue').click();
      await page.getByTestId('confirm-dialog').getByTestId('confirm-ok').click();
      await page.locator('[data-testid="booking-detail"][data-status="RHI"]').waitFor({ timeout: 20_000 });
      const attention = page.getByTestId('booking-attention');
      await attention.getByText('Needs attention').waitFor();
      await attention.getByText(/UC: fare class closed at ticketing/).waitFor();
      await page.getByText('Supplier failed').first().waitFor();
      await screenshot(page, 'booking-flights-02-needs-attention');
      a11y.push(...(await seriousA11yProblems(page, 'flight booking (needs attention)')));

      // On a phone, in Malay and dark.
      await phoneMalayDark(context, page);
      await page.goto(`${SCREEN_PATHS.bookings}?ref=${refused.bookingRef}`);
      await page.getByTestId('booking-attention').getByText('Perlu perhatian').waitFor();
      await assertBookingFitsPhone(page);
      await screenshot(page, 'booking-flights-03-attention-phone-malay-dark');
      a11y.push(...(await seriousA11yProblems(page, 'needs attention (phone, ms, dark)')));
      await page.goto(`${SCREEN_PATHS.bookingConfirmation}?ref=${good.bookingRef}`);
      await page.getByTestId('booking-confirmation-sheet').waitFor();
      await page.getByText('Penerbangan', { exact: true }).first().waitFor();
      await page.getByTestId('booking-flight-pnr').getByText(pnr).waitFor();
      assert.equal(await page.getByTestId('booking-flight-cabin').textContent(), 'Kelas Ekonomi');
      assert.ok(await pageFits(page), 'the confirmation is wider than the phone');
      await screenshot(page, 'booking-flights-04-confirmation-phone-malay-dark');
      a11y.push(...(await seriousA11yProblems(page, 'flight confirmation (phone, ms, dark)')));
    });
  } finally {
    await simulator.close();
  }
  assert.deepEqual(a11y, []);
});
