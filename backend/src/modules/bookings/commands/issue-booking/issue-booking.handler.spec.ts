import type { BookingCommand } from '../../domain/booking';
import { given, issuedEvent, paidEvent, placedEvent, supplierFailedEvent } from '../../domain/booking.given';

// IssueBookingHandler first decides `Issue` with no supplier reference (no event: nothing to do;
// refused: the supplier is never asked), then `Issue` with the supplier's reference, or
// `FailAtSupplier` when the supplier refuses (the booking needs attention).
const issue = (by: 'buyer' | 'staff', supplierRef: string | null = null): BookingCommand => ({ type: 'Issue', by, supplierRef });
const failAtSupplier: BookingCommand = { type: 'FailAtSupplier', reason: 'Fare no longer offered' };
const paid = given(placedEvent(), paidEvent());

describe('issue a booking: given / when Issue / then', () => {
  test('given a paid booking, when issued, then BookingIssued with the supplier reference; the booking is CON', () => {
    expect(paid.when(issue('buyer'))).toEqual([{ type: 'BookingIssued', data: { supplierRef: null } }]);
    const events = paid.when(issue('staff', 'PNR123'));
    expect(events).toEqual([{ type: 'BookingIssued', data: { supplierRef: 'PNR123' } }]);
    expect(given(placedEvent(), paidEvent(), ...events).state().status).toBe('CON');
  });

  test('given an issued booking, when issued again, then no event (the handler asks no supplier)', () => {
    expect(given(placedEvent(), paidEvent(), issuedEvent).when(issue('buyer'))).toEqual([]);
  });

  test('given an unpaid booking, when issued, then refused BOOKING_NOT_PAID', () => {
    expect(given(placedEvent()).refused(issue('buyer'))).toBe('BOOKING_NOT_PAID');
  });

  test('given a booking needing attention, when issued: by staff, then issued; by the buyer, then refused', () => {
    const rhi = given(placedEvent(), paidEvent(), supplierFailedEvent);
    expect(rhi.when(issue('staff', 'PNR9'))).toEqual([{ type: 'BookingIssued', data: { supplierRef: 'PNR9' } }]);
    expect(rhi.refused(issue('buyer'))).toBe('BOOKING_TRANSITION_NOT_ALLOWED');
  });

  test('given an expired or cancelled booking, when issued, then refused BOOKING_TRANSITION_NOT_ALLOWED', () => {
    expect(given(placedEvent(), { type: 'BookingExpired', data: {} }).refused(issue('staff'))).toBe(
      'BOOKING_TRANSITION_NOT_ALLOWED',
    );
    const cancelled = given(placedEvent(), paidEvent(), {
      type: 'BookingCancelled',
      data: { fee: 0, refund: 30_000, reason: null },
    });
    expect(cancelled.refused(issue('staff'))).toBe('BOOKING_TRANSITION_NOT_ALLOWED');
  });

  test('given no booking, when issued, then refused BOOKING_NOT_FOUND', () => {
    expect(given().refused(issue('staff'))).toBe('BOOKING_NOT_FOUND');
  });
});

describe('the supplier refused: given / when FailAtSupplier / then', () => {
  test('given a paid booking, when the supplier fails, then BookingSupplierFailed (RHI); again from RHI, the new reason', () => {
    expect(paid.when(failAtSupplier)).toEqual([{ type: 'BookingSupplierFailed', data: { reason: 'Fare no longer offered' } }]);
    const rhi = given(placedEvent(), paidEvent(), supplierFailedEvent);
    expect(rhi.state().status).toBe('RHI');
    expect(rhi.when(failAtSupplier)).toHaveLength(1);
  });

  test('given an unpaid or issued booking, when the supplier fails, then refused BOOKING_TRANSITION_NOT_ALLOWED', () => {
    expect(given(placedEvent()).refused(failAtSupplier)).toBe('BOOKING_TRANSITION_NOT_ALLOWED');
    expect(given(placedEvent(), paidEvent(), issuedEvent).refused(failAtSupplier)).toBe('BOOKING_TRANSITION_NOT_ALLOWED');
  });
});
