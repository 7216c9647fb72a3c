import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CreditLedgerService } from '../../services/credit-ledger.service';
import { accountOf, creditAnswer } from '../credit-accounts';
import { PlaceHold } from './place-hold.command';

@CommandHandler(PlaceHold)
export class PlaceHoldHandler implements ICommandHandler<PlaceHold> {
  constructor(private readonly ledger: CreditLedgerService) {}

  async execute({ actor, body }: PlaceHold) {
    return creditAnswer(
      'CREDIT_HELD',
      await this.ledger.placeHold(accountOf(actor, 'agent', body), {
        ...body,
        expiresAt: new Date(Date.now() + body.expiresInSeconds * 1000),
      }),
    );
  }
}
