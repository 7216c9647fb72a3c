import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import type { Role } from '@bo/shared';
import { Filters, type Page, pagedList } from '../../../../../core/read-side/paged-list';
import { ROLE_LIST_COLUMNS, ROLE_SORT } from '../access-control-rows';
import { GetRoles } from './get-roles.query';

@QueryHandler(GetRoles)
export class GetRolesHandler implements IQueryHandler<GetRoles> {
  constructor(private readonly dataSource: DataSource) {}

  execute({ query }: GetRoles): Promise<Page<Role>> {
    const filters = new Filters().contains(['r.name', 'r.code'], query.name);
    return pagedList<Role>(this.dataSource, query, {
      select: ROLE_LIST_COLUMNS,
      from: 'identity.roles r',
      filters,
      sort: ROLE_SORT,
    });
  }
}
