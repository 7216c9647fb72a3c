import { permission } from '../../auth/menu-functions';

/** The menu codes of the context: each guards API calls and is seeded as a menu entry (its `<ctx>.context.ts`). */
export const MENU_CODES = {
  users: 'users',
  roles: 'roles',
  menus: 'menus',
} as const;

/** `<menu code>.<function>`: what its controllers require (`@RequirePermission`). */
export const PERMISSIONS = {
  usersView: permission('users', 'view'),
  usersCreate: permission('users', 'create'),
  usersEdit: permission('users', 'edit'),
  usersDelete: permission('users', 'delete'),
  rolesView: permission('roles', 'view'),
  rolesCreate: permission('roles', 'create'),
  rolesEdit: permission('roles', 'edit'),
  menusView: permission('menus', 'view'),
  menusCreate: permission('menus', 'create'),
  menusEdit: permission('menus', 'edit'),
  menusDelete: permission('menus', 'delete'),
} as const;
