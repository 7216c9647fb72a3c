import type { BookingCommand } from '../../domain/booking';
import type { FolioValues } from '../../domain/booking.events';
import { given, issuedEvent, paidEvent, placedEvent } from '../../domain/booking.given';

// UpdateFolioHandler decides `UpdateFolio` with the fields the body gives (by staff or the buyer).
const update = (folio: Partial<FolioValues>, by: 'buyer' | 'staff' = 'buyer'): BookingCommand => ({
  type: 'UpdateFolio',
  by,
  folio,
});
const booked = given(placedEvent());

describe('update a folio: given / when UpdateFolio / then', () => {
  test('given a booking, when fields change, then BookingFolioUpdated with each changed field before and after', () => {
    const events = booked.when(
      update({ contactName: 'Aisyah', travellers: ['Aisyah', 'Ben'], specialRequests: 'Late check-in' }),
    );
    expect(events).toEqual([
      {
        type: 'BookingFolioUpdated',
        data: {
          changes: {
            travellers: { before: ['Aisyah'], after: ['Aisyah', 'Ben'] },
            specialRequests: { before: null, after: 'Late check-in' },
          },
          by: 'buyer',
        },
      },
    ]);
    expect(given(placedEvent(), ...events).state().placed).toMatchObject({
      travellers: ['Aisyah', 'Ben'],
      specialRequests: 'Late check-in',
    });
  });

  test('given an issued booking, when staff change the contact, then changed', () => {
    const issued = given(placedEvent(), paidEvent(), issuedEvent);
    expect(issued.when(update({ contactEmail: 'b@example.test' }, 'staff'))[0].data).toEqual({
      changes: { contactEmail: { before: 'a@example.test', after: 'b@example.test' } },
      by: 'staff',
    });
  });

  test('given a booking, when the same details are saved again, then no event', () => {
    expect(booked.when(update({ contactName: 'Aisyah', travellers: ['Aisyah'] }))).toEqual([]);
  });

  test('refused: more names than guests (2 adults, 1 room) TOO_MANY_TRAVELLERS', () => {
    expect(booked.refused(update({ travellers: ['A', 'B', 'C'] }))).toBe('TOO_MANY_TRAVELLERS');
  });

  test('refused: a booking that ended (expired, cancelled), none at all', () => {
    expect(given(placedEvent(), { type: 'BookingExpired', data: {} }).refused(update({ contactName: 'X' }))).toBe(
      'BOOKING_TRANSITION_NOT_ALLOWED',
    );
    expect(
      given(placedEvent(), { type: 'BookingCancelled', data: { fee: 0, refund: 0, reason: null } }).refused(update({})),
    ).toBe('BOOKING_TRANSITION_NOT_ALLOWED');
    expect(given().refused(update({ contactName: 'X' }))).toBe('BOOKING_NOT_FOUND');
  });
});
