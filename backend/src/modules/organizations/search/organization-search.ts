import { PERMISSIONS, screenPath } from '@bo/shared';
import type { Actor } from '../../../core/context/request-context';
import { Filters } from '../../../core/read-side/paged-list';
import { SqlSearch, SqlSearchSource, type FoundRecord, type SearchQuery } from '../../../core/search/search-source';

type OrganizationRow = { id: string; name: string; code: string; email: string | null };

/** Organizations by name, code, e-mail or registration number; an agency user finds only its own. */
@SqlSearch({ kind: 'organization', permission: PERMISSIONS.organizationsView })
export class OrganizationSearch extends SqlSearchSource<OrganizationRow> {
  protected query(actor: Actor, text: string): SearchQuery {
    const filters = new Filters()
      .contains(['o.name', 'o.code', 'o.email', 'o.registration_number'], text)
      .equals('o.id', actor.organizationId);
    return {
      select: 'o.id, o.name, o.code, o.email',
      from: 'organizations.organizations o',
      filters,
      orderBy: 'lower(o.name), o.id',
    };
  }

  protected describe(row: OrganizationRow): FoundRecord {
    return { id: row.id, title: row.name, detail: [row.code, row.email], path: screenPath('organizationProfile', row.id) };
  }
}
