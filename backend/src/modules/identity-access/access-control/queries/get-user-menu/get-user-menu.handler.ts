import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { ALL_PERMISSIONS, type MenuEntry, type MenuFunction, type UserMenu, type UserMenuEntry } from '@bo/shared';
import { RolePermissionsService } from '../../../../../core/auth/role-permissions.service';
import { allMenus, grantsOf } from '../access-control-rows';
import { GetUserMenu } from './get-user-menu.query';

/**
 * The signed-in user's navigation: entries the role may view, as a tree (a child shows only
 * under a visible parent), grouped by group name. Entries without a path are permission-only
 * and left out unless they head visible children.
 */
@QueryHandler(GetUserMenu)
export class GetUserMenuHandler implements IQueryHandler<GetUserMenu> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly permissions: RolePermissionsService,
  ) {}

  async execute({ roleCode }: GetUserMenu): Promise<UserMenu> {
    const all = (await this.permissions.of(roleCode)).includes(ALL_PERMISSIONS);
    const menus = await allMenus(this.dataSource.manager);
    const grants = all ? new Map<number, MenuFunction[]>() : await grantsOf(this.dataSource.manager, roleCode);
    const granted = (menu: MenuEntry) =>
      all ? menu.functions : menu.functions.filter((fn) => grants.get(menu.id)?.includes(fn));

    const byParent = new Map<number | null, MenuEntry[]>();
    for (const menu of menus) byParent.set(menu.parentId, [...(byParent.get(menu.parentId) ?? []), menu]);
    const build = (menu: MenuEntry): UserMenuEntry | undefined => {
      const functions = granted(menu);
      if (!functions.includes('view')) return undefined;
      const children = (byParent.get(menu.id) ?? []).map(build).filter((c): c is UserMenuEntry => c !== undefined);
      if (menu.path === null && children.length === 0) return undefined;
      return {
        code: menu.code,
        nameEn: menu.nameEn,
        nameMs: menu.nameMs,
        path: menu.path,
        icon: menu.icon,
        sortOrder: menu.sortOrder,
        functions,
        children,
      };
    };

    const groups: UserMenu['groups'] = [];
    for (const menu of byParent.get(null) ?? []) {
      const entry = build(menu);
      if (!entry) continue;
      let group = groups.find((g) => g.groupName === menu.groupName);
      if (!group) {
        group = { groupName: menu.groupName, groupNameMs: menu.groupNameMs, category: menu.category, entries: [] };
        groups.push(group);
      }
      group.entries.push(entry);
    }
    return { role: roleCode, groups };
  }
}
