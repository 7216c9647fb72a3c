import { Query } from '@nestjs/cqrs';
import type { UserListPage, UserListQuery } from '@bo/shared';
import type { Actor } from '../../../../../core/context/request-context';

/** Users within the actor's tenancy, filtered, sorted and paged (`userList`, `filter`). */
export class GetUsers extends Query<UserListPage> {
  constructor(
    readonly actor: Actor,
    readonly query: UserListQuery,
  ) {
    super();
  }
}
