import { Query } from '@nestjs/cqrs';
import type { UserDetails } from '@bo/shared';
import type { Actor } from '../../../../../core/context/request-context';

/** One user within the actor's tenancy; 404 when deleted, unknown or outside it. */
export class GetUserDetails extends Query<UserDetails> {
  constructor(
    readonly actor: Actor,
    readonly userId: string,
  ) {
    super();
  }
}
