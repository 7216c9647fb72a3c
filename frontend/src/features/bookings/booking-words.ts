import {
  BOOKING_PAYMENT_STATE,
  BOOKING_REF_PATTERN,
  BOOKING_STATUS,
  bookingTransition,
  CANCELLATION_FEE_BASIS,
  FOLIO_EDITABLE_STATUSES,
  isTicketProductType,
  labelOf,
  MAX_TRAVELLERS,
  PAYMENT_STATUS,
  SCREEN_PATHS,
  staffStatusMoves,
  type Booking,
  type BookingAction,
  type BookingPaymentState,
  type BookingStatus,
  type Language,
  type PaymentStatus,
  updateFolioSchema,
  type UpdateFolioInput,
} from '@bo/shared';
import { z } from 'zod';
import { formatDate } from '../../ui/dates';
import { percentText } from '../../ui/major-amount';
import { money } from '../../ui/money';
import type { StatusTone } from '../../ui/StatusChip';

/**
 * What the booking screens work out from a booking, without React: chips, addresses, the actions
 * the transition table leaves a caller, a history entry's detail and the cancellation terms in
 * words. (Unit tests: frontend/tooling/bookings.test.mjs.)
 */

const STREAM_PREFIX = 'booking-';
/** The booking a stream is (`booking-<bookingRef>`), or undefined for another stream. */
export const bookingRefOfStream = (streamId: string) =>
  streamId.startsWith(STREAM_PREFIX) && streamId.length > STREAM_PREFIX.length ? streamId.slice(STREAM_PREFIX.length) : undefined;

/** Tabs of the list (`?tab=`): every booking, then a tab per status, those waiting on someone first. */
export const ALL_TAB = 'all';
export const STATUS_TABS: readonly BookingStatus[] = ['PPA', 'RHI', 'CON', 'CAN', 'EXP', 'FLD'];
/** Statuses whose bookings wait on someone (payment, staff): their tab counts are red, the others grey. */
export const WAITING_STATUSES: readonly BookingStatus[] = ['PPA', 'RHI'];

/** Status chips (spec section 4 tones): done well is success, waiting is primary, ended otherwise is error. */
const STATUS_TONE: Record<BookingStatus, StatusTone> = {
  CON: 'success',
  PPA: 'primary',
  RHI: 'primary',
  EXP: 'error',
  CAN: 'error',
  FLD: 'error',
};
const PAYMENT_TONE: Record<PaymentStatus, StatusTone> = {
  paid: 'success',
  pend: 'primary',
  manl: 'primary',
  fail: 'error',
  revr: 'error',
};

export const bookingStatusChip = (status: BookingStatus, language: Language) => ({
  label: labelOf(BOOKING_STATUS, status, language),
  tone: STATUS_TONE[status],
});
export const paymentStatusChip = (status: PaymentStatus, language: Language) => ({
  label: labelOf(PAYMENT_STATUS, status, language),
  tone: PAYMENT_TONE[status],
});

/** One payment's chip: money taken is success; refused, given back or to give back is error. */
const PAYMENT_STATE_TONE: Record<BookingPaymentState, StatusTone> = {
  PAID: 'success',
  FAILED: 'error',
  REFUNDED: 'error',
  TO_REFUND: 'primary',
};
export const paymentStateChip = (state: BookingPaymentState, language: Language) => ({
  label: labelOf(BOOKING_PAYMENT_STATE, state, language),
  tone: PAYMENT_STATE_TONE[state],
});

/**
 * How many guests' names a hotel booking takes: one per guest booked (rooms × guests per room), at
 * least the names it has; the folio form offers that many.
 */
export function guestNameSlots(booking: Pick<Booking, 'hotel' | 'travellers'>): number {
  const hotel = booking.hotel;
  const guests = hotel ? hotel.rooms * (hotel.adults + hotel.childAges.length) : 1;
  return Math.min(MAX_TRAVELLERS, Math.max(guests, booking.travellers.length, 1));
}

