import { randomUUID } from 'node:crypto';
import * as argon2 from 'argon2';
import type { DataSource } from 'typeorm';
import { adminApiForFile, signIn, startApi } from './support/api-harness';
import { waitFor } from './support/event-store-harness';

let api: Awaited<ReturnType<typeof startApi>>;
let admin: string;
adminApiForFile((session) => ({ api, admin } = session));

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const get = (path: string, token = admin) => api.http().get(`/api/v1${path}`).set(bearer(token));
const post = (path: string, body: object, token = admin) => api.http().post(`/api/v1${path}`).set(bearer(token)).send(body);
const put = (path: string, body: object, token = admin) => api.http().put(`/api/v1${path}`).set(bearer(token)).send(body);
const del = (path: string, body: object, token = admin) => api.http().delete(`/api/v1${path}`).set(bearer(token)).send(body);

const newRoleCode = () => `CLERK_${randomUUID().slice(0, 8).toUpperCase()}`;

/** An active user of `roleCode`, signed in. */
async function userOf(dataSource: DataSource, url: string, roleCode: string) {
  const username = `u${randomUUID().slice(0, 8)}`;
  await dataSource.query(
    `INSERT INTO identity.users (username, password_hash, email, role_code, status) VALUES ($1, $2, $3, $4, 'A')`,
    [username, await argon2.hash('Secret@123'), `${username}@example.test`, roleCode],
  );
  return signIn(url, username, 'Secret@123');
}

/** Entry codes of a menu response, group by group. */
const menuCodes = (body: { groups: { groupName: string; entries: { code: string }[] }[] }) =>
  body.groups.map((g) => [g.groupName, g.entries.map((e) => e.code)]);

