import { CreditFeesModule } from '../../credit/fees/credit-fees.module';
import { HotelsModule } from '../../hotels/hotels.module';
import { OrganizationsModule } from '../../organizations/organizations.module';
import { BuyerPricing } from './buyer-pricing.service';
import { FlightSalePricing } from './flight-sale-pricing';
import { HotelSalePricing } from './hotel-sale-pricing';
import { HotelSellingPricesSource } from './hotel-selling-prices.source';
import { TicketSalePricing } from './ticket-sale-pricing';
import { PricingOrganizationsProjection } from './organization-names.projection';
import { QuoteController } from './quote.controller';
import { QuoteService } from './quote.service';

/** What the price quote and the hotels' selling-price source contribute to PricingModule. */
export const QUOTE_CONTROLLERS = [QuoteController];
export const QUOTE_PROVIDERS = [
  BuyerPricing,
  HotelSalePricing,
  TicketSalePricing,
  FlightSalePricing,
  QuoteService,
  HotelSellingPricesSource,
  PricingOrganizationsProjection,
];
/** Services other contexts call (bookings: HotelSalePricing, TicketSalePricing, FlightSalePricing: the price of a hotel, ticket or flight sale). */
export const QUOTE_EXPORTS = [HotelSalePricing, TicketSalePricing, FlightSalePricing];
/** Nest modules of other contexts it needs (their exported services). */
// Hotels: AvailabilityService (the rates of a stay) and the SellingPrices port this part registers with.
// Credit fees: SystemFeesService (the system fee settings in effect). Organizations: OrganizationDirectory
// (a buyer exists) and the replica recipe of pricing.organizations (names for the answer).
export const QUOTE_IMPORTS = [HotelsModule, CreditFeesModule, OrganizationsModule];
