import { Injectable } from '@nestjs/common';
import type { Language } from '@bo/shared';
import type { IssuedProduct, ProductDocument } from '../../../../core/product-lines/product-line';
import { AttractionProducts } from '../../ports/attraction-products.port';
import type { BookedAttractionTickets } from '../ticket-product-line';
import { renderThemeParkTicket } from './theme-park-ticket';
import { themeParkTicketOf, ticketFileName } from './theme-park-ticket-data';
import { ticketConfirmationMail } from './ticket-mail';

/** `bookings.documents.kind` of a theme-park or cable-car booking's ticket. */
export const THEME_PARK_TICKET_KIND = 'THEME_PARK_TICKET';

/**
 * The theme-park and cable-car ticket (docs/bookings.md "Theme parks and cable cars"): the booking
 * as it stands now (visit date and names as updateThemePark / updateFolio last set them), with the
 * product's address, phone and hours as the catalogue answers them now. Its e-mail says when it
 * replaces one sent before.
 */
@Injectable()
export class ThemeParkTicketDocument implements ProductDocument<BookedAttractionTickets> {
  readonly kind = THEME_PARK_TICKET_KIND;
  readonly purpose = 'theme-park-ticket';
  readonly notReady = 'TICKET_NOT_READY' as const;

  constructor(private readonly catalogue: AttractionProducts) {}

  fileName(bookingRef: string): string {
    return ticketFileName(bookingRef);
  }

  async render(issued: IssuedProduct<BookedAttractionTickets>): Promise<Buffer> {
    const product = await this.catalogue.get(issued.booked.productID);
    return renderThemeParkTicket(themeParkTicketOf({ issued, product }, issued.language), issued.language);
  }

  mail(issued: IssuedProduct<BookedAttractionTickets>, language: Language, changed: boolean) {
    return ticketConfirmationMail(issued, language, changed);
  }
}
