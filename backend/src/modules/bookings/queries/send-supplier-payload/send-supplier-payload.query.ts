import { Query } from '@nestjs/cqrs';
import type { Channel, SupplierPayloadPart } from '@bo/shared';
import type { Response } from 'express';
import type { Actor } from '../../../../core/context/request-context';

/** `downloadPayload`: the request or response of one supplier exchange, written to the response (a download). */
export class SendSupplierPayload extends Query<void> {
  constructor(
    readonly actor: Actor,
    readonly channel: Channel,
    readonly id: string,
    readonly part: SupplierPayloadPart,
    readonly res: Response,
  ) {
    super();
  }
}
