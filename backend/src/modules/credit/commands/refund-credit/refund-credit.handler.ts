import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CreditLedgerService } from '../../services/credit-ledger.service';
import { creditAnswer, staffAccountOf } from '../credit-accounts';
import { RefundCredit } from './refund-credit.command';

@CommandHandler(RefundCredit)
export class RefundCreditHandler implements ICommandHandler<RefundCredit> {
  constructor(private readonly ledger: CreditLedgerService) {}

  async execute({ actor, body }: RefundCredit) {
    return creditAnswer('CREDIT_REFUNDED', await this.ledger.refund(staffAccountOf(actor, body), body));
  }
}
