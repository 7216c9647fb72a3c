import { businessDate, type FlightOffer, type FlightSearchResult } from '@bo/shared';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { fieldError } from '../../../../core/http/action-result';
import { FlightSalePrices } from '../../../pricing';
import { SabreFlights } from '../../suppliers/sabre/sabre-flights';
import { pricedFor } from '../catalogue-rows';
import { fareSale, flightSupplierCall, offerOf } from '../flight-catalogue.service';
import { SearchFlights } from './search-flights.query';

/**
 * Flights a buyer books from (`getProduct` with productType flight): the flight supplier's fares
 * for the party, each priced by the price engine for the caller's mark-up group (pricing's
 * FlightSalePrices: the quote's engine and rules), as `book` will charge them if the fare holds.
 */
@QueryHandler(SearchFlights)
export class SearchFlightsHandler implements IQueryHandler<SearchFlights> {
  constructor(
    private readonly flights: SabreFlights,
    private readonly pricing: FlightSalePrices,
  ) {}

  async execute({ actor, query: q }: SearchFlights): Promise<FlightSearchResult> {
    if (q.departureDate < businessDate()) throw fieldError('FLIGHT_DATE_PASSED', 'departureDate');
    const buyer = await this.pricing.buyer(actor, q.organizationId);
    const party = { adults: q.adults, children: q.children, infants: q.infants };
    const fares = await flightSupplierCall(() =>
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
}
