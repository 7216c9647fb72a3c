import {
  type AccountingCategory,
  documentTotals,
  type InvoiceFields,
  invoiceFieldsSchema,
  type PriceBreakdownItem,
  type ProductType,
  type RevenueLine,
  TOURISM_TAX_PER_ROOM_NIGHT,
} from '@bo/shared';
import type { BookingEvent } from '../../bookings';

type Placed = Extract<BookingEvent, { type: 'BookingPlaced' }>['data'];

const CATEGORY: Record<ProductType, AccountingCategory> = {
  hotel: 'HOTEL',
  flight: 'FLIGHT',
  themePark: 'THEME_PARK',
  cableCar: 'CABLE_CAR',
  Cruise: 'CRUISE_PACKAGE',
};

/** What was sold, in a line: the hotel and stay, the flight, the tickets. */
function describe(placed: Placed): { description: string; checkIn: string | null; checkOut: string | null } {
  if (placed.hotel) {
    const h = placed.hotel;
    return {
      description: `${h.hotelName}: ${h.rooms} x ${h.roomName}, ${h.rateName}, ${h.checkIn} to ${h.checkOut} (${h.nights} nights)`,
      checkIn: h.checkIn,
      checkOut: h.checkOut,
    };
  }
  if (placed.flight) {
    const f = placed.flight;
    return {
      description: `${f.carrierName} ${f.origin}-${f.destination} ${f.departureDate}, ${f.passengers.length} passenger(s), ${f.fareName}`,
      checkIn: null,
      checkOut: null,
    };
  }
  if (placed.tickets) {
    const t = placed.tickets;
    const tickets = t.tickets.map((x) => `${x.quantity} x ${x.name}`).join(', ');
    return { description: `${t.productName} ${t.visitDate}: ${tickets}`, checkIn: null, checkOut: null };
  }
  return { description: `Booking ${placed.bookingRef}`, checkIn: null, checkOut: null };
}

const sumOf = (b: PriceBreakdownItem, kind: string) => b.lines.filter((l) => l.kind === kind).reduce((s, l) => s + l.amount, 0);

/**
 * The invoice of a booking when it is issued, from what it was placed with: the sale before tax
 * (service tax 8% on it when the price engine charged it), tourism tax per room-night, and the
 * supplier's cost as the cost line. Its total is the booking's total exactly: when the taxes the
 * price engine charged cannot be shown as this document computes them (another rate), the sale is
 * one untaxed line of the whole total.
 */
export function bookingInvoiceFields(placed: Placed, documentDate: string): InvoiceFields {
  const category = CATEGORY[placed.productType];
  const { description, checkIn, checkOut } = describe(placed);
  const breakdown = placed.breakdown as PriceBreakdownItem | null;
  const line = (over: Partial<RevenueLine>): RevenueLine => ({
    salesType: category,
    pax: 1,
    unitPrice: 0,
    taxType: 'NONE',
    roomNights: null,
    classificationCode: '022',
    ...over,
    description: (over.description ?? description).slice(0, 300),
  });
  let revenueLines: RevenueLine[] = [line({ unitPrice: placed.total })];
  let costLines: InvoiceFields['costLines'] = [];
  if (breakdown?.lines) {
    const serviceTax = sumOf(breakdown, 'SERVICE_TAX');
    const tourismTax = sumOf(breakdown, 'TOURISM_TAX');
    const beforeTax = placed.total - serviceTax - tourismTax;
    const lines = [line({ unitPrice: beforeTax, taxType: serviceTax > 0 ? 'SERVICE_TAX' : 'NONE' })];
    if (tourismTax > 0 && tourismTax % TOURISM_TAX_PER_ROOM_NIGHT === 0 && placed.currencyCode === 'MYR') {
      lines.push(
        line({ description: 'Tourism tax', taxType: 'TOURISM_TAX', roomNights: tourismTax / TOURISM_TAX_PER_ROOM_NIGHT }),
      );
    }
    if (documentTotals(lines, []).total === placed.total) revenueLines = lines;
    const supplierCost = sumOf(breakdown, 'SUPPLIER_COST');
    if (supplierCost > 0)
      costLines = [{ expenses: 'Supplier cost', bookingReference: placed.bookingRef, unit: 1, unitPrice: supplierCost }];
  }
  return invoiceFieldsSchema.parse({
    documentDate,
    currencyCode: placed.currencyCode,
    organizationId: placed.buyer.organizationId ?? undefined,
    buyerName: placed.buyer.organizationId ? undefined : placed.contact.name.slice(0, 200),
    category,
    bookingReference: placed.bookingRef,
    guestName: (placed.travellers[0] ?? placed.contact.name).slice(0, 200),
    checkIn: checkIn ?? undefined,
    checkOut: checkOut ?? undefined,
    paymentMode: placed.paymentMethod,
    revenueLines,
    costLines,
  });
}
