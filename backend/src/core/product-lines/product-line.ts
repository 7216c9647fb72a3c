import type { EntityManager } from 'typeorm';
import type { CancellationFeeBasis, Channel, ErrorCode, Language, ProductType } from '@bo/shared';

/** A booked product without its hold's id: what a quote answers and a hold takes. */
export type Unheld<Booked> = Omit<Booked, 'holdID'>;

/** The cancellation terms of what was quoted, as the product states them when booked. */
export interface ProductCancellation {
  refundable: boolean;
  /** Cancelling on or before this date (product-local) costs nothing; null: never free. */
  freeCancellationUntil: string | null;
  fee: { basis: CancellationFeeBasis; value: number };
}

/** What a product line answers a `book` call: what is sold (unheld), its currency and terms, and what pricing prices it on. */
export interface ProductQuote<Booked, Sale> {
  booked: Unheld<Booked>;
  currencyCode: string;
  cancellation: ProductCancellation;
  /** The price engine's input of this product (its supplier cost and what the rules look at). */
  sale: Sale;
}

/** Who confirms a booked product outside, when anyone does: the channel and the product's code there. */
export interface ProductSupplier {
  channel: Channel;
  /** The product's id at the supplier (a hotel's supplier_hotel_code; a flight's fare id), or null. */
  supplierCode: string | null;
  /**
   * Set when the product is sold only through that channel: the reason a booking cannot be issued
   * while no adapter of the channel is registered (else: nothing to ask outside then).
   */
  requiredReason?: string;
}

/**
 * An issued booking as its product's document reads it: what was booked (the line's part), for
 * whom, the terms booked and the issue, with the folio as it stands. No money: no document shows it.
 */
export interface IssuedProduct<Booked> {
  bookingRef: string;
  productType: ProductType;
  booked: Booked;
  /** The buyer's language when booking: the document is printed in it. */
  language: Language;
  /** The first BookingIssued event's time (ISO): printed, and the PDF's creation date. */
  issuedAt: string;
  travellers: string[];
  contact: { name: string; email: string; phone: string | null };
  cancellation: { refundable: boolean; freeCancellationUntil: string | null };
  /** The folio's, when given (updateFolio). */
  arrivalTime?: string | null;
  specialRequests?: string | null;
  supplierRef: string | null;
  organizationName: string | null;
}

/** The e-mail that carries a document, as the line words it (the sender attaches the stored file). */
export interface DocumentMail {
  subject: string;
  text: string;
  html: string;
}

/**
 * The document an issued booking of the line prints and e-mails (docs/vouchers.md): the hotel
 * voucher, the theme-park ticket. Its data, words and layout are the line's; bookings makes, stores
 * and sends it (one row per booking and kind in `bookings.documents`).
 */
export interface ProductDocument<Booked> {
  /** `bookings.documents.kind` of the booking's file. */
  readonly kind: string;
  /** `storage.files.purpose` of its files. */
  readonly purpose: string;
  /** Why a download or a resend is refused while the worker has not made it yet. */
  readonly notReady: ErrorCode;
  fileName(bookingRef: string): string;
  /** The PDF; the same booking renders the same bytes (so a retried make stores nothing new). */
  render(issued: IssuedProduct<Booked>): Promise<Buffer>;
  /** The confirmation e-mail in `language` (the stored document's); `changed`: it replaces one sent before. */
  mail(issued: IssuedProduct<Booked>, language: Language, changed: boolean): DocumentMail;
}

/**
 * A product the bookings context sells, as a plug-in (docs/bookings.md "Product lines"): the
 * context owning the product implements it over its own ports (hotels' rooms over HotelInventory,
 * attractions' tickets over TicketInventory; flights, which have no inventory here, over their
 * supplier), and bookings knows the product only through it. `Booked` is the product's part of a
 * booking as placed (`BookingPlaced[part]`), `Request` what a `book` call asks for, `Sale` what
 * pricing prices it on.
 *
 * Transaction rule: every method taking an EntityManager runs in the booking's own transaction
 * (the one appending its events), so the product moves with the booking or not at all; `quote`
 * and `supplier` run outside any transaction (a quote before it, a supplier call must not hold
 * the booking's locks).
 */
export interface ProductLine<Booked extends object = object, Request = never, Sale = unknown> {
  /** The booking product types it sells (`BookingPlaced.productType`): one line per type. */
  readonly productTypes: readonly ProductType[];
  /** Where a placed booking keeps the product (`hotel`, `tickets`, `flight`). */
  readonly part: 'hotel' | 'tickets' | 'flight';
  /** What `request` would sell now and on what terms, or why not (the line's own errors). */
  quote(request: Request): Promise<ProductQuote<Booked, Sale>>;
  /** Holds the product until `expiresAt`; answers the hold's id, or null: nothing is held at book (a flight). */
  hold(manager: EntityManager, request: { bookingRef: string; booked: Unheld<Booked>; expiresAt: Date }): Promise<string | null>;
  /** The last day the product is used (check-out, the visit): a paid booking keeps its hold until that day is over. */
  lastDay(booked: Booked): string;
  /** Keeps an unconfirmed hold at least until `until` (paid, waiting for the issue). */
  keep(manager: EntityManager, booked: Booked, until: Date): Promise<void>;
  /** Held -> sold (issued). */
  confirm(manager: EntityManager, booked: Booked): Promise<void>;
  /** Held or sold -> free (expired, cancelled, failed). Idempotent. */
  release(manager: EntityManager, booked: Booked): Promise<void>;
  /** The booked product moved to another date (`booked` as it now is): its hold follows. Absent: the product cannot move. */
  rebook?(manager: EntityManager, booked: Booked): Promise<void>;
  /** Who confirms the product outside (read outside any transaction), or null: nobody (our own inventory). */
  supplier(booked: Booked): Promise<ProductSupplier | null>;
  /** The document its issued bookings get (voucher, ticket); absent: none (flights, until e-tickets). */
  readonly document?: ProductDocument<Booked>;
}
