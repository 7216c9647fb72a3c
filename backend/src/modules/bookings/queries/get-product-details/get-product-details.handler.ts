import type { ProductDetails } from '@bo/shared';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { HotelAvailability, HotelCatalogue } from '../../../hotels';
import { GetProductDetails } from './get-product-details.query';

/** One hotel: its details and every sellable room and rate for the stay, with selling prices. */
@QueryHandler(GetProductDetails)
export class GetProductDetailsHandler implements IQueryHandler<GetProductDetails> {
  constructor(
    private readonly hotels: HotelCatalogue,
    private readonly availability: HotelAvailability,
  ) {}

  async execute({ actor, query }: GetProductDetails): Promise<ProductDetails> {
    const { productType, organizationId, ...stay } = query;
    const [hotel, found] = await Promise.all([
      this.hotels.get(query.hotelID),
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
