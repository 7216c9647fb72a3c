import type { BookingStatus } from '@bo/shared';
import type { BookingCommand } from '../../domain/booking';
import { given, issuedEvent, paidEvent, placedEvent, supplierFailedEvent } from '../../domain/booking.given';

// SetBookingStatusHandler (staff only, assertStaff) decides `SetStatus`; a move to CAN is cancel's
// decision (cancel-booking.handler.spec.ts), and FLD is decided first without appending when a
// supplier must cancel.
const setStatus = (to: BookingStatus, reason = 'Hotel overbooked'): BookingCommand => ({ type: 'SetStatus', to, reason });
const issued = given(placedEvent(), paidEvent(), issuedEvent);
const rhi = given(placedEvent(), paidEvent(), supplierFailedEvent);

describe('set a booking status: given / when SetStatus / then', () => {
  test('given an issued booking, when set to RHI, then BookingStatusSet CON -> RHI, nothing refunded', () => {
    expect(issued.when(setStatus('RHI', '  Hotel overbooked '))).toEqual([
      { type: 'BookingStatusSet', data: { from: 'CON', to: 'RHI', reason: 'Hotel overbooked', refund: 0 } },
    ]);
  });

  test('given a booking needing attention, when set to FLD, then everything paid is refunded; to CON, nothing', () => {
    expect(rhi.when(setStatus('FLD'))[0].data).toEqual({ from: 'RHI', to: 'FLD', reason: 'Hotel overbooked', refund: 30_000 });
    expect(rhi.when(setStatus('CON'))[0].data).toMatchObject({ from: 'RHI', to: 'CON', refund: 0 });
    expect(given(...rhi.history, ...rhi.when(setStatus('FLD'))).state()).toMatchObject({ status: 'FLD', paymentStatus: 'revr' });
  });

  test('given a booking, when set without a reason, then refused BOOKING_TRANSITION_NOT_ALLOWED', () => {
    expect(issued.refused(setStatus('RHI', '   '))).toBe('BOOKING_TRANSITION_NOT_ALLOWED');
  });

  test('refused: a move not in the table (PPA -> RHI, CON -> FLD, FLD -> CON), no booking', () => {
    expect(given(placedEvent()).refused(setStatus('RHI'))).toBe('BOOKING_TRANSITION_NOT_ALLOWED');
    expect(issued.refused(setStatus('FLD'))).toBe('BOOKING_TRANSITION_NOT_ALLOWED');
    expect(given(...rhi.history, ...rhi.when(setStatus('FLD'))).refused(setStatus('CON'))).toBe('BOOKING_TRANSITION_NOT_ALLOWED');
    expect(given().refused(setStatus('RHI'))).toBe('BOOKING_NOT_FOUND');
  });
});
