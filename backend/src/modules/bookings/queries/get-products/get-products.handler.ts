import type { ProductList } from '@bo/shared';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { HotelAvailability } from '../../../hotels';
import { GetProducts } from './get-products.query';

/**
 * The destination's hotels that can sell the stay, each from its cheapest selling price: the
 * hotels' availability search with selling prices for the caller's mark-up group (the pricing
 * context fills them through the hotels' SellingPrices port, as the quote prices them).
 */
@QueryHandler(GetProducts)
export class GetProductsHandler implements IQueryHandler<GetProducts> {
  constructor(private readonly availability: HotelAvailability) {}

  async execute({ actor, query }: GetProducts): Promise<ProductList> {
    const { productType, organizationId, ...stay } = query;
    const found = await this.availability.search({ ...stay }, { actor, organizationId });
    const products = found.hotels.map((h) => {
      const offers = h.rooms.flatMap((room) => room.rates.map((rate) => ({ room, rate })));
      // Cheapest by what the buyer pays; without a selling price, by the supplier's total.
      const by = (o: (typeof offers)[number]) => o.rate.sellingTotal ?? o.rate.total;
      const cheapest = offers.reduce((a, b) => (by(b) < by(a) ? b : a));
      return {
        hotelID: h.hotelID,
        name: h.name,
        city: h.city,
        starRating: h.starRating,
        currencyCode: h.currencyCode,
        fromSellingTotal: cheapest.rate.sellingTotal,
        roomName: cheapest.room.name,
        rateName: cheapest.rate.name,
      };
    });
    products.sort((a, b) => (a.fromSellingTotal ?? Infinity) - (b.fromSellingTotal ?? Infinity));
    return {
      productType,
      checkIn: found.checkIn,
      checkOut: found.checkOut,
      nights: found.nights,
      pricedFor: found.pricedFor,
      products,
    };
  }
}
