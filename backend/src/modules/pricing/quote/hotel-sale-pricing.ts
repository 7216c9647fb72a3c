import { Injectable } from '@nestjs/common';
import type { PaymentMethod, PriceBreakdownItem } from '@bo/shared';
import { breakdownItem, price } from './breakdown';
import { type Buyer, hotelRateSale } from './buyer-pricing.service';
import { SalePricing } from './sale-pricing';
import type { HotelSalePrices } from '../ports/sale-prices.port';

/**
 * What other contexts call to price a hotel sale (the bookings context, at `book`): the buyer as
 * the quote resolves it, and one rate's price with the same engine, rules and request as the quote
 * and the availability answer, so a booking costs what was quoted.
 */
@Injectable()
export class HotelSalePricing extends SalePricing implements HotelSalePrices {
  /** The breakdown of `rate` for `buyer`, priced on `sale.saleDate`; beyond the largest amount: 422 PRICE_OUT_OF_RANGE. */
  async price(
    buyer: Buyer,
    sale: { saleDate: string; paymentType: PaymentMethod | null; foreignGuests: boolean },
    rate: { currencyCode: string; supplierCost: number; rooms: number; nights: number; starRating: number },
  ): Promise<PriceBreakdownItem> {
    const rules = await this.buyers.rules(buyer, rate.currencyCode, sale.saleDate, 'hotel');
    return breakdownItem(price(hotelRateSale(buyer, sale, rate), rules));
  }
}
