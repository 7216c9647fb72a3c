import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { businessDate } from '@bo/shared';
import { FlightSalePrices } from '../../../pricing';
import { FlightProductLine } from '../../flights';
import { FlightCatalogue } from '../../queries/flight-catalogue.service';
import { partyOf } from '../../suppliers';
import { BookingPlacement } from '../booking-placement.service';
import { BookFlight } from './book-flight.command';

/**
 * A flight fare for its passengers (docs/bookings.md "Suppliers and flights"): re-priced by the
 * flight supplier now (a fare no longer offered for them: 409 FARE_NOT_OFFERED), then priced by
 * pricing's FlightSalePrices (the engine, rules and request `getProductDetails` priced with, with
 * the payment method chosen) on today's business date. Then BookingPlacement, in one transaction: the credit hold
 * (agent credit) and BookingPlaced with the fare, its segments, the passengers and the supplier's
 * cost. Nothing is held at the supplier until issue tickets it (at that cost, or it refuses: RHI).
 */
@CommandHandler(BookFlight)
export class BookFlightHandler implements ICommandHandler<BookFlight> {
  constructor(
    private readonly placement: BookingPlacement,
    private readonly catalogue: FlightCatalogue,
    private readonly flights: FlightProductLine,
    private readonly pricing: FlightSalePrices,
  ) {}

  execute(command: BookFlight) {
    const { body } = command;
    const product = { creditType: 'FLIGHT_BOOKING', answer: 'BOOKING_CREATED', productType: 'flight' } as const;
    return this.placement.book(command, this.pricing, product, async (buyer) => {
      const fare = await this.catalogue.fare(body.offerId, partyOf(body.passengers));
      const quote = await this.flights.quote({ fare, passengers: body.passengers });
      const { currencyCode, ...sale } = quote.sale;
      const breakdown = await this.pricing.price(
        buyer,
        { saleDate: businessDate(), paymentType: body.paymentMethod, currencyCode },
        sale,
      );
      const travellers = quote.booked.passengers.map((p) => `${p.firstName} ${p.lastName}`);
      return { quote, breakdown, travellers };
    });
  }
}
