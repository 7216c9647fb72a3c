import { Body, Controller, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { z } from 'zod';
import {
  PERMISSIONS,
  type RoleCreate,
  type RoleListQuery,
  roleAccessResultSchema,
  roleAccessSaveSchema,
  roleAccessSchema,
  roleCodeField,
  roleCreateSchema,
  roleDropdownSchema,
  roleListQuerySchema,
  roleListSchema,
  roleResultSchema,
  roleSchema,
  roleUpdateSchema,
  userMenuSchema,
} from '@bo/shared';
import { CurrentActor, RequirePermission, SignedIn } from '../../../../core/auth/auth.decorators';
import type { Actor } from '../../../../core/context/request-context';
import { actionResult } from '../../../../core/http/action-result';
import { Contract } from '../../../../core/http/contract.decorator';
import { QueryBus } from '@nestjs/cqrs';
import { RolesService } from '../services/roles.service';
import { GetRoleAccess } from '../queries/get-role-access/get-role-access.query';
import { GetRoleDropdown } from '../queries/get-role-dropdown/get-role-dropdown.query';
import { GetRole } from '../queries/get-role/get-role.query';
import { GetRoles } from '../queries/get-roles/get-roles.query';
import { GetUserMenu } from '../queries/get-user-menu/get-user-menu.query';

const tags = ['access-control'];
type AccessBody = z.output<typeof roleAccessSaveSchema>;

/**
 * `/bo/UAC`: roles and their access. Static paths are declared before `:role` so that
 * `getrolelist`, `menu`... are never taken for a role code.
 */
@Controller('bo/UAC')
export class UacController {
  constructor(
    private readonly roles: RolesService,
    private readonly queries: QueryBus,
  ) {}

  @Post('createrole')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.rolesCreate)
  @Contract({ summary: 'Create a role (no access yet)', body: roleCreateSchema, response: roleResultSchema, tags })
  async create(@Body() body: RoleCreate) {
    return { ...actionResult('ROLE_CREATED'), role: await this.roles.create(body) };
  }

  @Post('updaterole')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.rolesEdit)
  @Contract({ summary: 'Rename a role (its code never changes)', body: roleUpdateSchema, response: roleResultSchema, tags })
  async update(@Body() body: RoleCreate) {
    return { ...actionResult('ROLE_UPDATED'), role: await this.roles.update(body) };
  }

  @Post('save')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.rolesEdit)
  @Contract({
    summary: "Save a role's access: the listed grants REPLACE the whole matrix",
    body: roleAccessSaveSchema,
    response: roleAccessResultSchema,
    tags,
  })
  async save(@CurrentActor() actor: Actor, @Body() body: AccessBody) {
    return { ...actionResult('ROLE_ACCESS_SAVED'), access: await this.roles.saveAccess(actor, body, true) };
  }

  @Put('update-access')
  @RequirePermission(PERMISSIONS.rolesEdit)
  @Contract({
    summary: "Change a role's grants on the listed menus only (functions [] removes the grant)",
    body: roleAccessSaveSchema,
    response: roleAccessResultSchema,
    tags,
  })
  async updateAccess(@CurrentActor() actor: Actor, @Body() body: AccessBody) {
    return { ...actionResult('ROLE_ACCESS_SAVED'), access: await this.roles.saveAccess(actor, body, false) };
  }

  @Get('getrolebyid/:roleid')
  @RequirePermission(PERMISSIONS.rolesView)
  @Contract({ summary: 'One role', params: z.object({ roleid: roleCodeField() }), response: roleSchema, tags })
  getById(@Param('roleid') roleId: string) {
    return this.queries.execute(new GetRole(roleId));
  }

  @Get('getroledropdown')
  @RequirePermission(PERMISSIONS.rolesView)
  @Contract({ summary: 'Roles as drop-down options', response: roleDropdownSchema, tags })
  dropdown(@CurrentActor() actor: Actor) {
    return this.queries.execute(new GetRoleDropdown(actor));
  }

  @Get('getrolelist')
  @RequirePermission(PERMISSIONS.rolesView)
  @Contract({ summary: 'Roles, paged, sorted, filtered by name', query: roleListQuerySchema, response: roleListSchema, tags })
  list(@Query() query: RoleListQuery) {
    return this.queries.execute(new GetRoles(query));
  }

  @Get('menu')
  @SignedIn()
  @Contract({ summary: "The signed-in user's navigation: entries granted 'view', grouped", response: userMenuSchema, tags })
  menu(@CurrentActor() actor: Actor) {
    return this.queries.execute(new GetUserMenu(actor.role));
  }

  @Get(':role')
  @RequirePermission(PERMISSIONS.rolesView)
  @Contract({ summary: "A role's access matrix", params: z.object({ role: roleCodeField() }), response: roleAccessSchema, tags })
  access(@Param('role') role: string) {
    return this.queries.execute(new GetRoleAccess(role));
  }
}
