/**
 * Set-up and checks shared by the booking specs (bookings, booking-*, eleisure-payloads): an
 * approved agency with agent credit, optionally its own API client token; paying a booking with
 * that credit; the dates the API books against; the eLeisure simulator; and the phone, Malay and
 * dark checks. `api` is `apiOf(suite)`; `bookingSuite()` gives a spec its suite with these bound.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { apiOf, hasRows } from './api.mjs';
import { ROOT } from './app.mjs';
import { inView } from './browser.mjs';
import { agencyFields } from './organizations.mjs';
import { appAndBrowser } from './suite.mjs';

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1440, height: 900 };

/** The date `n` days from now in Malaysia (UTC+8, no daylight saving), YYYY-MM-DD: stays and visits are Malaysian days. */
export const day = (n) => new Date(Date.now() + 8 * 3_600_000 + n * 86_400_000).toISOString().slice(0, 10);

/** Whether nothing on the page is wider than its viewport (1 px for rounding). */
export const pageFits = (page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);

/**
 * A Malaysian travel agency staff create (approved at once) from `organization` (the create form's
 * name, contact and address fields), topped up with `credit` MYR minor units of agent credit once
 * its credit account has opened (a reaction to the approval). Answers staff's token and its id.
 */
export async function agencyWithCredit(api, organization, credit = 5_000_000) {
  const token = await api.adminToken();
  const organizationId = await api.createOrganization(token, {
    organizationType: 'TRAVEL_AGENCY',
    countryCode: 'MYS',
    ...organization,
  });
  await api.waitInDatabase(
    (db) => hasRows(db, `SELECT 1 FROM credit.balances WHERE organization_id = $1`, [organizationId]),
    'the approved organization got no credit account',
  );
  await api.call('POST', 'bo/AgentOrganizationCredit/creditlimit-top-up', {
    token,
    body: { organizationId, currencyCode: 'MYR', amount: credit },
  });
  return { token, organizationId };
}

/**
 * `agencyWithCredit`, then the agency's own API client token (getToken with its code and a fresh
 * secret key): its system books as itself, as a real agency's would.
 */
export async function agencyClient(api, organization, credit) {
  const { token, organizationId } = await agencyWithCredit(api, organization, credit);
  const code = await api.runDatabase(
    async (db) => (await db.query(`SELECT code FROM organizations.organizations WHERE id = $1`, [organizationId])).rows[0].code,
  );
  const { secretKey } = await api.call('POST', 'bo/Organization/reset-secret-key', { token, body: { organizationId } });
  return (await api.call('POST', 'getToken', { body: { clientId: code, secretKey } })).accessToken;
}

/**
 * The body of a `book` call for 2 adults in the room of `made` (what bookableHotelThroughApi
 * answers) at its rate, paid with agent credit; `stay` (checkIn, checkOut, contact, and the
 * organizationId or travellers when given) is merged in.
 */
export function hotelBooking({ hotel, room, roomRate }, stay) {
  return {
    productType: 'hotel',
    hotelID: hotel.hotelID,
    roomInfoID: room.roomInfoID,
    roomRateInclusionID: roomRate.roomRateInclusionID,
    adults: 2,
    paymentMethod: 'CREDIT',
    ...stay,
  };
}

/** Pays booking `bookingRef` with agent credit, through the public payment call, as `token`. */
export async function payWithCredit(api, token, bookingRef) {
  const form = new FormData();
  form.append('OrderId', bookingRef);
  form.append('PaymentMethod', 'CREDIT');
  await api.call('POST', 'payment', { token, form });
}

/** From the next page load on: Malay (the `lang` cookie), dark, and a 390 px phone. */
export async function phoneMalayDark(suite, context, page) {
  await context.addCookies([{ name: 'lang', value: 'ms', url: suite.app.baseUrl }]);
  await page.addInitScript(() => localStorage.setItem('mantine-color-scheme-value', 'dark'));
  await page.setViewportSize(PHONE);
}

/** On the phone, the open booking's status chip is whole and nothing is wider than the phone. */
export async function assertBookingFitsPhone(page) {
  assert.ok(await inView(page.getByTestId('booking-status'), PHONE.width), 'the status chip is in view');
  assert.ok(await pageFits(page), 'the booking is wider than the phone');
}

/**
 * A booking spec's app and browser (`options` as for appAndBrowser), `api` on it, a `word` of its
 * own, and the helpers above bound to them: `agencyWithCredit(name, credit)` and
 * `agencyClient(name, credit)` make an agency named `name` (its other fields agencyFields'),
 * `payWithCredit(token, bookingRef)`, `phoneMalayDark(context, page)`.
 */
export function bookingSuite(options) {
  const suite = appAndBrowser(options);
  const api = apiOf(suite);
  const word = randomBytes(3).toString('hex');
  const agency = (name) => agencyFields(word, { organizationName: name });
  return {
    suite,
    api,
    word,
    agencyWithCredit: (name, credit) => agencyWithCredit(api, agency(name), credit),
    agencyClient: (name, credit) => agencyClient(api, agency(name), credit),
    payWithCredit: (token, bookingRef) => payWithCredit(api, token, bookingRef),
    phoneMalayDark: (context, page) => phoneMalayDark(suite, context, page),
  };
}

/**
 * The eLeisure simulator of the built backend, knowing `hotels`, started with an API key of its
 * own: start it before the app (root-level before hooks run together) and point the app at it
 * with `env`; close `simulator` after.
 */
export async function startEleisureSimulator(hotels) {
  const apiKey = `e2e-${randomBytes(12).toString('hex')}`;
  const dist = resolve(ROOT, process.env.E2E_BACKEND_DIST ?? 'backend/dist');
  const simulatorModule = await import(
    pathToFileURL(resolve(dist, 'modules/bookings/suppliers/eleisure/simulator/eleisure-simulator.js')).href
  );
  const start = simulatorModule.startEleisureSimulator ?? simulatorModule.default.startEleisureSimulator;
  const simulator = await start({ apiKey, hotels });
  return { simulator, apiKey, env: { ELEISURE_URL: simulator.url, ELEISURE_API_KEY: apiKey } };
}

/** An RM 5.00 service fee on agencies' (B2B) hotel bookings, valid from yesterday, made as `token`. */
export function agencyHotelServiceFee(api, token) {
  return api.call('POST', 'bo/ServiceFee/create', {
    token,
    body: {
      productType: 'hotel',
      channel: 'B2B',
      currencyCode: 'MYR',
      feeBasis: 2,
      basedOn: 'AMOUNT',
      value: 500,
      validFrom: day(-1),
    },
  });
}
