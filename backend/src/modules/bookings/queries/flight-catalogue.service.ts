import { Injectable } from '@nestjs/common';
import {
  businessDate,
  type FlightDetails,
  type FlightDetailsQuery,
  type FlightOffer,
  type FlightSearchQuery,
  type FlightSearchResult,
} from '@bo/shared';
import type { Actor } from '../../../core/context/request-context';
import { AppError } from '../../../core/errors/app-error';
import { fieldError } from '../../../core/http/action-result';
import { type Buyer, FlightSalePrices } from '../../pricing';
import type { Party, SupplierFare } from '../suppliers/sabre/sabre-fares';
import { SabreCallFailed, SabreFlights } from '../suppliers/sabre/sabre-flights';

/**
 * Flights a buyer books from (`getProduct` / `getProductDetails` with productType flight): the
 * flight supplier's fares for the party, each priced by the price engine for the caller's mark-up
 * group (pricing's FlightSalePrices: the quote's engine and rules), as `book` will charge them
 * if the fare holds. Prices are for the whole party, minor units of the fare's currency.
 */
@Injectable()
export class FlightCatalogue {
  constructor(
    private readonly flights: SabreFlights,
    private readonly pricing: FlightSalePrices,
  ) {}

  async search(actor: Actor, q: FlightSearchQuery): Promise<FlightSearchResult> {
    if (q.departureDate < businessDate()) throw fieldError('FLIGHT_DATE_PASSED', 'departureDate');
    const buyer = await this.pricing.buyer(actor, q.organizationId);
    const party = { adults: q.adults, children: q.children, infants: q.infants };
    const fares = await this.supplier(() =>
      this.flights.search({
        origin: q.origin,
        destination: q.destination,
        departureDate: q.departureDate,
        party,
        cabinClass: q.cabinClass ?? null,
      }),
    );
    const offers: FlightOffer[] = [];
    for (const currencyCode of new Set(fares.map((f) => f.currencyCode))) {
      const price = await this.pricing.pricer(buyer, { saleDate: businessDate(), paymentType: null, currencyCode });
      for (const fare of fares.filter((f) => f.currencyCode === currencyCode))
        offers.push(offerOf(fare, price(fareSale(fare)).total));
    }
    // Cheapest for the buyer first; the supplier's order (its cheapest, then the earlier flight) breaks ties.
    offers.sort((a, b) => a.sellingTotal - b.sellingTotal);
    return {
      productType: 'flight',
      origin: q.origin,
      destination: q.destination,
      departureDate: q.departureDate,
      passengers: party,
      pricedFor: pricedFor(buyer),
      offers,
    };
  }

  /** One fare re-priced by the supplier now, with the breakdown `book` would charge (no payment method chosen yet). */
  async details(actor: Actor, q: FlightDetailsQuery): Promise<FlightDetails> {
    const buyer = await this.pricing.buyer(actor, q.organizationId);
    const party = { adults: q.adults, children: q.children, infants: q.infants };
    const fare = await this.fare(q.offerId, party);
    const breakdown = await this.pricing.price(
      buyer,
      { saleDate: businessDate(), paymentType: null, currencyCode: fare.currencyCode },
      fareSale(fare),
    );
    return {
      productType: 'flight',
      passengers: party,
      pricedFor: pricedFor(buyer),
      offer: offerOf(fare, breakdown.total),
      breakdown,
    };
  }

  /** The fare priced by the supplier for the party now (`getProductDetails`, `book`); no longer offered: 409 FARE_NOT_OFFERED. */
  async fare(offerId: string, party: Party): Promise<SupplierFare> {
    const fare = await this.supplier(() => this.flights.price(offerId, party));
    if (!fare) throw new AppError('FARE_NOT_OFFERED');
    return fare;
  }

  /** A supplier call, its failures as our catalogue's errors (no flight supplier set up, or none answering). */
  private async supplier<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof SabreCallFailed)) throw error;
      throw new AppError(error.kind === 'not-configured' ? 'FLIGHT_SUPPLIER_NOT_CONFIGURED' : 'FLIGHT_SUPPLIER_UNAVAILABLE');
    }
  }
}

/** What the price engine is asked for a fare: every ticket of the party, each flying every segment. */
export const fareSale = (fare: SupplierFare) => ({
  supplierCost: fare.supplierTotal,
  tickets: fare.tickets,
  segments: fare.segments.length,
  cabinClass: fare.cabinClass,
});

const offerOf = ({ tickets: _tickets, ...fare }: SupplierFare, sellingTotal: number): FlightOffer => ({ ...fare, sellingTotal });

export const pricedFor = (buyer: Buyer): FlightSearchResult['pricedFor'] => ({
  customerType: buyer.customerType,
  organizationId: buyer.organizationId,
  markupGroupListID: buyer.group?.id ?? null,
  markupGroupName: buyer.group?.name ?? null,
});
