import { Query } from '@nestjs/cqrs';
import type { Actor } from '../../../../../core/context/request-context';

/** Roles as drop-down options; a caller without '*' is not offered roles holding '*'. */
export class GetRoleDropdown extends Query<{ value: string; label: string }[]> {
  constructor(readonly actor: Actor) {
    super();
  }
}
