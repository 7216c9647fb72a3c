/**
 * A flight booking's facts on the booking page and its confirmation
 * (src/features/bookings/components/flight-facts.tsx), in English and Malay from the bookings
 * catalogue itself: route, date, airline and fare, cabin, flights at their airports' own times,
 * passengers by type, and the airline's reference (PNR) once ticketed. Loaded through Vite as the
 * app builds it.
 *
 *   npm test -w frontend        (node --test tooling/)
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import i18next from 'i18next';
import { runnerImport } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const catalogue = (language) => JSON.parse(readFileSync(`${root}src/features/bookings/locales/${language}.json`, 'utf8'));
/** @type {typeof import('../src/features/bookings/components/flight-facts.tsx')} */
let facts;
const t = {};

before(async () => {
  ({ module: facts } = await runnerImport('/src/features/bookings/components/flight-facts.tsx', {
    root,
    configFile: `${root}vite.config.ts`,
    logLevel: 'error',
  }));
  for (const language of ['en', 'ms']) {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: language,
      ns: ['bookings'],
      defaultNS: 'bookings',
      resources: { [language]: { bookings: catalogue(language) } },
    });
    t[language] = i18n.t.bind(i18n);
  }
});

const flight = {
  offerId: 'MH2512-MH2702.NBSMYLT.20310510',
  carrier: 'MH',
  carrierName: 'Malaysia Airlines',
  origin: 'KUL',
  originCity: 'Kuala Lumpur',
  destination: 'BKI',
  destinationCity: 'Kota Kinabalu',
  departureDate: '2031-05-10',
  cabinClass: 'ECONOMY',
  fareBasis: 'NBSMYLT',
  fareName: 'Economy Lite',
  baggage: '7 kg cabin only',
  segments: [
    {
      carrier: 'MH',
      flightNumber: 'MH2512',
      origin: 'KUL',
      destination: 'KCH',
      departAt: '2031-05-10T06:30',
      arriveAt: '2031-05-10T08:15',
      durationMinutes: 105,
      aircraft: null,
    },
    {
      carrier: 'MH',
      flightNumber: 'MH2702',
      origin: 'KCH',
      destination: 'BKI',
      departAt: '2031-05-10T09:30',
      arriveAt: '2031-05-10T11:05',
      durationMinutes: 95,
      aircraft: null,
    },
  ],
  passengers: [
    { type: 'ADT', firstName: 'Aisyah', lastName: 'Rahman', dateOfBirth: null },
    { type: 'INF', firstName: 'Nur', lastName: 'Rahman', dateOfBirth: '2030-11-02' },
  ],
};
const byTestId = (list) => Object.fromEntries(list.filter((f) => f[2]).map(([label, value, id]) => [id, `${label}: ${value}`]));

test('a ticketed flight in English: the route, the flights at local times, the passengers by type, the PNR', () => {
  const shown = byTestId(facts.flightFacts({ flight, supplierRef: 'Q7XK2M' }, { t: t.en, language: 'en' }));
  assert.equal(shown['booking-flight-route'], 'Route: Kuala Lumpur (KUL) → Kota Kinabalu (BKI)');
  assert.equal(shown['booking-flight-airline'], 'Airline and fare: Malaysia Airlines · Economy Lite');
  assert.equal(shown['booking-flight-cabin'], 'Cabin class: Economy');
  assert.equal(shown['booking-flight-segments'], 'Flights: MH2512 KUL 06:30 → KCH 08:15; MH2702 KCH 09:30 → BKI 11:05');
  assert.equal(shown['booking-flight-passengers'], 'Passengers: Aisyah Rahman (Adult), Nur Rahman (Infant)');
  assert.equal(shown['booking-flight-pnr'], 'Airline booking reference (PNR): Q7XK2M');
  assert.match(shown['booking-flight-date'], /^Departure date: 2031-May-10$/);
});

test('in Malay, before it is ticketed; a hotel booking has no flight facts', () => {
  const shown = byTestId(facts.flightFacts({ flight, supplierRef: null }, { t: t.ms, language: 'ms' }));
  assert.equal(shown['booking-flight-route'], 'Laluan: Kuala Lumpur (KUL) → Kota Kinabalu (BKI)');
  assert.equal(shown['booking-flight-cabin'], 'Kelas kabin: Kelas Ekonomi');
  assert.equal(shown['booking-flight-passengers'], 'Penumpang: Aisyah Rahman (Dewasa), Nur Rahman (Bayi)');
  assert.equal(shown['booking-flight-pnr'], 'Rujukan tempahan syarikat penerbangan (PNR): Belum ditiketkan');
  assert.deepEqual(facts.flightFacts({ flight: null, supplierRef: null }, { t: t.en, language: 'en' }), []);
});
