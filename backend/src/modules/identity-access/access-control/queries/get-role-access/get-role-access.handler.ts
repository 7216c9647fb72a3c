import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import type { RoleAccess } from '@bo/shared';
import { roleAccess } from '../access-control-rows';
import { GetRoleAccess } from './get-role-access.query';

@QueryHandler(GetRoleAccess)
export class GetRoleAccessHandler implements IQueryHandler<GetRoleAccess> {
  constructor(private readonly dataSource: DataSource) {}

  execute({ roleCode }: GetRoleAccess): Promise<RoleAccess> {
    return roleAccess(this.dataSource.manager, roleCode);
  }
}
