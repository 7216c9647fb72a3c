import {
  type BookingAction,
  type BookingActor,
  type BookingStatus,
  bookingTransition,
  FOLIO_EDITABLE_STATUSES,
  FOLIO_FIELDS,
  type PaymentStatus,
  PAYMENT_TRANSITIONS,
} from '@bo/shared';
import type { Aggregate } from '../../../core/event-store/aggregate';
import { AppError } from '../../../core/errors/app-error';
import { fieldError } from '../../../core/http/action-result';
import {
  BOOKING_EVENT_VERSION,
  BOOKING_STREAM_TYPE,
  type BookingEvent,
  type BookingPaymentMethod,
  type BookingPlaced,
  type CancellationTerms,
  type FolioChanges,
  type FolioValues,
} from './booking.events';
import { type ChangeTicketsCommand, decideTicketChange, withTicketChange } from './ticket-change';

/** What the decisions need, folded from the stream. */
export interface BookingState {
  placed: BookingPlaced | null;
  status: BookingStatus | null;
  paymentStatus: PaymentStatus | null;
  /** Minor units taken so far, and given back so far: a refund never exceeds what was paid. */
  paid: number;
  refunded: number;
  /** The gateway references of payments it could not take (BookingPaymentToRefund), each recorded once. */
  toRefund?: string[];
}

const initialBookingState = (): BookingState => ({ placed: null, status: null, paymentStatus: null, paid: 0, refunded: 0 });

function evolve(state: BookingState, event: BookingEvent): BookingState {
  switch (event.type) {
    case 'BookingPlaced':
      return { ...state, placed: event.data, status: 'PPA', paymentStatus: 'pend' };
    case 'BookingPaid':
      return { ...state, paymentStatus: 'paid', paid: state.paid + event.data.amount };
    case 'BookingPaymentFailed':
      return { ...state, paymentStatus: 'fail' };
    case 'BookingIssued':
      return { ...state, status: 'CON' };
    case 'BookingSupplierFailed':
      return { ...state, status: 'RHI' };
    case 'BookingExpired':
      return { ...state, status: 'EXP' };
    case 'BookingCancelled':
      return { ...refundedBy(state, event.data.refund), status: 'CAN' };
    case 'BookingStatusSet':
      return { ...refundedBy(state, event.data.refund), status: event.data.to };
    case 'BookingFolioUpdated':
      return { ...state, placed: withFolio(state.placed!, event.data.changes) };
    case 'BookingTicketsChanged':
      return { ...state, placed: withTicketChange(state.placed!, event.data) };
    case 'BookingPaymentToRefund':
      return { ...state, toRefund: [...(state.toRefund ?? []), event.data.reference] };
  }
}

const refundedBy = (state: BookingState, refund: number): BookingState =>
  refund > 0 ? { ...state, refunded: state.refunded + refund, paymentStatus: 'revr' } : state;

/** A booking as the core aggregate store folds it (stream `booking-<ref>`). */
export const booking: Aggregate<BookingState, BookingEvent> = {
  streamType: BOOKING_STREAM_TYPE,
  schemaVersion: BOOKING_EVENT_VERSION,
  initialState: initialBookingState,
  evolve,
};

export type BookingCommand =
  | { type: 'Place'; placed: BookingPlaced }
  | { type: 'Pay'; method: BookingPaymentMethod; amount: number; reference: string | null; now: Date }
  | { type: 'FailPayment'; method: BookingPaymentMethod; reason: string }
  | { type: 'Issue'; by: BookingActor; supplierRef: string | null }
  | { type: 'FailAtSupplier'; reason: string }
  | { type: 'Expire'; now: Date }
  | { type: 'Cancel'; by: BookingActor; reason: string | null; today: string }
  | { type: 'SetStatus'; to: BookingStatus; reason: string }
  | { type: 'UpdateFolio'; by: 'buyer' | 'staff'; folio: Partial<FolioValues> }
  | { type: 'RecordPaymentToRefund'; method: BookingPaymentMethod; amount: number; reference: string; now: Date }
  | ChangeTicketsCommand;

/**
 * An issue decided before the supplier was asked (`Issue` with no reference yet), with the
 * reference the supplier then answered: the same decision, its fact recording who confirmed it.
 */
export function withSupplierRef(events: BookingEvent[], supplierRef: string | null): BookingEvent[] {
  return events.map((e) => (e.type === 'BookingIssued' ? { type: 'BookingIssued', data: { ...e.data, supplierRef } } : e));
}

/** The transition of BOOKING_TRANSITIONS the command makes, or BOOKING_TRANSITION_NOT_ALLOWED. */
function move(state: BookingState, action: BookingAction, by: BookingActor, to?: BookingStatus) {
  const transition = bookingTransition(state.status, action, to);
  if (!transition || !transition.by.includes(by)) {
    throw new AppError('BOOKING_TRANSITION_NOT_ALLOWED', { status: state.status ?? 'none' });
  }
  if (transition.payment && !transition.payment.includes(state.paymentStatus!)) {
    throw action === 'ISSUE'
      ? new AppError('BOOKING_NOT_PAID')
      : new AppError('BOOKING_TRANSITION_NOT_ALLOWED', { status: state.status });
  }
  return transition;
}

