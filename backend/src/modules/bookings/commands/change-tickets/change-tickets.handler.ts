import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { businessDate } from '@bo/shared';
import { AppError } from '../../../../core/errors/app-error';
import { actionResult, fieldError } from '../../../../core/http/action-result';
import { AttractionProducts } from '../../../attractions';
import { todayIn } from '../../../hotels';
import { TicketSalePrices } from '../../../pricing';
import type { BookingPlaced } from '../../domain/booking.events';
import { BookingQueries } from '../../queries/booking-queries.service';
import { BookingWriter } from '../booking-writer.service';
import { BOOKING_TIME_ZONE } from '../cancel-booking/cancel-booking.handler';
import { ChangeTickets } from './change-tickets.command';

/**
 * `updateThemePark` (docs/bookings.md "Changing the visit date or the names"): whoever may see and
 * edit the booking moves its tickets to another date of the same product and/or renames their
 * holders. A new date is priced as `book` would price the same tickets today (same buyer, payment
 * method); the rule (domain/ticket-change.ts) refuses one dearer than the booking's total. The
 * tickets move in the event's transaction (BookingWriter: TicketInventory.move, 409
 * TICKETS_NOT_AVAILABLE when the new date is short); an issued booking's ticket is made again.
 */
@CommandHandler(ChangeTickets)
export class ChangeTicketsHandler implements ICommandHandler<ChangeTickets> {
  constructor(
    private readonly writer: BookingWriter,
    private readonly queries: BookingQueries,
    private readonly catalogue: AttractionProducts,
    private readonly pricing: TicketSalePrices,
  ) {}

  async execute({ actor, bookingRef, visitDate, travellers }: ChangeTickets) {
    await this.queries.detail(actor, bookingRef);
    const placed = (await this.queries.ofSystem(bookingRef))?.placed;
    if (!placed) throw new AppError('BOOKING_NOT_FOUND');
    const tickets = placed.tickets;
    if (!tickets) throw new AppError('NOT_A_TICKET_BOOKING');
    const today = todayIn(BOOKING_TIME_ZONE);
    if (visitDate !== undefined && visitDate < today) throw fieldError('VISIT_DATE_IN_PAST', 'visitDate');
    if (travellers !== undefined && travellers.length > tickets.quantity)
      throw fieldError('TOO_MANY_TICKET_HOLDERS', 'travellers', { max: tickets.quantity });

    const newDate = visitDate !== undefined && visitDate !== tickets.visitDate ? visitDate : null;
    const repricedTotal = newDate === null ? null : await this.priceOn(actor, placed, newDate);
    const by = actor.organizationId === null ? 'staff' : 'buyer';
    const { events } = await this.writer.execute(bookingRef, {
      type: 'ChangeTickets',
      by,
      visitDate: newDate,
      travellers: travellers ?? null,
      today,
      repricedTotal,
    });
    const code = events.length > 0 ? 'BOOKING_TICKETS_CHANGED' : 'BOOKING_TICKETS_UNCHANGED';
    return { ...actionResult(code), booking: await this.queries.detail(actor, bookingRef) };
  }

  /** What the booking's tickets cost its buyer on `visitDate`, priced today as `book` prices them. */
  private async priceOn(actor: ChangeTickets['actor'], placed: BookingPlaced, visitDate: string): Promise<number> {
    const tickets = placed.tickets!;
    const productType = placed.productType as 'themePark' | 'cableCar';
    const found = await this.catalogue.productOn(tickets.productID, productType, visitDate);
    if (!found) throw new AppError('ATTRACTION_NOT_FOUND');
    if (!found.open) throw new AppError('TICKETS_NOT_AVAILABLE', { date: visitDate, free: 0 });
    const supplierCost = tickets.tickets.reduce((sum, line) => {
      const type = found.ticketTypes.find((t) => t.ticketTypeID === line.ticketTypeID);
      if (!type) throw new AppError('TICKET_TYPE_NOT_FOUND');
      return sum + type.costOnDate * line.quantity;
    }, 0);
    const buyer = await this.pricing.buyer(actor, placed.buyer.organizationId ?? undefined);
    const breakdown = await this.pricing.price(
      buyer,
      { saleDate: businessDate(), paymentType: placed.paymentMethod, productType, currencyCode: placed.currencyCode },
      { supplierCost, quantity: tickets.quantity },
    );
    return breakdown.total;
  }
}
