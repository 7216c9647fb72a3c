import { Query } from '@nestjs/cqrs';
import type { CreditBalance } from '@bo/shared';
import type { Actor } from '../../../../core/context/request-context';
import type { CreditBook } from '../../commands/credit-accounts';

/** Credit limit, balance, held and available of one account (agent or system). */
export class GetAvailableCredit extends Query<CreditBalance> {
  constructor(
    readonly actor: Actor,
    readonly book: CreditBook,
    readonly query: { organizationId?: string; currencyCode: string },
  ) {
    super();
  }
}
