import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '../../../../core/database/unit-of-work';
import { StorageService } from '../../../../core/storage/storage.service';
import { BankDirectory } from '../../../settings';
import { CreditLedgerService } from '../../services/credit-ledger.service';
import { accountOf, creditAnswer } from '../credit-accounts';
import { RequestTopUp } from './request-top-up.command';

const SLIP_PURPOSE = 'credit-top-up-slip';

/**
 * The slip is stored in the same transaction as the request, so a refusal (bad bank, unknown
 * organization, bad file) leaves nothing behind.
 */
@CommandHandler(RequestTopUp)
export class RequestTopUpHandler implements ICommandHandler<RequestTopUp> {
  constructor(
    private readonly ledger: CreditLedgerService,
    private readonly uow: UnitOfWork,
    private readonly storage: StorageService,
    private readonly banks: BankDirectory,
  ) {}

  async execute({ actor, book, body, slip }: RequestTopUp) {
    const account = accountOf(actor, book, body);
    if (body.paymentType === 'BNK' || slip) this.storage.check(slip);
    const topUpId = randomUUID();
    const result = await this.uow.run(async (manager) => {
      const bank = await this.banks.requireActive(body.bankId, manager);
      const stored = slip
        ? await this.storage.save(manager, slip, {
            purpose: SLIP_PURPOSE,
            organizationId: book === 'agent' ? account.organizationId : null,
            uploadedBy: actor.userId,
          })
        : undefined;
      return this.ledger.execute(
        account,
        {
          type: 'RequestTopUp',
          topUpId,
          amount: body.amount,
          paymentType: body.paymentType,
          paymentMethod: body.paymentMethod,
          bankId: bank.id,
          bankName: bank.name,
          bankInReference: body.bankInReference,
          bankInAt: new Date(body.bankInDateTime).toISOString(),
          slip: stored ? { fileId: stored.id, fileName: stored.fileName, contentType: stored.contentType } : null,
          remark: body.remark ?? null,
          requestedBy: actor.userId,
        },
        { manager },
      );
    });
    return creditAnswer('TOP_UP_REQUESTED', result);
  }
}
