import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { CreditQueriesService } from '../../services/credit-queries.service';
import { SendTopUpSlip } from './send-top-up-slip.query';

@QueryHandler(SendTopUpSlip)
export class SendTopUpSlipHandler implements IQueryHandler<SendTopUpSlip> {
  constructor(private readonly readModel: CreditQueriesService) {}

  execute({ actor, book, topUpId, res }: SendTopUpSlip) {
    return this.readModel.sendSlip(actor, book, topUpId, res);
  }
}
