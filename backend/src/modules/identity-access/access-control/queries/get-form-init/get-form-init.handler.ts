import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { z } from 'zod';
import {
  ATTACHMENT_MIME_TYPE,
  DEFAULT_PAGE_SIZE,
  type FormScreen,
  hasPermission,
  LANGUAGE,
  type LabelledEnum,
  MAX_ATTACHMENT_BYTES,
  MENU_FUNCTION,
  PAGE_SIZES,
  PERMISSIONS,
  PERSONAL_ID_TYPE,
  TITLE,
  USER_ACTIVE_FILTER,
  USER_STATUS,
  appSettingInitSchema,
  functionInitSchema,
  menuInitSchema,
  racInitSchema,
  uacInitSchema,
  userManagementInitSchema,
} from '@bo/shared';
import { RolePermissionsService } from '../../../../../core/auth/role-permissions.service';
import type { Actor } from '../../../../../core/context/request-context';
import { AppError } from '../../../../../core/errors/app-error';
import { RoleOptionDirectory } from '../../../../settings';
import { allMenus, menuCategories, menuGroups, roleDropdown } from '../access-control-rows';
import { GetFormInit } from './get-form-init.query';

/** Icons the menu form suggests (Tabler names the web app maps to components). */
const MENU_ICONS = [
  'layout-dashboard',
  'users',
  'user-plus',
  'shield-lock',
  'list-tree',
  'adjustments',
  'history',
  'server',
  'building',
  'building-skyscraper',
  'bed',
  'plane',
  'credit-card',
  'file-invoice',
  'receipt',
  'report-analytics',
  'percentage',
  'settings',
  'mail',
  'address-book',
] as const;

const labelled = (options: LabelledEnum) => options.map((o) => ({ value: String(o.code), en: o.en, ms: o.ms }));

/** Permission each screen's init needs (`GET /bo/Form/query?screen=` checks it per screen). */
export const FORM_SCREEN_PERMISSION: Record<FormScreen, string> = {
  appsetting: '',
  rac: PERMISSIONS.rolesView,
  usermanagement: PERMISSIONS.usersView,
  function: PERMISSIONS.menusView,
  menu: PERMISSIONS.menusView,
  uac: PERMISSIONS.rolesView,
};

/** The option data each screen needs, in one call (`/bo/Form/.../init`). */
@QueryHandler(GetFormInit)
export class GetFormInitHandler implements IQueryHandler<GetFormInit> {
  constructor(
    private readonly options: RoleOptionDirectory,
    private readonly permissions: RolePermissionsService,
    private readonly dataSource: DataSource,
  ) {}

  private appSetting(): z.infer<typeof appSettingInitSchema> {
    return {
      pageSizes: [...PAGE_SIZES],
      defaultPageSize: DEFAULT_PAGE_SIZE,
      languages: labelled(LANGUAGE),
      maxAttachmentBytes: MAX_ATTACHMENT_BYTES,
      attachmentTypes: labelled(ATTACHMENT_MIME_TYPE),
    };
  }

  private async rac(actor: Actor): Promise<z.infer<typeof racInitSchema>> {
    return { roles: await this.roles(actor), functions: labelled(MENU_FUNCTION), pageSizes: [...PAGE_SIZES] };
  }

  private async userManagement(actor: Actor): Promise<z.infer<typeof userManagementInitSchema>> {
    const roles = await this.roles(actor);
    const all = await this.options.all();
    const levels: Record<string, { value: string; label: string }[]> = {};
    for (const role of roles) {
      levels[role.value] = all
        .filter((o) => o.roleCode === role.value && o.active)
        .map((o) => ({ value: o.code, label: o.label }));
    }
    return {
      roles,
      levels,
      idTypes: labelled(PERSONAL_ID_TYPE),
      titles: labelled(TITLE),
      statuses: labelled(USER_STATUS),
      activeFilter: labelled(USER_ACTIVE_FILTER),
      pageSizes: [...PAGE_SIZES],
      organizations: actor.organizationId === null ? await this.approvedOrganizations() : [],
    };
  }

  private roles(actor: Actor) {
    return roleDropdown(this.dataSource.manager, this.permissions, actor.role);
  }

  /** Organizations a user can belong to, from identity-access's own replica of the organizations' events. */
  private async approvedOrganizations(): Promise<{ value: string; label: string }[]> {
    return (await this.dataSource.query(
      `SELECT id AS value, CASE WHEN code IS NULL THEN name ELSE name || ' (' || code || ')' END AS label
         FROM identity.organizations WHERE status = 'approved' ORDER BY lower(name)`,
    )) as { value: string; label: string }[];
  }

  private functions(): z.infer<typeof functionInitSchema> {
    return { functions: labelled(MENU_FUNCTION) };
  }

  private async menu(): Promise<z.infer<typeof menuInitSchema>> {
    const menus = await allMenus(this.dataSource.manager);
    return {
      groups: await menuGroups(this.dataSource.manager),
      categories: await menuCategories(this.dataSource.manager),
      parents: menus.map((m) => ({ value: m.id, label: m.nameEn, labelMs: m.nameMs })),
      functions: labelled(MENU_FUNCTION),
      icons: [...MENU_ICONS],
      pageSizes: [...PAGE_SIZES],
    };
  }

  private async uac(actor: Actor): Promise<z.infer<typeof uacInitSchema>> {
    return { roles: await this.roles(actor), menus: await allMenus(this.dataSource.manager), functions: labelled(MENU_FUNCTION) };
  }

  /** One screen's init by name; with `checkPermission`, refused (403) when the caller lacks that screen's permission. */
  async execute({ screen, actor, checkPermission }: GetFormInit): Promise<unknown> {
    const needed = checkPermission && FORM_SCREEN_PERMISSION[screen];
    if (needed && !hasPermission(await this.permissions.of(actor.role), needed)) throw new AppError('FORBIDDEN');
    switch (screen) {
      case 'appsetting':
        return this.appSetting();
      case 'rac':
        return this.rac(actor);
      case 'usermanagement':
        return this.userManagement(actor);
      case 'function':
        return this.functions();
      case 'menu':
        return this.menu();
      case 'uac':
        return this.uac(actor);
    }
  }
}
