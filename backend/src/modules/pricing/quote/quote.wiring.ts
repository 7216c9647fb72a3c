import { CreditFeesModule } from '../../credit';
import { HotelsModule } from '../../hotels';
import { OrganizationsModule } from '../../organizations';
import { FlightSalePrices, HotelSalePrices, TicketSalePrices } from '../ports/sale-prices.port';
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
  { provide: HotelSalePrices, useExisting: HotelSalePricing },
  { provide: TicketSalePrices, useExisting: TicketSalePricing },
  { provide: FlightSalePrices, useExisting: FlightSalePricing },
];
/**
 * The ports other contexts inject (bookings: HotelSalePrices, TicketSalePrices, FlightSalePrices:
 * the price of a hotel, ticket or flight sale; index.ts), the same instances as the classes.
 */
export const QUOTE_EXPORTS = [HotelSalePrices, TicketSalePrices, FlightSalePrices];
/** Nest modules of other contexts it needs (their exported services). */
// Hotels: HotelAvailability (the rates of a stay) and the SellingPrices port this part registers with.
// Credit fees: SystemFees (the system fee settings in effect). Organizations: OrganizationDirectory
// (a buyer exists) and the replica recipe of pricing.organizations (names for the answer).
export const QUOTE_IMPORTS = [HotelsModule, CreditFeesModule, OrganizationsModule];
