import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import type { MenuEntry } from '@bo/shared';
import { MENU_COLUMNS } from '../access-control-rows';
import { GetMenusByGroup } from './get-menus-by-group.query';

@QueryHandler(GetMenusByGroup)
export class GetMenusByGroupHandler implements IQueryHandler<GetMenusByGroup> {
  constructor(private readonly dataSource: DataSource) {}

  execute({ groupName }: GetMenusByGroup): Promise<MenuEntry[]> {
    return this.dataSource.query(
      `SELECT ${MENU_COLUMNS} FROM identity.menus m WHERE lower(m.group_name) = lower($1) ORDER BY m.sort_order, m.id`,
      [groupName],
    );
  }
}
