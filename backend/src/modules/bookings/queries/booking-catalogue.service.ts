import { Injectable } from '@nestjs/common';
import type { DestinationList, HotelProductDetailsQuery, HotelProductQuery, ProductDetails, ProductList } from '@bo/shared';
import type { Actor } from '../../../core/context/request-context';
import { HotelAvailability, HotelCatalogue } from '../../hotels';

/**
 * What a buyer books from, read from the hotels context's exported services: destinations, the
 * availability search with selling prices for the caller's mark-up group (the pricing context
 * fills them through the hotels' SellingPrices port, as the quote prices them), one hotel's page.
 */
@Injectable()
export class BookingCatalogue {
  constructor(
    private readonly hotels: HotelCatalogue,
    private readonly availability: HotelAvailability,
  ) {}

  destinations(search?: string): Promise<DestinationList> {
    return this.hotels.destinations(search);
  }

  /** The destination's hotels that can sell the stay, each from its cheapest selling price. */
  async products(actor: Actor, q: HotelProductQuery): Promise<ProductList> {
    const { productType, organizationId, ...stay } = q;
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

  /** One hotel: its details and every sellable room and rate for the stay, with selling prices. */
  async details(actor: Actor, q: HotelProductDetailsQuery): Promise<ProductDetails> {
    const { productType, organizationId, ...stay } = q;
    const [hotel, found] = await Promise.all([
      this.hotels.get(q.hotelID),
      this.availability.search({ ...stay }, { actor, organizationId }),
    ]);
    return {
      productType,
      hotel: {
        hotelID: hotel.hotelID,
        name: hotel.name,
        starRating: hotel.starRating,
        description: hotel.description,
        address: [
          hotel.addressLine1,
          hotel.addressLine2,
          [hotel.postcode, hotel.city].filter(Boolean).join(' '),
          hotel.state,
        ].filter((line): line is string => !!line),
        city: hotel.city,
        phone: hotel.phone,
        checkInTime: hotel.checkInTime,
        checkOutTime: hotel.checkOutTime,
        currencyCode: hotel.currencyCode,
      },
      checkIn: found.checkIn,
      checkOut: found.checkOut,
      nights: found.nights,
      pricedFor: found.pricedFor,
      rooms: found.hotels[0]?.rooms ?? [],
    };
  }
}
