import { fareOf, partyOf, priceAnswerSchema, readAnswer, shopAnswerSchema } from './sabre-fares';

const offer = {
  offerId: 'MH2512-MH2702.NBSMYLT.20310510',
  validatingCarrier: 'MH',
  carrierName: 'Malaysia Airlines',
  origin: 'KUL',
  originCity: 'Kuala Lumpur',
  destination: 'BKI',
  destinationCity: 'Kota Kinabalu',
  departureDate: '2031-05-10',
  cabin: 'ECONOMY',
  fareBasis: 'NBSMYLT',
  fareName: 'Economy Lite',
  refundable: false,
  baggage: '7 kg cabin only',
  seatsAvailable: 9,
  segments: [
    {
      carrier: 'MH',
      flightNumber: 'MH2512',
      origin: 'KUL',
      destination: 'KCH',
      departAt: '2031-05-10T06:30',
      arriveAt: '2031-05-10T08:15',
      durationMinutes: 105,
      aircraft: 'Boeing 737-800',
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
  price: {
    currency: 'MYR',
    perPassenger: [
      { type: 'ADT', count: 2, amount: 35_900 },
      { type: 'INF', count: 1, amount: 7_400 },
    ],
    total: 79_200,
    cancellationFee: 5_000,
  },
};

describe('the flight supplier’s fares', () => {
  test('an offer as our fare: the carrier, the cabin, every segment, the party’s total and its tickets (the infant’s too)', () => {
    const fare = fareOf(readAnswer(priceAnswerSchema, { offer })!.offer);
    expect(fare).toEqual({
      offerId: offer.offerId,
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
      refundable: false,
      // Not refundable: whatever fee the supplier states, cancelling keeps the whole fare.
      cancellationFee: 0,
      baggage: '7 kg cabin only',
      seatsLeft: 9,
      segments: offer.segments,
      currencyCode: 'MYR',
      supplierTotal: 79_200,
      tickets: 3,
    });
  });

  test('an answer that does not read as expected is refused whole (a fractional amount, a cabin we do not sell, a missing segment)', () => {
    const bad = (change: (o: typeof offer) => unknown) =>
      readAnswer(shopAnswerSchema, { offers: [change(structuredClone(offer))] });
    expect(bad((o) => o)).not.toBeNull();
    expect(bad((o) => ({ ...o, price: { ...o.price, total: 792.5 } }))).toBeNull();
    expect(bad((o) => ({ ...o, cabin: 'SLEEPER' }))).toBeNull();
    expect(bad((o) => ({ ...o, segments: [] }))).toBeNull();
    expect(readAnswer(shopAnswerSchema, '<html>Bad gateway</html>')).toBeNull();
  });

  test('the party counted from the passengers', () => {
    expect(partyOf([{ type: 'ADT' }, { type: 'CHD' }, { type: 'ADT' }, { type: 'INF' }])).toEqual({
      adults: 2,
      children: 1,
      infants: 1,
    });
  });
});
