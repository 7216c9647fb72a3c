import { PERMISSIONS, SCREEN_PATHS } from '@bo/shared';
import type { Actor } from '../../../../core/context/request-context';
import { Filters } from '../../../../core/read-side/paged-list';
import { SqlSearch, SqlSearchSource, type FoundRecord, type SearchQuery } from '../../../../core/search/search-source';
import { tenantScope } from '../queries/user-rows';

interface UserRow {
  id: string;
  username: string;
  fullName: string | null;
  email: string;
  organizationName: string | null;
}

/**
 * Users by username, full name or e-mail, within the caller's tenancy (staff: everyone; an agency
 * user: its organization's users), deleted ones never; they open in the user list filtered by e-mail.
 */
@SqlSearch({ kind: 'user', permission: PERMISSIONS.usersView })
export class UserSearch extends SqlSearchSource<UserRow> {
  protected query(actor: Actor, text: string): SearchQuery {
    const filters = new Filters().where(`u.status <> 'X'`).contains(['u.username', 'u.full_name', 'u.email'], text);
    const scope = tenantScope(actor);
    if (scope !== 'all') filters.equals('u.organization_id', scope.organizationId);
    return {
      select: `u.id, u.username, u.full_name AS "fullName", u.email, o.name AS "organizationName"`,
      from: 'identity.users u LEFT JOIN identity.organizations o ON o.id = u.organization_id',
      filters,
      orderBy: 'lower(u.full_name), u.id',
    };
  }

  protected describe(row: UserRow): FoundRecord {
    return {
      id: row.id,
      title: row.fullName || row.username,
      detail: [row.username, row.email, row.organizationName],
      path: `${SCREEN_PATHS.users}?${new URLSearchParams({ email: row.email })}`,
    };
  }
}
