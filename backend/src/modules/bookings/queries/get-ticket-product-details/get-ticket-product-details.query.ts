import { Query } from '@nestjs/cqrs';
import type { TicketProductDetails, TicketProductDetailsQuery } from '@bo/shared';
import type { Actor } from '../../../../core/context/request-context';

/** `getProductDetails` (theme parks, cable cars): one product on the visit date, its tickets at selling prices. */
export class GetTicketProductDetails extends Query<TicketProductDetails> {
  constructor(
    readonly actor: Actor,
    readonly query: TicketProductDetailsQuery,
  ) {
    super();
  }
}
