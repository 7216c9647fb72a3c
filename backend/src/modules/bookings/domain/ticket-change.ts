import { formatMinor } from '@bo/shared';
import { AppError } from '../../../core/errors/app-error';
import type { BookingPlaced, BookingTicketsChanged } from './booking.events';

/**
 * Changing a theme-park or cable-car booking (`updateThemePark`; docs/bookings.md "Changing the
 * visit date or the names"): the rule, pure. The bookings context's handler prices the tickets on
 * the new date and moves them in the same transaction (TicketInventory.move, the capacity check).
 */
export interface ChangeTicketsCommand {
  type: 'ChangeTickets';
  by: 'buyer' | 'staff';
  /** The new visit date; null: the same. */
  visitDate: string | null;
  /** All the ticket holders' names; null: the same. */
  travellers: string[] | null;
  /** The product-local day the change is made. */
  today: string;
  /** What the tickets cost the buyer on the new date, priced today (required when the date changes). */
  repricedTotal: number | null;
}

/** Statuses whose tickets may still change: booked (paid or not) and issued. */
export const TICKETS_CHANGEABLE_STATUSES: readonly string[] = ['PPA', 'CON'];

/**
 * The event of a change, or none when it changes nothing (the same date and names again: a retry,
 * a form saved unchanged). Refused: a booking not of tickets (NOT_A_TICKET_BOOKING); not booked
 * or issued (BOOKING_TRANSITION_NOT_ALLOWED); on or after the visit day, when the tickets may be in
 * use (TICKET_VISIT_DATE_REACHED); a new date before today (VISIT_DATE_IN_PAST); more names than
 * tickets (TOO_MANY_TICKET_HOLDERS); a new date whose price is above the booking's total
 * (TICKET_CHANGE_COSTS_MORE: the booking keeps its price, so a dearer date is booked anew). A
 * cheaper new date is allowed and the booking keeps its total: nothing is refunded.
 */
export function decideTicketChange(
  command: ChangeTicketsCommand,
  state: { placed: BookingPlaced; status: string | null },
): BookingTicketsChanged | null {
  const { placed } = state;
  const tickets = placed.tickets;
  if (!tickets) throw new AppError('NOT_A_TICKET_BOOKING');
  if (!TICKETS_CHANGEABLE_STATUSES.includes(state.status ?? ''))
    throw new AppError('BOOKING_TRANSITION_NOT_ALLOWED', { status: state.status });
  if (tickets.visitDate <= command.today) throw new AppError('TICKET_VISIT_DATE_REACHED', { visitDate: tickets.visitDate });

  const newDate = command.visitDate !== null && command.visitDate !== tickets.visitDate ? command.visitDate : null;
  const newNames =
    command.travellers !== null && JSON.stringify(command.travellers) !== JSON.stringify(placed.travellers)
      ? command.travellers
      : null;
  if (newNames && newNames.length > tickets.quantity) throw new AppError('TOO_MANY_TICKET_HOLDERS', { max: tickets.quantity });
  if (newDate !== null) {
    if (newDate < command.today) throw new AppError('VISIT_DATE_IN_PAST');
    if (command.repricedTotal === null) throw new RangeError('a new visit date needs its price');
    if (command.repricedTotal > placed.total)
      throw new AppError('TICKET_CHANGE_COSTS_MORE', {
        total: formatMinor(placed.total, placed.currencyCode, { withCode: true }),
        newTotal: formatMinor(command.repricedTotal, placed.currencyCode, { withCode: true }),
      });
  }
  if (newDate === null && newNames === null) return null;
  return {
    visitDate: newDate === null ? null : { before: tickets.visitDate, after: newDate },
    travellers: newNames === null ? null : { before: placed.travellers, after: newNames },
    repricedTotal: newDate === null ? null : command.repricedTotal,
    by: command.by,
  };
}

/** `placed` as the change leaves it: the new visit date and names; the total, tickets and hold as booked. */
export function withTicketChange(placed: BookingPlaced, change: BookingTicketsChanged): BookingPlaced {
  return {
    ...placed,
    tickets: placed.tickets && change.visitDate ? { ...placed.tickets, visitDate: change.visitDate.after } : placed.tickets,
    travellers: change.travellers ? change.travellers.after : placed.travellers,
  };
}
