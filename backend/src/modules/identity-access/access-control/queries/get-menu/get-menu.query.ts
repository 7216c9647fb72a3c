import { Query } from '@nestjs/cqrs';
import type { MenuEntry } from '@bo/shared';

/** One menu entry; 404 when there is none. */
export class GetMenu extends Query<MenuEntry> {
  constructor(readonly id: number) {
    super();
  }
}
