/**
 * Roles, menus, per-menu function grants and role options (spec section 6; `/bo/UAC`, `/bo/Menu`,
 * `/bo/Form` inits, role options of `/bo/Dropdown`). A role's permissions are its grants written
 * `<menu code>.<function>` (see ../auth/permissions.ts), so the menu a user sees and the calls the
 * API allows come from the same rows.
 */
import { z } from 'zod';
import { enumSchema, type LabelledEnum } from '../enums/labelled';
import { MENU_FUNCTIONS, type MenuFunction } from '../auth/permissions';
import type { ErrorCode } from '../errors/error-catalogue';
import { integerField, validTextField } from './validation';
import { pageOf, sortedBy } from './paging.schema';
import { actionResultSchema } from './action-result.schema';

const fail = (code: ErrorCode) => ({ error: code });
const sortOrderField = () => integerField({ min: 0, max: 100_000 });

/** Labels of the functions a menu entry can offer (the columns of the /uac matrix). */
export const MENU_FUNCTION = [
  { code: 'view', en: 'View', ms: 'Lihat' },
  { code: 'create', en: 'Create', ms: 'Cipta' },
  { code: 'edit', en: 'Edit', ms: 'Sunting' },
  { code: 'delete', en: 'Delete', ms: 'Padam' },
  { code: 'approve', en: 'Approve', ms: 'Lulus' },
] as const satisfies LabelledEnum<MenuFunction>;
export const menuFunctionSchema = enumSchema(MENU_FUNCTION);
/** A set of functions: unique, in the canonical order of MENU_FUNCTIONS. */
export const menuFunctionsSchema = z
  .array(menuFunctionSchema)
  .max(MENU_FUNCTIONS.length)
  .transform((fns) => MENU_FUNCTIONS.filter((fn) => fns.includes(fn)));

// ---------------------------------------------------------------------------------------------
// Roles

/** SYSADMIN, MERCHANT_ADMIN, TRAVEL_CLERK_2: the code is the role's identity and never changes. */
export const roleCodeField = () =>
  z
    .string(fail('REQUIRED_FIELD'))
    .trim()
    .min(1, { error: 'REQUIRED_FIELD', abort: true })
    .regex(/^[A-Z][A-Z0-9_]{1,49}$/, fail('ROLE_CODE_FORMAT'));

export const roleSchema = z.object({
  code: z.string(),
  name: z.string(),
  isSystem: z.boolean(),
  /** True for a role holding '*' (SYSADMIN): its access matrix is not editable. */
  allPermissions: z.boolean(),
  userCount: z.number().int().optional(),
  createdAt: z.string().optional(),
  updatedAt: z.string().optional(),
});
export type Role = z.infer<typeof roleSchema>;

/** `POST /bo/UAC/createrole`. */
export const roleCreateSchema = z.object({ code: roleCodeField(), name: validTextField({ max: 100 }) });
export type RoleCreate = z.infer<typeof roleCreateSchema>;

/** `POST /bo/UAC/updaterole`: `code` names the role; only its name changes. */
export const roleUpdateSchema = roleCreateSchema;
export type RoleUpdate = z.infer<typeof roleUpdateSchema>;

export const ROLE_SORT_KEYS = ['code', 'name', 'userCount', 'createdAt'] as const;
/** `GET /bo/UAC/getrolelist`: paging 10/25/50, sort, filter by name (or code), contains, any case. */
export const roleListQuerySchema = sortedBy(ROLE_SORT_KEYS).extend({
  name: z.string().trim().max(100).optional(),
});
export type RoleListQuery = z.infer<typeof roleListQuerySchema>;
export const roleListSchema = pageOf(roleSchema);
export type RoleList = z.infer<typeof roleListSchema>;

/** One entry of a drop-down: `value` is the code the API takes, `label` what the user reads. */
export const dropdownOptionSchema = z.object({ value: z.string(), label: z.string() });
export type DropdownOption = z.infer<typeof dropdownOptionSchema>;
/** Answer of createrole / updaterole: the toast and the role as stored. */
export const roleResultSchema = actionResultSchema.extend({ role: roleSchema });

/** `GET /bo/UAC/getroledropdown`. */
export const roleDropdownSchema = z.array(dropdownOptionSchema);

