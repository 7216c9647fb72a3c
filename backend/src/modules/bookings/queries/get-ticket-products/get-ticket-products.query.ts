import { Query } from '@nestjs/cqrs';
import type { TicketProductList, TicketProductQuery } from '@bo/shared';
import type { Actor } from '../../../../core/context/request-context';

/** `getProduct` (theme parks, cable cars): the products open on the visit date, from their cheapest ticket's selling price. */
export class GetTicketProducts extends Query<TicketProductList> {
  constructor(
    readonly actor: Actor,
    readonly query: TicketProductQuery,
  ) {
    super();
  }
}
