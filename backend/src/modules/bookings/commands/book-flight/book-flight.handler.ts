import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { businessDate } from '@bo/shared';
import { InjectConfig } from '../../../../core/config/config-section';
import { BOOKINGS_CONFIG, type BookingsConfig } from '../../bookings.config';
import { FlightSalePrices } from '../../../pricing';
import { fareSale, FlightCatalogue } from '../../queries/flight-catalogue.service';
import { partyOf } from '../../suppliers/sabre/sabre-fares';
import { newBookingRef } from '../booking-ref';
import { bookingDeadline } from '../booking-deadline';
import { assertCreditBuyer, BookingPlacement } from '../booking-placement.service';
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
    private readonly pricing: FlightSalePrices,
    @InjectConfig(BOOKINGS_CONFIG) private readonly config: BookingsConfig,
  ) {}

  async execute({ actor, body }: BookFlight) {
    const buyer = await this.pricing.buyer(actor, body.organizationId);
    assertCreditBuyer(body.paymentMethod, buyer);

    const fare = await this.catalogue.fare(body.offerId, partyOf(body.passengers));
    const breakdown = await this.pricing.price(
      buyer,
      { saleDate: businessDate(), paymentType: body.paymentMethod, currencyCode: fare.currencyCode },
      fareSale(fare),
    );
    const bookingRef = newBookingRef();
    const { deadline, holdUntil } = bookingDeadline(this.config);
    const passengers = body.passengers.map((p) => ({
      type: p.type,
      firstName: p.firstName,
      lastName: p.lastName,
      dateOfBirth: p.dateOfBirth ?? null,
    }));

    return this.placement.place({
      actor,
      bookingRef,
      buyer,
      contact: body.contact,
      travellers: passengers.map((p) => `${p.firstName} ${p.lastName}`),
      paymentMethod: body.paymentMethod,
      currencyCode: fare.currencyCode,
      breakdown,
      deadline,
      holdUntil,
      creditType: 'FLIGHT_BOOKING',
      answer: 'BOOKING_CREATED',
      product: () => ({
        productType: 'flight',
        hotel: null,
        flight: {
          offerId: fare.offerId,
          carrier: fare.carrier,
          carrierName: fare.carrierName,
          origin: fare.origin,
          originCity: fare.originCity,
          destination: fare.destination,
          destinationCity: fare.destinationCity,
          departureDate: fare.departureDate,
          cabinClass: fare.cabinClass,
          fareBasis: fare.fareBasis,
          fareName: fare.fareName,
          baggage: fare.baggage,
          segments: fare.segments,
          passengers,
          supplierCost: fare.supplierTotal,
        },
        // A refundable fare keeps the supplier's fee once ticketed; a non-refundable one the whole total.
        cancellation: {
          refundable: fare.refundable,
          freeCancellationUntil: null,
          fee: fare.refundable ? { basis: 'AMOUNT', value: fare.cancellationFee } : { basis: 'FULL_STAY', value: 0 },
        },
      }),
    });
  }
}
