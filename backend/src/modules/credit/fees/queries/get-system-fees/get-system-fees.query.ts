import { Query } from '@nestjs/cqrs';
import type { SystemFeeItem, SystemFeeListQuery } from '@bo/shared';
import type { Actor } from '../../../../../core/context/request-context';
import type { Page } from '../../../../../core/read-side/paged-list';

/** System fee settings, paged and sorted (defaults first); an agency user sees its own and the defaults. */
export class GetSystemFees extends Query<Page<SystemFeeItem>> {
  constructor(
    readonly actor: Actor,
    readonly query: SystemFeeListQuery,
  ) {
    super();
  }
}
