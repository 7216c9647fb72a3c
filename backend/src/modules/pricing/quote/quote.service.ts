import { Injectable } from '@nestjs/common';
import { businessDate, type PriceQuoteBody, type PriceQuoteResult } from '@bo/shared';
import type { Actor } from '../../../core/context/request-context';
import { HotelAvailability } from '../../hotels';
import { breakdownItem, price } from './breakdown';
import { type Buyer, BuyerPricing, hotelRateSale, saleOf } from './buyer-pricing.service';

type Option = PriceQuoteResult['options'][number];
const NO_HOTEL = { hotelID: null, hotelName: null, starRating: null, roomInfoID: null, roomName: null };
const NO_RATE = { roomRateInclusionID: null, rateName: null };

/**
 * `POST /markup/test`, "Why this price": what a buyer pays for a sale, line by line, with the rule
 * versions used. Hotels are priced from the inventory (the hotels context's availability search:
 * every sellable rate of the stay); other products from the supplier's cost given by hand.
 */
@Injectable()
export class QuoteService {
  constructor(
    private readonly buyers: BuyerPricing,
    private readonly availability: HotelAvailability,
  ) {}

  async quote(actor: Actor, q: PriceQuoteBody): Promise<PriceQuoteResult> {
    const buyer = await this.buyers.resolve(actor, q.organizationId);
    // The sale date when none is given: today in Malaysia, where the business prices.
    const saleDate = q.saleDate ?? businessDate();
    const paymentType = q.paymentType ?? null;
    const options =
      q.productType === 'hotel'
        ? await this.hotelOptions(q, buyer, saleDate, paymentType)
        : await this.fareOption(q, buyer, saleDate, paymentType);
    return {
      customerType: buyer.customerType,
      organizationId: buyer.organizationId,
      organizationName: buyer.organizationName,
      markupGroup: buyer.group ? { markupGroupListID: buyer.group.id, name: buyer.group.name } : null,
      productType: q.productType,
      saleDate,
      paymentType,
      options,
    };
  }

  /** One option per sellable rate of the stay, cheapest selling price first (none: nothing to sell). */
  private async hotelOptions(
    q: PriceQuoteBody,
    buyer: Buyer,
    saleDate: string,
    paymentType: PriceQuoteResult['paymentType'],
  ): Promise<Option[]> {
    // The schema requires these for hotels.
    const found = await this.availability.search({
      hotelID: q.hotelID!,
      checkIn: q.checkIn!,
      checkOut: q.checkOut!,
      adults: q.adults!,
      childAges: q.childAges,
      rooms: q.rooms,
    });
    const hotel = found.hotels[0];
    if (!hotel) return [];
    const rules = await this.buyers.rules(buyer, hotel.currencyCode, saleDate, 'hotel');
    const sale = { saleDate, paymentType, foreignGuests: q.foreignGuests };
    const options: Option[] = [];
    for (const room of hotel.rooms) {
      for (const rate of room.rates) {
        const rateSale = {
          currencyCode: hotel.currencyCode,
          supplierCost: rate.total,
          rooms: q.rooms,
          nights: found.nights,
          starRating: hotel.starRating,
        };
        const breakdown = price(hotelRateSale(buyer, sale, rateSale), rules);
        options.push({
          hotelID: hotel.hotelID,
          hotelName: hotel.name,
          starRating: hotel.starRating,
          roomInfoID: room.roomInfoID,
          roomName: room.name,
          roomRateInclusionID: rate.roomRateInclusionID,
          rateName: rate.name,
          breakdown: breakdownItem(breakdown),
        });
      }
    }
    // Stable: rates of equal selling price keep the search's order (cheapest supplier cost first).
    return options.sort((a, b) => a.breakdown.total - b.breakdown.total);
  }

  /** A flight, theme park, cable car or cruise: one option from the supplier's cost. */
  private async fareOption(
    q: PriceQuoteBody,
    buyer: Buyer,
    saleDate: string,
    paymentType: PriceQuoteResult['paymentType'],
  ): Promise<Option[]> {
    // The schema requires these for products other than hotels (and cabin class, segments for flights).
    const currencyCode = q.currencyCode!;
    const rules = await this.buyers.rules(buyer, currencyCode, saleDate, q.productType);
    const units = q.productType === 'flight' ? { tickets: q.tickets!, segments: q.segments! } : { quantity: q.tickets! };
    const breakdown = price(
      {
        ...saleOf(buyer, q.productType, saleDate, paymentType),
        currencyCode,
        supplierCost: q.supplierCost!,
        units,
        cabinClass: q.cabinClass ?? null,
      },
      rules,
    );
    return [{ ...NO_HOTEL, ...NO_RATE, breakdown: breakdownItem(breakdown) }];
  }
}
