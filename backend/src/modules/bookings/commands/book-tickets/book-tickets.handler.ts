import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { businessDate } from '@bo/shared';
import { TicketProductLine } from '../../../attractions';
import { TicketSalePrices } from '../../../pricing';
import { BookingPlacement } from '../booking-placement.service';
import { BookTickets } from './book-tickets.command';

/**
 * Tickets of one theme park or cable car for one visit date (docs/bookings.md "Theme parks and
 * cable cars"): the attractions' product line quotes them (the product must sell that date and the
 * ticket types be its own); the price is pricing's TicketSalePrices (the engine, rules and request
 * `getProductDetails` priced with) on today's business date. Then BookingPlacement: the tickets
 * held (the line, over TicketInventory: 409 TICKETS_NOT_AVAILABLE when short), the credit hold
 * (agent credit) and BookingPlaced, in one transaction.
 */
@CommandHandler(BookTickets)
export class BookTicketsHandler implements ICommandHandler<BookTickets> {
  constructor(
    private readonly placement: BookingPlacement,
    private readonly tickets: TicketProductLine,
    private readonly pricing: TicketSalePrices,
  ) {}

  execute(command: BookTickets) {
    const { body } = command;
    const product = {
      creditType: body.productType === 'themePark' ? 'THEME_PARK_BOOKING' : 'CABLE_CAR_BOOKING',
      answer: 'BOOKING_TICKETS_CREATED',
      productType: body.productType,
    } as const;
    return this.placement.book(command, this.pricing, product, async (buyer) => {
      const quote = await this.tickets.quote(body);
      const { productType, currencyCode, supplierCost, quantity } = quote.sale;
      const breakdown = await this.pricing.price(
        buyer,
        { saleDate: businessDate(), paymentType: body.paymentMethod, productType, currencyCode },
        { supplierCost, quantity },
      );
      return { quote, breakdown };
    });
  }
}
