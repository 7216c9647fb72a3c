import { enumSchema, type CodeOf, type LabelledEnum } from './labelled';

/** Booking status codes (spec section 4). Transitions are driven by the update-booking-status call. */
export const BOOKING_STATUS = [
  { code: 'CON', en: 'Confirmed', ms: 'Disahkan' },
  { code: 'PPA', en: 'Pending Payment', ms: 'Menunggu Pembayaran' },
  { code: 'RHI', en: 'Need Attention', ms: 'Perlu Perhatian' },
  { code: 'EXP', en: 'Expired', ms: 'Tamat Tempoh' },
  { code: 'CAN', en: 'Cancelled', ms: 'Dibatalkan' },
  { code: 'FLD', en: 'Failed', ms: 'Gagal' },
] as const satisfies LabelledEnum<string>;
export type BookingStatus = CodeOf<typeof BOOKING_STATUS>;
export const bookingStatusSchema = enumSchema(BOOKING_STATUS);

/** Payment status of a booking; the lower-case codes are the spec's own. */
export const PAYMENT_STATUS = [
  { code: 'paid', en: 'Paid', ms: 'Dibayar' },
  { code: 'pend', en: 'Pending', ms: 'Belum Selesai' },
  { code: 'fail', en: 'Failed', ms: 'Gagal' },
  { code: 'revr', en: 'Reversed', ms: 'Dibalikkan' },
  { code: 'manl', en: 'Reinstate', ms: 'Dikembalikan Semula' },
] as const satisfies LabelledEnum<string>;
export type PaymentStatus = CodeOf<typeof PAYMENT_STATUS>;
export const paymentStatusSchema = enumSchema(PAYMENT_STATUS);

/** One payment of a booking as `getBooking` lists it: money taken, a refused attempt, money given back, or money to give back. */
export const BOOKING_PAYMENT_STATE = [
  { code: 'PAID', en: 'Paid', ms: 'Dibayar' },
  { code: 'FAILED', en: 'Failed', ms: 'Gagal' },
  { code: 'REFUNDED', en: 'Refunded', ms: 'Dipulangkan' },
  { code: 'TO_REFUND', en: 'To refund', ms: 'Untuk dipulangkan' },
] as const satisfies LabelledEnum<string>;
export type BookingPaymentState = CodeOf<typeof BOOKING_PAYMENT_STATE>;
export const bookingPaymentStateSchema = enumSchema(BOOKING_PAYMENT_STATE);

/** What moves a booking or its payment (docs/bookings.md, "Lifecycle"). */
export const BOOKING_ACTION = [
  { code: 'BOOK', en: 'Booked', ms: 'Ditempah' },
  { code: 'PAY', en: 'Paid', ms: 'Dibayar' },
  { code: 'PAYMENT_FAILED', en: 'Payment failed', ms: 'Pembayaran gagal' },
  { code: 'ISSUE', en: 'Issued', ms: 'Dikeluarkan' },
  { code: 'SUPPLIER_FAILED', en: 'Supplier failed', ms: 'Pembekal gagal' },
  { code: 'EXPIRE', en: 'Expired', ms: 'Tamat tempoh' },
  { code: 'CANCEL', en: 'Cancelled', ms: 'Dibatalkan' },
  { code: 'SET_STATUS', en: 'Status changed by staff', ms: 'Status ditukar oleh kakitangan' },
  // Not a move of the table: the folio (guest details) changed (updateFolio).
  { code: 'UPDATE_FOLIO', en: 'Guest details updated', ms: 'Butiran tetamu dikemas kini' },
  // Not a move of the table: a theme-park or cable-car booking's visit date or names changed (updateThemePark).
  { code: 'CHANGE_TICKETS', en: 'Tickets changed', ms: 'Tiket diubah' },
  // Not a move of the table: money the gateway took that the booking could not take (it had ended,
  // its deadline had passed, or it was already paid): kept on record for staff to refund.
  { code: 'PAYMENT_TO_REFUND', en: 'Payment to refund', ms: 'Bayaran untuk dipulangkan' },
] as const satisfies LabelledEnum<string>;
export type BookingAction = CodeOf<typeof BOOKING_ACTION>;
export const bookingActionSchema = enumSchema(BOOKING_ACTION);

/** Who may take an action: the buyer (an agency or the B2C site, and staff on its behalf), staff only, or the system (jobs, gateways, suppliers). */
export type BookingActor = 'buyer' | 'staff' | 'system';

