import type { EntityManager } from 'typeorm';
import type { UserDetails, UserListPage, UserListQuery, UserSortKey } from '@bo/shared';
import type { Actor } from '../../../../core/context/request-context';
import { Filters, pagedList, type Sort } from '../../../../core/read-side/paged-list';

/** Sort keys of the shared contract mapped to SQL; only these reach ORDER BY. */
const SORT: Sort<UserSortKey> = {
  keys: {
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
  },
  default: 'u.created_at DESC',
  tiebreaker: 'u.id',
};

const COLUMNS = `
  u.id AS "userId", u.username, u.full_name AS "fullName", u.email, u.mobile_number AS "contactNumber",
  u.role_code AS role, COALESCE(r.name, u.role_code) AS "roleName", u.level,
  u.id_type AS "idType", u.id_number AS "idNumber",
  u.organization_id AS "organizationId", o.name AS "organizationName",
  u.status, u.status <> 'D' AS active,
  to_json(u.created_at) #>> '{}' AS "createdAt", to_json(u.last_login_at) #>> '{}' AS "lastLoginAt"`;

const FROM = `identity.users u
  LEFT JOIN identity.roles r ON r.code = u.role_code
  LEFT JOIN identity.organizations o ON o.id = u.organization_id`;

/** `organizationId` undefined: every organization (provider staff); a value or null: only that one. */
export type TenantScope = { organizationId: string | null } | 'all';

/**
 * Tenancy: the provider's staff (no organization in their token) work across organizations; an
 * agency user sees and changes only users of the organization in its token, never one named in
 * the request. Users outside the scope answer 404, exactly like users that do not exist.
 */
export function tenantScope(actor: Actor): TenantScope {
  return actor.organizationId === null ? 'all' : { organizationId: actor.organizationId };
}

/**
 * The user list of `/bo/User/userList` and `/bo/User/filter`. Deleted users (X) never show.
 * Text filters match case-insensitively anywhere in the value; the contact number ignores dashes.
 */
export async function queryUserList(manager: EntityManager, q: UserListQuery, scope: TenantScope): Promise<UserListPage> {
  const filters = new Filters().where(`u.status <> 'X'`);
  if (scope !== 'all') {
    if (scope.organizationId === null) filters.where('u.organization_id IS NULL');
    else filters.equals('u.organization_id', scope.organizationId);
  }
  filters
    .equals('u.role_code', q.filterRole)
    .contains('u.full_name', q.fullName)
    .contains('u.username', q.username)
    .contains('u.email', q.email)
    .contains('o.name', q.organizationName)
    .contains(`replace(u.mobile_number, '-', '')`, q.contactNumber?.replace(/-/g, ''))
    .equals('u.status', q.status);
  if (q.active === 'true') filters.where(`u.status <> 'D'`);
  if (q.active === 'false') filters.where(`u.status = 'D'`);
  return pagedList<UserListPage['items'][number]>(manager, q, { select: COLUMNS, from: FROM, filters, sort: SORT });
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
  const rows = (await manager.query(
    `SELECT ${COLUMNS}, to_json(u.updated_at) #>> '{}' AS "updatedAt" FROM ${FROM} WHERE u.id = $1 AND u.status <> 'X' ${tenant}`,
    params,
  )) as UserDetails[];
  return rows[0];
}
