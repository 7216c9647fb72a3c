import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { businessDate } from '@bo/shared';
import { APP_CONFIG, type AppConfig } from '../../../../core/config/config';
import { HotelProductLine } from '../../../hotels';
import { HotelSalePrices } from '../../../pricing';
import { newBookingRef } from '../booking-ref';
import { bookingDeadline } from '../booking-deadline';
import { assertCreditBuyer, BookingPlacement } from '../booking-placement.service';
import { BookHotel } from './book-hotel.command';

/**
 * Rooms of one rate for one stay: the hotels' product line quotes them (the rate must be one the
 * availability search sells now for this stay and these guests, else it says why), priced by
 * pricing's HotelSalePrices on today's business date. Then BookingPlacement: the rooms held (the
 * line, over HotelInventory: 409 when short), the credit hold (agent credit) and BookingPlaced, in
 * one transaction.
 */
@CommandHandler(BookHotel)
export class BookHotelHandler implements ICommandHandler<BookHotel> {
  constructor(
    private readonly placement: BookingPlacement,
    private readonly hotels: HotelProductLine,
    private readonly pricing: HotelSalePrices,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ actor, body }: BookHotel) {
    const buyer = await this.pricing.buyer(actor, body.organizationId);
    assertCreditBuyer(body.paymentMethod, buyer);

    const quote = await this.hotels.quote(body);
    const breakdown = await this.pricing.price(
      buyer,
      { saleDate: businessDate(), paymentType: body.paymentMethod, foreignGuests: body.foreignGuests },
      quote.sale,
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
      currencyCode: quote.currencyCode,
      breakdown,
      deadline,
      holdUntil,
      creditType: 'HOTEL_BOOKING',
      answer: 'BOOKING_CREATED',
      productType: 'hotel',
      quote,
    });
  }
}
