import { Query } from '@nestjs/cqrs';
import type { UserMenu } from '@bo/shared';

/** The signed-in user's navigation: the entries their role may view, as a tree, grouped. */
export class GetUserMenu extends Query<UserMenu> {
  constructor(readonly roleCode: string) {
    super();
  }
}
