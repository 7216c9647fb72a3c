import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { AppError } from '../../../../core/errors/app-error';
import { StorageService } from '../../../../core/storage/storage.service';
import { THEME_PARK_TICKET_KIND } from '../../../attractions';
import { BookingDocuments } from '../../documents/booking-documents.service';
import { BookingQueries } from '../booking-queries.service';
import { SendThemeParkTicket } from './send-theme-park-ticket.query';

/**
 * The stored ticket to whoever may see the booking (staff; the booking's organization; others 404
 * BOOKING_NOT_FOUND, as if it did not exist); 404 TICKET_NOT_READY until the worker has made it
 * (and for a booking that has no ticket: not a theme park or cable car).
 */
@QueryHandler(SendThemeParkTicket)
export class SendThemeParkTicketHandler implements IQueryHandler<SendThemeParkTicket> {
  constructor(
    private readonly queries: BookingQueries,
    private readonly documents: BookingDocuments,
    private readonly storage: StorageService,
  ) {}

  async execute({ actor, bookingRef, res }: SendThemeParkTicket) {
    await this.queries.detail(actor, bookingRef);
    const ticket = await this.documents.stored(bookingRef, THEME_PARK_TICKET_KIND);
    if (!ticket) throw new AppError('TICKET_NOT_READY');
    await this.storage.send(res, ticket.fileId);
  }
}
