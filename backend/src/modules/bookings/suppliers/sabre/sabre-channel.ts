import { Injectable, type OnModuleInit } from '@nestjs/common';
import { type SupplierChannel, SupplierChannels, type SupplierConfirmRequest, SupplierFailure } from '../supplier-channel';
import { SabreCallFailed, SabreFlights } from './sabre-flights';

/**
 * The flight supplier's adapter of the supplier port (channel SABRE; docs/bookings.md, "Suppliers
 * and flights"): issuing a flight booking tickets its fare (the order, our bookingRef as its
 * reference, so a retry answers the same PNR), at the supplier cost the booking was priced on;
 * cancelling cancels the order. The supplier's refusals (the fare gone, its price changed, ticketing
 * refused) are not retryable; an outage is.
 */
@Injectable()
export class SabreChannel implements SupplierChannel, OnModuleInit {
  readonly code = 'SABRE' as const;

  constructor(
    private readonly channels: SupplierChannels,
    private readonly flights: SabreFlights,
  ) {}

  onModuleInit(): void {
    this.channels.register(this);
  }

  async confirm({ bookingRef, placed }: SupplierConfirmRequest): Promise<{ supplierRef: string }> {
    const flight = placed.flight;
    if (!flight) throw new SupplierFailure('Not a flight booking: nothing to ticket at the flight supplier', false);
    const order = await this.asked(() =>
      this.flights.order({
        bookingRef,
        offerId: flight.offerId,
        passengers: flight.passengers.map((p) => ({ ...p })),
        contact: placed.contact,
        expectedTotal: flight.supplierCost,
      }),
    );
    if (order.status !== 'TICKETED')
      throw new SupplierFailure(`The supplier's order ${order.orderId} is ${order.status.toLowerCase()}`, false);
    return { supplierRef: order.orderId };
  }

  async cancel({ supplierRef }: { bookingRef: string; supplierRef: string }): Promise<void> {
    await this.asked(() => this.flights.cancelOrder(supplierRef));
  }

  /** The call's answer, or its failure as the port's SupplierFailure (with the supplier's code and words). */
  private async asked<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof SabreCallFailed)) throw error;
      const retryable = error.kind !== 'refused';
      throw new SupplierFailure(
        `Flight supplier${retryable ? ' unavailable' : ' refused'}: ${error.code}: ${error.reason}`,
        retryable,
      );
    }
  }
}