/** The payment move of PAYMENT_TRANSITIONS, refused like a booking move. */
function payMove(state: BookingState, action: BookingAction): void {
  if (!PAYMENT_TRANSITIONS.some((t) => t.from === state.paymentStatus && t.action === action)) {
    if (action === 'PAY' && state.paymentStatus === 'paid') throw new AppError('BOOKING_ALREADY_PAID');
    throw new AppError('BOOKING_TRANSITION_NOT_ALLOWED', { status: state.status ?? 'none' });
  }
}

/**
 * Decides a command against the booking's stream: every status move is one of
 * BOOKING_TRANSITIONS (shared/src/enums/booking.ts), every payment move one of
 * PAYMENT_TRANSITIONS. A command that would change nothing answers no event where repeating it is
 * natural (an expiry before the deadline, or of a booking already paid).
 */
export function decide(command: BookingCommand, state: BookingState): BookingEvent[] {
  if (command.type === 'Place') {
    move(state, 'BOOK', 'buyer');
    return [{ type: 'BookingPlaced', data: command.placed }];
  }
  const placed = state.placed;
  if (!placed) throw new AppError('BOOKING_NOT_FOUND');

  switch (command.type) {
    case 'Pay': {
      if (state.status !== 'PPA') throw new AppError('BOOKING_TRANSITION_NOT_ALLOWED', { status: state.status });
      payMove(state, 'PAY');
      if (command.now.getTime() >= Date.parse(placed.paymentDeadline))
        throw new AppError('BOOKING_PAYMENT_DEADLINE_PASSED', { deadline: placed.paymentDeadline });
      if (command.amount !== placed.total)
        throw new AppError('BOOKING_PAYMENT_AMOUNT_MISMATCH', { paid: command.amount, total: placed.total });
      return [{ type: 'BookingPaid', data: { method: command.method, amount: command.amount, reference: command.reference } }];
    }
    case 'FailPayment':
      if (state.status !== 'PPA') throw new AppError('BOOKING_TRANSITION_NOT_ALLOWED', { status: state.status });
      // A failure reported after the booking was paid (a late gateway message) changes nothing.
      if (state.paymentStatus === 'paid' || state.paymentStatus === 'fail') return [];
      payMove(state, 'PAYMENT_FAILED');
      return [{ type: 'BookingPaymentFailed', data: { method: command.method, reason: command.reason } }];
    case 'Issue':
      if (state.status === 'CON') return [];
      move(state, 'ISSUE', command.by);
      return [{ type: 'BookingIssued', data: { supplierRef: command.supplierRef } }];
    case 'FailAtSupplier':
      move(state, 'SUPPLIER_FAILED', 'system');
      return [{ type: 'BookingSupplierFailed', data: { reason: command.reason } }];
    case 'Expire':
      // The job may look at a booking that was paid, cancelled or already expired meanwhile.
      if (state.status !== 'PPA' || state.paymentStatus === 'paid') return [];
      if (command.now.getTime() < Date.parse(placed.paymentDeadline)) return [];
      move(state, 'EXPIRE', 'system');
      return [{ type: 'BookingExpired', data: {} }];
    case 'Cancel': {
      move(state, 'CANCEL', command.by, 'CAN');
      const paid = state.paid - state.refunded;
      // Not yet issued: nothing was confirmed with the supplier, so nothing is kept.
      const fee = state.status === 'PPA' ? 0 : Math.min(paid, cancellationFee(placed, command.today));
      return [{ type: 'BookingCancelled', data: { fee, refund: paid - fee, reason: command.reason?.trim() || null } }];
    }
    case 'SetStatus': {
      const from = state.status!;
      move(state, 'SET_STATUS', 'staff', command.to);
      const reason = command.reason.trim();
      if (!reason) throw new AppError('BOOKING_TRANSITION_NOT_ALLOWED', { status: from });
      // A booking that could not be fulfilled gives back everything paid.
      const refund = command.to === 'FLD' ? state.paid - state.refunded : 0;
      return [{ type: 'BookingStatusSet', data: { from, to: command.to, reason, refund } }];
    }
    case 'UpdateFolio': {
      // Not a move of the table: the details of a stay still going ahead, never of one that ended.
      if (!FOLIO_EDITABLE_STATUSES.includes(state.status!))
        throw new AppError('BOOKING_TRANSITION_NOT_ALLOWED', { status: state.status });
      const guests = guestsOf(placed);
      const travellers = command.folio.travellers;
      if (travellers && guests !== null && travellers.length > guests)
        throw fieldError('TOO_MANY_TRAVELLERS', 'travellers', { max: guests });
      const changes = folioChanges(folioOf(placed), command.folio);
      // The same details again (a form saved unchanged, a retry) record nothing.
      if (Object.keys(changes).length === 0) return [];
      return [{ type: 'BookingFolioUpdated', data: { changes, by: command.by } }];
    }
    case 'RecordPaymentToRefund': {
      // Not a move of the table. Only money the booking could not take: a payment it can still take is Pay's.
      const takeable =
        state.status === 'PPA' && state.paymentStatus !== 'paid' && command.now.getTime() < Date.parse(placed.paymentDeadline);
      if (takeable) throw new AppError('BOOKING_TRANSITION_NOT_ALLOWED', { status: state.status });
      // The same gateway payment reported again (the gateway retries) is on record once.
      if (state.toRefund?.includes(command.reference)) return [];
      const { method, amount, reference } = command;
      return [{ type: 'BookingPaymentToRefund', data: { method, amount, reference } }];
    }
    case 'ChangeTickets': {
      // Not a move of the table: a theme-park or cable-car booking's visit date or names (ticket-change.ts).
      const change = decideTicketChange(command, { placed, status: state.status });
      return change ? [{ type: 'BookingTicketsChanged', data: change }] : [];
    }
  }
}

