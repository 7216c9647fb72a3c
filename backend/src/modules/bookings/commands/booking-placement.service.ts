import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Actor } from '../../../core/context/request-context';
import { requestContext } from '../../../core/context/request-context';
import { answerWithWork, UnitOfWork } from '../../../core/database/unit-of-work';
import { afterCommit } from '../../../core/event-store';
import { actionResult, fieldError } from '../../../core/http/action-result';
import { CreditLedger } from '../../credit';
import type { BookingPaymentMethod, BookingPlaced } from '../domain/booking.events';
import { BookingExpiry } from '../jobs/booking-expiry';
import { BookingQueries } from '../queries/booking-queries.service';
import { BookingWriter } from './booking-writer.service';

type Buyer = BookingPlaced['buyer'];
type CreditTransactionType = Parameters<CreditLedger['placeHold']>[1]['transactionType'];

/** Agent credit is an organization's: a buyer without one (a consumer) is refused it. */
export function assertCreditBuyer(paymentMethod: BookingPaymentMethod, buyer: Buyer): void {
  if (paymentMethod === 'CREDIT' && buyer.organizationId === null) throw fieldError('CREDIT_NEEDS_ORGANIZATION', 'paymentMethod');
}

/** A new booking as its product's handler priced it. */
export interface NewBooking {
  actor: Actor;
  bookingRef: string;
  buyer: Buyer;
  contact: { name: string; email: string; phone?: string | null };
  /** Named by the caller; none: the contact travels. */
  travellers: string[];
  paymentMethod: BookingPaymentMethod;
  currencyCode: string;
  /** The price engine's breakdown; its total is what the buyer pays. */
  breakdown: { total: number };
  /** When it must be paid, and until when what it holds stays held unpaid (bookingDeadline). */
  deadline: Date;
  holdUntil: Date;
  /** The credit ledger's transaction type of its credit hold. */
  creditType: CreditTransactionType;
  /** The answer's message code. */
  answer: 'BOOKING_CREATED' | 'BOOKING_TICKETS_CREATED';
  /** Holds the product (rooms, tickets) in the booking's transaction until `holdUntil`; flights hold nothing at book. */
  hold?: (m: EntityManager) => Promise<{ holdID: string }>;
  /** The product's part of BookingPlaced, with the id of its hold (null without one). */
  product: (holdID: string | null) => Pick<BookingPlaced, 'productType' | 'hotel' | 'flight' | 'tickets' | 'cancellation'>;
}

/**
 * The steps every `book` shares, whatever the product (docs/bookings.md "Lifecycle"): in one
 * transaction the product's hold, BookingPlaced, the credit hold (agent credit); the expiry
 * scheduled once it commits; the answer kept with the work for an Idempotency-Key. The product
 * handlers decide what is sold and at what price; this places it.
 */
@Injectable()
export class BookingPlacement {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly writer: BookingWriter,
    private readonly credit: CreditLedger,
    private readonly expiry: BookingExpiry,
    private readonly queries: BookingQueries,
  ) {}

  place(b: NewBooking) {
    const { bookingRef, buyer } = b;
    return this.uow.run(async (m) => {
      const holdID = b.hold ? (await b.hold(m)).holdID : null;
      const placed: BookingPlaced = {
        bookingRef,
        ...b.product(holdID),
        buyer: { customerType: buyer.customerType, organizationId: buyer.organizationId },
        contact: { name: b.contact.name, email: b.contact.email, phone: b.contact.phone ?? null },
        travellers: b.travellers.length > 0 ? b.travellers : [b.contact.name],
        currencyCode: b.currencyCode,
        total: b.breakdown.total,
        breakdown: b.breakdown,
        paymentMethod: b.paymentMethod,
        paymentDeadline: b.deadline.toISOString(),
        language: requestContext.get()?.language ?? 'en',
      };
      // A new stream: the events just appended are all of it (the answer reads neither it nor the row back).
      const { events } = await this.writer.execute(bookingRef, { type: 'Place', placed }, m);
      // The expiry is scheduled only once the booking exists (a rolled-back booking has none).
      afterCommit(m, () => void this.expiry.schedule(bookingRef, b.deadline));
      // Read and kept for an Idempotency-Key in the booking's own transaction (crash-safe retries).
      const answer = { ...actionResult(b.answer), booking: await this.queries.fromStream(b.actor, bookingRef, events, m) };
      // The credit hold last: it locks the agency's one credit account until commit, and every booking
      // of the agency queues on that lock, so it is held for as short a time as the transaction allows.
      if (b.paymentMethod === 'CREDIT') {
        await this.credit.placeHold(
          { organizationId: buyer.organizationId!, currency: b.currencyCode },
          { bookingRef, amount: b.breakdown.total, expiresAt: b.holdUntil, transactionType: b.creditType },
          { manager: m, commandId: `booking:${bookingRef}:hold` },
        );
      }
      await answerWithWork(m, answer);
      return answer;
    });
  }
}
