import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CreditLedgerService } from '../../services/credit-ledger.service';
import { accountOf, creditAnswer } from '../credit-accounts';
import { CaptureHold } from './capture-hold.command';

@CommandHandler(CaptureHold)
export class CaptureHoldHandler implements ICommandHandler<CaptureHold> {
  constructor(private readonly ledger: CreditLedgerService) {}

  async execute({ actor, body }: CaptureHold) {
    return creditAnswer('CREDIT_HOLD_CAPTURED', await this.ledger.captureHold(accountOf(actor, 'agent', body), body));
  }
}
