import { Command } from '@nestjs/cqrs';
import type { BookingFolioResult, UpdateFolioBody } from '@bo/shared';
import type { Actor } from '../../../../core/context/request-context';

/** `POST updateFolio`: a booking's guest-facing details changed (contact, guests' names, requests, arrival), not its price. */
export class UpdateFolio extends Command<BookingFolioResult> {
  constructor(
    readonly actor: Actor,
    readonly body: UpdateFolioBody,
  ) {
    super();
  }
}