// ---------------------------------------------------------------------------------------------
// Menus

/** Lower-case kebab code; it is the first half of every permission of the entry (`users.view`). */
export const menuCodeField = () =>
  z
    .string(fail('REQUIRED_FIELD'))
    .trim()
    .min(1, { error: 'REQUIRED_FIELD', abort: true })
    .regex(/^[a-z][a-z0-9-]{1,49}$/, fail('MENU_CODE_FORMAT'));

/** Web app route of the entry; null for permission-only entries (audit, ops) that have no screen. */
const menuPathField = () =>
  z
    .string()
    .trim()
    .max(200, fail('AT_MOST_N_CHARACTERS'))
    .regex(/^\/[^\s]*$/, fail('MENU_PATH_FORMAT'))
    .nullable();

/** A Tabler icon name in kebab case (`layout-dashboard`, `users`, `shield-lock`). */
const iconField = () =>
  z
    .string()
    .trim()
    .max(50, fail('AT_MOST_N_CHARACTERS'))
    .regex(/^[a-z0-9-]+$/, fail('ICON_NAME_FORMAT'))
    .nullable();

export const menuEntrySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  nameEn: z.string(),
  nameMs: z.string(),
  path: z.string().nullable(),
  icon: z.string().nullable(),
  /** Navigation heading the entry sits under (`User Management`), with its Malay text. */
  groupName: z.string(),
  groupNameMs: z.string(),
  /** Section a group belongs to (`Main`, `Administration`, `System`). */
  category: z.string(),
  parentId: z.number().int().nullable(),
  sortOrder: z.number().int(),
  /** Functions this entry offers; a role can be granted only these. */
  functions: z.array(menuFunctionSchema),
  /** Seeded entries that guard API calls: code fixed, not deletable. */
  isSystem: z.boolean(),
});
export type MenuEntry = z.infer<typeof menuEntrySchema>;

/** `PUT /bo/Menu/save`: without `id` creates, with `id` updates. */
export const menuSaveSchema = z.object({
  id: z.number().int().positive().optional(),
  code: menuCodeField(),
  nameEn: validTextField({ max: 100 }),
  nameMs: validTextField({ max: 100 }),
  path: menuPathField().default(null),
  icon: iconField().default(null),
  groupName: validTextField({ max: 100 }),
  /** Defaults to `groupName`. */
  groupNameMs: z.string().trim().max(100, fail('AT_MOST_N_CHARACTERS')).optional(),
  category: validTextField({ max: 100 }),
  parentId: z.number().int().positive().nullable().default(null),
  sortOrder: sortOrderField().default(0),
  functions: menuFunctionsSchema.refine((fns) => fns.length > 0, fail('REQUIRED_FIELD')),
});
export type MenuSave = z.input<typeof menuSaveSchema>;

export const MENU_SORT_KEYS = ['code', 'nameEn', 'groupName', 'category', 'sortOrder'] as const;
/** `POST /bo/Menu/filter` body. `name` matches code, English or Malay name. */
/** Answer of `PUT /bo/Menu/save`. */
export const menuResultSchema = actionResultSchema.extend({ menu: menuEntrySchema });

export const menuFilterSchema = sortedBy(MENU_SORT_KEYS).extend({
  name: z.string().trim().max(100).optional(),
  groupName: z.string().trim().max(100).optional(),
  category: z.string().trim().max(100).optional(),
});
export type MenuFilter = z.input<typeof menuFilterSchema>;
export const menuPageSchema = pageOf(menuEntrySchema);

/** `POST /bo/Menu/GetByGroupName` body. */
export const menuByGroupSchema = z.object({ groupName: validTextField({ max: 100 }) });
/** `DELETE /bo/Menu` body. */
export const menuDeleteSchema = z.object({
  ids: z.array(z.number().int().positive()).min(1, fail('REQUIRED_FIELD')).max(100),
});
export type MenuDelete = z.infer<typeof menuDeleteSchema>;
export const menuDeleteResultSchema = actionResultSchema.extend({
  deleted: z.number().int(),
  /** Grants removed with the menus, per role. */
  removedGrants: z.number().int(),
});

