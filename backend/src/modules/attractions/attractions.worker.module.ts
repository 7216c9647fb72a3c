import { Module } from '@nestjs/common';
import { AttractionProducts } from './ports/attraction-products.port';
import { AttractionsCatalogue } from './catalogue/attractions-catalogue.service';
import { AttractionsRepository } from './catalogue/attractions.repository';
import { ReleaseExpiredTicketHoldsJob } from './inventory/release-expired-ticket-holds.job';
import { TicketInventoryRepository } from './inventory/ticket-inventory.repository';
import { TicketInventory } from './ports/ticket-inventory';
import { TicketProductLine } from './product-line/ticket-product-line';
import { ThemeParkTicketDocument } from './product-line/ticket/theme-park-ticket-document';

/**
 * The attractions in the worker process: the expired ticket-hold sweep, and for other contexts'
 * jobs the TicketInventory port and the catalogue a ticket prints its product from.
 */
@Module({
  providers: [
    ReleaseExpiredTicketHoldsJob,
    TicketInventory,
    TicketProductLine,
    ThemeParkTicketDocument,
    TicketInventoryRepository,
    AttractionsCatalogue,
    AttractionsRepository,
    { provide: AttractionProducts, useExisting: AttractionsCatalogue },
  ],
  exports: [TicketInventory, TicketProductLine, AttractionProducts],
})
export class AttractionsWorkerModule {}
