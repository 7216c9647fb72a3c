import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { SuccessCode } from '@bo/shared';
import { DataSource } from 'typeorm';
import { assertStaff } from '../../../../core/auth/tenancy';
import { fieldError } from '../../../../core/http/action-result';
import type { CreditCommand } from '../../domain/credit-account';
import { CreditLedgerService } from '../../services/credit-ledger.service';
import { creditAnswer, topUpAccountOf } from '../credit-accounts';
import { ProcessTopUp } from './process-top-up.command';

@CommandHandler(ProcessTopUp)
export class ProcessTopUpHandler implements ICommandHandler<ProcessTopUp> {
  constructor(
    private readonly ledger: CreditLedgerService,
    private readonly dataSource: DataSource,
  ) {}

  async execute({ actor, book, body }: ProcessTopUp) {
    assertStaff(actor);
    const account = await topUpAccountOf(this.dataSource.manager, book, body.topUpId);
    const command: CreditCommand =
      body.action === 'VERIFY'
        ? { type: 'ApproveTopUp', topUpId: body.topUpId }
        : body.action === 'REJECT'
          ? { type: 'RejectTopUp', topUpId: body.topUpId, reason: requireReason(body.reason) }
          : { type: 'UndoApprovedPayment', topUpId: body.topUpId, reason: body.reason ?? null };
    const code: SuccessCode =
      body.action === 'VERIFY' ? 'TOP_UP_SUCCESSFUL' : body.action === 'REJECT' ? 'TOP_UP_REJECTED' : 'PAYMENT_UNDONE';
    return creditAnswer(code, await this.ledger.execute(account, command));
  }
}

function requireReason(reason: string | undefined): string {
  if (!reason?.trim()) throw fieldError('TOP_UP_REASON_REQUIRED', 'reason');
  return reason;
}
