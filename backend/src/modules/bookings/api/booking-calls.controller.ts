import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  type BookBody,
  bookSchema,
  bookingFolioResultSchema,
  type BookingRefBody,
  bookingRefSchema,
  bookingResultSchema,
  bookingSchema,
  type CancelBookingBody,
  isTicketBody,
  cancelBookingSchema,
  cancellationQuoteSchema,
  PERMISSIONS,
  type UpdateFolioBody,
  updateFolioSchema,
} from '@bo/shared';
import { CurrentActor, RequirePermission } from '../../../core/auth/auth.decorators';
import type { Actor } from '../../../core/context/request-context';
import { Contract } from '../../../core/http/contract.decorator';
import { BookFlight } from '../commands/book-flight/book-flight.command';
import { BookHotel } from '../commands/book-hotel/book-hotel.command';
import { BookTickets } from '../commands/book-tickets/book-tickets.command';
import { CancelBooking } from '../commands/cancel-booking/cancel-booking.command';
import { IssueBooking } from '../commands/issue-booking/issue-booking.command';
import { UpdateFolio } from '../commands/update-folio/update-folio.command';
import { GetBooking } from '../queries/get-booking/get-booking.query';
import { PreCancelBooking } from '../queries/pre-cancel/pre-cancel.query';
import { BOOKING_EXAMPLES } from './examples';

const tags = ['bookings'];

/**
 * The booking calls of spec section 7 ("Public booking calls", under `/api/v1`): book, issue,
 * cancel and read a booking (paying is payment.controller.ts's). Signed-in users with the bookings
 * grants (an agency its own organization's bookings); each write is safe to retry with an
 * `Idempotency-Key`.
 */
@Controller()
export class BookingCallsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post('book')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.bookingsCreate)
  @Contract({
    summary:
      'Book rooms of one rate for a stay, or theme-park / cable-car tickets for a visit date, priced as offered; the rooms or tickets (and, for agent credit, the credit) are held until the payment deadline (PPA)',
    body: bookSchema,
    response: bookingResultSchema,
    tags,
    examples: BOOKING_EXAMPLES.book,
  })
  book(@CurrentActor() actor: Actor, @Body() body: BookBody) {
    // Flights: a fare of the flight supplier, re-priced at booking (BookFlight).
    if (body.productType === 'flight') return this.commands.execute(new BookFlight(actor, body));
    // Theme parks and cable cars: tickets of the attractions' inventory (BookTickets).
    if (isTicketBody(body)) return this.commands.execute(new BookTickets(actor, body));
    return this.commands.execute(new BookHotel(actor, body));
  }

  @Post('issue')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.bookingsEdit)
  @Contract({
    summary: 'Confirm a paid booking (CON): its rooms are sold',
    body: bookingRefSchema,
    response: bookingResultSchema,
    tags,
    examples: BOOKING_EXAMPLES.issue,
  })
  issue(@CurrentActor() actor: Actor, @Body() body: BookingRefBody) {
    return this.commands.execute(new IssueBooking(actor, body.bookingRef));
  }

  @Post('preCancel')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.bookingsView)
  @Contract({
    summary: 'What cancelling now would keep (the cancellation terms booked) and give back',
    body: bookingRefSchema,
    response: cancellationQuoteSchema,
    tags,
    examples: BOOKING_EXAMPLES.preCancel,
  })
  preCancel(@CurrentActor() actor: Actor, @Body() body: BookingRefBody) {
    return this.queries.execute(new PreCancelBooking(actor, body.bookingRef));
  }

  @Post('cancel')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.bookingsEdit)
  @Contract({
    summary: 'Cancel a booking (CAN): rooms released, what was paid refunded less the fee preCancel shows',
    body: cancelBookingSchema,
    response: bookingResultSchema,
    tags,
    examples: BOOKING_EXAMPLES.cancel,
  })
  cancel(@CurrentActor() actor: Actor, @Body() body: CancelBookingBody) {
    return this.commands.execute(new CancelBooking(actor, body.bookingRef, body.reason ?? null));
  }

  @Post('getBooking')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.bookingsView)
  @Contract({
    summary: 'One booking with its price breakdown, payments and history',
    body: bookingRefSchema,
    response: bookingSchema,
    tags,
    examples: BOOKING_EXAMPLES.getBooking,
  })
  getBooking(@CurrentActor() actor: Actor, @Body() body: BookingRefBody) {
    return this.queries.execute(new GetBooking(actor, body.bookingRef));
  }

  @Post('updateFolio')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.bookingsEdit)
  @Contract({
    summary:
      "Change a booking's guest details without re-pricing it (contact, guests' names, special requests, estimated arrival); fields left out stay as they are. A confirmed booking's voucher is made again",
    body: updateFolioSchema,
    response: bookingFolioResultSchema,
    tags,
    examples: BOOKING_EXAMPLES.updateFolio,
  })
  updateFolio(@CurrentActor() actor: Actor, @Body() body: UpdateFolioBody) {
    return this.commands.execute(new UpdateFolio(actor, body));
  }
}
