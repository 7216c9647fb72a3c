/**
 * Theme parks and cable cars (issue 18; docs/bookings.md "Theme parks and cable cars"): dated
 * tickets of one product for one visit date, from the attractions context's inventory, priced by
 * the price engine for the caller's mark-up group. `getProduct` / `getProductDetails` with
 * productType themePark or cableCar find them, `book` books them. Money is minor units of the
 * product's currency.
 *
 * booking.schema.ts imports this file (the `book` union, the booking's `tickets` part), so this
 * one imports only types from it.
 */
import { z } from 'zod';
import type { ErrorCode } from '../errors/error-catalogue';
import { bookingContactSchema, bookingPaymentMethodSchema } from './booking-order.schema';
import { idField, optional } from './hotel-fields';
import { dateField } from './hotel-inventory.schema';
import { priceBreakdownSchema } from './pricing.schema';
import { flagRepeats, integerField, issuesOf, optionalTextField, optionalUuidField, validTextField } from './validation';

/** The product types sold as dated tickets. */
export const TICKET_PRODUCT_TYPES = ['themePark', 'cableCar'] as const;
export type TicketProductType = (typeof TICKET_PRODUCT_TYPES)[number];
export const ticketProductTypeSchema = z.enum(TICKET_PRODUCT_TYPES, { error: 'INVALID_OPTION' satisfies ErrorCode });
export const isTicketProductType = (productType: string): productType is TicketProductType =>
  (TICKET_PRODUCT_TYPES as readonly string[]).includes(productType);
/** A body of one of the per-product-type unions (`book`, `getProduct`...) that is for tickets: narrows the union. */
export const isTicketBody = <T extends { productType: string }>(
  body: T,
): body is Extract<T, { productType: TicketProductType }> => isTicketProductType(body.productType);

/** The most tickets one booking takes (all ticket types together), and ticket types in one booking. */
export const MAX_TICKETS_PER_BOOKING = 20;
const MAX_TICKET_LINES = 10;

const pricedForSchema = z.object({
  customerType: z.string(),
  organizationId: z.string().nullable(),
  markupGroupListID: z.string().nullable(),
  markupGroupName: z.string().nullable(),
});

/** So many tickets of one type. */
const ticketLineSchema = z.strictObject({
  ticketTypeID: idField('TICKET_TYPE_NOT_FOUND'),
  quantity: integerField({ min: 1, max: MAX_TICKETS_PER_BOOKING }),
});
/** The tickets asked for: at least one type, each type once, at most MAX_TICKETS_PER_BOOKING in all. */
const ticketLinesField = () =>
  z
    .array(ticketLineSchema, { error: 'REQUIRED_FIELD' satisfies ErrorCode })
    .min(1, { error: 'REQUIRED_FIELD' satisfies ErrorCode })
    .max(MAX_TICKET_LINES, { error: 'NUMBER_AT_MOST' satisfies ErrorCode })
    .superRefine(flagRepeats((line) => line.ticketTypeID, { field: 'ticketTypeID' }))
    .superRefine((lines, ctx) => {
      const total = lines.reduce((sum, line) => sum + (Number.isInteger(line.quantity) ? line.quantity : 0), 0);
      if (total > MAX_TICKETS_PER_BOOKING) issuesOf(ctx)('TOO_MANY_TICKETS', [], { max: MAX_TICKETS_PER_BOOKING });
    });
export type TicketLine = z.infer<typeof ticketLineSchema>;

/** The tickets' count. */
export const ticketCount = (lines: readonly { quantity: number }[]) => lines.reduce((sum, line) => sum + line.quantity, 0);

// ---------------------------------------------------------------------------------------------
// Finding what to book

/**
 * `POST getProduct` for theme parks or cable cars: the products of that type open on `visitDate`,
 * in a destination (city, contains, case-insensitive; absent: everywhere). Staff may price for an
 * agency (`organizationId`); absent, the caller's own organization, or for staff the consumers.
 */
export const ticketProductQuerySchema = z.strictObject({
  productType: ticketProductTypeSchema,
  visitDate: dateField(),
  destination: optionalTextField(100),
  organizationId: optionalUuidField(),
});
export type TicketProductQuery = z.infer<typeof ticketProductQuerySchema>;

/** `getProduct` (theme parks, cable cars): the products open on the date, by name. */
export const ticketProductListSchema = z.object({
  productType: ticketProductTypeSchema,
  visitDate: z.string(),
  pricedFor: pricedForSchema,
  products: z.array(
    z.object({
      productID: z.string(),
      code: z.string(),
      name: z.string(),
      city: z.string(),
      state: z.string().nullable(),
      currencyCode: z.string(),
      /** Tickets still free on the date (0: sold out). */
      available: z.number().int(),
      /** What one ticket of the cheapest type costs the buyer on the date (the price engine's total for one ticket). */
      fromSellingPrice: z.number().int(),
      fromTicketType: z.string(),
    }),
  ),
});
export type TicketProductList = z.infer<typeof ticketProductListSchema>;

