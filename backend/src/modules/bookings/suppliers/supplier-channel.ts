import { Injectable } from '@nestjs/common';
import type { Channel } from '@bo/shared';
import type { BookingPlaced } from '../domain/booking.events';

/** What a supplier is asked to confirm: our booking as placed, and the product's code at that supplier. */
export interface SupplierConfirmRequest {
  bookingRef: string;
  placed: BookingPlaced;
  /** The product's id at the supplier (a hotel's supplier_hotel_code; a flight's fare id), or null. */
  supplierCode: string | null;
}

/** An outside supplier that confirms what we sell (a port: one adapter per channel). */
export interface SupplierChannel {
  readonly code: Channel;
  /**
   * Confirms the booking with the supplier when it is issued; idempotent by bookingRef (a retry
   * answers the same supplierRef). Throws SupplierFailure on a refusal or an outage.
   */
  confirm(request: SupplierConfirmRequest): Promise<{ supplierRef: string }>;
  /** Cancels a confirmed booking at the supplier. Throws SupplierFailure. */
  cancel(request: { bookingRef: string; supplierRef: string }): Promise<void>;
}

/**
 * A supplier refused or could not be reached. `reason` is shown to staff on the booking (no
 * secrets, no raw payloads); `retryable`: an outage or a timeout rather than a refusal, so staff
 * may try the same call again.
 */
export class SupplierFailure extends Error {
  constructor(
    readonly reason: string,
    readonly retryable: boolean,
  ) {
    super(reason);
    this.name = 'SupplierFailure';
  }
}

/**
 * The channels registered (adapters register themselves in onModuleInit); none registered for a
 * code: the booking needs no supplier call (our own inventory, or a channel not connected yet).
 */
@Injectable()
export class SupplierChannels {
  private readonly channels = new Map<Channel, SupplierChannel>();

  /** Adds (or replaces) the adapter of its channel's code; the returned function removes it again. */
  register(channel: SupplierChannel): () => void {
    this.channels.set(channel.code, channel);
    return () => {
      if (this.channels.get(channel.code) === channel) this.channels.delete(channel.code);
    };
  }

  for(code: Channel | null): SupplierChannel | null {
    return code === null ? null : (this.channels.get(code) ?? null);
  }
}
