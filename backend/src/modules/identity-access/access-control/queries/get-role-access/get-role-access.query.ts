import { Query } from '@nestjs/cqrs';
import type { RoleAccess } from '@bo/shared';

/** A role's access matrix: every menu entry with what the role is granted on it. */
export class GetRoleAccess extends Query<RoleAccess> {
  constructor(readonly roleCode: string) {
    super();
  }
}
