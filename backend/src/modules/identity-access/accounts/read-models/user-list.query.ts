import type { EntityManager } from 'typeorm';
import type { UserDetails, UserListPage, UserListQuery, UserSortKey } from '@bo/shared';

/** Sort keys of the shared contract mapped to SQL; only these reach ORDER BY. */
const SORT_COLUMNS: Record<UserSortKey, string> = {
  username: 'lower(u.username)',
  fullName: 'lower(u.full_name)',
  email: 'lower(u.email)',
  contactNumber: 'u.mobile_number',
  role: 'u.role_code',
  level: 'u.level',
  organizationName: 'lower(o.name)',
  status: 'u.status',
  createdAt: 'u.created_at',
  lastLoginAt: 'u.last_login_at',
};

const SELECT = `
  SELECT u.id AS "userId", u.username, u.full_name AS "fullName", u.email, u.mobile_number AS "contactNumber",
         u.role_code AS role, COALESCE(r.name, u.role_code) AS "roleName", u.level,
         u.id_type AS "idType", u.id_number AS "idNumber",
         u.organization_id AS "organizationId", o.name AS "organizationName",
         u.status, u.status <> 'D' AS active,
         to_json(u.created_at) #>> '{}' AS "createdAt", to_json(u.last_login_at) #>> '{}' AS "lastLoginAt",
         to_json(u.updated_at) #>> '{}' AS "updatedAt"
    FROM identity.users u
    LEFT JOIN identity.roles r ON r.code = u.role_code
    LEFT JOIN organizations.organizations o ON o.id = u.organization_id`;

/** `organizationId` undefined: every organization (provider staff); a value or null: only that one. */
export type TenantScope = { organizationId: string | null } | 'all';

/**
 * The user list of `/bo/User/userList` and `/bo/User/filter`. Deleted users (X) never show.
 * Text filters match case-insensitively anywhere in the value; the contact number ignores dashes.
 */
export async function queryUserList(manager: EntityManager, q: UserListQuery, scope: TenantScope): Promise<UserListPage> {
  const where = [`u.status <> 'X'`];
  const params: unknown[] = [];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    where.push(sql.replaceAll('?', `$${params.length}`));
  };
  const like = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  if (scope !== 'all') {
    if (scope.organizationId === null) where.push('u.organization_id IS NULL');
    else add('u.organization_id = ?', scope.organizationId);
  }
  if (q.filterRole) add('u.role_code = ?', q.filterRole);
  if (q.fullName) add('u.full_name ILIKE ?', like(q.fullName));
  if (q.username) add('u.username ILIKE ?', like(q.username));
  if (q.email) add('u.email ILIKE ?', like(q.email));
  if (q.organizationName) add('o.name ILIKE ?', like(q.organizationName));
  if (q.contactNumber) add(`replace(u.mobile_number, '-', '') LIKE ?`, like(q.contactNumber.replace(/-/g, '')));
  if (q.status) add('u.status = ?', q.status);
  if (q.active === 'true') where.push(`u.status <> 'D'`);
  if (q.active === 'false') where.push(`u.status = 'D'`);

  const filter = `WHERE ${where.join(' AND ')}`;
  const order = q.sortKey ? SORT_COLUMNS[q.sortKey] : 'u.created_at';
  const direction = (q.sortOrder ?? (q.sortKey ? 'asc' : 'desc')).toUpperCase() === 'DESC' ? 'DESC' : 'ASC';
  const [{ total }] = (await manager.query(
    `SELECT count(*)::int AS total FROM identity.users u
       LEFT JOIN organizations.organizations o ON o.id = u.organization_id ${filter}`,
    params,
  )) as { total: number }[];
  const rows = (await manager.query(
    `${SELECT} ${filter}
      ORDER BY ${order} ${direction} NULLS LAST, u.id
      LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, q.pageSize, (q.curPageIndex - 1) * q.pageSize],
  )) as (UserDetails & { updatedAt?: string })[];
  const items = rows.map(({ updatedAt: _updatedAt, ...row }) => row);
  return { items, total, pageSize: q.pageSize, curPageIndex: q.curPageIndex };
}

/** One user that is not deleted, within the scope; undefined otherwise (the caller answers 404 either way). */
export async function queryUserDetails(
  manager: EntityManager,
  userId: string,
  scope: TenantScope,
): Promise<UserDetails | undefined> {
  const params: unknown[] = [userId];
  let tenant = '';
  if (scope !== 'all') {
    params.push(scope.organizationId);
    tenant = `AND u.organization_id IS NOT DISTINCT FROM $2::uuid`;
  }
  const rows = (await manager.query(`${SELECT} WHERE u.id = $1 AND u.status <> 'X' ${tenant}`, params)) as UserDetails[];
  return rows[0];
}
