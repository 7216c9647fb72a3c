import { Query } from '@nestjs/cqrs';
import type { Actor } from '../../../../core/context/request-context';

/** Approved organizations as options; an agency user sees only its own. */
export class GetOrganizationDropDown extends Query<{ value: string; label: string; code: string }[]> {
  constructor(readonly actor: Actor) {
    super();
  }
}