// ---------------------------------------------------------------------------------------------
// The signed-in user's menu: `GET /bo/UAC/menu`

export interface UserMenuEntry {
  code: string;
  nameEn: string;
  nameMs: string;
  path: string | null;
  icon: string | null;
  sortOrder: number;
  /** Functions the user's role holds on this entry (always includes 'view'). */
  functions: MenuFunction[];
  children: UserMenuEntry[];
}
export const userMenuEntrySchema: z.ZodType<UserMenuEntry> = z
  .lazy(() =>
    z.object({
      code: z.string(),
      nameEn: z.string(),
      nameMs: z.string(),
      path: z.string().nullable(),
      icon: z.string().nullable(),
      sortOrder: z.number().int(),
      functions: z.array(menuFunctionSchema),
      children: z.array(userMenuEntrySchema),
    }),
  )
  .meta({ id: 'UserMenuEntry' }); // recursive: a named component in the OpenAPI document

export const userMenuGroupSchema = z.object({
  groupName: z.string(),
  groupNameMs: z.string(),
  category: z.string(),
  entries: z.array(userMenuEntrySchema),
});
export type UserMenuGroup = z.infer<typeof userMenuGroupSchema>;

/**
 * Only entries the role grants 'view' on; a child shows only under a visible parent. Groups and
 * entries come in `sortOrder` order (a group sorts by its first entry). Permission-only entries
 * (no path) are left out: they have no screen to navigate to.
 */
export const userMenuSchema = z.object({
  role: z.string(),
  groups: z.array(userMenuGroupSchema),
});
export type UserMenu = z.infer<typeof userMenuSchema>;

// ---------------------------------------------------------------------------------------------
// A role's access matrix

export const roleAccessEntrySchema = menuEntrySchema.extend({
  /** Functions granted to the role on this entry (all of `functions` for a '*' role). */
  granted: z.array(menuFunctionSchema),
});
export type RoleAccessEntry = z.infer<typeof roleAccessEntrySchema>;

/** `GET /bo/UAC/{role}` and `POST /bo/Menu/uac`. */
export const roleAccessSchema = z.object({
  role: roleSchema,
  entries: z.array(roleAccessEntrySchema),
  /** The role's effective permissions (`users.view`...; `*` for SYSADMIN). */
  permissions: z.array(z.string()),
});
export type RoleAccess = z.infer<typeof roleAccessSchema>;

export const menuGrantSchema = z.object({ menuCode: menuCodeField(), functions: menuFunctionsSchema });
export type MenuGrant = z.input<typeof menuGrantSchema>;

/**
 * `POST /bo/UAC/save`: REPLACES the role's whole matrix (menus not listed lose their grants).
 * `PUT /bo/UAC/update-access`: changes only the listed menus (`functions: []` removes a grant).
 */
export const roleAccessSaveSchema = z.object({
  roleCode: roleCodeField(),
  access: z.array(menuGrantSchema).max(500),
});
export type RoleAccessSave = z.input<typeof roleAccessSaveSchema>;

/** Answer of save / update-access: the toast and the role's matrix as stored. */
export const roleAccessResultSchema = actionResultSchema.extend({ access: roleAccessSchema });

/** `POST /bo/Menu/uac` body. */
export const roleCodeBodySchema = z.object({ roleCode: roleCodeField() });

// ---------------------------------------------------------------------------------------------
// Role options: the LEVELS a user of a role can have (Manager, Supervisor...). A user's `level`
// must be an active option of the user's role.

export const roleOptionSchema = z.object({
  id: z.number().int(),
  roleCode: z.string(),
  code: z.string(),
  label: z.string(),
  sortOrder: z.number().int(),
  active: z.boolean(),
});
export type RoleOption = z.infer<typeof roleOptionSchema>;

const optionCodeField = () =>
  z
    .string(fail('REQUIRED_FIELD'))
    .trim()
    .min(1, { error: 'REQUIRED_FIELD', abort: true })
    .regex(/^[A-Z][A-Z0-9_]{0,49}$/, fail('ROLE_CODE_FORMAT'));

