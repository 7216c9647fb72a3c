import { Body, Controller, HttpCode, Post, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import {
  type BookingRefBody,
  bookingRefSchema,
  bookingResultSchema,
  PERMISSIONS,
  type UpdateThemeParkBody,
  updateThemeParkSchema,
} from '@bo/shared';
import { CurrentActor, RequirePermission } from '../../../core/auth/auth.decorators';
import type { Actor } from '../../../core/context/request-context';
import { Contract } from '../../../core/http/contract.decorator';
import { ChangeTickets } from '../commands/change-tickets/change-tickets.command';
import { SendBookingDocument } from '../queries/send-booking-document/send-booking-document.query';
import { THEME_PARK_TICKET_KIND } from '../../attractions';
import { BOOKING_EXAMPLES } from './examples';

const tags = ['bookings'];

/**
 * The calls of theme-park and cable-car bookings beyond the common ones (docs/bookings.md, "Theme
 * parks and cable cars"): change the visit date or the ticket holders (`updateThemePark`, a public
 * booking call) and download the ticket the worker made (`/bo/Download/downloadThemeParkTicket`).
 */
@Controller()
export class TicketCallsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post('updateThemePark')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.bookingsEdit)
  @Contract({
    summary:
      "Move a theme-park or cable-car booking not used yet to another visit date (capacity taken there; not when it would cost more than booked) and/or change the ticket holders' names; an issued booking's ticket is made again",
    body: updateThemeParkSchema,
    response: bookingResultSchema,
    tags,
    examples: BOOKING_EXAMPLES.updateThemePark,
  })
  update(@CurrentActor() actor: Actor, @Body() body: UpdateThemeParkBody) {
    return this.commands.execute(new ChangeTickets(actor, body.bookingRef, body.visitDate, body.travellers));
  }

  @Post('bo/Download/downloadThemeParkTicket')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.bookingsView)
  @Contract({
    summary:
      "Download an issued theme-park or cable-car booking's ticket (application/pdf); 404 TICKET_NOT_READY until it is made",
    body: bookingRefSchema,
    tags,
  })
  async download(@CurrentActor() actor: Actor, @Body() body: BookingRefBody, @Res() res: Response) {
    await this.queries.execute(new SendBookingDocument(actor, body.bookingRef, THEME_PARK_TICKET_KIND, res));
  }
}
