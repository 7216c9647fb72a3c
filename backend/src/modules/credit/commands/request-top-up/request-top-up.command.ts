import { Command } from '@nestjs/cqrs';
import type { CreditCommandResult, TopUpRequestBody } from '@bo/shared';
import type { Actor } from '../../../../core/context/request-context';
import type { UploadedFile } from '../../../../core/storage/storage.service';
import type { CreditBook } from '../credit-accounts';

/** A bank-in request with its slip: PEND until decided. */
export class RequestTopUp extends Command<CreditCommandResult> {
  constructor(
    readonly actor: Actor,
    readonly book: CreditBook,
    readonly body: TopUpRequestBody,
    readonly slip: UploadedFile | undefined,
  ) {
    super();
  }
}
