import { businessDate, type FlightDetails } from '@bo/shared';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { FlightSalePrices } from '../../../pricing';
import { pricedFor } from '../catalogue-rows';
import { fareSale, FlightCatalogue, offerOf } from '../flight-catalogue.service';
import { GetFlightDetails } from './get-flight-details.query';

/** One fare re-priced by the supplier now, with the breakdown `book` would charge (no payment method chosen yet). */
@QueryHandler(GetFlightDetails)
export class GetFlightDetailsHandler implements IQueryHandler<GetFlightDetails> {
  constructor(
    private readonly catalogue: FlightCatalogue,
    private readonly pricing: FlightSalePrices,
  ) {}

  async execute({ actor, query: q }: GetFlightDetails): Promise<FlightDetails> {
    const buyer = await this.pricing.buyer(actor, q.organizationId);
    const party = { adults: q.adults, children: q.children, infants: q.infants };
    const fare = await this.catalogue.fare(q.offerId, party);
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
}
