import type { SupplierFare } from '../suppliers';
import { FlightProductLine } from './flight-product-line';

const fare: SupplierFare = {
  offerId: 'OFF-1',
  carrier: 'MH',
  carrierName: 'Malaysia Airlines',
  origin: 'KUL',
  originCity: 'Kuala Lumpur',
  destination: 'PEN',
  destinationCity: 'Penang',
  departureDate: '2031-07-01',
  cabinClass: 'ECONOMY',
  fareBasis: 'YOW',
  fareName: 'Economy Flex',
  refundable: true,
  cancellationFee: 5_000,
  baggage: '20 kg',
  seatsLeft: 9,
  segments: [
    {
      carrier: 'MH',
      flightNumber: 'MH1140',
      origin: 'KUL',
      destination: 'PEN',
      departAt: '2031-07-01T08:00',
      arriveAt: '2031-07-01T09:00',
      durationMinutes: 60,
      aircraft: null,
    },
  ],
  currencyCode: 'MYR',
  supplierTotal: 42_000,
  tickets: 2,
};
const passengers = [
  { type: 'ADT' as const, firstName: 'Aina', lastName: 'Rahman', dateOfBirth: '1990-01-02' },
  { type: 'CHD' as const, firstName: 'Adam', lastName: 'Rahman' },
];

describe('FlightProductLine', () => {
  const line = new FlightProductLine();

  test('quotes the re-priced fare: the flight booked, its terms, and the fare pricing prices', async () => {
    const {
      seatsLeft: _seats,
      refundable: _r,
      cancellationFee: _f,
      currencyCode: _c,
      supplierTotal,
      tickets: _t,
      ...flight
    } = fare;
    await expect(line.quote({ fare, passengers })).resolves.toEqual({
      booked: {
        ...flight,
        passengers: [
          { type: 'ADT', firstName: 'Aina', lastName: 'Rahman', dateOfBirth: '1990-01-02' },
          { type: 'CHD', firstName: 'Adam', lastName: 'Rahman', dateOfBirth: null },
        ],
        supplierCost: supplierTotal,
      },
      currencyCode: 'MYR',
      cancellation: { refundable: true, freeCancellationUntil: null, fee: { basis: 'AMOUNT', value: 5_000 } },
      sale: { supplierCost: 42_000, tickets: 2, segments: 1, cabinClass: 'ECONOMY', currencyCode: 'MYR' },
    });
  });

  test('a non-refundable fare keeps the whole total once ticketed', async () => {
    const quote = await line.quote({ fare: { ...fare, refundable: false, cancellationFee: 0 }, passengers });
    expect(quote.cancellation).toEqual({ refundable: false, freeCancellationUntil: null, fee: { basis: 'FULL_STAY', value: 0 } });
  });

  test('nothing is held at book; the flight supplier (SABRE) confirms the fare, and must be connected', async () => {
    const { booked } = await line.quote({ fare, passengers });
    await expect(line.hold()).resolves.toBeNull();
    await expect(line.supplier({ ...booked })).resolves.toEqual({
      channel: 'SABRE',
      supplierCode: 'OFF-1',
      requiredReason: 'No flight supplier is connected',
    });
  });
});
