import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { TicketProductType } from '@bo/shared';
import { type AttractionProduct, AttractionsRepository, type AttractionTicketType } from './attractions.repository';
import { cancellationTermsFor, ticketCostOn } from './ticket-rules';
import type { AttractionProducts } from '../ports/attraction-products.port';

/** A product on one visit date: its ticket types with their cost that day, the tickets left to sell, the cancellation terms of a visit that day. */
export interface AttractionOnDate {
  product: AttractionProduct;
  ticketTypes: (AttractionTicketType & { costOnDate: number })[];
  /** Tickets left to sell on the date (0: closed, stopped or full). */
  available: number;
  /** A capacity row exists for the date (the product sells that day, maybe sold out). */
  open: boolean;
  cancellation: ReturnType<typeof cancellationTermsFor>;
}

/**
 * What other contexts read of the attractions (exported by AttractionsModule): the theme parks and
 * cable cars open on a date with their ticket types and what is left, one product on a date (the
 * bookings context prices and books it), one product as it is (the ticket PDF's address and hours).
 */
@Injectable()
export class AttractionsCatalogue implements AttractionProducts {
  constructor(
    private readonly dataSource: DataSource,
    private readonly repository: AttractionsRepository,
  ) {}

  /** The active products of a type in a destination (city or state contains it; any when absent) open on `visitDate`, by name. */
  async openOn(q: { productType: TicketProductType; destination?: string; visitDate: string }): Promise<AttractionOnDate[]> {
    const m = this.dataSource.manager;
    const products = await this.repository.products(m, q.productType, q.destination);
    const found = await this.onDate(m, products, q.visitDate);
    return found.filter((p) => p.open && p.ticketTypes.length > 0);
  }

  /** One active product of `productType` on `visitDate` (read in `manager`'s transaction when given); undefined when there is none. */
  async productOn(
    productID: string,
    productType: TicketProductType,
    visitDate: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<AttractionOnDate | undefined> {
    const product = await this.repository.product(manager, productID);
    if (!product || !product.active || product.productType !== productType) return undefined;
    return (await this.onDate(manager, [product], visitDate))[0];
  }

  /** A product as it is now, active or not (the ticket PDF prints its address and hours). */
  get(productID: string): Promise<AttractionProduct | undefined> {
    return this.repository.product(this.dataSource.manager, productID);
  }

  private async onDate(m: EntityManager, products: AttractionProduct[], visitDate: string): Promise<AttractionOnDate[]> {
    if (products.length === 0) return [];
    const ids = products.map((p) => p.productID);
    const [types, capacity] = await Promise.all([
      this.repository.ticketTypes(m, ids),
      this.repository.capacityOn(m, ids, visitDate),
    ]);
    return products.map((product) => {
      const day = capacity.find((c) => c.productID === product.productID);
      return {
        product,
        ticketTypes: types
          .filter((t) => t.productID === product.productID)
          .map((t) => ({ ...t, costOnDate: ticketCostOn(t, visitDate) })),
        available: day?.available ?? 0,
        open: day !== undefined,
        cancellation: cancellationTermsFor(product, visitDate),
      };
    });
  }
}
