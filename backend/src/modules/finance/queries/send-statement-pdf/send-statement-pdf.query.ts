import { Query } from '@nestjs/cqrs';
import type { StatementQuery } from '@bo/shared';
import type { Response } from 'express';
import type { Actor } from '../../../../core/context/request-context';

/** `GET finance/receivables/statement.pdf`: an organization's statement of account in one currency, rendered on request. */
export class SendStatementPdf extends Query<void> {
  constructor(
    readonly actor: Actor,
    readonly query: StatementQuery,
    readonly res: Response,
  ) {
    super();
  }
}
