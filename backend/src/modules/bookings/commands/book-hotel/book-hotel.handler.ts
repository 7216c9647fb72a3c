import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { businessDate } from '@bo/shared';
import { InjectConfig } from '../../../../core/config/config-section';
import { BOOKINGS_CONFIG, type BookingsConfig } from '../../bookings.config';
import { AppError } from '../../../../core/errors/app-error';
import { fieldError } from '../../../../core/http/action-result';
import { HotelAvailability, HotelInventory, type Refusal } from '../../../hotels';
import { HotelSalePrices } from '../../../pricing';
import type { BookingPlaced } from '../../domain/booking.events';
import { newBookingRef } from '../booking-ref';
import { bookingDeadline } from '../booking-deadline';
import { assertCreditBuyer, BookingPlacement } from '../booking-placement.service';
import { BookHotel } from './book-hotel.command';

/**
 * Rooms of one rate for one stay: the rate must be one the availability search sells now for this
 * stay and these guests (else `notSellable` says why), priced by pricing's HotelSalePrices on today's
 * business date. Then BookingPlacement: the rooms held (the hotels' HotelInventory, 409 when
 * short), the credit hold (agent credit) and BookingPlaced, in one transaction.
 */
@CommandHandler(BookHotel)
export class BookHotelHandler implements ICommandHandler<BookHotel> {
  constructor(
    private readonly placement: BookingPlacement,
    private readonly availability: HotelAvailability,
    private readonly pricing: HotelSalePrices,
    private readonly inventory: HotelInventory,
    @InjectConfig(BOOKINGS_CONFIG) private readonly config: BookingsConfig,
  ) {}

  async execute({ actor, body }: BookHotel) {
    const buyer = await this.pricing.buyer(actor, body.organizationId);
    assertCreditBuyer(body.paymentMethod, buyer);

    // What the search would sell now: the rate must be sellable for this stay and these guests.
    const refusals = new Map<string, Refusal & { roomInfoID: string }>();
    const found = await this.availability.search(
      {
        hotelID: body.hotelID,
        checkIn: body.checkIn,
        checkOut: body.checkOut,
        adults: body.adults,
        childAges: body.childAges,
        rooms: body.rooms,
      },
      undefined,
      refusals,
    );
    const hotel = found.hotels[0];
    const room = hotel?.rooms.find((r) => r.roomInfoID === body.roomInfoID);
    const rate = room?.rates.find((r) => r.roomRateInclusionID === body.roomRateInclusionID);
    if (!hotel || !room || !rate) throw notSellable(refusals.get(body.roomRateInclusionID), body.roomInfoID);

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

    return this.placement.place({
      actor,
      bookingRef,
      buyer,
      contact: body.contact,
      travellers: body.travellers,
      paymentMethod: body.paymentMethod,
      currencyCode: hotel.currencyCode,
      breakdown,
      deadline,
      holdUntil,
      creditType: 'HOTEL_BOOKING',
      answer: 'BOOKING_CREATED',
      hold: (m) =>
        this.inventory.hold(m, {
          bookingRef,
          roomInfoID: body.roomInfoID,
          roomRateInclusionID: body.roomRateInclusionID,
          checkIn: body.checkIn,
          checkOut: body.checkOut,
          rooms: body.rooms,
          expiresAt: holdUntil,
        }),
      product: (holdID) => ({
        productType: 'hotel',
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
          holdID: holdID!,
        },
        cancellation: {
          refundable: rate.refundable,
          freeCancellationUntil: rate.freeCancellationUntil,
          fee: rate.cancellationFee as BookingPlaced['cancellation']['fee'],
        },
      }),
    });
  }
}

/**
 * Why `book` cannot have the rate, one answer per cause whichever way the caller lost: no such rate
 * of that room (404 ROOM_RATE_NOT_FOUND), too few rooms free on a night (409 ROOMS_NOT_AVAILABLE, as
 * the hold answers when another booking took the last room between the search and the hold), or
 * any other rule of the search (409 RATE_NOT_SELLABLE: closed, stop-sell, minimum stay...).
 */
function notSellable(refusal: (Refusal & { roomInfoID: string }) | undefined, roomInfoID: string): AppError {
  if (!refusal || refusal.roomInfoID !== roomInfoID) return fieldError('ROOM_RATE_NOT_FOUND', 'roomRateInclusionID');
  if (refusal.reason === 'NOT_ENOUGH_ROOMS')
    return new AppError('ROOMS_NOT_AVAILABLE', { date: refusal.date, free: refusal.free });
  return new AppError('RATE_NOT_SELLABLE', { reason: refusal.reason });
}
