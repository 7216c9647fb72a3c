import { Query } from '@nestjs/cqrs';
import type { Response } from 'express';
import type { Actor } from '../../../../core/context/request-context';

/**
 * `downloadHotelVoucher`, `downloadThemeParkTicket`: the booking's document of `kind` (a product
 * line's: HOTEL_VOUCHER_KIND, THEME_PARK_TICKET_KIND) written to the response as a download.
 */
export class SendBookingDocument extends Query<void> {
  constructor(
    readonly actor: Actor,
    readonly bookingRef: string,
    readonly kind: string,
    readonly res: Response,
  ) {
    super();
  }
}
