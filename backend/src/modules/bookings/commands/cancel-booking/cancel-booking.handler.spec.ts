import { given, issuedEvent, paidEvent, placed, placedEvent, supplierFailedEvent } from '../../domain/booking.given';
import type { BookingCommand } from '../../domain/booking';

// CancelBookingHandler decides `Cancel` (by staff when the caller has no organization, else by the
// buyer; today in Asia/Kuala_Lumpur), first without appending when a supplier must cancel too.
const cancel = (today: string, by: 'buyer' | 'staff' = 'buyer', reason: string | null = null): BookingCommand => ({
  type: 'Cancel',
  by,
  reason,
  today,
});

describe('cancel a booking: given / when Cancel / then', () => {
  test('given an unpaid booking, when cancelled, then BookingCancelled with nothing kept or refunded', () => {
    expect(given(placedEvent()).when(cancel('2031-06-09'))).toEqual([
      { type: 'BookingCancelled', data: { fee: 0, refund: 0, reason: null } },
    ]);
  });

  test('given a paid booking not yet issued, when cancelled, then all of it is refunded, whatever the terms', () => {
    expect(given(placedEvent(), paidEvent()).when(cancel('2031-06-12', 'buyer', '  Plans changed '))).toEqual([
      { type: 'BookingCancelled', data: { fee: 0, refund: 30_000, reason: 'Plans changed' } },
    ]);
  });

  test('given an issued booking, when cancelled within the free period, then nothing kept; after it, one night of three', () => {
    const issued = given(placedEvent(), paidEvent(), issuedEvent);
    expect(issued.when(cancel('2031-06-07'))[0].data).toMatchObject({ fee: 0, refund: 30_000 });
    expect(issued.when(cancel('2031-06-08'))[0].data).toMatchObject({ fee: 10_000, refund: 20_000 });
  });

  test('given a non-refundable issued booking, when cancelled, then the whole total is kept', () => {
    const nonRefundable = placed({
      cancellation: { refundable: false, freeCancellationUntil: null, fee: { basis: 'NIGHTS', value: 1 } },
    });
    expect(
      given(placedEvent(nonRefundable), paidEvent(nonRefundable), issuedEvent).when(cancel('2031-06-01'))[0].data,
    ).toMatchObject({
      fee: 30_000,
      refund: 0,
    });
  });

  test('given a booking needing attention, when cancelled: by staff, then cancelled; by the buyer, then refused', () => {
    const rhi = given(placedEvent(), paidEvent(), supplierFailedEvent);
    expect(rhi.when(cancel('2031-06-01', 'staff'))[0]).toMatchObject({
      type: 'BookingCancelled',
      data: { fee: 0, refund: 30_000 },
    });
    expect(rhi.refused(cancel('2031-06-01', 'buyer'))).toBe('BOOKING_TRANSITION_NOT_ALLOWED');
  });

  test('given a cancelled or expired booking, when cancelled, then refused BOOKING_TRANSITION_NOT_ALLOWED', () => {
    const cancelled = given(placedEvent(), { type: 'BookingCancelled', data: { fee: 0, refund: 0, reason: null } });
    expect(cancelled.refused(cancel('2031-06-01', 'staff'))).toBe('BOOKING_TRANSITION_NOT_ALLOWED');
    expect(given(placedEvent(), { type: 'BookingExpired', data: {} }).refused(cancel('2031-06-01'))).toBe(
      'BOOKING_TRANSITION_NOT_ALLOWED',
    );
  });

  test('given no booking, when cancelled, then refused BOOKING_NOT_FOUND', () => {
    expect(given().refused(cancel('2031-06-01'))).toBe('BOOKING_NOT_FOUND');
  });
});
