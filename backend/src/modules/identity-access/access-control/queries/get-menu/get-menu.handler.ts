import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import type { MenuEntry } from '@bo/shared';
import { menuById } from '../access-control-rows';
import { GetMenu } from './get-menu.query';

@QueryHandler(GetMenu)
export class GetMenuHandler implements IQueryHandler<GetMenu> {
  constructor(private readonly dataSource: DataSource) {}

  execute({ id }: GetMenu): Promise<MenuEntry> {
    return menuById(this.dataSource.manager, id);
  }
}
