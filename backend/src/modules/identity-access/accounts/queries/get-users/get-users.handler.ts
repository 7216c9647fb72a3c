import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import type { UserListPage } from '@bo/shared';
import { queryUserList, tenantScope } from '../user-rows';
import { GetUsers } from './get-users.query';

@QueryHandler(GetUsers)
export class GetUsersHandler implements IQueryHandler<GetUsers> {
  constructor(private readonly dataSource: DataSource) {}

  execute({ actor, query }: GetUsers): Promise<UserListPage> {
    return queryUserList(this.dataSource.manager, query, tenantScope(actor));
  }
}
