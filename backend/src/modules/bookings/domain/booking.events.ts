import type {
  BookingStatus,
  CabinClass,
  CancellationFeeBasis,
  CustomerType,
  Language,
  PassengerType,
  PaymentStatus,
  ProductType,
} from '@bo/shared';
import type { BookedAttractionTickets } from '../../attractions';
import type { BookedRooms } from '../../hotels';
import { BOOKING_LIVE_EVENTS } from '@bo/shared';

export const BOOKING_STREAM_TYPE = 'booking';
export const BOOKING_EVENT_VERSION = 1;
/** One stream per booking, named by its reference. */
export const bookingStreamId = (bookingRef: string) => `booking-${bookingRef}`;

/** How a booking is paid: the agency's credit (held at booking, captured on payment) or iPay88 FPX. */
export type BookingPaymentMethod = 'CREDIT' | 'IPAY88_FPX';

/** The cancellation terms of what was booked, as the rate stated them when booked. */
export interface CancellationTerms {
  refundable: boolean;
  /** Cancelling on or before this date (hotel-local) costs nothing; null: never free. */
  freeCancellationUntil: string | null;
  fee: { basis: CancellationFeeBasis; value: number };
}

/** What was booked: for a hotel, rooms of one rate for a stay, as the hotels' product line holds them (its events keep this shape). */
export type BookedHotel = BookedRooms;

/** What was booked: for a flight, one fare of the flight supplier (Sabre) for these passengers; issued = ticketed. */
export interface BookedFlight {
  /** The supplier's fare for the date, as its search answered it (what it confirms). */
  offerId: string;
  carrier: string;
  carrierName: string;
  origin: string;
  originCity: string;
  destination: string;
  destinationCity: string;
  departureDate: string;
  cabinClass: CabinClass;
  fareBasis: string;
  fareName: string;
  baggage: string;
  /** Airport-local times, YYYY-MM-DDTHH:mm. */
  segments: {
    carrier: string;
    flightNumber: string;
    origin: string;
    destination: string;
    departAt: string;
    arriveAt: string;
    durationMinutes: number;
    aircraft: string | null;
  }[];
  passengers: { type: PassengerType; firstName: string; lastName: string; dateOfBirth: string | null }[];
  /** What the supplier charges for every ticket, minor units (the price engine's supplier cost). */
  supplierCost: number;
}

/** What was booked: for a theme park or cable car, as the attractions' product line holds them; updateThemePark moves `visitDate` (BookingTicketsChanged, folded in). */
export type BookedTickets = BookedAttractionTickets;

export interface BookingPlaced {
  bookingRef: string;
  productType: ProductType;
  buyer: { customerType: CustomerType; organizationId: string | null };
  hotel: BookedHotel | null;
  /** A flight booking's flight; absent in bookings placed before flights (and null for other products). */
  flight?: BookedFlight | null;
  /** A theme-park or cable-car booking's tickets; absent in bookings placed before them (and null for other products). */
  tickets?: BookedTickets | null;
  contact: { name: string; email: string; phone: string | null };
  travellers: string[];
  currencyCode: string;
  /** What the buyer pays, in minor units: the price engine's total when booked. */
  total: number;
  /** The price engine's breakdown as the quote answers it (PriceBreakdownItem), kept to explain the price. */
  breakdown: unknown;
  paymentMethod: BookingPaymentMethod;
  /** Unpaid at this instant (ISO): expired, rooms and credit released. */
  paymentDeadline: string;
  cancellation: CancellationTerms;
  /**
   * The buyer's language when booking (the request's): the voucher and the confirmation e-mail are
   * in it. Absent in bookings placed before it was recorded: English.
   */
  language?: Language;
  /**
   * The folio's requests to the hotel and estimated arrival (HH:MM, hotel-local). `book` takes
   * neither (absent: none); the fold carries what BookingFolioUpdated last set (with the contact and
   * the travellers), so the voucher, the e-mail and the read model show the folio as it stands.
   */
  specialRequests?: string | null;
  arrivalTime?: string | null;
}

export interface BookingPaid {
  method: BookingPaymentMethod;
  amount: number;
  /** The gateway's transaction id, or the credit ledger's event. */
  reference: string | null;
}
export interface BookingPaymentFailed {
  method: BookingPaymentMethod;
  reason: string;
}
export interface BookingIssued {
  supplierRef: string | null;
}
export interface BookingSupplierFailed {
  reason: string;
}
export type BookingExpired = Record<string, never>;
export interface BookingCancelled {
  /** What the cancellation kept (minor units) and gave back of what was paid. */
  fee: number;
  refund: number;
  reason: string | null;
}
export interface BookingStatusSet {
  from: BookingStatus;
  to: BookingStatus;
  reason: string;
  /** Given back of what was paid (a booking that could not be fulfilled: everything). */
  refund: number;
}

/** The folio (guest-facing details) of a booking as it stands: what updateFolio may change. */
export interface FolioValues {
  contactName: string;
  contactEmail: string;
  contactPhone: string | null;
  travellers: string[];
  specialRequests: string | null;
  arrivalTime: string | null;
}
/** Each changed field of the folio, before and after; fields that did not change are left out. */
export type FolioChanges = { [K in keyof FolioValues]?: { before: FolioValues[K]; after: FolioValues[K] } };
export interface BookingFolioUpdated {
  changes: FolioChanges;
  /** Who changed it: the buyer (an agency's user or API client) or staff; the user is the event's actor. */
  by: 'buyer' | 'staff';
}

/**
 * A theme-park or cable-car booking's visit date and/or ticket holders changed (updateThemePark):
 * each part that changed, before and after (null: unchanged). The tickets moved with the date in
 * the same transaction; `repricedTotal` is what the tickets cost on the new date when it was
 * changed (never above the booking's total, which stays as booked).
 */
export interface BookingTicketsChanged {
  visitDate: { before: string; after: string } | null;
  travellers: { before: string[]; after: string[] } | null;
  repricedTotal: number | null;
  by: 'buyer' | 'staff';
}

/**
 * Money the payment gateway took that the booking could not take: it had ended (expired,
 * cancelled, failed), its payment deadline had passed, or it was already paid by another payment.
 * The booking does not move; the payment is on record, for staff to refund at the gateway.
 */
export interface BookingPaymentToRefund {
  method: BookingPaymentMethod;
  amount: number;
  /** The gateway's transaction id: one record per payment. */
  reference: string;
}

export type BookingEvent =
  | { type: 'BookingPlaced'; data: BookingPlaced }
  | { type: 'BookingPaid'; data: BookingPaid }
  | { type: 'BookingPaymentFailed'; data: BookingPaymentFailed }
  | { type: 'BookingIssued'; data: BookingIssued }
  | { type: 'BookingSupplierFailed'; data: BookingSupplierFailed }
  | { type: 'BookingExpired'; data: BookingExpired }
  | { type: 'BookingCancelled'; data: BookingCancelled }
  | { type: 'BookingStatusSet'; data: BookingStatusSet }
  | { type: 'BookingFolioUpdated'; data: BookingFolioUpdated }
  | { type: 'BookingTicketsChanged'; data: BookingTicketsChanged }
  | { type: 'BookingPaymentToRefund'; data: BookingPaymentToRefund };

/** Every event of a booking's stream, as shared with the web app (it refetches on each one pushed live). */
export const BOOKING_EVENT_TYPES: readonly BookingEvent['type'][] = BOOKING_LIVE_EVENTS;

/** A booking's status and payment status after each event type (the projections and the fold agree through this). */
export type { BookingStatus, PaymentStatus };
