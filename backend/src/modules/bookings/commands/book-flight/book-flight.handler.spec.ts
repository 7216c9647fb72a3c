import { assertCreditBuyer } from '../booking-placement.service';
import { given, placed, placedEvent } from '../../domain/booking.given';

// BookFlightHandler's decision: `Place` on a new booking's stream (domain/booking.ts) after
// assertCreditBuyer; the fare's re-pricing at the supplier is the Sabre simulator's (int specs).
describe('book a flight: given / when Place / then', () => {
  const flight = placed({
    productType: 'flight',
    hotel: null,
    flight: {
      offerId: 'offer-1',
      carrier: 'MH',
      carrierName: 'Malaysia Airlines',
      origin: 'KUL',
      originCity: 'Kuala Lumpur',
      destination: 'PEN',
      destinationCity: 'Penang',
      departureDate: '2031-06-10',
      cabinClass: 'ECONOMY',
      fareBasis: 'YOW',
      fareName: 'Economy',
      baggage: '20K',
      segments: [],
      passengers: [{ type: 'ADT', firstName: 'Aisyah', lastName: 'Rahman', dateOfBirth: null }],
      supplierCost: 25_000,
    },
    cancellation: { refundable: false, freeCancellationUntil: null, fee: { basis: 'FULL_STAY', value: 0 } },
  });

  test('given no booking, when a fare is placed, then BookingPlaced with the flight', () => {
    expect(given().when({ type: 'Place', placed: flight })).toEqual([{ type: 'BookingPlaced', data: flight }]);
  });

  test('given the booking already placed, when placed again, then refused BOOKING_TRANSITION_NOT_ALLOWED', () => {
    expect(given(placedEvent(flight)).refused({ type: 'Place', placed: flight })).toBe('BOOKING_TRANSITION_NOT_ALLOWED');
  });

  test('a consumer may not pay a fare by agent credit (CREDIT_NEEDS_ORGANIZATION)', () => {
    expect(() => assertCreditBuyer('CREDIT', { customerType: 'B2C', organizationId: null })).toThrow(
      expect.objectContaining({ code: 'CREDIT_NEEDS_ORGANIZATION' }),
    );
  });
});
