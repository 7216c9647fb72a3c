import { Query } from '@nestjs/cqrs';
import type { Response } from 'express';
import type { Actor } from '../../../../core/context/request-context';

/** `downloadHotelVoucher`: the booking's voucher PDF, written to the response (a download). */
export class SendHotelVoucher extends Query<void> {
  constructor(
    readonly actor: Actor,
    readonly bookingRef: string,
    readonly res: Response,
  ) {
    super();
  }
}
