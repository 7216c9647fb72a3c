import { Query } from '@nestjs/cqrs';
import type { Channel, SupplierExchange } from '@bo/shared';
import type { Actor } from '../../../../core/context/request-context';

/** `getHotelReservationDetailsByID`: one supplier exchange of the channel with both payloads (staff). */
export class GetSupplierExchange extends Query<SupplierExchange> {
  constructor(
    readonly actor: Actor,
    readonly channel: Channel,
    readonly id: string,
  ) {
    super();
  }
}
