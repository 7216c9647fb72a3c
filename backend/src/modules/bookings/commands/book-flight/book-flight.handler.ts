import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { businessDate } from '@bo/shared';
import { APP_CONFIG, type AppConfig } from '../../../../core/config/config';
import { requestContext } from '../../../../core/context/request-context';
import { answerWithWork, UnitOfWork } from '../../../../core/database/unit-of-work';
import { afterCommit } from '../../../../core/event-store';
import { actionResult, fieldError } from '../../../../core/http/action-result';
import { CreditLedgerService } from '../../../credit/services/credit-ledger.service';
import { FlightSalePricing } from '../../../pricing/quote/flight-sale-pricing';
import type { BookingPlaced } from '../../domain/booking.events';
import { BookingExpiry } from '../../jobs/booking-expiry';
import { BookingQueries } from '../../queries/booking-queries.service';
import { fareSale, FlightCatalogue } from '../../queries/flight-catalogue.service';
import { partyOf } from '../../suppliers/sabre/sabre-fares';
import { newBookingRef } from '../booking-ref';
import { bookingDeadline } from '../booking-deadline';
import { BookingWriter } from '../booking-writer.service';
import { BookFlight } from './book-flight.command';

/**
 * A flight fare for its passengers (docs/bookings.md "Suppliers and flights"): re-priced by the
 * flight supplier now (a fare no longer offered for them: 409 FARE_NOT_OFFERED), then priced by
 * pricing's FlightSalePricing (the engine, rules and request `getProductDetails` priced with, with
 * the payment method chosen) on today's business date. Then, in one transaction: the credit hold
 * (agent credit) and BookingPlaced with the fare, its segments, the passengers and the supplier's
 * cost. Nothing is held at the supplier until issue tickets it (at that cost, or it refuses: RHI).
 */
@CommandHandler(BookFlight)
export class BookFlightHandler implements ICommandHandler<BookFlight> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly writer: BookingWriter,
    private readonly catalogue: FlightCatalogue,
    private readonly pricing: FlightSalePricing,
    private readonly credit: CreditLedgerService,
    private readonly expiry: BookingExpiry,
    private readonly queries: BookingQueries,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ actor, body }: BookFlight) {
    const buyer = await this.pricing.buyer(actor, body.organizationId);
    if (body.paymentMethod === 'CREDIT' && buyer.organizationId === null)
      throw fieldError('CREDIT_NEEDS_ORGANIZATION', 'paymentMethod');

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

    return this.uow.run(async (m) => {
      if (body.paymentMethod === 'CREDIT') {
        await this.credit.placeHold(
          { organizationId: buyer.organizationId!, currency: fare.currencyCode },
          { bookingRef, amount: breakdown.total, expiresAt: holdUntil, transactionType: 'FLIGHT_BOOKING' },
          { manager: m, commandId: `booking:${bookingRef}:hold` },
        );
      }
      const placed: BookingPlaced = {
        bookingRef,
        productType: 'flight',
        buyer: { customerType: buyer.customerType, organizationId: buyer.organizationId },
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
        contact: { name: body.contact.name, email: body.contact.email, phone: body.contact.phone ?? null },
        travellers: passengers.map((p) => `${p.firstName} ${p.lastName}`),
        currencyCode: fare.currencyCode,
        total: breakdown.total,
        breakdown,
        paymentMethod: body.paymentMethod,
        paymentDeadline: deadline.toISOString(),
        // A refundable fare keeps the supplier's fee once ticketed; a non-refundable one the whole total.
        cancellation: {
          refundable: fare.refundable,
          freeCancellationUntil: null,
          fee: fare.refundable ? { basis: 'AMOUNT', value: fare.cancellationFee } : { basis: 'FULL_STAY', value: 0 },
        },
        language: requestContext.get()?.language ?? 'en',
      };
      await this.writer.execute(bookingRef, { type: 'Place', placed }, m);
      // The expiry is scheduled only once the booking exists (a rolled-back booking has none).
      afterCommit(m, () => void this.expiry.schedule(bookingRef, deadline));
      // Read and kept for an Idempotency-Key in the booking's own transaction (crash-safe retries).
      const answer = { ...actionResult('BOOKING_CREATED'), booking: await this.queries.detail(actor, bookingRef, m) };
      await answerWithWork(m, answer);
      return answer;
    });
  }
}
