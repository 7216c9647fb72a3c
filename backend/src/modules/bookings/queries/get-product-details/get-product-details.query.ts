import { Query } from '@nestjs/cqrs';
import type { HotelProductDetailsQuery, ProductDetails } from '@bo/shared';
import type { Actor } from '../../../../core/context/request-context';

/** `getProductDetails`: one hotel with its sellable rooms and rates for the stay, at selling prices. */
export class GetProductDetails extends Query<ProductDetails> {
  constructor(
    readonly actor: Actor,
    readonly query: HotelProductDetailsQuery,
  ) {
    super();
  }
}