/** `POST /bo/Dropdown/createroleoptions`. */
export const roleOptionCreateSchema = z.object({
  roleCode: roleCodeField(),
  code: optionCodeField(),
  label: validTextField({ max: 100 }),
  sortOrder: sortOrderField().default(0),
  active: z.boolean().default(true),
});
export type RoleOptionCreate = z.input<typeof roleOptionCreateSchema>;

/** `POST /bo/Dropdown/updateroleoptions`: role and code are the option's identity and stay. */
export const roleOptionUpdateSchema = z.object({
  id: z.number().int().positive(),
  label: validTextField({ max: 100 }),
  sortOrder: sortOrderField(),
  active: z.boolean(),
});
export type RoleOptionUpdate = z.infer<typeof roleOptionUpdateSchema>;

/** `GET /bo/Dropdown/getroleoptionsbyrole?roleCode=`. */
export const roleOptionsByRoleQuerySchema = z.object({ roleCode: roleCodeField() });
export const roleOptionListSchema = z.array(roleOptionSchema);
export const roleOptionResultSchema = actionResultSchema.extend({ option: roleOptionSchema });

// ---------------------------------------------------------------------------------------------
// /bo/Form inits: the option data each screen needs, in one call.

const labelledOptionSchema = z.object({ value: z.string(), en: z.string(), ms: z.string() });

/** `GET /bo/Form/appsetting/init` (any signed-in user): app-wide limits and choices. */
export const appSettingInitSchema = z.object({
  pageSizes: z.array(z.number().int()),
  defaultPageSize: z.number().int(),
  languages: z.array(labelledOptionSchema),
  maxAttachmentBytes: z.number().int(),
  attachmentTypes: z.array(labelledOptionSchema),
});

/** `GET /bo/Form/rac/init` (roles.view): the /uac screen's role list and matrix columns. */
export const racInitSchema = z.object({
  roles: z.array(dropdownOptionSchema),
  functions: z.array(labelledOptionSchema),
  pageSizes: z.array(z.number().int()),
});

/** `GET /bo/Form/usermanagement/init` (users.view): the user list and create/edit user forms. */
export const userManagementInitSchema = z.object({
  roles: z.array(dropdownOptionSchema),
  /** Active levels per role code: `levels.MERCHANT_ADMIN = [{ value: 'MANAGER', label: 'Manager' }]`. */
  levels: z.record(z.string(), z.array(dropdownOptionSchema)),
  idTypes: z.array(labelledOptionSchema),
  titles: z.array(labelledOptionSchema),
  statuses: z.array(labelledOptionSchema),
  activeFilter: z.array(labelledOptionSchema),
  pageSizes: z.array(z.number().int()),
  /**
   * The approved organizations a new user may be placed in (value: id, label: 'name (code)'), for
   * the provider's staff only; empty for an agency user, whose users always join its own.
   */
  organizations: z.array(dropdownOptionSchema),
});

/** `POST /bo/Form/function/init` (menus.view): the functions a menu can offer. */
export const functionInitSchema = z.object({ functions: z.array(labelledOptionSchema) });

/** `POST /bo/Form/menu/init` (menus.view): choices of the /fac menu form. */
export const menuInitSchema = z.object({
  groups: z.array(z.object({ groupName: z.string(), groupNameMs: z.string(), category: z.string() })),
  categories: z.array(z.string()),
  /** Possible parents: `label` is the English name, `labelMs` the Malay one. */
  parents: z.array(z.object({ value: z.number().int(), label: z.string(), labelMs: z.string() })),
  functions: z.array(labelledOptionSchema),
  icons: z.array(z.string()),
  pageSizes: z.array(z.number().int()),
});

/** `POST /bo/Form/uac/init` (roles.view): roles plus every menu with its functions, for the matrix. */
export const uacInitSchema = z.object({
  roles: z.array(dropdownOptionSchema),
  menus: z.array(menuEntrySchema),
  functions: z.array(labelledOptionSchema),
});

export const FORM_SCREENS = ['appsetting', 'rac', 'usermanagement', 'function', 'menu', 'uac'] as const;
export type FormScreen = (typeof FORM_SCREENS)[number];
/** `GET /bo/Form/query?screen=`: the init of that screen (same permission as the screen's own init). */
export const formQuerySchema = z.object({ screen: z.enum(FORM_SCREENS, fail('FORM_SCREEN_UNKNOWN')) });