/** The guest details form's values: the booking's folio as it stands, a name field per guest (blank: none yet). */
export function folioFormValues(
  booking: Pick<Booking, 'bookingRef' | 'hotel' | 'contact' | 'travellers' | 'specialRequests' | 'arrivalTime'>,
) {
  const slots = guestNameSlots(booking);
  return {
    bookingRef: booking.bookingRef,
    contact: { name: booking.contact.name, email: booking.contact.email, phone: booking.contact.phone ?? '' },
    travellers: Array.from({ length: slots }, (_, index) => booking.travellers[index] ?? ''),
    specialRequests: booking.specialRequests ?? '',
    arrivalTime: booking.arrivalTime ?? '',
  } satisfies UpdateFolioInput;
}

/**
 * The form's schema: the API's own (updateFolioSchema), after leaving out the guest name fields
 * left blank at the end (guests not named yet); a blank one between names is refused at its field.
 */
export const folioFormSchema = z.preprocess((values) => {
  if (!values || typeof values !== 'object' || !Array.isArray((values as { travellers?: unknown }).travellers)) return values;
  const travellers = [...(values as { travellers: unknown[] }).travellers];
  const blank = (name: unknown) => typeof name !== 'string' || name.trim() === '';
  while (travellers.length > 0 && blank(travellers.at(-1))) travellers.pop();
  return { ...values, travellers };
}, updateFolioSchema);

/** The parameter naming the booking opened over the list (`/view-booking?ref=BK...`) and on the confirmation. */
export const REF_PARAM = 'ref';
const withRef = (path: string, bookingRef: string) => `${path}?${new URLSearchParams({ [REF_PARAM]: bookingRef })}`;
/** A reference as typed in an address ('bk…' works too); null when it cannot be one of ours. */
export function bookingRefOf(text: string | null | undefined): string | null {
  const ref = (text ?? '').trim().toUpperCase();
  return BOOKING_REF_PATTERN.test(ref) ? ref : null;
}
/** One booking, opened from the list's screen. */
export const bookingPath = (bookingRef: string) => withRef(SCREEN_PATHS.bookings, bookingRef);
/**
 * One booking opened over the list as it is (tab, filters, page kept for the way back), with its
 * reference once: a list filtered by that very reference (`bookingRef`) leaves the filter out, so the
 * address does not name the booking twice (`?bookingRef=BK1&ref=BK1`).
 */
export function bookingOverList(listParams: URLSearchParams, bookingRef: string): string {
  const next = new URLSearchParams(listParams);
  if (bookingRefOf(next.get('bookingRef')) === bookingRef) next.delete('bookingRef');
  next.set(REF_PARAM, bookingRef);
  return `${SCREEN_PATHS.bookings}?${next.toString()}`;
}
/** The printable confirmation of one booking. */
export const confirmationPath = (bookingRef: string) => withRef(SCREEN_PATHS.bookingConfirmation, bookingRef);

/** A confirmed hotel booking has a voucher, a confirmed theme-park or cable-car booking its ticket (the worker makes them once issued). */
export const hasVoucher = (booking: Pick<Booking, 'status' | 'productType'>) =>
  booking.status === 'CON' && (booking.productType === 'hotel' || isTicketProductType(booking.productType));

/** How a payment at the gateway ended, as its return sends the buyer to the confirmation (`&outcome=`). */
export const OUTCOME_PARAM = 'outcome';
export const PAYMENT_OUTCOMES = ['paid', 'failed', 'pending', 'refund', 'refused'] as const;
export type PaymentOutcome = (typeof PAYMENT_OUTCOMES)[number];
export const paymentOutcomeOf = (text: string | null): PaymentOutcome | null =>
  PAYMENT_OUTCOMES.find((outcome) => outcome === text) ?? null;

/** What a caller may do to a booking on these screens. */
export type BookingCommand = 'issue' | 'cancel' | 'setStatus' | 'editFolio' | 'voucher';

export interface BookingCaller {
  /** Holds bookings.edit (issue, cancel, set status). */
  canEdit: boolean;
  /** The provider's staff (no organization), else a buyer: an agency's user. */
  staff: boolean;
}

/**
 * The commands offered on a booking: those the transition table (BOOKING_TRANSITIONS) allows from
 * its status, to this caller (staff or buyer) and, where a move asks it, for its payment status
 * (issue: paid); the staff's status moves (staffStatusMoves); the guest details (updateFolio) while
 * the stay is going ahead (FOLIO_EDITABLE_STATUSES); the voucher of a confirmed hotel booking, which
 * anyone who sees the booking may download.
 */
