import { assertCreditBuyer } from '../booking-placement.service';
import { given, placedEvent, ticketsPlaced } from '../../domain/booking.given';

// BookTicketsHandler's decision: `Place` on a new booking's stream (domain/booking.ts) after
// assertCreditBuyer; the product's dates, ticket types and capacity are the attractions' (int specs).
describe('book tickets: given / when Place / then', () => {
  const tickets = ticketsPlaced();

  test('given no booking, when tickets are placed, then BookingPlaced; the booking is PPA with its visit date', () => {
    expect(given().when({ type: 'Place', placed: tickets })).toEqual([{ type: 'BookingPlaced', data: tickets }]);
    expect(given(placedEvent(tickets)).state().placed!.tickets!.visitDate).toBe('2031-06-05');
  });

  test('given the booking already placed, when placed again, then refused BOOKING_TRANSITION_NOT_ALLOWED', () => {
    expect(given(placedEvent(tickets)).refused({ type: 'Place', placed: tickets })).toBe('BOOKING_TRANSITION_NOT_ALLOWED');
  });

  test('a consumer may not pay tickets by agent credit (CREDIT_NEEDS_ORGANIZATION)', () => {
    expect(() => assertCreditBuyer('CREDIT', { customerType: 'B2C', organizationId: null })).toThrow(
      expect.objectContaining({ code: 'CREDIT_NEEDS_ORGANIZATION' }),
    );
  });
});
