import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { menuCategories } from '../access-control-rows';
import { GetMenuCategories } from './get-menu-categories.query';

@QueryHandler(GetMenuCategories)
export class GetMenuCategoriesHandler implements IQueryHandler<GetMenuCategories> {
  constructor(private readonly dataSource: DataSource) {}

  execute(): Promise<string[]> {
    return menuCategories(this.dataSource.manager);
  }
}
