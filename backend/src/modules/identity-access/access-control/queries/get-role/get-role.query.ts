import { Query } from '@nestjs/cqrs';
import type { Role } from '@bo/shared';

/** One role with its user count. */
export class GetRole extends Query<Role> {
  constructor(readonly code: string) {
    super();
  }
}
