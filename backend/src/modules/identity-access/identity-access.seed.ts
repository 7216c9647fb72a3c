import * as argon2 from 'argon2';
import type { DataSource } from 'typeorm';
import { ALL_PERMISSIONS, MENU_CODES, type MenuCode, type MenuFunction } from '@bo/shared';

/** Roles every installation has. Their other permissions are menu grants (below). */
const ROLES = [
  { code: 'SYSADMIN', name: 'System Administrator', permissions: [ALL_PERMISSIONS] },
  { code: 'MERCHANT_ADMIN', name: 'Merchant Admin', permissions: [] as string[] },
  { code: 'MERCHANT_USER', name: 'Merchant User', permissions: [] as string[] },
];

interface MenuSeed {
  code: MenuCode;
  nameEn: string;
  nameMs: string;
  /** null: permission-only entry (no screen), granted in /fac but never shown in the navigation. */
  path: string | null;
  icon: string;
  group: [en: string, ms: string];
  category: string;
  sortOrder: number;
  functions: MenuFunction[];
  /** Default grants, given only when the menu entry is first created. */
  grants: Partial<Record<string, MenuFunction[]>>;
}

const GENERAL: [string, string] = ['General', 'Umum'];
const USER_MANAGEMENT: [string, string] = ['User Management', 'Pengurusan Pengguna'];
const ACCESS_CONTROL: [string, string] = ['Access Control', 'Kawalan Akses'];
const SETTINGS: [string, string] = ['Settings', 'Tetapan'];
const SYSTEM: [string, string] = ['System', 'Sistem'];
const CREDIT: [string, string] = ['Credit', 'Kredit'];

/**
 * Menu entries of the screens that exist. Their codes guard the API (MENU_CODES), so they are
 * system entries: code fixed, not deletable. /user/create-user is reached from the user list and
 * needs `users.create`; it is not a separate entry (a second code would be a second permission).
 */
const MENUS: MenuSeed[] = [
  {
    code: MENU_CODES.dashboard,
    nameEn: 'Dashboard',
    nameMs: 'Papan Pemuka',
    path: '/',
    icon: 'layout-dashboard',
    group: GENERAL,
    category: 'Main',
    sortOrder: 10,
    functions: ['view'],
    grants: { MERCHANT_ADMIN: ['view'], MERCHANT_USER: ['view'] },
  },
  {
    code: MENU_CODES.users,
    nameEn: 'Manage User',
    nameMs: 'Urus Pengguna',
    path: '/user/manage-user',
    icon: 'users',
    group: USER_MANAGEMENT,
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
    path: '/uac',
    icon: 'shield-lock',
    group: ACCESS_CONTROL,
    category: 'Administration',
    sortOrder: 30,
    functions: ['view', 'create', 'edit'],
    grants: {},
  },
  {
    code: MENU_CODES.menus,
    nameEn: 'Menu Functions',
    nameMs: 'Fungsi Menu',
    path: '/fac',
    icon: 'list-tree',
    group: ACCESS_CONTROL,
    category: 'Administration',
    sortOrder: 40,
    functions: ['view', 'create', 'edit', 'delete'],
    grants: {},
  },
  {
    code: MENU_CODES.roleOptions,
    nameEn: 'Role Options',
    nameMs: 'Pilihan Peranan',
    path: '/Settings/roleOptions/roleOptionsList',
    icon: 'adjustments',
    group: SETTINGS,
    category: 'Administration',
    sortOrder: 50,
    functions: ['view', 'create', 'edit'],
    grants: { MERCHANT_ADMIN: ['view'] },
  },
  {
    code: MENU_CODES.audit,
    nameEn: 'Audit Trail',
    nameMs: 'Jejak Audit',
    path: null,
    icon: 'history',
    group: SYSTEM,
    category: 'System',
    sortOrder: 60,
    functions: ['view'],
    grants: {},
  },
  {
    code: MENU_CODES.ops,
    nameEn: 'Operations',
    nameMs: 'Operasi',
    path: null,
    icon: 'server',
    group: SYSTEM,
    category: 'System',
    sortOrder: 70,
    functions: ['view', 'edit'],
    grants: {},
  },
  {
    code: MENU_CODES.organizations,
    nameEn: 'Organizations',
    nameMs: 'Organisasi',
    path: '/organization/view-organization-listing',
    icon: 'building',
    group: USER_MANAGEMENT,
    category: 'Administration',
    sortOrder: 25,
    functions: ['view', 'create', 'edit', 'approve'],
    // Their own organization only (profile, rate codes, documents, secret key): the service enforces tenancy.
    grants: { MERCHANT_ADMIN: ['view', 'edit'], MERCHANT_USER: ['view'] },
  },
  {
    code: MENU_CODES.credit,
    nameEn: 'Credit Top-ups and Payments',
    nameMs: 'Tambah Nilai dan Pembayaran Kredit',
    path: '/credit/credit-topups-payments',
    icon: 'credit-card',
    group: CREDIT,
    category: 'Finance',
    sortOrder: 30,
    functions: ['view', 'create', 'edit', 'approve'],
    // Their own organization's credit only (the service enforces tenancy); decisions and adjustments are the provider's.
    grants: { MERCHANT_ADMIN: ['view', 'create'], MERCHANT_USER: ['view'] },
  },
  {
    // Permission-only (no screen yet): the provider's own credit and its system fee settings.
    code: MENU_CODES.systemCredit,
    nameEn: 'System Credit and Fees',
    nameMs: 'Kredit dan Yuran Sistem',
    path: null,
    icon: 'cash',
    group: CREDIT,
    category: 'Finance',
    sortOrder: 31,
    functions: ['view', 'create', 'edit', 'approve'],
    grants: {},
  },
  {
    // Permission-only (no screen yet): the receiving bank accounts offered on the top-up form.
    code: MENU_CODES.banks,
    nameEn: 'Banks',
    nameMs: 'Bank',
    path: null,
    icon: 'settings',
    group: SETTINGS,
    category: 'Settings',
    sortOrder: 62,
    functions: ['view', 'create', 'edit'],
    grants: {},
  },
];

