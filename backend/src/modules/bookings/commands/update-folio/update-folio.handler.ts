import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { FolioField, UpdateFolioBody } from '@bo/shared';
import { actionResult } from '../../../../core/http/action-result';
import type { BookingFolioUpdated, FolioValues } from '../../domain/booking.events';
import { BookingQueries } from '../../queries/booking-queries.service';
import { BookingWriter } from '../booking-writer.service';
import { UpdateFolio } from './update-folio.command';

/**
 * Whoever may see the booking and holds bookings.edit changes its folio (another organization's
 * booking: 404 BOOKING_NOT_FOUND, as if it did not exist); the stream decides (BookingFolioUpdated,
 * or nothing when nothing changes). A confirmed booking's voucher is then made again with the new
 * details (WhenBookingFolioUpdatedRemakeVoucher); no e-mail goes out unless asked (sendBookingEmail).
 */
@CommandHandler(UpdateFolio)
export class UpdateFolioHandler implements ICommandHandler<UpdateFolio> {
  constructor(
    private readonly writer: BookingWriter,
    private readonly queries: BookingQueries,
  ) {}

  async execute({ actor, body }: UpdateFolio) {
    const { bookingRef } = body;
    await this.queries.detail(actor, bookingRef);
    const by = actor.organizationId === null ? 'staff' : 'buyer';
    const { events } = await this.writer.execute(bookingRef, { type: 'UpdateFolio', by, folio: folioGiven(body) });
    const changed = events.flatMap((e) => Object.keys((e.data as BookingFolioUpdated).changes) as FolioField[]);
    return {
      ...actionResult(changed.length > 0 ? 'BOOKING_FOLIO_UPDATED' : 'BOOKING_FOLIO_UNCHANGED'),
      booking: await this.queries.detail(actor, bookingRef),
      changed,
    };
  }
}

/** The folio fields the body gives (left out: unchanged; a contact given whole, its phone left out: none). */
function folioGiven(body: UpdateFolioBody): Partial<FolioValues> {
  return {
    ...(body.contact && {
      contactName: body.contact.name,
      contactEmail: body.contact.email,
      contactPhone: body.contact.phone ?? null,
    }),
    ...(body.travellers && { travellers: body.travellers }),
    ...(body.specialRequests !== undefined && { specialRequests: body.specialRequests }),
    ...(body.arrivalTime !== undefined && { arrivalTime: body.arrivalTime }),
  };
}
