import { Query } from '@nestjs/cqrs';
import type { Aging, AgingQuery } from '@bo/shared';
import type { Actor } from '../../../../core/context/request-context';

/** What organizations owe, in aging buckets, as of a day. */
export class GetAging extends Query<Aging> {
  constructor(
    readonly actor: Actor,
    readonly query: AgingQuery,
  ) {
    super();
  }
}
