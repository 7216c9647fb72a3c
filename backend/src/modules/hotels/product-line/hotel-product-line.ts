import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { channelSchema } from '@bo/shared';
import { AppError } from '../../../core/errors/app-error';
import { fieldError } from '../../../core/http/action-result';
import type { ProductLine, ProductQuote, ProductSupplier, Unheld } from '../../../core/product-lines/product-line';
import type { Refusal } from '../availability/rules';
import { HotelAvailability } from '../ports/hotel-availability.port';
import { HotelCatalogue } from '../ports/hotel-catalogue.port';
import { HotelInventory } from '../ports/hotel-inventory';
import { HotelVoucherDocument } from './voucher/hotel-voucher-document';

/** Rooms of one rate for a stay, as a booking keeps them (its `hotel`): what the inventory holds names them. */
export interface BookedRooms {
  hotelID: string;
  hotelName: string;
  city: string | null;
  roomInfoID: string;
  roomName: string;
  roomRateInclusionID: string;
  rateName: string;
  checkIn: string;
  checkOut: string;
  nights: number;
  rooms: number;
  adults: number;
  childAges: number[];
  holdID: string;
}

/** What `book` asks of a hotel: rooms of one rate of one room type for a stay and these guests. */
export interface RoomsRequest {
  hotelID: string;
  roomInfoID: string;
  roomRateInclusionID: string;
  checkIn: string;
  checkOut: string;
  adults: number;
  childAges: number[];
  rooms: number;
}

/** What pricing prices a stay on (HotelSalePrices' rate). */
export interface RoomsSale {
  currencyCode: string;
  supplierCost: number;
  rooms: number;
  nights: number;
  starRating: number;
}

/**
 * Hotels as a product line of bookings (docs/bookings.md "Product lines"): the quote is what the
 * availability search sells now for the stay and guests (else why not), the hold and its moves are
 * HotelInventory's on the booking's `hotel.holdID`, and a hotel on a connected channel (its
 * `channel` and `supplier_hotel_code`) is confirmed by that channel's supplier.
 */
@Injectable()
export class HotelProductLine implements ProductLine<BookedRooms, RoomsRequest, RoomsSale> {
  readonly productTypes = ['hotel'] as const;
  readonly part = 'hotel' as const;

  constructor(
    private readonly availability: HotelAvailability,
    private readonly inventory: HotelInventory,
    private readonly hotels: HotelCatalogue,
    /** Issued stays get a voucher. */
    readonly document: HotelVoucherDocument,
  ) {}

  async quote(request: RoomsRequest): Promise<ProductQuote<BookedRooms, RoomsSale>> {
    const refusals = new Map<string, Refusal & { roomInfoID: string }>();
    const found = await this.availability.search(
      {
        hotelID: request.hotelID,
        checkIn: request.checkIn,
        checkOut: request.checkOut,
        adults: request.adults,
        childAges: request.childAges,
        rooms: request.rooms,
      },
      undefined,
      refusals,
    );
    const hotel = found.hotels[0];
    const room = hotel?.rooms.find((r) => r.roomInfoID === request.roomInfoID);
    const rate = room?.rates.find((r) => r.roomRateInclusionID === request.roomRateInclusionID);
    if (!hotel || !room || !rate) throw notSellable(refusals.get(request.roomRateInclusionID), request.roomInfoID);
    return {
      booked: {
        hotelID: hotel.hotelID,
        hotelName: hotel.name,
        city: hotel.city,
        roomInfoID: room.roomInfoID,
        roomName: room.name,
        roomRateInclusionID: rate.roomRateInclusionID,
        rateName: rate.name,
        checkIn: request.checkIn,
        checkOut: request.checkOut,
        nights: found.nights,
        rooms: request.rooms,
        adults: request.adults,
        childAges: request.childAges,
      },
      currencyCode: hotel.currencyCode,
      cancellation: {
        refundable: rate.refundable,
        freeCancellationUntil: rate.freeCancellationUntil,
        fee: rate.cancellationFee as ProductQuote<BookedRooms, RoomsSale>['cancellation']['fee'],
      },
      sale: {
        currencyCode: hotel.currencyCode,
        supplierCost: rate.total,
        rooms: request.rooms,
        nights: found.nights,
        starRating: hotel.starRating,
      },
    };
  }

  async hold(
    manager: EntityManager,
    { bookingRef, booked, expiresAt }: { bookingRef: string; booked: Unheld<BookedRooms>; expiresAt: Date },
  ) {
    const { holdID } = await this.inventory.hold(manager, {
      bookingRef,
      roomInfoID: booked.roomInfoID,
      roomRateInclusionID: booked.roomRateInclusionID,
      checkIn: booked.checkIn,
      checkOut: booked.checkOut,
      rooms: booked.rooms,
      expiresAt,
    });
    return holdID;
  }

  lastDay(booked: BookedRooms): string {
    return booked.checkOut;
  }

  async keep(manager: EntityManager, booked: BookedRooms, until: Date): Promise<void> {
    if (booked.holdID) await this.inventory.keep(manager, booked.holdID, until);
  }

  async confirm(manager: EntityManager, booked: BookedRooms): Promise<void> {
    if (booked.holdID) await this.inventory.confirm(manager, booked.holdID);
  }

  async release(manager: EntityManager, booked: BookedRooms): Promise<void> {
    if (booked.holdID) await this.inventory.release(manager, booked.holdID);
  }

  async supplier(booked: BookedRooms): Promise<ProductSupplier | null> {
    const hotel = await this.hotels.get(booked.hotelID);
    const code = channelSchema.safeParse(hotel.channel);
    return code.success ? { channel: code.data, supplierCode: hotel.supplierHotelCode } : null;
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