/**
 * `POST getProductDetails` for theme parks or cable cars: one product on `visitDate`, each ticket
 * type priced for one ticket; with `tickets`, that selection priced as `book` will charge it.
 */
export const ticketProductDetailsQuerySchema = z.strictObject({
  productType: ticketProductTypeSchema,
  productID: idField('ATTRACTION_NOT_FOUND'),
  visitDate: dateField(),
  tickets: optional(ticketLinesField()),
  organizationId: optionalUuidField(),
});
export type TicketProductDetailsQuery = z.infer<typeof ticketProductDetailsQuerySchema>;

/** A product's cancellation terms for a visit date: free until a day before it, then a share of the total kept. */
export const ticketCancellationSchema = z.object({
  refundable: z.boolean(),
  /** The last day (the product's local date) a cancellation is free; null: never free. */
  freeCancellationUntil: z.string().nullable(),
  fee: z.object({ basis: z.string(), value: z.number().int() }),
});

export const ticketProductDetailsSchema = z.object({
  productType: ticketProductTypeSchema,
  visitDate: z.string(),
  pricedFor: pricedForSchema,
  /** Tickets still free on the date (0: sold out or closed). */
  available: z.number().int(),
  product: z.object({
    productID: z.string(),
    code: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    address: z.array(z.string()),
    city: z.string(),
    state: z.string().nullable(),
    openingHours: z.string().nullable(),
    currencyCode: z.string(),
    cancellation: ticketCancellationSchema,
  }),
  ticketTypes: z.array(
    z.object({
      ticketTypeID: z.string(),
      code: z.string(),
      /** In the caller's language. */
      name: z.string(),
      /** The supplier's cost of one ticket on the date. */
      supplierCost: z.number().int(),
      /** What one ticket costs the buyer on the date (the price engine's total for one ticket). */
      sellingPrice: z.number().int(),
    }),
  ),
  /** The `tickets` asked for, priced whole as `book` charges them (fees per booking counted once); null when none were asked. */
  selection: z
    .object({
      tickets: z.array(z.object({ ticketTypeID: z.string(), quantity: z.number().int() })),
      quantity: z.number().int(),
      supplierTotal: z.number().int(),
      sellingTotal: z.number().int(),
      breakdown: priceBreakdownSchema,
    })
    .nullable(),
});
export type TicketProductDetails = z.infer<typeof ticketProductDetailsSchema>;

// ---------------------------------------------------------------------------------------------
// Booking

/** A name on a ticket (the ticket holders; the contact when none). */
export const ticketHolderNamesField = () =>
  z.array(validTextField({ max: 100 })).max(MAX_TICKETS_PER_BOOKING, { error: 'TOO_MANY_TICKET_HOLDERS' satisfies ErrorCode });

/**
 * `POST book` (theme parks, cable cars): tickets of one product for one visit date, for the
 * caller's organization or, for staff, one named or the consumers. `travellers` are the ticket
 * holders' names, at most one per ticket (the contact when none).
 */
export const bookTicketsSchema = z
  .strictObject({
    productType: ticketProductTypeSchema,
    organizationId: optionalUuidField(),
    productID: idField('ATTRACTION_NOT_FOUND'),
    visitDate: dateField(),
    tickets: ticketLinesField(),
    contact: bookingContactSchema(),
    travellers: ticketHolderNamesField().default([]),
    paymentMethod: bookingPaymentMethodSchema,
  })
  .superRefine((b, ctx) => {
    if (!Array.isArray(b.tickets) || !Array.isArray(b.travellers)) return;
    const tickets = ticketCount(b.tickets.filter((line) => Number.isInteger(line.quantity)));
    // No ticket is the tickets' own error.
    if (tickets > 0 && b.travellers.length > tickets) issuesOf(ctx)('TOO_MANY_TICKET_HOLDERS', ['travellers'], { max: tickets });
  });
export type BookTicketsBody = z.infer<typeof bookTicketsSchema>;
export type BookTicketsInput = z.input<typeof bookTicketsSchema>;

/** What a ticket booking booked, as `getBooking` answers it (the visit date and names as they stand now). */
export const bookedTicketsSchema = z.object({
  productID: z.string(),
  productCode: z.string(),
  productName: z.string(),
  city: z.string().nullable(),
  visitDate: z.string(),
  /** All ticket types together. */
  quantity: z.number().int(),
  tickets: z.array(
    z.object({
      ticketTypeID: z.string(),
      code: z.string(),
      /** In the caller's language. */
      name: z.string(),
      quantity: z.number().int(),
    }),
  ),
});
export type BookedTicketsView = z.infer<typeof bookedTicketsSchema>;
