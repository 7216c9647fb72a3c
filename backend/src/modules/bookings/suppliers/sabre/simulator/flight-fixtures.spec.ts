import { findOffer, offerIdOf, parseFlightFixture, RECORDED_ROUTES, searchOffers } from './flight-fixtures';

const NOW = '2031-05-01T00:00';
const party = (ADT: number, CHD = 0, INF = 0) => ({ ADT, CHD, INF });
const route = (over: Record<string, unknown> = {}) => ({
  source: 'test',
  recordedAt: '2031-01-01',
  currency: 'MYR',
  route: { origin: 'KUL', originCity: 'Kuala Lumpur', destination: 'PEN', destinationCity: 'Penang' },
  flights: [
    {
      key: 'MH1140',
      carrier: 'MH',
      carrierName: 'Malaysia Airlines',
      segments: [
        {
          carrier: 'MH',
          flightNumber: 'MH1140',
          origin: 'KUL',
          destination: 'PEN',
          departTime: '07:00',
          arriveTime: '08:00',
          durationMinutes: 60,
        },
      ],
      fares: [
        {
          cabin: 'ECONOMY',
          fareBasis: 'YFLX',
          fareName: 'Flex',
          refundable: true,
          cancellationFeePerPassenger: 10_000,
          baggage: '30 kg',
          seats: 4,
          perPassenger: { ADT: 34_900, CHD: 26_900, INF: 6_200 },
        },
      ],
    },
  ],
  ...over,
});

describe('the recorded fares', () => {
  test('every fixture file reads and chains its segments from the route’s origin to its destination', () => {
    expect(RECORDED_ROUTES.map((r) => `${r.route.origin}-${r.route.destination}`)).toEqual([
      'KUL-PEN',
      'KUL-BKI',
      'KUL-SIN',
      'KUL-LGK',
    ]);
    for (const r of RECORDED_ROUTES) expect(r.currency).toBe('MYR');
  });

  test('a malformed fixture is refused naming the file and the place', () => {
    expect(() => parseFlightFixture(route({ currency: 'ringgit' }), 'x.json')).toThrow('Flight fixture x.json: currency:');
    const broken = route();
    broken.flights[0]!.segments[0]!.origin = 'SZB';
    expect(() => parseFlightFixture(broken, 'y.json')).toThrow('segment MH1140 leaves SZB, not KUL');
    const amounts = route();
    (amounts.flights[0]!.fares[0]!.perPassenger as Record<string, unknown>).ADT = 349.0 + 0.5;
    expect(() => parseFlightFixture(amounts, 'z.json')).toThrow('flights.0.fares.0.perPassenger.ADT');
    const twice = route();
    twice.flights.push(twice.flights[0]!);
    expect(() => parseFlightFixture(twice, 't.json')).toThrow('the key is listed twice');
  });
});

describe('offers from the fixtures', () => {
  const routes = [parseFlightFixture(route(), 'test.json')];

  test('a search prices the party per passenger type, in minor units; the cancellation fee per passenger', () => {
    const [offer] = searchOffers(
      routes,
      { origin: 'KUL', destination: 'PEN', departureDate: '2031-05-10', passengers: party(2, 1, 1) },
      NOW,
    );
    expect(offer).toMatchObject({
      offerId: 'MH1140.YFLX.20310510',
      departureDate: '2031-05-10',
      segments: [{ departAt: '2031-05-10T07:00', arriveAt: '2031-05-10T08:00', aircraft: null }],
      price: {
        currency: 'MYR',
        perPassenger: [
          { type: 'ADT', count: 2, amount: 34_900 },
          { type: 'CHD', count: 1, amount: 26_900 },
          { type: 'INF', count: 1, amount: 6_200 },
        ],
        total: 2 * 34_900 + 26_900 + 6_200,
        cancellationFee: 4 * 10_000,
      },
    });
  });

  test('nothing before today, past the schedule, on an impossible date, in another cabin, or without seats for the party', () => {
    const q = (departureDate: string, passengers = party(1), cabin: 'ECONOMY' | 'BUSINESS' | null = null) =>
      searchOffers(routes, { origin: 'KUL', destination: 'PEN', departureDate, passengers, cabin }, NOW).length;
    expect(q('2031-05-01')).toBe(1);
    expect(q('2031-04-30')).toBe(0);
    expect(q('2032-05-01')).toBe(0);
    expect(q('2031-02-30')).toBe(0);
    expect(q('2031-05-10', party(1), 'BUSINESS')).toBe(0);
    // Four seats: four adults fit, five do not; an infant needs no seat.
    expect(q('2031-05-10', party(4, 0, 2))).toBe(1);
    expect(q('2031-05-10', party(3, 2))).toBe(0);
  });

  test('an offer found again by its id, for another party; an unknown id, fare or date answers none', () => {
    const id = offerIdOf('MH1140', 'YFLX', '2031-05-10');
    expect(findOffer(routes, id, party(1), NOW)?.price.total).toBe(34_900);
    expect(findOffer(routes, 'MH1140.JFLX.20310510', party(1), NOW)).toBeNull();
    expect(findOffer(routes, 'MH1140.YFLX.20310430', party(1), '2031-05-01')).toBeNull();
    expect(findOffer(routes, 'nonsense', party(1), NOW)).toBeNull();
    expect(findOffer(routes, id, party(5), NOW)).toBeNull();
  });

  test('today’s flight sells until an hour before it leaves', () => {
    const id = offerIdOf('MH1140', 'YFLX', '2031-05-01');
    const at = (now: string) =>
      searchOffers(routes, { origin: 'KUL', destination: 'PEN', departureDate: '2031-05-01', passengers: party(1) }, now);
    expect(at('2031-05-01T05:59')).toHaveLength(1);
    expect(at('2031-05-01T06:00')).toEqual([]);
    expect(findOffer(routes, id, party(1), '2031-05-01T05:59')).not.toBeNull();
    expect(findOffer(routes, id, party(1), '2031-05-01T06:30')).toBeNull();
  });

  test('a connection: its legs on the day, the second leaving where the first landed', () => {
    const [offer] = searchOffers(
      RECORDED_ROUTES,
      { origin: 'KUL', destination: 'BKI', departureDate: '2031-05-10', passengers: party(1), cabin: 'ECONOMY' },
      NOW,
    ).filter((o) => o.segments.length === 2);
    expect(offer!.segments.map((s) => `${s.flightNumber} ${s.origin}-${s.destination} ${s.departAt}`)).toEqual([
      'MH2512 KUL-KCH 2031-05-10T06:30',
      'MH2702 KCH-BKI 2031-05-10T09:30',
    ]);
  });
});
