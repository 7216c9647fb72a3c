import { Injectable } from '@nestjs/common';
import { AppError } from '../../../core/errors/app-error';
import type { BookingPlaced } from '../domain/booking.events';
import { ProductLines } from '../product-lines';
import { type SupplierChannel, SupplierChannels, SupplierFailure } from './supplier-channel';

/** Who confirms a booking outside: the channel's adapter and the product's code there. */
export interface BookingSupplier {
  channel: SupplierChannel;
  supplierCode: string | null;
}

/**
 * Which supplier a booking is confirmed with, as its product line says (`ProductLine.supplier`): a
 * flight with the flight supplier (SABRE), always; a hotel with its channel (the hotels context's
 * `channel` and `supplier_hotel_code`) when an adapter of that channel is registered. Null: nothing
 * to ask outside (our own hotel inventory, tickets, or a channel not connected).
 */
@Injectable()
export class BookingSuppliers {
  constructor(
    private readonly channels: SupplierChannels,
    private readonly lines: ProductLines,
  ) {}

  async of(placed: BookingPlaced): Promise<BookingSupplier | null> {
    const product = this.lines.bookedOf(placed);
    const supplier = product ? await product.line.supplier(product.booked) : null;
    if (!supplier) return null;
    const channel = this.channels.for(supplier.channel);
    if (!channel) {
      if (supplier.requiredReason) throw new SupplierFailure(supplier.requiredReason, true);
      return null;
    }
    return { channel, supplierCode: supplier.supplierCode };
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
