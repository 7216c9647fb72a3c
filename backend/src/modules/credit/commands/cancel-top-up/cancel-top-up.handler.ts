import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { assertInScope } from '../../../../core/auth/tenancy';
import { CreditLedgerService } from '../../services/credit-ledger.service';
import { creditAnswer, topUpAccountOf } from '../credit-accounts';
import { CancelTopUp } from './cancel-top-up.command';

@CommandHandler(CancelTopUp)
export class CancelTopUpHandler implements ICommandHandler<CancelTopUp> {
  constructor(
    private readonly ledger: CreditLedgerService,
    private readonly dataSource: DataSource,
  ) {}

  async execute({ actor, book, topUpId }: CancelTopUp) {
    const account = await topUpAccountOf(this.dataSource.manager, book, topUpId);
    assertInScope(actor, account.organizationId);
    return creditAnswer('TOP_UP_CANCELLED', await this.ledger.execute(account, { type: 'CancelTopUp', topUpId }));
  }
}
