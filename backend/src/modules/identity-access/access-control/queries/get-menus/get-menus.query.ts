import { Query } from '@nestjs/cqrs';
import type { MenuEntry } from '@bo/shared';

/** Every menu entry, in navigation order. */
export class GetMenus extends Query<MenuEntry[]> {
  constructor() {
    super();
  }
}
