import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { z } from 'zod';
import {
  type MenuDelete,
  PERMISSIONS,
  menuByGroupSchema,
  menuDeleteResultSchema,
  menuDeleteSchema,
  menuEntrySchema,
  menuFilterSchema,
  menuPageSchema,
  menuResultSchema,
  menuSaveSchema,
  roleAccessSchema,
  roleCodeBodySchema,
} from '@bo/shared';
import { RequirePermission } from '../../../../core/auth/auth.decorators';
import { actionResult } from '../../../../core/http/action-result';
import { Contract } from '../../../../core/http/contract.decorator';
import { QueryBus } from '@nestjs/cqrs';
import { MenusService } from '../services/menus.service';
import { FilterMenus } from '../queries/filter-menus/filter-menus.query';
import { GetMenuCategories } from '../queries/get-menu-categories/get-menu-categories.query';
import { GetMenu } from '../queries/get-menu/get-menu.query';
import { GetMenusByGroup } from '../queries/get-menus-by-group/get-menus-by-group.query';
import { GetMenus } from '../queries/get-menus/get-menus.query';
import { GetRoleAccess } from '../queries/get-role-access/get-role-access.query';

const tags = ['access-control'];

/** `/bo/Menu`: the menu entries that can be granted (`/fac`). Static paths come before `:id`. */
@Controller('bo/Menu')
export class MenusController {
  constructor(
    private readonly menus: MenusService,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @RequirePermission(PERMISSIONS.menusView)
  @Contract({ summary: 'Every menu entry, in navigation order', response: z.array(menuEntrySchema), tags })
  all() {
    return this.queries.execute(new GetMenus());
  }

  @Get('getcategory')
  @RequirePermission(PERMISSIONS.menusView)
  @Contract({ summary: 'Distinct menu categories', response: z.array(z.string()), tags })
  categories() {
    return this.queries.execute(new GetMenuCategories());
  }

  @Post('filter')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.menusView)
  @Contract({ summary: 'Menu entries, paged and filtered', body: menuFilterSchema, response: menuPageSchema, tags })
  filter(@Body() body: z.output<typeof menuFilterSchema>) {
    return this.queries.execute(new FilterMenus(body));
  }

  @Post('GetByGroupName')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.menusView)
  @Contract({ summary: 'Menu entries of one group', body: menuByGroupSchema, response: z.array(menuEntrySchema), tags })
  byGroup(@Body() body: z.output<typeof menuByGroupSchema>) {
    return this.queries.execute(new GetMenusByGroup(body.groupName));
  }

  @Post('uac')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.rolesView)
  @Contract({
    summary: 'Every menu entry with what a role is granted on it',
    body: roleCodeBodySchema,
    response: roleAccessSchema,
    tags,
  })
  uac(@Body() body: z.output<typeof roleCodeBodySchema>) {
    return this.queries.execute(new GetRoleAccess(body.roleCode));
  }

  @Post(':id')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.menusView)
  @Contract({
    summary: 'One menu entry',
    params: z.object({ id: z.coerce.number().int().positive() }),
    response: menuEntrySchema,
    tags,
  })
  one(@Param('id') id: number) {
    return this.queries.execute(new GetMenu(id));
  }

  @Put('save')
  @RequirePermission(PERMISSIONS.menusEdit)
  @Contract({ summary: 'Create (no id) or update a menu entry', body: menuSaveSchema, response: menuResultSchema, tags })
  async save(@Body() body: z.output<typeof menuSaveSchema>) {
    return { ...actionResult('MENU_SAVED'), menu: await this.menus.save(body) };
  }

  @Delete()
  @RequirePermission(PERMISSIONS.menusDelete)
  @Contract({
    summary: 'Delete menu entries with their grants (refused for system entries and entries with sub-menus)',
    body: menuDeleteSchema,
    response: menuDeleteResultSchema,
    tags,
  })
  async remove(@Body() body: MenuDelete) {
    return { ...actionResult('MENU_DELETED'), ...(await this.menus.delete(body)) };
  }
}
