import { Query } from '@nestjs/cqrs';
import type { MarkupDetail } from '@bo/shared';
import type { Actor } from '../../../../../core/context/request-context';

/** One version of a mark-up (default the current one), whole, with who made it and why. */
export class GetMarkupDetail extends Query<MarkupDetail> {
  constructor(
    readonly actor: Actor,
    readonly markupId: string,
    readonly version: number | undefined,
  ) {
    super();
  }
}
