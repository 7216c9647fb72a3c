import { Query } from '@nestjs/cqrs';
import type { MenuEntry, menuFilterSchema } from '@bo/shared';
import type { z } from 'zod';
import type { Page } from '../../../../../core/read-side/paged-list';

/** Menu entries, paged and filtered; `name` matches the code, English or Malay name (contains, any case). */
export class FilterMenus extends Query<Page<MenuEntry>> {
  constructor(readonly query: z.output<typeof menuFilterSchema>) {
    super();
  }
}