describe('roles and grants decide what a user may call and see', () => {
  let role: string;
  let clerk: string;

  beforeAll(async () => {
    role = newRoleCode();
    const created = await post('/bo/UAC/createrole', { code: role, name: 'Travel Clerk' });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ code: 'ROLE_CREATED', role: { code: role, name: 'Travel Clerk', isSystem: false } });
    const saved = await post('/bo/UAC/save', { roleCode: role, access: [{ menuCode: 'users', functions: ['view'] }] });
    expect(saved.status).toBe(200);
    expect(saved.body.access.permissions).toEqual(['users.view']);
    clerk = await userOf(api.dataSource, api.url, role);
  });

  test('a users.view grant opens users.view calls and nothing else', async () => {
    expect((await get('/bo/Form/usermanagement/init', clerk)).status).toBe(200);
    expect((await get('/bo/UAC/getrolelist', clerk)).status).toBe(403);
    expect((await put('/bo/Menu/save', {}, clerk)).status).toBe(403);
    expect((await get('/bo/Dropdown/getallroleoptions', clerk)).status).toBe(403);
    const viaQuery = await get('/bo/Form/query?screen=uac', clerk);
    expect(viaQuery.status).toBe(403);
    expect((await get('/bo/Form/query?screen=usermanagement', clerk)).status).toBe(200);
  });

  test('the menu shows exactly the granted entries, with the granted functions', async () => {
    const res = await get('/bo/UAC/menu', clerk);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      role,
      groups: [
        {
          groupName: 'User Management',
          groupNameMs: 'Pengurusan Pengguna',
          category: 'Administration',
          entries: [
            {
              code: 'users',
              nameEn: 'Manage User',
              nameMs: 'Urus Pengguna',
              path: '/user/manage-user',
              icon: 'users',
              sortOrder: 20,
              functions: ['view'],
              children: [],
            },
          ],
        },
      ],
    });
  });

  test('update-access takes effect at once and only touches the listed menus', async () => {
    const res = await put('/bo/UAC/update-access', {
      roleCode: role,
      access: [{ menuCode: 'roles', functions: ['view', 'edit'] }],
    });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe('ROLE_ACCESS_SAVED');
    expect(res.body.access.permissions).toEqual(['roles.edit', 'roles.view', 'users.view']);
    expect((await get('/bo/UAC/getrolelist', clerk)).status).toBe(200);
    expect(menuCodes((await get('/bo/UAC/menu', clerk)).body)).toEqual([
      ['User Management', ['users']],
      ['Access Control', ['roles']],
    ]);

    const removed = await put('/bo/UAC/update-access', { roleCode: role, access: [{ menuCode: 'users', functions: [] }] });
    expect(removed.body.access.permissions).toEqual(['roles.edit', 'roles.view']);
    expect((await get('/bo/Form/usermanagement/init', clerk)).status).toBe(403);
    expect(menuCodes((await get('/bo/UAC/menu', clerk)).body)).toEqual([['Access Control', ['roles']]]);
  });

  test('save replaces the whole matrix; the matrix lists every menu with what is granted', async () => {
    await post('/bo/UAC/save', { roleCode: role, access: [{ menuCode: 'dashboard', functions: ['view'] }] });
    const matrix = await get(`/bo/UAC/${role}`);
    expect(matrix.status).toBe(200);
    expect(matrix.body.permissions).toEqual(['dashboard.view']);
    const granted = Object.fromEntries(matrix.body.entries.map((e: { code: string; granted: string[] }) => [e.code, e.granted]));
    expect(granted).toMatchObject({ dashboard: ['view'], users: [], roles: [], audit: [], ops: [] });
    expect((await get('/bo/UAC/getrolelist', clerk)).status).toBe(403);
    // The same matrix through /bo/Menu/uac.
    const viaMenu = await post('/bo/Menu/uac', { roleCode: role });
    expect(viaMenu.body.permissions).toEqual(['dashboard.view']);
  });

  test('a function the menu does not offer is refused and nothing is stored', async () => {
    const res = await post('/bo/UAC/save', {
      roleCode: role,
      access: [
        { menuCode: 'users', functions: ['view'] },
        { menuCode: 'dashboard', functions: ['delete'] },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'MENU_FUNCTION_NOT_AVAILABLE',
      message: 'Function delete is not available on menu dashboard.',
    });
    expect((await get(`/bo/UAC/${role}`)).body.permissions).toEqual(['dashboard.view']);
    const unknown = await put('/bo/UAC/update-access', {
      roleCode: role,
      access: [{ menuCode: 'no-such-menu', functions: ['view'] }],
    });
    expect(unknown.status).toBe(404);
  });

  test('role changes are audited', async () => {
    const rows = (await api.dataSource.query(
      `SELECT action, details FROM audit.entries WHERE target_type = 'role' AND target_id = $1 ORDER BY id`,
      [role],
    )) as { action: string; details: { added?: string[] } }[];
    expect(rows.map((r) => r.action)).toEqual(expect.arrayContaining(['role.created', 'role.access-changed']));
    expect(rows.find((r) => r.action === 'role.access-changed')!.details.added).toEqual(['users.view']);
  });

  test('a grant change reaches another API instance without waiting for the cache to expire', async () => {
    const other = await startApi();
    try {
      const callOther = () => other.http().get('/api/v1/bo/Dropdown/getallroleoptions').set(bearer(clerk));
      expect((await callOther()).status).toBe(403); // now cached by the other instance
      await put('/bo/UAC/update-access', { roleCode: role, access: [{ menuCode: 'role-options', functions: ['view'] }] });
      const started = Date.now();
      await waitFor(async () => (await callOther()).status === 200, 3_000, 'the other instance to see the grant');
      expect(Date.now() - started).toBeLessThan(3_000); // the cache TTL alone would take up to 10 s
    } finally {
      await other.app.close();
    }
  });
});