export function bookingCommands(
  booking: Pick<Booking, 'status' | 'paymentStatus' | 'productType'>,
  caller: BookingCaller,
): BookingCommand[] {
  const actor = caller.staff ? 'staff' : 'buyer';
  const allows = (action: BookingAction) => {
    const move = bookingTransition(booking.status, action);
    return Boolean(move && move.by.includes(actor) && (!move.payment || move.payment.includes(booking.paymentStatus)));
  };
  const commands: BookingCommand[] = [];
  if (caller.canEdit && allows('ISSUE')) commands.push('issue');
  if (caller.canEdit && allows('CANCEL')) commands.push('cancel');
  if (caller.canEdit && caller.staff && staffStatusMoves(booking.status).length > 0) commands.push('setStatus');
  if (caller.canEdit && FOLIO_EDITABLE_STATUSES.includes(booking.status)) commands.push('editFolio');
  if (hasVoucher(booking)) commands.push('voucher');
  return commands;
}

/** Detail fields holding money (minor units of the booking's currency), moments, and statuses. */
const MONEY_KEYS = new Set(['total', 'amount', 'fee', 'refund', 'paid', 'refunded', 'repricedTotal']);
/** Calendar days (a ticket booking's visit dates, updateThemePark). */
const DAY_KEYS = new Set(['visitDate', 'previousVisitDate']);
const MOMENT_KEYS = new Set(['paymentDeadline', 'at']);
const STATUS_KEYS = new Set(['from', 'to', 'status']);

export interface DetailPart {
  key: string;
  value: string;
}

/** A folio update's detail value: the field before and after (`updateFolio`). */
const isChange = (value: unknown): value is { before: unknown; after: unknown } =>
  typeof value === 'object' && value !== null && 'before' in value && 'after' in value;
/** A folio value in words: names joined, none as a dash. */
const folioText = (value: unknown) =>
  Array.isArray(value) ? value.join(', ') || '—' : value === null || value === '' ? '—' : String(value);

/**
 * A history entry's detail (the event's own facts) as label keys and shown values, in the
 * detail's order: money in the booking's currency, moments on the business clock, statuses and
 * payment methods by their labels, a changed guest detail as 'before → after'; empty fields left out.
 */
export function historyDetail(
  detail: Record<string, unknown>,
  { currencyCode, language, methodLabel }: { currencyCode: string; language: Language; methodLabel: (code: string) => string },
): DetailPart[] {
  const shown = (key: string, value: unknown): string => {
    if (MONEY_KEYS.has(key) && typeof value === 'number') return money(value, currencyCode);
    if (MOMENT_KEYS.has(key) && typeof value === 'string') return formatDate(value, 'displayDateTime');
    if (DAY_KEYS.has(key) && typeof value === 'string') return formatDate(value, 'display');
    if (STATUS_KEYS.has(key) && typeof value === 'string') return labelOf(BOOKING_STATUS, value, language);
    if (key === 'method' && typeof value === 'string') return methodLabel(value);
    if (isChange(value)) return `${folioText(value.before)} → ${folioText(value.after)}`;
    return typeof value === 'object' ? JSON.stringify(value) : String(value);
  };
  return Object.entries(detail)
    .filter(([, value]) => value !== null && value !== undefined && value !== '')
    .map(([key, value]) => ({ key, value: shown(key, value) }));
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The cancellation fee of a booking's terms in words: '1 night', '50.00% of the stay',
 * 'MYR 100.00', 'Full stay' (`t` answers the bookings catalogue's `cancellation.*`).
 */
export function cancellationFeeText(
  fee: Booking['cancellation']['fee'],
  currencyCode: string,
  t: Translate,
  language: Language,
): string {
  switch (fee.basis) {
    case 'NIGHTS':
      return t('cancellation.nights', { count: fee.value });
    case 'PERCENT':
      return t('cancellation.percent', { rate: percentText(fee.value) });
    case 'AMOUNT':
      return money(fee.value, currencyCode);
    default:
      return labelOf(CANCELLATION_FEE_BASIS, fee.basis, language);
  }
}
