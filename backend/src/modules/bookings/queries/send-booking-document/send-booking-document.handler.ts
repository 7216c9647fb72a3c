import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { AppError } from '../../../../core/errors/app-error';
import { StorageService } from '../../../../core/storage/storage.service';
import { BookingDocuments } from '../../documents/booking-documents.service';
import { ProductLines } from '../../product-lines';
import { BookingQueries } from '../booking-queries.service';
import { SendBookingDocument } from './send-booking-document.query';

/**
 * The stored document of a kind to whoever may see the booking (staff; the booking's organization;
 * others 404 BOOKING_NOT_FOUND, as if it did not exist); 404 with the kind's "not ready"
 * (VOUCHER_NOT_READY, TICKET_NOT_READY) until the worker has made it, and for a booking whose
 * product prints another kind or none.
 */
@QueryHandler(SendBookingDocument)
export class SendBookingDocumentHandler implements IQueryHandler<SendBookingDocument> {
  constructor(
    private readonly queries: BookingQueries,
    private readonly documents: BookingDocuments,
    private readonly lines: ProductLines,
    private readonly storage: StorageService,
  ) {}

  async execute({ actor, bookingRef, kind, res }: SendBookingDocument) {
    await this.queries.detail(actor, bookingRef);
    const stored = await this.documents.stored(bookingRef, kind);
    if (!stored) throw new AppError(this.lines.documentOf(kind).notReady);
    await this.storage.send(res, stored.fileId);
  }
}
