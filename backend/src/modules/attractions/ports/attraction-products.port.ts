import type { EntityManager } from 'typeorm';
import type { TicketProductType } from '@bo/shared';
import type { AttractionOnDate } from '../catalogue/attractions-catalogue.service';
import type { AttractionProduct } from '../catalogue/attractions.repository';

/**
 * The theme parks and cable cars other contexts read (bookings: the ticket catalogue, `book` and
 * `updateThemePark`, the ticket PDF). Implemented by AttractionsCatalogue; provided and exported
 * by AttractionsModule and AttractionsWorkerModule.
 */
export abstract class AttractionProducts {
  /** The active products of a type in a destination (city or state contains it; any when absent) open on `visitDate`, by name. */
  abstract openOn(q: { productType: TicketProductType; destination?: string; visitDate: string }): Promise<AttractionOnDate[]>;
  /** One active product of `productType` on `visitDate`, read in `manager` when given; undefined when there is none. */
  abstract productOn(
    productID: string,
    productType: TicketProductType,
    visitDate: string,
    manager?: EntityManager,
  ): Promise<AttractionOnDate | undefined>;
  /** A product as it is now, active or not. */
  abstract get(productID: string): Promise<AttractionProduct | undefined>;
}
