import { Injectable } from '@nestjs/common';
import type { FlightOffer } from '@bo/shared';
import { AppError } from '../../../core/errors/app-error';
import type { Party, SupplierFare } from '../suppliers/sabre/sabre-fares';
import { SabreCallFailed, SabreFlights } from '../suppliers/sabre/sabre-flights';

/**
 * A flight fare as the flight supplier prices it for the party now: one reader with two callers,
 * GetFlightDetails (`getProductDetails` with productType flight) and BookFlight (`book`). The
 * search (SearchFlights) and the pricing of fares by pricing's FlightSalePrices are the query
 * handlers' own; prices are for the whole party, minor units of the fare's currency.
 */
@Injectable()
export class FlightCatalogue {
  constructor(private readonly flights: SabreFlights) {}

  /** The fare priced by the supplier for the party now (`getProductDetails`, `book`); no longer offered: 409 FARE_NOT_OFFERED. */
  async fare(offerId: string, party: Party): Promise<SupplierFare> {
    const fare = await flightSupplierCall(() => this.flights.price(offerId, party));
    if (!fare) throw new AppError('FARE_NOT_OFFERED');
    return fare;
  }
}

/** A supplier call, its failures as our catalogue's errors (no flight supplier set up, or none answering). */
export async function flightSupplierCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof SabreCallFailed)) throw error;
    throw new AppError(error.kind === 'not-configured' ? 'FLIGHT_SUPPLIER_NOT_CONFIGURED' : 'FLIGHT_SUPPLIER_UNAVAILABLE');
  }
}

/** What the price engine is asked for a fare: every ticket of the party, each flying every segment. */
export const fareSale = (fare: SupplierFare) => ({
  supplierCost: fare.supplierTotal,
  tickets: fare.tickets,
  segments: fare.segments.length,
  cabinClass: fare.cabinClass,
});

/** A fare as offered: without the tickets' detail, with what the buyer pays. */
export const offerOf = ({ tickets: _tickets, ...fare }: SupplierFare, sellingTotal: number): FlightOffer => ({
  ...fare,
  sellingTotal,
});
