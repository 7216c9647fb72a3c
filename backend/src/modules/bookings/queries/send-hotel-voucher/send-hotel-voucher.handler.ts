import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { AppError } from '../../../../core/errors/app-error';
import { StorageService } from '../../../../core/storage/storage.service';
import { BookingVouchers } from '../../vouchers/booking-vouchers.service';
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
    private readonly vouchers: BookingVouchers,
    private readonly storage: StorageService,
  ) {}

  async execute({ actor, bookingRef, res }: SendHotelVoucher) {
    await this.queries.detail(actor, bookingRef);
    const voucher = await this.vouchers.stored(bookingRef);
    if (!voucher) throw new AppError('VOUCHER_NOT_READY');
    await this.storage.send(res, voucher.fileId);
  }
}
