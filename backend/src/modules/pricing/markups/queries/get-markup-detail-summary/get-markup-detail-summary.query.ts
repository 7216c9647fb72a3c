import { Query } from '@nestjs/cqrs';
import type { MarkupDetailSummary } from '@bo/shared';
import type { Actor } from '../../../../../core/context/request-context';

/** A mark-up's headline: current version, values, last change. */
export class GetMarkupDetailSummary extends Query<MarkupDetailSummary> {
  constructor(
    readonly actor: Actor,
    readonly markupId: string,
  ) {
    super();
  }
}
