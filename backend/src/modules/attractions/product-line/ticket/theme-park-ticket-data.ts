import type { Language } from '@bo/shared';
import type { IssuedProduct } from '../../../../core/product-lines/product-line';
import type { BookedAttractionTickets } from '../ticket-product-line';

/** A theme-park or cable-car ticket as printed (no price: the gate sees it). */
export interface ThemeParkTicket {
  bookingRef: string;
  /** When the booking was issued (ISO instant): printed, and the PDF's creation date. */
  issuedAt: string;
  productType: 'themePark' | 'cableCar';
  product: { name: string; addressLines: string[]; phone: string | null; openingHours: string | null };
  /** The product-local day, yyyy-MM-dd. */
  visitDate: string;
  /** Each ticket type booked, named in the ticket's language. */
  tickets: { name: string; quantity: number }[];
  quantity: number;
  holders: string[];
  contact: { name: string; email: string; phone: string | null };
  cancellation: { refundable: boolean; freeCancellationUntil: string | null };
  supplierRef: string | null;
  organizationName: string | null;
}

/** What a ticket is made from (gathered by ThemeParkTicketDocument). */
export interface ThemeParkTicketSources {
  issued: IssuedProduct<BookedAttractionTickets>;
  /** The product as the attractions context answers it now (address, phone, hours); undefined if it is gone. */
  product:
    | {
        addressLine: string | null;
        postcode: string | null;
        city: string;
        state: string | null;
        phone: string | null;
        openingHours: string | null;
      }
    | undefined;
}

/**
 * The ticket's data: what was booked as the booking records it now (the product's name, the visit
 * date and names as updateThemePark / updateFolio last set them, the tickets and the cancellation
 * terms booked), with the product's address, phone and hours from the attractions context.
 */
export function themeParkTicketOf(s: ThemeParkTicketSources, lang: Language): ThemeParkTicket {
  const { issued, product } = s;
  const booked = issued.booked;
  const cityLine = product ? [product.postcode, product.city].filter((part) => part?.trim()).join(' ') : (booked.city ?? '');
  return {
    bookingRef: issued.bookingRef,
    issuedAt: issued.issuedAt,
    productType: issued.productType === 'cableCar' ? 'cableCar' : 'themePark',
    product: {
      name: booked.productName,
      addressLines: [product?.addressLine, cityLine, product?.state].filter((line): line is string => !!line?.trim()),
      phone: product?.phone ?? null,
      openingHours: product?.openingHours ?? null,
    },
    visitDate: booked.visitDate,
    tickets: booked.tickets.map((t) => ({ name: lang === 'ms' ? t.nameMs : t.name, quantity: t.quantity })),
    quantity: booked.quantity,
    holders: issued.travellers,
    contact: issued.contact,
    cancellation: {
      refundable: issued.cancellation.refundable,
      freeCancellationUntil: issued.cancellation.freeCancellationUntil,
    },
    supplierRef: issued.supplierRef,
    organizationName: issued.organizationName,
  };
}

/** The file name of a booking's ticket, stored, downloaded and attached. */
export const ticketFileName = (bookingRef: string) => `ticket-${bookingRef}.pdf`;
