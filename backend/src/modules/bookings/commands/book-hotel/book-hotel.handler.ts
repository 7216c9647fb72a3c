import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { businessDate } from '@bo/shared';
import { APP_CONFIG, type AppConfig } from '../../../../core/config/config';
import { requestContext } from '../../../../core/context/request-context';
import { answerWithWork, UnitOfWork } from '../../../../core/database/unit-of-work';
import { afterCommit } from '../../../../core/event-store';
import { AppError } from '../../../../core/errors/app-error';
import { actionResult, fieldError } from '../../../../core/http/action-result';
import { CreditLedgerService } from '../../../credit/services/credit-ledger.service';
import { AvailabilityService } from '../../../hotels/availability/availability.service';
import { HotelInventory } from '../../../hotels/ports/hotel-inventory';
import { HotelSalePricing } from '../../../pricing/quote/hotel-sale-pricing';
import type { BookingPlaced } from '../../domain/booking.events';
import { BookingExpiry } from '../../jobs/booking-expiry';
import { BookingQueries } from '../../queries/booking-queries.service';
import { newBookingRef } from '../booking-ref';
import { bookingDeadline } from '../booking-deadline';
import { BookingWriter } from '../booking-writer.service';
import { BookHotel } from './book-hotel.command';

@CommandHandler(BookHotel)
export class BookHotelHandler implements ICommandHandler<BookHotel> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly writer: BookingWriter,
    private readonly availability: AvailabilityService,
    private readonly pricing: HotelSalePricing,
    private readonly inventory: HotelInventory,
    private readonly credit: CreditLedgerService,
    private readonly expiry: BookingExpiry,
    private readonly queries: BookingQueries,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ actor, body }: BookHotel) {
    const buyer = await this.pricing.buyer(actor, body.organizationId);
    if (body.paymentMethod === 'CREDIT' && buyer.organizationId === null)
      throw fieldError('CREDIT_NEEDS_ORGANIZATION', 'paymentMethod');

    // What the search would sell now: the rate must be sellable for this stay and these guests.
    const found = await this.availability.search({
      hotelID: body.hotelID,
      checkIn: body.checkIn,
      checkOut: body.checkOut,
      adults: body.adults,
      childAges: body.childAges,
      rooms: body.rooms,
    });
    const hotel = found.hotels[0];
    const room = hotel?.rooms.find((r) => r.roomInfoID === body.roomInfoID);
    const rate = room?.rates.find((r) => r.roomRateInclusionID === body.roomRateInclusionID);
    if (!hotel || !room || !rate) throw new AppError('RATE_NOT_SELLABLE');

    const breakdown = await this.pricing.price(
      buyer,
      { saleDate: businessDate(), paymentType: body.paymentMethod, foreignGuests: body.foreignGuests },
      {
        currencyCode: hotel.currencyCode,
        supplierCost: rate.total,
        rooms: body.rooms,
        nights: found.nights,
        starRating: hotel.starRating,
      },
    );
    const bookingRef = newBookingRef();
    const { deadline, holdUntil } = bookingDeadline(this.config);

    return this.uow.run(async (m) => {
      const { holdID } = await this.inventory.hold(m, {
        bookingRef,
        roomInfoID: body.roomInfoID,
        roomRateInclusionID: body.roomRateInclusionID,
        checkIn: body.checkIn,
        checkOut: body.checkOut,
        rooms: body.rooms,
        expiresAt: holdUntil,
      });
      if (body.paymentMethod === 'CREDIT') {
        await this.credit.placeHold(
          { organizationId: buyer.organizationId!, currency: hotel.currencyCode },
          { bookingRef, amount: breakdown.total, expiresAt: holdUntil, transactionType: 'HOTEL_BOOKING' },
          { manager: m, commandId: `booking:${bookingRef}:hold` },
        );
      }
      const placed: BookingPlaced = {
        bookingRef,
        productType: 'hotel',
        buyer: { customerType: buyer.customerType, organizationId: buyer.organizationId },
        hotel: {
          hotelID: hotel.hotelID,
          hotelName: hotel.name,
          city: hotel.city,
          roomInfoID: room.roomInfoID,
          roomName: room.name,
          roomRateInclusionID: rate.roomRateInclusionID,
          rateName: rate.name,
          checkIn: body.checkIn,
          checkOut: body.checkOut,
          nights: found.nights,
          rooms: body.rooms,
          adults: body.adults,
          childAges: body.childAges,
          holdID,
        },
        contact: { name: body.contact.name, email: body.contact.email, phone: body.contact.phone ?? null },
        travellers: body.travellers.length > 0 ? body.travellers : [body.contact.name],
        currencyCode: hotel.currencyCode,
        total: breakdown.total,
        breakdown,
        paymentMethod: body.paymentMethod,
        paymentDeadline: deadline.toISOString(),
        cancellation: {
          refundable: rate.refundable,
          freeCancellationUntil: rate.freeCancellationUntil,
          fee: rate.cancellationFee as BookingPlaced['cancellation']['fee'],
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
