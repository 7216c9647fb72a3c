import { Query } from '@nestjs/cqrs';
import type { HotelProductQuery, ProductList } from '@bo/shared';
import type { Actor } from '../../../../core/context/request-context';

/** `getProduct`: a destination's hotels that can sell the stay, from their cheapest selling price. */
export class GetProducts extends Query<ProductList> {
  constructor(
    readonly actor: Actor,
    readonly query: HotelProductQuery,
  ) {
    super();
  }
}
