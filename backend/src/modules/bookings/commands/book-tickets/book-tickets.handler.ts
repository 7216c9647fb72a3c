import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { businessDate } from '@bo/shared';
import { APP_CONFIG, type AppConfig } from '../../../../core/config/config';
import { requestContext } from '../../../../core/context/request-context';
import { answerWithWork, UnitOfWork } from '../../../../core/database/unit-of-work';
import { afterCommit } from '../../../../core/event-store';
import { AppError } from '../../../../core/errors/app-error';
import { actionResult, fieldError } from '../../../../core/http/action-result';
import { AttractionsCatalogue } from '../../../attractions/catalogue/attractions-catalogue.service';
import { TicketInventory } from '../../../attractions/ports/ticket-inventory';
import { CreditLedgerService } from '../../../credit/services/credit-ledger.service';
import { todayIn } from '../../../hotels/availability/rules';
import { TicketSalePricing } from '../../../pricing/quote/ticket-sale-pricing';
import type { BookedTickets, BookingPlaced } from '../../domain/booking.events';
import { BookingExpiry } from '../../jobs/booking-expiry';
import { BookingQueries } from '../../queries/booking-queries.service';
import { newBookingRef } from '../booking-ref';
import { bookingDeadline } from '../booking-deadline';
import { BookingWriter } from '../booking-writer.service';
import { BookTickets } from './book-tickets.command';

/**
 * Tickets of one theme park or cable car for one visit date (docs/bookings.md "Theme parks and
 * cable cars"): the product must sell that date and the ticket types be its own; the price is
 * pricing's TicketSalePricing (the engine, rules and request `getProductDetails` priced with) on
 * today's business date. Then, in one transaction: the attractions' TicketInventory.hold (409
 * TICKETS_NOT_AVAILABLE when short), the credit hold (agent credit), BookingPlaced.
 */
@CommandHandler(BookTickets)
export class BookTicketsHandler implements ICommandHandler<BookTickets> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly writer: BookingWriter,
    private readonly catalogue: AttractionsCatalogue,
    private readonly pricing: TicketSalePricing,
    private readonly tickets: TicketInventory,
    private readonly credit: CreditLedgerService,
    private readonly expiry: BookingExpiry,
    private readonly queries: BookingQueries,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ actor, body }: BookTickets) {
    const buyer = await this.pricing.buyer(actor, body.organizationId);
    if (body.paymentMethod === 'CREDIT' && buyer.organizationId === null)
      throw fieldError('CREDIT_NEEDS_ORGANIZATION', 'paymentMethod');

    const found = await this.catalogue.productOn(body.productID, body.productType, body.visitDate);
    if (!found) throw new AppError('ATTRACTION_NOT_FOUND');
    const { product } = found;
    if (body.visitDate < todayIn(product.timeZone)) throw fieldError('VISIT_DATE_IN_PAST', 'visitDate');
    if (!found.open) throw new AppError('TICKETS_NOT_AVAILABLE', { date: body.visitDate, free: 0 });
    const lines = body.tickets.map((line, index) => {
      const type = found.ticketTypes.find((t) => t.ticketTypeID === line.ticketTypeID);
      if (!type) throw fieldError('TICKET_TYPE_NOT_FOUND', `tickets.${index}.ticketTypeID`);
      return { type, quantity: line.quantity };
    });
    const quantity = lines.reduce((sum, l) => sum + l.quantity, 0);
    const supplierCost = lines.reduce((sum, l) => sum + l.type.costOnDate * l.quantity, 0);

    const saleDate = businessDate();
    const breakdown = await this.pricing.price(
      buyer,
      { saleDate, paymentType: body.paymentMethod, productType: body.productType, currencyCode: product.currencyCode },
      { supplierCost, quantity },
    );
    const bookingRef = newBookingRef();
    const { deadline, holdUntil } = bookingDeadline(this.config);

    return this.uow.run(async (m) => {
      const { holdID } = await this.tickets.hold(m, {
        bookingRef,
        productID: product.productID,
        visitDate: body.visitDate,
        quantity,
        expiresAt: holdUntil,
      });
      if (body.paymentMethod === 'CREDIT') {
        await this.credit.placeHold(
          { organizationId: buyer.organizationId!, currency: product.currencyCode },
          {
            bookingRef,
            amount: breakdown.total,
            expiresAt: holdUntil,
            transactionType: body.productType === 'themePark' ? 'THEME_PARK_BOOKING' : 'CABLE_CAR_BOOKING',
          },
          { manager: m, commandId: `booking:${bookingRef}:hold` },
        );
      }
      const booked: BookedTickets = {
        productID: product.productID,
        productCode: product.code,
        productName: product.name,
        city: product.city,
        visitDate: body.visitDate,
        tickets: lines.map(({ type, quantity: count }) => ({
          ticketTypeID: type.ticketTypeID,
          code: type.code,
          name: type.name,
          nameMs: type.nameMs,
          quantity: count,
          unitSupplierCost: type.costOnDate,
        })),
        quantity,
        holdID,
      };
      const placed: BookingPlaced = {
        bookingRef,
        productType: body.productType,
        buyer: { customerType: buyer.customerType, organizationId: buyer.organizationId },
        hotel: null,
        tickets: booked,
        contact: { name: body.contact.name, email: body.contact.email, phone: body.contact.phone ?? null },
        travellers: body.travellers.length > 0 ? body.travellers : [body.contact.name],
        currencyCode: product.currencyCode,
        total: breakdown.total,
        breakdown,
        paymentMethod: body.paymentMethod,
        paymentDeadline: deadline.toISOString(),
        cancellation: found.cancellation,
        language: requestContext.get()?.language ?? 'en',
      };
      await this.writer.execute(bookingRef, { type: 'Place', placed }, m);
      // The expiry is scheduled only once the booking exists (a rolled-back booking has none).
      afterCommit(m, () => void this.expiry.schedule(bookingRef, deadline));
      // Read and kept for an Idempotency-Key in the booking's own transaction (crash-safe retries).
      const answer = { ...actionResult('BOOKING_TICKETS_CREATED'), booking: await this.queries.detail(actor, bookingRef, m) };
      await answerWithWork(m, answer);
      return answer;
    });
  }
}