export interface BookingTransition {
  /** null: the booking does not exist yet. */
  from: BookingStatus | null;
  to: BookingStatus;
  action: BookingAction;
  by: readonly BookingActor[];
  /** What must hold of the payment for the move (absent: any). */
  payment?: readonly PaymentStatus[];
}

/**
 * Every move a booking's status can make, and nothing else: the booking stream decides every
 * command against this table (a command whose move is not here is refused with
 * BOOKING_TRANSITION_NOT_ALLOWED), the back office's updateBookingStatus offers only the `staff`
 * moves of SET_STATUS, and docs/bookings.md prints it. A payment moves pend -> paid | fail,
 * fail -> paid (a retry), paid -> revr (refunded on cancellation); see PAYMENT_TRANSITIONS.
 */
export const BOOKING_TRANSITIONS: readonly BookingTransition[] = [
  // Rooms (and, for agent credit, credit) held until the payment deadline.
  { from: null, to: 'PPA', action: 'BOOK', by: ['buyer'] },
  // Confirmed with the supplier once paid; the worker then makes the voucher and sends the e-mail.
  { from: 'PPA', to: 'CON', action: 'ISSUE', by: ['buyer', 'staff'], payment: ['paid'] },
  // The supplier refused or did not answer when issuing: staff take it from there.
  { from: 'PPA', to: 'RHI', action: 'SUPPLIER_FAILED', by: ['system'], payment: ['paid'] },
  // Staff retry issuing a booking that needs attention; the supplier confirms it (CON) or refuses
  // again (stays RHI, the new reason recorded).
  { from: 'RHI', to: 'CON', action: 'ISSUE', by: ['staff'], payment: ['paid'] },
  { from: 'RHI', to: 'RHI', action: 'SUPPLIER_FAILED', by: ['system'], payment: ['paid'] },
  // Not paid by the deadline: rooms and credit hold released (the expiry job).
  { from: 'PPA', to: 'EXP', action: 'EXPIRE', by: ['system'], payment: ['pend', 'fail'] },
  // Given up before it was issued: holds released; a payment already taken refunded in full.
  { from: 'PPA', to: 'CAN', action: 'CANCEL', by: ['buyer', 'staff'] },
  // Cancelled after issue: the cancellation policy's fee kept, the rest refunded.
  { from: 'CON', to: 'CAN', action: 'CANCEL', by: ['buyer', 'staff'] },
  // Staff's hands: a confirmed booking with a problem, and what a problem ends in.
  { from: 'CON', to: 'RHI', action: 'SET_STATUS', by: ['staff'] },
  { from: 'RHI', to: 'CON', action: 'SET_STATUS', by: ['staff'] },
  { from: 'RHI', to: 'CAN', action: 'CANCEL', by: ['staff'] },
  // Could not be fulfilled at all: everything paid is refunded.
  { from: 'RHI', to: 'FLD', action: 'SET_STATUS', by: ['staff'] },
];

/** The moves of a booking's payment status (a booking's payment, not the booking, is paid or refunded). */
export const PAYMENT_TRANSITIONS: readonly { from: PaymentStatus; to: PaymentStatus; action: BookingAction }[] = [
  { from: 'pend', to: 'paid', action: 'PAY' },
  { from: 'pend', to: 'fail', action: 'PAYMENT_FAILED' },
  { from: 'fail', to: 'paid', action: 'PAY' },
  { from: 'paid', to: 'revr', action: 'CANCEL' },
  { from: 'paid', to: 'revr', action: 'SET_STATUS' },
];

/** The transition `action` makes from `from` (null: none, the move is refused). */
export function bookingTransition(
  from: BookingStatus | null,
  action: BookingAction,
  to?: BookingStatus,
): BookingTransition | null {
  return BOOKING_TRANSITIONS.find((t) => t.from === from && t.action === action && (to === undefined || t.to === to)) ?? null;
}

/** The statuses staff may set a booking in `from` to with updateBookingStatus. */
export const staffStatusMoves = (from: BookingStatus): BookingStatus[] =>
  BOOKING_TRANSITIONS.filter((t) => t.from === from && t.action === 'SET_STATUS' && t.by.includes('staff')).map((t) => t.to);

/** No move leaves these. */
export const FINAL_BOOKING_STATUSES: readonly BookingStatus[] = ['EXP', 'CAN', 'FLD'];
