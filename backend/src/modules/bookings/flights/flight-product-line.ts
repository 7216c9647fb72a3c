import { Injectable } from '@nestjs/common';
import type { PassengerType } from '@bo/shared';
import type { ProductLine, ProductQuote, ProductSupplier } from '../../../core/product-lines/product-line';
import type { BookedFlight } from '../domain/booking.events';
import { fareSale } from '../queries/flight-catalogue.service';
import type { SupplierFare } from '../suppliers';

/** Flights are sold only through the flight supplier: a flight booking never issues without it. */
const FLIGHT_CHANNEL = 'SABRE';

/** What `book` asks of a flight: the fare as the supplier re-priced it now (FlightCatalogue.fare), for these passengers. */
export interface FlightRequest {
  fare: SupplierFare;
  passengers: { type: PassengerType; firstName: string; lastName: string; dateOfBirth?: string | null }[];
}

/** What pricing prices a fare on (FlightSalePrices' fare), in the fare's currency. */
export type FlightSale = ReturnType<typeof fareSale> & { currencyCode: string };

/**
 * Flights as a product line (docs/bookings.md "Product lines"). No context of ours keeps flight
 * inventory: nothing is held at book, nothing kept, confirmed or released here; the flight
 * supplier (channel SABRE, suppliers/sabre) tickets the fare when the booking is issued, at the
 * supplier cost it was priced on, and cancels it there. So the line lives in bookings, beside the
 * supplier it sells through, rather than in a context of its own.
 */
@Injectable()
export class FlightProductLine implements ProductLine<BookedFlight, FlightRequest, FlightSale> {
  readonly productTypes = ['flight'] as const;
  readonly part = 'flight' as const;

  quote({ fare, passengers }: FlightRequest): Promise<ProductQuote<BookedFlight, FlightSale>> {
    return Promise.resolve({
      booked: {
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
        passengers: passengers.map((p) => ({
          type: p.type,
          firstName: p.firstName,
          lastName: p.lastName,
          dateOfBirth: p.dateOfBirth ?? null,
        })),
        supplierCost: fare.supplierTotal,
      },
      currencyCode: fare.currencyCode,
      // A refundable fare keeps the supplier's fee once ticketed; a non-refundable one the whole total.
      cancellation: {
        refundable: fare.refundable,
        freeCancellationUntil: null,
        fee: fare.refundable ? { basis: 'AMOUNT', value: fare.cancellationFee } : { basis: 'FULL_STAY', value: 0 },
      },
      sale: { ...fareSale(fare), currencyCode: fare.currencyCode },
    });
  }

  /** Nothing is held at the supplier until the issue tickets the fare. */
  hold(): Promise<null> {
    return Promise.resolve(null);
  }

  lastDay(booked: BookedFlight): string {
    return booked.departureDate;
  }

  keep(): Promise<void> {
    return Promise.resolve();
  }

  confirm(): Promise<void> {
    return Promise.resolve();
  }

  release(): Promise<void> {
    return Promise.resolve();
  }

  supplier(booked: BookedFlight): Promise<ProductSupplier> {
    return Promise.resolve({
      channel: FLIGHT_CHANNEL,
      supplierCode: booked.offerId,
      requiredReason: 'No flight supplier is connected',
    });
  }
}