/** Role options are the LEVELS a user of the role can hold (chosen with the role on the user form). */
const ROLE_OPTIONS: { roleCode: string; code: string; label: string }[] = [
  { roleCode: 'SYSADMIN', code: 'ADMINISTRATOR', label: 'Administrator' },
  { roleCode: 'MERCHANT_ADMIN', code: 'MANAGER', label: 'Manager' },
  { roleCode: 'MERCHANT_ADMIN', code: 'SUPERVISOR', label: 'Supervisor' },
  { roleCode: 'MERCHANT_USER', code: 'EXECUTIVE', label: 'Executive' },
  { roleCode: 'MERCHANT_USER', code: 'STAFF', label: 'Staff' },
];

/**
 * Idempotent: creates what is missing, never overwrites what an administrator changed. Default
 * grants come with the creation of their menu entry, so a grant an administrator removed later is
 * not given back by the next seed.
 */
export async function seedIdentity(dataSource: DataSource, adminPassword: string): Promise<void> {
  for (const role of ROLES) {
    await dataSource.query(
      `INSERT INTO identity.roles (code, name, permissions, is_system) VALUES ($1, $2, $3, true)
       ON CONFLICT (code) DO NOTHING`,
      [role.code, role.name, role.permissions],
    );
  }
  await seedMenus(dataSource);
  for (const [index, option] of ROLE_OPTIONS.entries()) {
    await dataSource.query(
      `INSERT INTO identity.role_options (role_code, code, label, sort_order) VALUES ($1, $2, $3, $4)
       ON CONFLICT (role_code, code) DO NOTHING`,
      [option.roleCode, option.code, option.label, (index + 1) * 10],
    );
  }
  const exists = (await dataSource.query(`SELECT 1 FROM identity.users WHERE lower(username) = 'admin'`)) as unknown[];
  if (exists.length === 0) {
    await dataSource.query(
      `INSERT INTO identity.users (username, password_hash, first_name, last_name, email, role_code, status)
       VALUES ('admin', $1, 'System', 'Administrator', 'admin@backoffice.local', 'SYSADMIN', 'A')`,
      [await argon2.hash(adminPassword)],
    );
  }
}

async function seedMenus(dataSource: DataSource): Promise<void> {
  await dataSource.transaction(async (manager) => {
    for (const menu of MENUS) {
      const created = (await manager.query(
        `INSERT INTO identity.menus (code, name_en, name_ms, path, icon, group_name, group_name_ms, category,
                                     sort_order, functions, is_system)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, true)
         ON CONFLICT (code) DO NOTHING
         RETURNING id`,
        [
          menu.code,
          menu.nameEn,
          menu.nameMs,
          menu.path,
          menu.icon,
          menu.group[0],
          menu.group[1],
          menu.category,
          menu.sortOrder,
          menu.functions,
        ],
      )) as { id: number }[];
      if (created.length === 0) continue;
      for (const [roleCode, functions] of Object.entries(menu.grants)) {
        await manager.query(
          `INSERT INTO identity.role_menu_access (role_code, menu_id, functions) VALUES ($1, $2, $3)
           ON CONFLICT DO NOTHING`,
          [roleCode, created[0].id, functions],
        );
      }
    }
  });
}
