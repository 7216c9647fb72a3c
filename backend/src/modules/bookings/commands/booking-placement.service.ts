import { Injectable } from '@nestjs/common';
import { InjectConfig } from '../../../core/config/config-section';
import type { Actor } from '../../../core/context/request-context';
import { requestContext } from '../../../core/context/request-context';
import { answerWithWork, UnitOfWork } from '../../../core/database/unit-of-work';
import { afterCommit } from '../../../core/event-store';
import { actionResult, fieldError } from '../../../core/http/action-result';
import type { ProductType } from '@bo/shared';
import type { ProductQuote } from '../../../core/product-lines/product-line';
import type { BookingPaymentMethod, BookingPlaced } from '../domain/booking.events';
import { BookingExpiry } from '../jobs/booking-expiry';
import { type CreditTransactionType, PaymentMethods } from '../payments';
import { ProductLines } from '../product-lines';
import { BookingQueries } from '../queries/booking-queries.service';
import { BOOKINGS_CONFIG, type BookingsConfig } from '../bookings.config';
import { bookingDeadline } from './booking-deadline';
import { newBookingRef } from './booking-ref';
import { BookingWriter } from './booking-writer.service';

type Buyer = BookingPlaced['buyer'];

/** Agent credit is an organization's: a buyer without one (a consumer) is refused it. */
export function assertCreditBuyer(paymentMethod: BookingPaymentMethod, buyer: Buyer): void {
  if (paymentMethod === 'CREDIT' && buyer.organizationId === null) throw fieldError('CREDIT_NEEDS_ORGANIZATION', 'paymentMethod');
}

/** A new booking as its product's handler priced it. */
export interface NewBooking {
  actor: Actor;
  buyer: Buyer;
  contact: { name: string; email: string; phone?: string | null };
  /** Named by the caller; none: the contact travels. */
  travellers: string[];
  paymentMethod: BookingPaymentMethod;
  currencyCode: string;
  /** The price engine's breakdown; its total is what the buyer pays. */
  breakdown: { total: number };
  /** The credit ledger's transaction type of its credit hold. */
  creditType: CreditTransactionType;
  /** The answer's message code. */
  answer: 'BOOKING_CREATED' | 'BOOKING_TICKETS_CREATED';
  /** What is sold: its product type and its line's quote (what is booked, on what terms); the line holds it. */
  productType: ProductType;
  quote: Pick<ProductQuote<object, unknown>, 'booked' | 'cancellation'>;
}

/** What a product's `book` prices once its buyer is known: its line's quote, the breakdown, and the travellers when the line names them. */
export interface PricedSale {
  quote: NewBooking['quote'] & { currencyCode: string };
  breakdown: NewBooking['breakdown'];
  /** None: the body's travellers. */
  travellers?: string[];
}

/** A `book` command: who books and the body's parts every product has (for whom, the contact, how paid). */
interface BookCommand {
  actor: Actor;
  body: { organizationId?: string; contact: NewBooking['contact']; travellers?: string[]; paymentMethod: BookingPaymentMethod };
}

/**
 * The steps every `book` shares, whatever the product (docs/bookings.md "Lifecycle"): in one
 * transaction the product's hold (its ProductLine; flights hold nothing), BookingPlaced, the
 * payment method's hold (agent credit: the credit ledger's); the expiry
 * scheduled once it commits; the answer kept with the work for an Idempotency-Key. The product
 * handlers decide what is sold and at what price; this places it.
 */
@Injectable()
export class BookingPlacement {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly writer: BookingWriter,
    private readonly lines: ProductLines,
    private readonly payments: PaymentMethods,
    private readonly expiry: BookingExpiry,
    private readonly queries: BookingQueries,
    @InjectConfig(BOOKINGS_CONFIG) private readonly config: BookingsConfig,
  ) {}

  /**
   * A `book` command of a product: its buyer (as pricing resolves it; a consumer is refused agent credit),
   * the sale `priced` for that buyer, then placed as `product` (its credit type, answer and product type).
   */
  async book<B extends Buyer>(
    { actor, body }: BookCommand,
    pricing: { buyer(actor: Actor, organizationId: string | undefined): Promise<B> },
    product: Pick<NewBooking, 'creditType' | 'answer' | 'productType'>,
    priced: (buyer: B) => Promise<PricedSale>,
  ) {
    const buyer = await pricing.buyer(actor, body.organizationId);
    assertCreditBuyer(body.paymentMethod, buyer);
    const { quote, breakdown, travellers = body.travellers ?? [] } = await priced(buyer);
    return this.place({
      actor,
      buyer,
      contact: body.contact,
      travellers,
      paymentMethod: body.paymentMethod,
      currencyCode: quote.currencyCode,
      breakdown,
      ...product,
      quote,
    });
  }

  /** Places `b` under a new reference, to be paid by its deadline (its holds kept until holdUntil: bookingDeadline). */
  place(b: NewBooking) {
    const { buyer } = b;
    const bookingRef = newBookingRef();
    const { deadline, holdUntil } = bookingDeadline(this.config);
    return this.uow.run(async (m) => {
      const line = this.lines.of(b.productType);
      const { booked, cancellation } = b.quote;
      const holdID = await line.hold(m, { bookingRef, booked, expiresAt: holdUntil });
      const placed: BookingPlaced = {
        bookingRef,
        productType: b.productType,
        hotel: null,
        // The line's part of the booking (hotel, tickets or flight), with the id of its hold when it holds one.
        [line.part]: holdID === null ? booked : { ...booked, holdID },
        cancellation,
        buyer: { customerType: buyer.customerType, organizationId: buyer.organizationId },
        contact: { name: b.contact.name, email: b.contact.email, phone: b.contact.phone ?? null },
        travellers: b.travellers.length > 0 ? b.travellers : [b.contact.name],
        currencyCode: b.currencyCode,
        total: b.breakdown.total,
        breakdown: b.breakdown,
        paymentMethod: b.paymentMethod,
        paymentDeadline: deadline.toISOString(),
        language: requestContext.get()?.language ?? 'en',
      };
      // A new stream: the events just appended are all of it (the answer reads neither it nor the row back).
      const { events } = await this.writer.execute(bookingRef, { type: 'Place', placed }, m);
      // The expiry is scheduled only once the booking exists (a rolled-back booking has none).
      afterCommit(m, () => void this.expiry.schedule(bookingRef, deadline));
      // Read and kept for an Idempotency-Key in the booking's own transaction (crash-safe retries).
      const answer = { ...actionResult(b.answer), booking: await this.queries.fromStream(b.actor, bookingRef, events, m) };
      // The payment's hold last: agent credit locks the agency's one credit account until commit, and every
      // booking of the agency queues on that lock, so it is held for as short a time as the transaction allows.
      await this.payments.of(b.paymentMethod).hold(m, placed, { expiresAt: holdUntil, transactionType: b.creditType });
      await answerWithWork(m, answer);
      return answer;
    });
  }
}
