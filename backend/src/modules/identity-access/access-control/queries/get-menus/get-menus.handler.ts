import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import type { MenuEntry } from '@bo/shared';
import { allMenus } from '../access-control-rows';
import { GetMenus } from './get-menus.query';

@QueryHandler(GetMenus)
export class GetMenusHandler implements IQueryHandler<GetMenus> {
  constructor(private readonly dataSource: DataSource) {}

  execute(): Promise<MenuEntry[]> {
    return allMenus(this.dataSource.manager);
  }
}
