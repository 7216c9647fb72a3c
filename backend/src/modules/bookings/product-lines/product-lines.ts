import type { Provider } from '@nestjs/common';
import type { ProductType } from '@bo/shared';
import type { ProductDocument, ProductLine } from '../../../core/product-lines/product-line';
import { TicketProductLine } from '../../attractions';
import { HotelProductLine } from '../../hotels';
import type { BookingPlaced } from '../domain/booking.events';
import { FlightProductLine } from '../flights';

/** A booking's product and the line that sells it. */
export interface BookedProduct {
  line: ProductLine;
  booked: object;
}

/**
 * The product lines bookings sells, by product type (docs/bookings.md "Product lines"): each
 * placed booking finds the line of its `productType` and that line's part of it. A type with two
 * lines is a wiring mistake (thrown at start).
 */
export class ProductLines {
  private readonly byType = new Map<ProductType, ProductLine>();

  constructor(lines: readonly ProductLine<never, never>[]) {
    for (const line of lines as readonly ProductLine[]) {
      for (const type of line.productTypes) {
        if (this.byType.has(type)) throw new Error(`Two product lines sell ${type}`);
        this.byType.set(type, line);
      }
    }
  }

  /** The line selling `productType`; none is a wiring mistake (a booking of a type nothing sells). */
  of(productType: ProductType): ProductLine {
    const line = this.byType.get(productType);
    if (!line) throw new Error(`No product line sells ${productType}`);
    return line;
  }

  /** The document of `kind` some line prints; none is a wiring mistake (a download of a kind nothing prints). */
  documentOf(kind: string): ProductDocument<object> {
    for (const line of this.byType.values()) if (line.document?.kind === kind) return line.document;
    throw new Error(`No product line prints ${kind}`);
  }

  /** The booking's product (its line's part of it), or null: none recorded (nothing to move). */
  bookedOf(placed: BookingPlaced): BookedProduct | null {
    const line = this.of(placed.productType);
    const booked = placed[line.part] as object | null | undefined;
    return booked ? { line, booked } : null;
  }
}

/**
 * The registration: one line per product line (a new product is its plug-in folder and one entry
 * here). The lines come from their contexts' faces (hotels, attractions) and bookings' own flights.
 */
export const PRODUCT_LINES: Provider = {
  provide: ProductLines,
  inject: [HotelProductLine, TicketProductLine, FlightProductLine],
  useFactory: (...lines: ProductLine<never, never>[]) => new ProductLines(lines),
};
