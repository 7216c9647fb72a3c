import { AppError } from '../../../core/errors/app-error';
import { booking, decide } from './booking';
import type { BookingEvent, BookingPlaced } from './booking.events';
import { type ChangeTicketsCommand, decideTicketChange, withTicketChange } from './ticket-change';

const placed: BookingPlaced = {
  bookingRef: 'BK0000000001',
  productType: 'themePark',
  buyer: { customerType: 'B2B', organizationId: 'org-1' },
  hotel: null,
  tickets: {
    productID: 'p-1',
    productCode: 'SUNWAY-LAGOON',
    productName: 'Sunway Lagoon',
    city: 'Petaling Jaya',
    visitDate: '2031-03-05',
    tickets: [
      { ticketTypeID: 't-a', code: 'ADULT', name: 'Adult', nameMs: 'Dewasa', quantity: 2, unitSupplierCost: 15_000 },
      { ticketTypeID: 't-c', code: 'CHILD', name: 'Child', nameMs: 'Kanak-kanak', quantity: 1, unitSupplierCost: 12_000 },
    ],
    quantity: 3,
    holdID: 'hold-1',
  },
  contact: { name: 'Aisyah', email: 'a@example.test', phone: null },
  travellers: ['Aisyah'],
  currencyCode: 'MYR',
  total: 46_200,
  breakdown: {},
  paymentMethod: 'CREDIT',
  paymentDeadline: '2031-03-01T00:30:00.000Z',
  cancellation: { refundable: true, freeCancellationUntil: '2031-03-03', fee: { basis: 'PERCENT', value: 5_000 } },
};

const change = (over: Partial<ChangeTicketsCommand> = {}): ChangeTicketsCommand => ({
  type: 'ChangeTickets',
  by: 'buyer',
  visitDate: null,
  travellers: null,
  today: '2031-03-01',
  repricedTotal: null,
  ...over,
});
const codeOf = (f: () => unknown) => {
  try {
    f();
  } catch (error) {
    return error instanceof AppError ? error.code : String(error);
  }
  return 'none';
};
const confirmed = { placed, status: 'CON' };

describe('changing the visit date or the names of a ticket booking', () => {
  test('a new date priced the same or lower moves it; the booking keeps its total', () => {
    expect(decideTicketChange(change({ visitDate: '2031-03-10', repricedTotal: 46_200 }), confirmed)).toEqual({
      visitDate: { before: '2031-03-05', after: '2031-03-10' },
      travellers: null,
      repricedTotal: 46_200,
      by: 'buyer',
    });
    const cheaper = decideTicketChange(change({ visitDate: '2031-03-10', repricedTotal: 40_000 }), confirmed)!;
    expect(withTicketChange(placed, cheaper)).toMatchObject({
      total: 46_200,
      tickets: { visitDate: '2031-03-10', holdID: 'hold-1' },
    });
  });

  test('a dearer date is refused, with both totals in the booking currency', () => {
    try {
      decideTicketChange(change({ visitDate: '2031-03-08', repricedTotal: 55_200 }), confirmed);
      throw new Error('not refused');
    } catch (error) {
      expect(error).toMatchObject({ code: 'TICKET_CHANGE_COSTS_MORE', params: { total: 'MYR 462.00', newTotal: 'MYR 552.00' } });
    }
  });

  test('the names: at most one per ticket; the same date and names again change nothing', () => {
    const renamed = decideTicketChange(change({ travellers: ['A', 'B', 'C'] }), confirmed)!;
    expect(renamed).toMatchObject({
      visitDate: null,
      travellers: { before: ['Aisyah'], after: ['A', 'B', 'C'] },
      repricedTotal: null,
    });
    expect(withTicketChange(placed, renamed).travellers).toEqual(['A', 'B', 'C']);
    expect(codeOf(() => decideTicketChange(change({ travellers: ['A', 'B', 'C', 'D'] }), confirmed))).toBe(
      'TOO_MANY_TICKET_HOLDERS',
    );
    expect(decideTicketChange(change({ visitDate: '2031-03-05', travellers: ['Aisyah'] }), confirmed)).toBeNull();
  });

  test('refused: on or after the visit day, a new date in the past, a booking not booked or issued, not tickets', () => {
    expect(codeOf(() => decideTicketChange(change({ today: '2031-03-05', travellers: ['B'] }), confirmed))).toBe(
      'TICKET_VISIT_DATE_REACHED',
    );
    expect(codeOf(() => decideTicketChange(change({ visitDate: '2031-02-28', repricedTotal: 1 }), confirmed))).toBe(
      'VISIT_DATE_IN_PAST',
    );
    for (const status of ['CAN', 'EXP', 'RHI', 'FLD'])
      expect(codeOf(() => decideTicketChange(change({ travellers: ['B'] }), { placed, status }))).toBe(
        'BOOKING_TRANSITION_NOT_ALLOWED',
      );
    expect(
      codeOf(() => decideTicketChange(change({ travellers: ['B'] }), { placed: { ...placed, tickets: null }, status: 'CON' })),
    ).toBe('NOT_A_TICKET_BOOKING');
    // Allowed while unpaid too (PPA): the booking's expiry still releases the tickets on the new date.
    expect(decideTicketChange(change({ travellers: ['B'] }), { placed, status: 'PPA' })).not.toBeNull();
  });

  test('the stream: the event is folded into what was booked, status and payment unchanged', () => {
    const events: BookingEvent[] = [
      { type: 'BookingPlaced', data: placed },
      { type: 'BookingPaid', data: { method: 'CREDIT', amount: 46_200, reference: null } },
    ];
    const state = events.reduce((s, e) => booking.evolve(s, e), booking.initialState());
    const [event] = decide(change({ visitDate: '2031-03-09', repricedTotal: 46_200 }), state);
    expect(event!.type).toBe('BookingTicketsChanged');
    const after = booking.evolve(state, event!);
    expect(after).toMatchObject({
      status: 'PPA',
      paymentStatus: 'paid',
      paid: 46_200,
      placed: { tickets: { visitDate: '2031-03-09' } },
    });
    expect(decide(change({ visitDate: '2031-03-09', repricedTotal: 46_200 }), after)).toEqual([]);
  });
});
