import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CreditLedgerService } from '../../services/credit-ledger.service';
import { creditAnswer, staffAccountOf } from '../credit-accounts';
import { AdjustBalance } from './adjust-balance.command';

@CommandHandler(AdjustBalance)
export class AdjustBalanceHandler implements ICommandHandler<AdjustBalance> {
  constructor(private readonly ledger: CreditLedgerService) {}

  async execute({ actor, kind, body }: AdjustBalance) {
    const result = await this.ledger.execute(staffAccountOf(actor, body), {
      type: 'AdjustBalance',
      kind,
      amount: body.amount,
      reference: body.reference ?? null,
      remark: body.remark ?? null,
    });
    return creditAnswer('CREDIT_ADJUSTED', result);
  }
}
