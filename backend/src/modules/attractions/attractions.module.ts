import { Module } from '@nestjs/common';
import { AttractionProducts } from './ports/attraction-products.port';
import { AttractionsCatalogue } from './catalogue/attractions-catalogue.service';
import { AttractionsRepository } from './catalogue/attractions.repository';
import { TicketInventoryRepository } from './inventory/ticket-inventory.repository';
import { TicketInventory } from './ports/ticket-inventory';
import { TicketProductLine } from './product-line/ticket-product-line';
import { ThemeParkTicketDocument } from './product-line/ticket/theme-park-ticket-document';

/**
 * Attractions (docs/attractions.md), in the `attractions` schema: theme parks and cable cars, their
 * ticket types and supplier costs, and tickets per visit date with what is held and sold. No screens
 * or calls of its own yet (the demo products come from its seed); the bookings context reads the
 * catalogue (the AttractionProducts port, implemented by AttractionsCatalogue) and holds, confirms,
 * moves and releases tickets through the
 * TicketInventory port, in the booking's transaction.
 */
@Module({
  providers: [
    AttractionsRepository,
    AttractionsCatalogue,
    TicketInventoryRepository,
    TicketInventory,
    TicketProductLine,
    ThemeParkTicketDocument,
    // The port other contexts inject (index.ts): the same instance as the catalogue.
    { provide: AttractionProducts, useExisting: AttractionsCatalogue },
  ],
  exports: [AttractionProducts, TicketInventory, TicketProductLine],
})
export class AttractionsModule {}
