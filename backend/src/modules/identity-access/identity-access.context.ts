import { MENU_CODES, SCREEN_PATHS } from '@bo/shared';
import { sectionOf } from '../../core/config/config-section';
import { type ContextDefinition, MENU_GROUPS, type MenuGroup } from '../../core/wiring/context-definition';
import { IDENTITY_ACCESS_CONFIG, type IdentityAccessConfig } from './identity-access.config';
import { seedMenus } from './access-control/menu-seeding';
import { IdentityAccessModule } from './identity-access.module';
import { seedIdentity } from './identity-access.seed';
import { IdentityFoundation1732240000100 } from './migrations/1732240000100-identity-foundation';
import { AccessControl1732240000400 } from './migrations/1732240000400-access-control';
import { Accounts1732240000500 } from './migrations/1732240000500-accounts';
import { IdentityOrganizations1732240001250 } from './migrations/1732240001250-identity-organizations';
import { RoleEntity } from './read-models/role.entity';
import { UserEntity } from './read-models/user.entity';

/** The navigation group of its screens. */
const ACCESS_CONTROL_GROUP: MenuGroup = ['Access Control', 'Kawalan Akses'];

/**
 * Identity and access: users, roles, menus and grants, and every table of the `identity` schema
 * (IdentityFoundation: roles, users, sessions; AccessControl: menus, grants, role options, the
 * latter since moved to settings). Released migrations stay whole under their names.
 */
export const IDENTITY_ACCESS: ContextDefinition<IdentityAccessConfig> = {
  name: 'identity-access',
  module: IdentityAccessModule,
  schemas: ['identity'],
  // Accounts also starts `organizations.organizations` (users belong to one): released, so kept whole.
  migrations: [
    IdentityFoundation1732240000100,
    AccessControl1732240000400,
    Accounts1732240000500,
    IdentityOrganizations1732240001250,
  ],
  entities: [UserEntity, RoleEntity],
  config: IDENTITY_ACCESS_CONFIG,
  menuSeeder: seedMenus,
  seed: ({ dataSource, config }) => seedIdentity(dataSource, sectionOf(config, IDENTITY_ACCESS_CONFIG).ADMIN_PASSWORD),
  // /user/create-user is reached from the user list and needs `users.create`: not a separate entry.
  menus: [
    {
      code: MENU_CODES.users,
      nameEn: 'Manage User',
      nameMs: 'Urus Pengguna',
      path: SCREEN_PATHS.users,
      icon: 'users',
      group: MENU_GROUPS.userManagement,
      category: 'Administration',
      sortOrder: 20,
      functions: ['view', 'create', 'edit', 'delete'],
      // Their own organization only: the users service enforces tenancy.
      grants: { MERCHANT_ADMIN: ['view', 'create', 'edit', 'delete'] },
    },
    {
      code: MENU_CODES.roles,
      nameEn: 'Role Access',
      nameMs: 'Akses Peranan',
      path: SCREEN_PATHS.roles,
      icon: 'shield-lock',
      group: ACCESS_CONTROL_GROUP,
      category: 'Administration',
      sortOrder: 30,
      functions: ['view', 'create', 'edit'],
      grants: {},
    },
    {
      code: MENU_CODES.menus,
      nameEn: 'Menu Functions',
      nameMs: 'Fungsi Menu',
      path: SCREEN_PATHS.menus,
      icon: 'list-tree',
      group: ACCESS_CONTROL_GROUP,
      category: 'Administration',
      sortOrder: 40,
      functions: ['view', 'create', 'edit', 'delete'],
      grants: {},
    },
  ],
};
