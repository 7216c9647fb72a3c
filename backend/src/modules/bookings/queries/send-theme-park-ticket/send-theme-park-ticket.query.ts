import { Query } from '@nestjs/cqrs';
import type { Response } from 'express';
import type { Actor } from '../../../../core/context/request-context';

/** `downloadThemeParkTicket`: the booking's ticket PDF, written to the response (a download). */
export class SendThemeParkTicket extends Query<void> {
  constructor(
    readonly actor: Actor,
    readonly bookingRef: string,
    readonly res: Response,
  ) {
    super();
  }
}
