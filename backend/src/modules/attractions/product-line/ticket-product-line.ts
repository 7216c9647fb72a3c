import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { type TicketProductType, todayIn } from '@bo/shared';
import { AppError } from '../../../core/errors/app-error';
import { fieldError } from '../../../core/http/action-result';
import type { ProductLine, ProductQuote, Unheld } from '../../../core/product-lines/product-line';
import { AttractionProducts } from '../ports/attraction-products.port';
import { TicketInventory } from '../ports/ticket-inventory';
import { ThemeParkTicketDocument } from './ticket/theme-park-ticket-document';

/** Tickets of one theme park or cable car for one visit date, as a booking keeps them (its `tickets`): one hold of TicketInventory. */
export interface BookedAttractionTickets {
  productID: string;
  productCode: string;
  productName: string;
  city: string | null;
  /** The product-local day of the visit; updateThemePark moves it. */
  visitDate: string;
  tickets: {
    ticketTypeID: string;
    code: string;
    name: string;
    nameMs: string;
    quantity: number;
    /** The supplier's cost of one ticket on the visit date when booked, minor units. */
    unitSupplierCost: number;
  }[];
  /** All ticket types together. */
  quantity: number;
  holdID: string;
}

/** What `book` asks of an attraction: so many tickets of its ticket types for a visit date. */
export interface TicketsRequest {
  productID: string;
  productType: TicketProductType;
  visitDate: string;
  tickets: { ticketTypeID: string; quantity: number }[];
}

/** What pricing prices tickets on (TicketSalePrices' sale; the product type and currency are the quote's). */
export interface TicketsSale {
  productType: TicketProductType;
  currencyCode: string;
  supplierCost: number;
  quantity: number;
}

/**
 * Theme parks and cable cars as a product line of bookings (docs/bookings.md "Product lines";
 * docs/attractions.md): the quote is the product on the visit date (it must sell that date, the
 * ticket types be its own), the hold and its moves are TicketInventory's on the booking's
 * `tickets.holdID` (a new visit date moves it), and no outside supplier confirms them.
 */
@Injectable()
export class TicketProductLine implements ProductLine<BookedAttractionTickets, TicketsRequest, TicketsSale> {
  readonly productTypes = ['themePark', 'cableCar'] as const;
  readonly part = 'tickets' as const;

  constructor(
    private readonly catalogue: AttractionProducts,
    private readonly tickets: TicketInventory,
    /** Issued visits get a ticket. */
    readonly document: ThemeParkTicketDocument,
  ) {}

  async quote(request: TicketsRequest): Promise<ProductQuote<BookedAttractionTickets, TicketsSale>> {
    const found = await this.catalogue.productOn(request.productID, request.productType, request.visitDate);
    if (!found) throw new AppError('ATTRACTION_NOT_FOUND');
    const { product } = found;
    if (request.visitDate < todayIn(product.timeZone)) throw fieldError('VISIT_DATE_IN_PAST', 'visitDate');
    if (!found.open) throw new AppError('TICKETS_NOT_AVAILABLE', { date: request.visitDate, free: 0 });
    const lines = request.tickets.map((line, index) => {
      const type = found.ticketTypes.find((t) => t.ticketTypeID === line.ticketTypeID);
      if (!type) throw fieldError('TICKET_TYPE_NOT_FOUND', `tickets.${index}.ticketTypeID`);
      return { type, quantity: line.quantity };
    });
    const quantity = lines.reduce((sum, l) => sum + l.quantity, 0);
    return {
      booked: {
        productID: product.productID,
        productCode: product.code,
        productName: product.name,
        city: product.city,
        visitDate: request.visitDate,
        tickets: lines.map(({ type, quantity: count }) => ({
          ticketTypeID: type.ticketTypeID,
          code: type.code,
          name: type.name,
          nameMs: type.nameMs,
          quantity: count,
          unitSupplierCost: type.costOnDate,
        })),
        quantity,
      },
      currencyCode: product.currencyCode,
      cancellation: found.cancellation,
      sale: {
        productType: request.productType,
        currencyCode: product.currencyCode,
        supplierCost: lines.reduce((sum, l) => sum + l.type.costOnDate * l.quantity, 0),
        quantity,
      },
    };
  }

  async hold(
    manager: EntityManager,
    { bookingRef, booked, expiresAt }: { bookingRef: string; booked: Unheld<BookedAttractionTickets>; expiresAt: Date },
  ) {
    const { holdID } = await this.tickets.hold(manager, {
      bookingRef,
      productID: booked.productID,
      visitDate: booked.visitDate,
      quantity: booked.quantity,
      expiresAt,
    });
    return holdID;
  }

  lastDay(booked: BookedAttractionTickets): string {
    return booked.visitDate;
  }

  async keep(manager: EntityManager, booked: BookedAttractionTickets, until: Date): Promise<void> {
    if (booked.holdID) await this.tickets.keep(manager, booked.holdID, until);
  }

  async confirm(manager: EntityManager, booked: BookedAttractionTickets): Promise<void> {
    if (booked.holdID) await this.tickets.confirm(manager, booked.holdID);
  }

  async release(manager: EntityManager, booked: BookedAttractionTickets): Promise<void> {
    if (booked.holdID) await this.tickets.release(manager, booked.holdID);
  }

  /** The capacity of the new date is taken (or refused with TICKETS_NOT_AVAILABLE) and the old date's given back. */
  async rebook(manager: EntityManager, booked: BookedAttractionTickets): Promise<void> {
    if (booked.holdID) await this.tickets.move(manager, booked.holdID, booked.visitDate);
  }

  /** Nobody outside confirms tickets: the attractions' own capacity is the sale. */
  supplier(): Promise<null> {
    return Promise.resolve(null);
  }
}
