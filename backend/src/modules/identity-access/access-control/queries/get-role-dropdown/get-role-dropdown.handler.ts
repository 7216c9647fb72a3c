import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { RolePermissionsService } from '../../../../../core/auth/role-permissions.service';
import { roleDropdown } from '../access-control-rows';
import { GetRoleDropdown } from './get-role-dropdown.query';

@QueryHandler(GetRoleDropdown)
export class GetRoleDropdownHandler implements IQueryHandler<GetRoleDropdown> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly permissions: RolePermissionsService,
  ) {}

  execute({ actor }: GetRoleDropdown): Promise<{ value: string; label: string }[]> {
    return roleDropdown(this.dataSource.manager, this.permissions, actor.role);
  }
}
