import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { SupplierExchangeQueries } from '../supplier-exchange-queries.service';
import { GetSupplierExchange } from './get-supplier-exchange.query';

@QueryHandler(GetSupplierExchange)
export class GetSupplierExchangeHandler implements IQueryHandler<GetSupplierExchange> {
  constructor(private readonly exchanges: SupplierExchangeQueries) {}

  execute({ actor, channel, id }: GetSupplierExchange) {
    return this.exchanges.get(actor, channel, id);
  }
}