describe('roles', () => {
  test('duplicates and malformed codes are refused with clear messages', async () => {
    const code = newRoleCode();
    expect((await post('/bo/UAC/createrole', { code, name: 'Once' })).status).toBe(200);
    const again = await post('/bo/UAC/createrole', { code, name: 'Twice' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ code: 'ROLE_CODE_TAKEN', message: `A role with code ${code} already exists.` });
    const bad = await post('/bo/UAC/createrole', { code: 'not a code', name: '' });
    expect(bad.status).toBe(400);
    expect(bad.body.details.fields.map((f: { path: string; code: string }) => [f.path, f.code])).toEqual([
      ['code', 'ROLE_CODE_FORMAT'],
      ['name', 'REQUIRED_FIELD'],
    ]);
  });

  test('updaterole renames; an unknown role answers 404', async () => {
    const code = newRoleCode();
    await post('/bo/UAC/createrole', { code, name: 'Before' });
    const res = await post('/bo/UAC/updaterole', { code, name: 'After' });
    expect(res.body).toMatchObject({ code: 'ROLE_UPDATED', role: { code, name: 'After' } });
    expect((await get(`/bo/UAC/getrolebyid/${code}`)).body).toMatchObject({ code, name: 'After', userCount: 0 });
    expect((await post('/bo/UAC/updaterole', { code: 'NO_SUCH_ROLE', name: 'X' })).status).toBe(404);
  });

  test('the system administrator keeps every permission: its access cannot be edited', async () => {
    const res = await put('/bo/UAC/update-access', { roleCode: 'SYSADMIN', access: [{ menuCode: 'users', functions: [] }] });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('SYSTEM_ROLE_ACCESS_LOCKED');
    const matrix = await get('/bo/UAC/SYSADMIN');
    expect(matrix.body.permissions).toEqual(['*']);
    expect(matrix.body.role).toMatchObject({ isSystem: true, allPermissions: true });
  });

  test('seeded grants: merchant admins manage users, their organization, top-ups and bookings; merchant users view and book; both read their finance documents', async () => {
    expect((await get('/bo/UAC/MERCHANT_ADMIN')).body.permissions).toEqual([
      'bookings.create',
      'bookings.edit',
      'bookings.view',
      'credit-notes.view',
      'credit.create',
      'credit.view',
      'dashboard.view',
      'debit-notes.view',
      'invoices.view',
      'organizations.edit',
      'organizations.view',
      'receipts.view',
      'role-options.view',
      'users.create',
      'users.delete',
      'users.edit',
      'users.view',
    ]);
    expect((await get('/bo/UAC/MERCHANT_USER')).body.permissions).toEqual([
      'bookings.create',
      'bookings.view',
      'credit-notes.view',
      'credit.view',
      'dashboard.view',
      'debit-notes.view',
      'invoices.view',
      'organizations.view',
      'receipts.view',
    ]);
  });

  test('the role list pages, sorts and filters by name', async () => {
    const prefix = `Zeta ${randomUUID().slice(0, 6)}`;
    for (const n of [1, 2, 3]) await post('/bo/UAC/createrole', { code: newRoleCode(), name: `${prefix} ${n}` });
    const page = await get(
      `/bo/UAC/getrolelist?pageSize=10&curPageIndex=1&sortKey=name&sortOrder=desc&name=${encodeURIComponent(prefix)}`,
    );
    expect(page.status).toBe(200);
    expect(page.body.total).toBe(3);
    expect(page.body.items.map((r: { name: string }) => r.name)).toEqual([`${prefix} 3`, `${prefix} 2`, `${prefix} 1`]);
    expect((await get('/bo/UAC/getrolelist?pageSize=7')).status).toBe(400);
    const dropdown = await get('/bo/UAC/getroledropdown');
    expect(dropdown.body).toEqual(expect.arrayContaining([{ value: 'MERCHANT_ADMIN', label: 'Merchant Admin' }]));
  });
});

