/**
 * The pricing context's face: all another context may import of it (ESLint refuses any deeper
 * path; docs/architecture.md "A public face per context").
 */
export { PricingModule } from './pricing.module';
// Ports: the price of a sale, and the types of their contracts.
export { FlightSalePrices, HotelSalePrices, TicketSalePrices } from './ports/sale-prices.port';
export type { Buyer } from './quote/buyer-pricing.service';
export type { FlightFareSale } from './quote/flight-sale-pricing';
export type { TicketSale } from './quote/ticket-sale-pricing';
