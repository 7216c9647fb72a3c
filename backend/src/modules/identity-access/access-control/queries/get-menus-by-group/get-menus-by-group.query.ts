import { Query } from '@nestjs/cqrs';
import type { MenuEntry } from '@bo/shared';

/** The menu entries of one group (any case), in navigation order. */
export class GetMenusByGroup extends Query<MenuEntry[]> {
  constructor(readonly groupName: string) {
    super();
  }
}
