import { Query } from '@nestjs/cqrs';
import type { Profile } from '@bo/shared';
import type { Actor } from '../../../../../core/context/request-context';

/** The signed-in user: their details plus their security question and phrase. */
export class GetProfile extends Query<Profile> {
  constructor(readonly actor: Actor) {
    super();
  }
}
