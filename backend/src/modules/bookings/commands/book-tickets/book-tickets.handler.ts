import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { businessDate } from '@bo/shared';
import { InjectConfig } from '../../../../core/config/config-section';
import { BOOKINGS_CONFIG, type BookingsConfig } from '../../bookings.config';
import { AppError } from '../../../../core/errors/app-error';
import { fieldError } from '../../../../core/http/action-result';
import { AttractionProducts, TicketInventory } from '../../../attractions';
import { todayIn } from '../../../hotels';
import { TicketSalePrices } from '../../../pricing';
import { newBookingRef } from '../booking-ref';
import { bookingDeadline } from '../booking-deadline';
import { assertCreditBuyer, BookingPlacement } from '../booking-placement.service';
import { BookTickets } from './book-tickets.command';

/**
 * Tickets of one theme park or cable car for one visit date (docs/bookings.md "Theme parks and
 * cable cars"): the product must sell that date and the ticket types be its own; the price is
 * pricing's TicketSalePrices (the engine, rules and request `getProductDetails` priced with) on
 * today's business date. Then BookingPlacement: the attractions' TicketInventory.hold (409
 * TICKETS_NOT_AVAILABLE when short), the credit hold (agent credit) and BookingPlaced, in one transaction.
 */
@CommandHandler(BookTickets)
export class BookTicketsHandler implements ICommandHandler<BookTickets> {
  constructor(
    private readonly placement: BookingPlacement,
    private readonly catalogue: AttractionProducts,
    private readonly pricing: TicketSalePrices,
    private readonly tickets: TicketInventory,
    @InjectConfig(BOOKINGS_CONFIG) private readonly config: BookingsConfig,
  ) {}

  async execute({ actor, body }: BookTickets) {
    const buyer = await this.pricing.buyer(actor, body.organizationId);
    assertCreditBuyer(body.paymentMethod, buyer);

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

    return this.placement.place({
      actor,
      bookingRef,
      buyer,
      contact: body.contact,
      travellers: body.travellers,
      paymentMethod: body.paymentMethod,
      currencyCode: product.currencyCode,
      breakdown,
      deadline,
      holdUntil,
      creditType: body.productType === 'themePark' ? 'THEME_PARK_BOOKING' : 'CABLE_CAR_BOOKING',
      answer: 'BOOKING_TICKETS_CREATED',
      hold: (m) =>
        this.tickets.hold(m, {
          bookingRef,
          productID: product.productID,
          visitDate: body.visitDate,
          quantity,
          expiresAt: holdUntil,
        }),
      product: (holdID) => ({
        productType: body.productType,
        hotel: null,
        tickets: {
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
          holdID: holdID!,
        },
        cancellation: found.cancellation,
      }),
    });
  }
}
