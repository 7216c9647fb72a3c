import { Injectable } from '@nestjs/common';
import type { Language } from '@bo/shared';
import type { IssuedProduct, ProductDocument } from '../../../../core/product-lines/product-line';
import { HotelCatalogue, HotelRates } from '../../ports/hotel-catalogue.port';
import type { BookedRooms } from '../hotel-product-line';
import { renderHotelVoucher } from './hotel-voucher';
import { hotelVoucherOf, voucherFileName } from './hotel-voucher-data';
import { bookingConfirmationMail } from './voucher-mail';

/** `bookings.documents.kind` of a hotel booking's voucher. */
export const HOTEL_VOUCHER_KIND = 'HOTEL_VOUCHER';

/**
 * The hotel voucher (docs/vouchers.md): the booking as issued (and its folio as it stands), with
 * the hotel's address, phone and times and the rate's board, inclusions and terms as the hotels
 * context answers them now. The confirmation e-mail carries it.
 */
@Injectable()
export class HotelVoucherDocument implements ProductDocument<BookedRooms> {
  readonly kind = HOTEL_VOUCHER_KIND;
  readonly purpose = 'hotel-voucher';
  readonly notReady = 'VOUCHER_NOT_READY' as const;

  constructor(
    private readonly hotels: HotelCatalogue,
    private readonly rates: HotelRates,
  ) {}

  fileName(bookingRef: string): string {
    return voucherFileName(bookingRef);
  }

  async render(issued: IssuedProduct<BookedRooms>): Promise<Buffer> {
    const { booked, language } = issued;
    const [hotel, rate] = await Promise.all([this.hotels.get(booked.hotelID), this.rates.get(booked.roomRateInclusionID)]);
    const voucher = hotelVoucherOf(
      { issued, hotel, rate: { mealPlan: rate.info.mealPlan, inclusions: rate.info.inclusions, terms: rate.condition.terms } },
      language,
    );
    return renderHotelVoucher(voucher, language);
  }

  mail(issued: IssuedProduct<BookedRooms>, language: Language) {
    return bookingConfirmationMail(issued, language);
  }
}
