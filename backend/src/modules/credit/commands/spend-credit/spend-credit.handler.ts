import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CreditLedgerService } from '../../services/credit-ledger.service';
import { accountOf, creditAnswer } from '../credit-accounts';
import { SpendCredit } from './spend-credit.command';

@CommandHandler(SpendCredit)
export class SpendCreditHandler implements ICommandHandler<SpendCredit> {
  constructor(private readonly ledger: CreditLedgerService) {}

  async execute({ actor, body }: SpendCredit) {
    return creditAnswer('CREDIT_SPENT', await this.ledger.spend(accountOf(actor, 'agent', body), body));
  }
}
