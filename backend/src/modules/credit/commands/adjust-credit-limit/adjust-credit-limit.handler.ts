import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CreditLedgerService } from '../../services/credit-ledger.service';
import { creditAnswer, staffAccountOf } from '../credit-accounts';
import { AdjustCreditLimit } from './adjust-credit-limit.command';

@CommandHandler(AdjustCreditLimit)
export class AdjustCreditLimitHandler implements ICommandHandler<AdjustCreditLimit> {
  constructor(private readonly ledger: CreditLedgerService) {}

  async execute({ actor, body }: AdjustCreditLimit) {
    return creditAnswer(
      'CREDIT_LIMIT_ADJUSTED',
      await this.ledger.execute(staffAccountOf(actor, body), {
        type: 'AdjustCreditLimit',
        amount: body.amount,
        remark: body.remark ?? null,
      }),
    );
  }
}
