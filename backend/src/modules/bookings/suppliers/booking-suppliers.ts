import { Injectable } from '@nestjs/common';
import { channelSchema } from '@bo/shared';
import { AppError } from '../../../core/errors/app-error';
import { HotelCatalogue } from '../../hotels';
import type { BookingPlaced } from '../domain/booking.events';
import { type SupplierChannel, SupplierChannels, SupplierFailure } from './supplier-channel';

/** Flights are always sold through the flight supplier: a flight booking never issues without it. */
const FLIGHT_CHANNEL = 'SABRE';

/** Who confirms a booking outside: the channel's adapter and the product's code there. */
export interface BookingSupplier {
  channel: SupplierChannel;
  supplierCode: string | null;
}

/**
 * Which supplier a booking is confirmed with, from what it booked: a flight with the flight
 * supplier (SABRE); a hotel with its channel (the hotels context's `channel` and
 * `supplier_hotel_code`, read through its exported HotelCatalogue) when an adapter of that channel
 * is registered. Null: nothing to ask outside (our own hotel inventory, or a channel not connected).
 */
@Injectable()
export class BookingSuppliers {
  constructor(
    private readonly channels: SupplierChannels,
    private readonly hotels: HotelCatalogue,
  ) {}

  async of(placed: BookingPlaced): Promise<BookingSupplier | null> {
    if (placed.flight) {
      const channel = this.channels.for(FLIGHT_CHANNEL);
      if (!channel) throw new SupplierFailure('No flight supplier is connected', true);
      return { channel, supplierCode: placed.flight.offerId };
    }
    if (placed.hotel) {
      const hotel = await this.hotels.get(placed.hotel.hotelID);
      const code = channelSchema.safeParse(hotel.channel);
      const channel = code.success ? this.channels.for(code.data) : null;
      return channel ? { channel, supplierCode: hotel.supplierHotelCode } : null;
    }
    return null;
  }

  /**
   * Cancels at the supplier what it confirmed (`supplierRef`) before the booking itself is
   * cancelled or failed; no supplier or nothing confirmed there: nothing to do. The supplier
   * refusing or down: 502 SUPPLIER_CANCEL_FAILED, and the caller changes nothing.
   */
  async cancel(bookingRef: string, placed: BookingPlaced, supplierRef: string | null): Promise<void> {
    if (supplierRef === null) return;
    let supplier: BookingSupplier | null;
    try {
      supplier = await this.of(placed);
      await supplier?.channel.cancel({ bookingRef, supplierRef });
    } catch (error) {
      if (error instanceof SupplierFailure) throw new AppError('SUPPLIER_CANCEL_FAILED', { reason: error.reason });
      throw error;
    }
  }
}