describe('menus', () => {
  const menu = (code: string, extra: object = {}) => ({
    code,
    nameEn: 'Hotel List',
    nameMs: 'Senarai Hotel',
    path: '/Hotel/Hotels/hotelList',
    icon: 'bed',
    groupName: 'Hotel',
    category: 'Inventory',
    functions: ['view', 'create'],
    ...extra,
  });

  test('the administrator sees every entry with a path; permission-only entries are not in the navigation', async () => {
    const res = await get('/bo/UAC/menu');
    const codes = menuCodes(res.body).flatMap(([, entries]) => entries as string[]);
    expect(codes).toEqual(expect.arrayContaining(['dashboard', 'users', 'roles', 'menus', 'role-options']));
    expect(codes).not.toContain('audit');
    expect(codes).not.toContain('ops');
    const all = await get('/bo/Menu');
    expect(all.body.map((m: { code: string }) => m.code)).toEqual(expect.arrayContaining(['audit', 'ops']));
  });

  test('create, read, filter, group and categories', async () => {
    const code = `hotels-${randomUUID().slice(0, 6)}`;
    const saved = await put('/bo/Menu/save', menu(code));
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      code: 'MENU_SAVED',
      menu: { code, groupNameMs: 'Hotel', parentId: null, isSystem: false },
    });
    const one = await post(`/bo/Menu/${saved.body.menu.id}`, {});
    expect(one.body.code).toBe(code);
    const filtered = await post('/bo/Menu/filter', { name: code, pageSize: 10 });
    expect(filtered.body).toMatchObject({ total: 1, items: [{ code }] });
    expect((await post('/bo/Menu/GetByGroupName', { groupName: 'hotel' })).body.map((m: { code: string }) => m.code)).toContain(
      code,
    );
    expect((await get('/bo/Menu/getcategory')).body).toEqual(expect.arrayContaining(['Main', 'Administration', 'Inventory']));
    const taken = await put('/bo/Menu/save', menu(code));
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('MENU_CODE_TAKEN');
    expect((await post('/bo/Menu/999999', {})).status).toBe(404);
  });

  test('dropping a function from a menu drops its grants too', async () => {
    const code = `rooms-${randomUUID().slice(0, 6)}`;
    const { menu: created } = (await put('/bo/Menu/save', menu(code))).body;
    const role = newRoleCode();
    await post('/bo/UAC/createrole', { code: role, name: 'Rooms' });
    await post('/bo/UAC/save', { roleCode: role, access: [{ menuCode: code, functions: ['view', 'create'] }] });
    await put('/bo/Menu/save', menu(code, { id: created.id, functions: ['view'] }));
    expect((await get(`/bo/UAC/${role}`)).body.permissions).toEqual([`${code}.view`]);
  });

  test('delete: system entries and entries with sub-menus are refused; grants go with the entry', async () => {
    const parentCode = `parent-${randomUUID().slice(0, 6)}`;
    const parent = (await put('/bo/Menu/save', menu(parentCode, { path: null }))).body.menu;
    const childCode = `child-${randomUUID().slice(0, 6)}`;
    const child = (await put('/bo/Menu/save', menu(childCode, { parentId: parent.id }))).body.menu;
    const loop = await put('/bo/Menu/save', menu(parentCode, { id: parent.id, path: null, parentId: child.id }));
    expect(loop.body.code).toBe('MENU_PARENT_INVALID');

    const role = newRoleCode();
    await post('/bo/UAC/createrole', { code: role, name: 'Tree' });
    await post('/bo/UAC/save', {
      roleCode: role,
      access: [
        { menuCode: parentCode, functions: ['view'] },
        { menuCode: childCode, functions: ['view'] },
      ],
    });
    // A path-less parent shows because it heads a visible child.
    const user = await userOf(api.dataSource, api.url, role);
    const tree = (await get('/bo/UAC/menu', user)).body;
    expect(tree.groups[0].entries[0]).toMatchObject({ code: parentCode, path: null, children: [{ code: childCode }] });

    const withChildren = await del('/bo/Menu', { ids: [parent.id] });
    expect(withChildren.status).toBe(409);
    expect(withChildren.body.code).toBe('MENU_HAS_CHILDREN');
    const [users] = (await get('/bo/Menu')).body.filter((m: { code: string }) => m.code === 'users');
    const system = await del('/bo/Menu', { ids: [users.id] });
    expect(system.status).toBe(409);
    expect(system.body.code).toBe('SYSTEM_MENU_PROTECTED');

    const deleted = await del('/bo/Menu', { ids: [parent.id, child.id] });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ code: 'MENU_DELETED', deleted: 2, removedGrants: 2 });
    expect((await get(`/bo/UAC/${role}`)).body.permissions).toEqual([]);
    expect((await get('/bo/UAC/menu', user)).body.groups).toEqual([]);
  });

  test('a system entry keeps its code', async () => {
    // The entry as read, less what only reads show (`isSystem`): a save takes the menuSaveSchema fields.
    const [{ isSystem: _isSystem, ...dashboard }] = (await get('/bo/Menu')).body.filter(
      (m: { code: string }) => m.code === 'dashboard',
    );
    const res = await put('/bo/Menu/save', { ...dashboard, code: 'home' });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('SYSTEM_MENU_PROTECTED');
    const renamed = await put('/bo/Menu/save', { ...dashboard, nameEn: 'Home' });
    expect(renamed.body.menu).toMatchObject({ code: 'dashboard', nameEn: 'Home' });
    await put('/bo/Menu/save', { ...dashboard });
  });
});

