/**
 * The attractions context's face: all another context may import of it (ESLint refuses any deeper
 * path; docs/architecture.md "A public face per context").
 */
export { AttractionsModule } from './attractions.module';
export { AttractionsWorkerModule } from './attractions.worker.module';
// Ports: what other contexts inject, and the types of their answers.
export { AttractionProducts } from './ports/attraction-products.port';
export { TicketInventory, type TicketHoldRequest } from './ports/ticket-inventory';
// The product line bookings sells theme-park and cable-car tickets through (docs/bookings.md "Product lines").
export {
  type BookedAttractionTickets,
  TicketProductLine,
  type TicketsRequest,
  type TicketsSale,
} from './product-line/ticket-product-line';
export { THEME_PARK_TICKET_KIND } from './product-line/ticket/theme-park-ticket-document';
export type { AttractionOnDate } from './catalogue/attractions-catalogue.service';
export type { AttractionProduct, AttractionTicketType } from './catalogue/attractions.repository';
