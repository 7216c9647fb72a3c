import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import type { Role } from '@bo/shared';
import { roleByCode } from '../access-control-rows';
import { GetRole } from './get-role.query';

@QueryHandler(GetRole)
export class GetRoleHandler implements IQueryHandler<GetRole> {
  constructor(private readonly dataSource: DataSource) {}

  execute({ code }: GetRole): Promise<Role> {
    return roleByCode(this.dataSource.manager, code);
  }
}
