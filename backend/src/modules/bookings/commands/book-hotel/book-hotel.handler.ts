import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { businessDate } from '@bo/shared';
import { HotelProductLine } from '../../../hotels';
import { HotelSalePrices } from '../../../pricing';
import { BookingPlacement } from '../booking-placement.service';
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
  ) {}

  execute(command: BookHotel) {
    const { body } = command;
    const product = { creditType: 'HOTEL_BOOKING', answer: 'BOOKING_CREATED', productType: 'hotel' } as const;
    return this.placement.book(command, this.pricing, product, async (buyer) => {
      const quote = await this.hotels.quote(body);
      const breakdown = await this.pricing.price(
        buyer,
        { saleDate: businessDate(), paymentType: body.paymentMethod, foreignGuests: body.foreignGuests },
        quote.sale,
      );
      return { quote, breakdown };
    });
  }
}
