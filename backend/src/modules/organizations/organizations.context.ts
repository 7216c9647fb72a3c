import { MENU_CODES, SCREEN_PATHS } from '@bo/shared';
import { type ContextDefinition, MENU_GROUPS } from '../../core/wiring/context-definition';
import { Organizations1732240000700 } from './migrations/1732240000700-organizations';
import { OrganizationsModule } from './organizations.module';

/** Organizations (B2B customers): sign-up, approval, profile; event-sourced, see docs/organizations.md. */
export const ORGANIZATIONS: ContextDefinition = {
  name: 'organizations',
  module: OrganizationsModule,
  schemas: ['organizations'],
  migrations: [Organizations1732240000700],
  menus: [
    {
      code: MENU_CODES.organizations,
      nameEn: 'Organizations',
      nameMs: 'Organisasi',
      path: SCREEN_PATHS.organizations,
      icon: 'building',
      group: MENU_GROUPS.userManagement,
      category: 'Administration',
      sortOrder: 25,
      functions: ['view', 'create', 'edit', 'approve'],
      // Their own organization only (profile, rate codes, documents, secret key): the service enforces tenancy.
      grants: { MERCHANT_ADMIN: ['view', 'edit'], MERCHANT_USER: ['view'] },
    },
  ],
};
