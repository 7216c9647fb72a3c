import { FilterMenusHandler } from './filter-menus/filter-menus.handler';
import { GetFormInitHandler } from './get-form-init/get-form-init.handler';
import { GetMenuCategoriesHandler } from './get-menu-categories/get-menu-categories.handler';
import { GetMenuHandler } from './get-menu/get-menu.handler';
import { GetMenusByGroupHandler } from './get-menus-by-group/get-menus-by-group.handler';
import { GetMenusHandler } from './get-menus/get-menus.handler';
import { GetRoleAccessHandler } from './get-role-access/get-role-access.handler';
import { GetRoleDropdownHandler } from './get-role-dropdown/get-role-dropdown.handler';
import { GetRoleHandler } from './get-role/get-role.handler';
import { GetRolesHandler } from './get-roles/get-roles.handler';
import { GetUserMenuHandler } from './get-user-menu/get-user-menu.handler';

/** Every query handler of access control (roles, menus, form inits), for its module's providers. */
export const ACCESS_CONTROL_QUERY_HANDLERS = [
  GetRolesHandler,
  GetRoleHandler,
  GetRoleDropdownHandler,
  GetRoleAccessHandler,
  GetUserMenuHandler,
  GetMenusHandler,
  GetMenuHandler,
  GetMenuCategoriesHandler,
  GetMenusByGroupHandler,
  FilterMenusHandler,
  GetFormInitHandler,
];
