import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { SupplierExchangeQueries } from '../supplier-exchange-queries.service';
import { SendSupplierPayload } from './send-supplier-payload.query';

@QueryHandler(SendSupplierPayload)
export class SendSupplierPayloadHandler implements IQueryHandler<SendSupplierPayload> {
  constructor(private readonly exchanges: SupplierExchangeQueries) {}

  execute({ actor, channel, id, part, res }: SendSupplierPayload) {
    return this.exchanges.sendPayload(actor, channel, id, part, res);
  }
}