/** The folio of a booking as it stands (the fold keeps it in `placed`). */
export function folioOf(placed: BookingPlaced): FolioValues {
  return {
    contactName: placed.contact.name,
    contactEmail: placed.contact.email,
    contactPhone: placed.contact.phone,
    travellers: placed.travellers,
    specialRequests: placed.specialRequests ?? null,
    arrivalTime: placed.arrivalTime ?? null,
  };
}

const FIELDS: readonly (keyof FolioValues)[] = FOLIO_FIELDS;

/** The fields `next` gives that differ from `current`, each before and after. */
function folioChanges(current: FolioValues, next: Partial<FolioValues>): FolioChanges {
  const changes: Record<string, { before: unknown; after: unknown }> = {};
  for (const field of FIELDS) {
    const after = next[field];
    if (after === undefined || JSON.stringify(after) === JSON.stringify(current[field])) continue;
    changes[field] = { before: current[field], after };
  }
  return changes as FolioChanges;
}

/** `placed` with the folio's changes applied (the `after` of each). */
function withFolio(placed: BookingPlaced, changes: FolioChanges): BookingPlaced {
  const after = <K extends keyof FolioValues>(field: K, current: FolioValues[K]) => changes[field]?.after ?? current;
  const now = folioOf(placed);
  return {
    ...placed,
    contact: {
      name: after('contactName', now.contactName),
      email: after('contactEmail', now.contactEmail),
      phone: changes.contactPhone ? changes.contactPhone.after : now.contactPhone,
    },
    travellers: after('travellers', now.travellers),
    specialRequests: changes.specialRequests ? changes.specialRequests.after : now.specialRequests,
    arrivalTime: changes.arrivalTime ? changes.arrivalTime.after : now.arrivalTime,
  };
}

/** How many guests a hotel booking is for (rooms × guests per room): one name each at most; null: no such limit. */
function guestsOf(placed: BookingPlaced): number | null {
  const hotel = placed.hotel;
  return hotel ? hotel.rooms * (hotel.adults + hotel.childAges.length) : null;
}

/**
 * What cancelling on `today` (hotel-local YYYY-MM-DD) costs, in minor units of the booking total,
 * by the terms booked: free until `freeCancellationUntil`; a non-refundable booking or FULL_STAY
 * the whole total; NIGHTS the share of the total for that many nights; PERCENT basis points of the
 * total; AMOUNT the amount, at most the total. Shares round half up on exact integers.
 */
export function cancellationFee(placed: Pick<BookingPlaced, 'total' | 'cancellation' | 'hotel'>, today: string): number {
  const { total, cancellation: terms } = placed;
  if (isFree(terms, today)) return 0;
  if (!terms.refundable) return total;
  const { basis, value } = terms.fee;
  switch (basis) {
    case 'FULL_STAY':
      return total;
    case 'AMOUNT':
      return Math.min(total, value);
    case 'PERCENT':
      return Math.min(total, share(total, value, 10_000));
    case 'NIGHTS': {
      const nights = placed.hotel?.nights ?? 1;
      return share(total, Math.min(value, nights), nights);
    }
  }
}

const isFree = (terms: CancellationTerms, today: string) =>
  terms.refundable && terms.freeCancellationUntil !== null && today <= terms.freeCancellationUntil;

/** total × part / whole, rounded half up, in bigint (total × part may pass 2^53). */
function share(total: number, part: number, whole: number): number {
  const n = BigInt(total) * BigInt(part);
  const d = BigInt(whole);
  return Number((n * 2n + d) / (2n * d));
}
