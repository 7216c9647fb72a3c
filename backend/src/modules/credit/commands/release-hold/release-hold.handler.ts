import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CreditLedgerService } from '../../services/credit-ledger.service';
import { accountOf, creditAnswer } from '../credit-accounts';
import { ReleaseHold } from './release-hold.command';

@CommandHandler(ReleaseHold)
export class ReleaseHoldHandler implements ICommandHandler<ReleaseHold> {
  constructor(private readonly ledger: CreditLedgerService) {}

  async execute({ actor, body }: ReleaseHold) {
    return creditAnswer('CREDIT_HOLD_RELEASED', await this.ledger.releaseHold(accountOf(actor, 'agent', body), body));
  }
}
