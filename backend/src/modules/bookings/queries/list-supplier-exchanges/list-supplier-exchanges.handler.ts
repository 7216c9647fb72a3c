import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { SupplierExchangeQueries } from '../supplier-exchange-queries.service';
import { ListSupplierExchanges } from './list-supplier-exchanges.query';

@QueryHandler(ListSupplierExchanges)
export class ListSupplierExchangesHandler implements IQueryHandler<ListSupplierExchanges> {
  constructor(private readonly exchanges: SupplierExchangeQueries) {}

  execute({ actor, channel, query }: ListSupplierExchanges) {
    return this.exchanges.list(actor, channel, query);
  }
}
