import { Query } from '@nestjs/cqrs';
import type { Role, RoleListQuery } from '@bo/shared';
import type { Page } from '../../../../../core/read-side/paged-list';

/** Roles, paged and sorted; `name` matches the role's name or code (contains, any case). */
export class GetRoles extends Query<Page<Role>> {
  constructor(readonly query: RoleListQuery) {
    super();
  }
}
