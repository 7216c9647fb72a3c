import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { AppError } from '../../../../core/errors/app-error';
import { StorageService } from '../../../../core/storage/storage.service';
import { HOTEL_VOUCHER_KIND } from '../../../hotels';
import { BookingDocuments } from '../../documents/booking-documents.service';
import { BookingQueries } from '../booking-queries.service';
import { SendHotelVoucher } from './send-hotel-voucher.query';

/**
 * The stored voucher to whoever may see the booking (staff; the booking's organization; others 404
 * BOOKING_NOT_FOUND, as if it did not exist); 404 VOUCHER_NOT_READY until the worker has made it.
 */
@QueryHandler(SendHotelVoucher)
export class SendHotelVoucherHandler implements IQueryHandler<SendHotelVoucher> {
  constructor(
    private readonly queries: BookingQueries,
    private readonly documents: BookingDocuments,
    private readonly storage: StorageService,
  ) {}

  async execute({ actor, bookingRef, res }: SendHotelVoucher) {
    await this.queries.detail(actor, bookingRef);
    const voucher = await this.documents.stored(bookingRef, HOTEL_VOUCHER_KIND);
    if (!voucher) throw new AppError('VOUCHER_NOT_READY');
    await this.storage.send(res, voucher.fileId);
  }
}
