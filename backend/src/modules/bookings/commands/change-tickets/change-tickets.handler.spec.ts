import type { ChangeTicketsCommand } from '../../domain/ticket-change';
import { given, issuedEvent, paidEvent, placedEvent, ticketsPlaced } from '../../domain/booking.given';

// ChangeTicketsHandler decides `ChangeTickets` (a new date priced today as `book` prices it,
// repricedTotal; by staff or the buyer); moving the tickets at the attractions is in its transaction (int specs).
const tickets = ticketsPlaced();
const change = (over: Partial<ChangeTicketsCommand> = {}): ChangeTicketsCommand => ({
  type: 'ChangeTickets',
  by: 'buyer',
  visitDate: null,
  travellers: null,
  today: '2031-06-01',
  repricedTotal: null,
  ...over,
});
const booked = given(placedEvent(tickets));

describe('change tickets: given / when ChangeTickets / then', () => {
  test('given booked tickets, when moved to a cheaper date and renamed, then BookingTicketsChanged; the total stays', () => {
    const events = booked.when(change({ visitDate: '2031-06-06', travellers: ['A', 'B'], repricedTotal: 40_000 }));
    expect(events).toEqual([
      {
        type: 'BookingTicketsChanged',
        data: {
          visitDate: { before: '2031-06-05', after: '2031-06-06' },
          travellers: { before: ['Aisyah'], after: ['A', 'B'] },
          repricedTotal: 40_000,
          by: 'buyer',
        },
      },
    ]);
    const after = given(placedEvent(tickets), ...events).state().placed!;
    expect(after).toMatchObject({ total: 46_200, travellers: ['A', 'B'], tickets: { visitDate: '2031-06-06' } });
  });

  test('given issued tickets, when renamed by staff, then changed (an issued booking may change)', () => {
    const issued = given(placedEvent(tickets), paidEvent(tickets), issuedEvent);
    expect(issued.when(change({ by: 'staff', travellers: ['B'] }))[0].data).toMatchObject({ visitDate: null, by: 'staff' });
  });

  test('given booked tickets, when the same date and names are sent again, then no event', () => {
    expect(booked.when(change({ visitDate: '2031-06-05', travellers: ['Aisyah'] }))).toEqual([]);
  });

  test('refused: a dearer date, more names than tickets, a date in the past, on the visit day', () => {
    expect(booked.refused(change({ visitDate: '2031-06-06', repricedTotal: 46_201 }))).toBe('TICKET_CHANGE_COSTS_MORE');
    expect(booked.refused(change({ travellers: ['A', 'B', 'C', 'D'] }))).toBe('TOO_MANY_TICKET_HOLDERS');
    expect(booked.refused(change({ visitDate: '2031-05-31', repricedTotal: 1 }))).toBe('VISIT_DATE_IN_PAST');
    expect(booked.refused(change({ today: '2031-06-05', travellers: ['B'] }))).toBe('TICKET_VISIT_DATE_REACHED');
  });

  test('refused: a booking that ended, one not of tickets, none at all', () => {
    expect(given(placedEvent(tickets), { type: 'BookingExpired', data: {} }).refused(change({ travellers: ['B'] }))).toBe(
      'BOOKING_TRANSITION_NOT_ALLOWED',
    );
    expect(given(placedEvent()).refused(change({ travellers: ['B'] }))).toBe('NOT_A_TICKET_BOOKING');
    expect(given().refused(change())).toBe('BOOKING_NOT_FOUND');
  });
});
