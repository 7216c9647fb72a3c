import { Query } from '@nestjs/cqrs';
import type { Statement, StatementQuery } from '@bo/shared';
import type { Actor } from '../../../../core/context/request-context';

/** A statement of account: an organization's documents of a period with a running balance, and its aging at the end. */
export class GetStatement extends Query<Statement> {
  constructor(
    readonly actor: Actor,
    readonly query: StatementQuery,
  ) {
    super();
  }
}