describe('role options (levels)', () => {
  test('seeded levels by role, for the current user, and create/update', async () => {
    const byRole = await get('/bo/Dropdown/getroleoptionsbyrole?roleCode=MERCHANT_ADMIN');
    expect(byRole.body.map((o: { code: string; label: string }) => [o.code, o.label])).toEqual([
      ['MANAGER', 'Manager'],
      ['SUPERVISOR', 'Supervisor'],
    ]);
    expect((await get('/bo/Dropdown/getroleoptions')).body.map((o: { code: string }) => o.code)).toEqual(['ADMINISTRATOR']);

    const role = newRoleCode();
    await post('/bo/UAC/createrole', { code: role, name: 'Levels' });
    const created = await post('/bo/Dropdown/createroleoptions', {
      roleCode: role,
      code: 'SENIOR',
      label: 'Senior',
      sortOrder: 1,
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ code: 'ROLE_OPTION_CREATED', option: { roleCode: role, code: 'SENIOR', active: true } });
    const dup = await post('/bo/Dropdown/createroleoptions', { roleCode: role, code: 'SENIOR', label: 'Again' });
    expect(dup.status).toBe(409);
    expect(dup.body).toMatchObject({
      code: 'ROLE_OPTION_CODE_TAKEN',
      message: `Role ${role} already has an option with code SENIOR.`,
    });
    const noRole = await post('/bo/Dropdown/createroleoptions', { roleCode: 'NO_SUCH_ROLE', code: 'X', label: 'X' });
    expect(noRole.status).toBe(404);
    expect(noRole.body).toMatchObject({ code: 'ROLE_CODE_UNKNOWN', message: 'Role NO_SUCH_ROLE was not found.' });

    const off = await post('/bo/Dropdown/updateroleoptions', {
      id: created.body.option.id,
      label: 'Senior Staff',
      sortOrder: 2,
      active: false,
    });
    expect(off.body.option).toMatchObject({ label: 'Senior Staff', active: false });
    expect((await get(`/bo/Dropdown/getroleoptionsbyrole?roleCode=${role}`)).body).toEqual([]);
    const all = (await get('/bo/Dropdown/getallroleoptions')).body as { roleCode: string; code: string }[];
    expect(all.filter((o) => o.roleCode === role).map((o) => o.code)).toEqual(['SENIOR']);

    const user = await userOf(api.dataSource, api.url, 'MERCHANT_USER');
    expect((await get('/bo/Dropdown/getroleoptions', user)).body.map((o: { code: string }) => o.code)).toEqual([
      'EXECUTIVE',
      'STAFF',
    ]);
  });
});

describe('/bo/Form inits', () => {
  test('user management: roles, active levels per role, ID types; a merchant admin is not offered SYSADMIN', async () => {
    const res = await get('/bo/Form/usermanagement/init');
    expect(res.status).toBe(200);
    expect(res.body.levels.MERCHANT_USER).toEqual([
      { value: 'EXECUTIVE', label: 'Executive' },
      { value: 'STAFF', label: 'Staff' },
    ]);
    expect(res.body.idTypes.map((t: { value: string }) => t.value)).toEqual(['MYKAD', 'PASSPORT', 'ARMY_ID']);
    expect(res.body.pageSizes).toEqual([10, 25, 50]);
    expect(res.body.roles.map((r: { value: string }) => r.value)).toContain('SYSADMIN');

    const merchantAdmin = await userOf(api.dataSource, api.url, 'MERCHANT_ADMIN');
    const theirs = await get('/bo/Form/usermanagement/init', merchantAdmin);
    expect(theirs.status).toBe(200);
    expect(theirs.body.roles.map((r: { value: string }) => r.value)).not.toContain('SYSADMIN');
    expect(theirs.body.levels.SYSADMIN).toBeUndefined();
  });

  test('menu, function, uac, rac and app settings inits answer their option data', async () => {
    const menuInit = await post('/bo/Form/menu/init', {});
    expect(menuInit.body.groups).toEqual(
      expect.arrayContaining([{ groupName: 'General', groupNameMs: 'Umum', category: 'Main' }]),
    );
    expect(menuInit.body.icons).toContain('layout-dashboard');
    expect((await post('/bo/Form/function/init', {})).body.functions[0]).toEqual({ value: 'view', en: 'View', ms: 'Lihat' });
    const uac = await post('/bo/Form/uac/init', {});
    expect(uac.body.menus.map((m: { code: string }) => m.code)).toContain('users');
    expect((await get('/bo/Form/rac/init')).body.functions).toHaveLength(5);
    expect((await get('/bo/Form/appsetting/init')).body).toMatchObject({
      pageSizes: [10, 25, 50],
      maxAttachmentBytes: 3 * 1024 * 1024,
    });
    const unknown = await get('/bo/Form/query?screen=nope');
    expect(unknown.status).toBe(400);
    expect((await get('/bo/Form/query?screen=menu')).body.icons).toContain('users');
  });
});
