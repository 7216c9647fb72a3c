import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PERMISSIONS, screenPath, type SearchHit } from '@bo/shared';
import type { Actor } from '../../../core/context/request-context';
import { Filters } from '../../../core/read-side/paged-list';
import { SearchSource, searchHits } from '../../../core/search/search-source';

/** Organizations by name, code, e-mail or registration number; an agency user finds only its own. */
@Injectable()
@SearchSource()
export class OrganizationSearch implements SearchSource {
  readonly kind = 'organization' as const;
  readonly permission = PERMISSIONS.organizationsView;

  constructor(private readonly dataSource: DataSource) {}

  search(actor: Actor, text: string, limit: number): Promise<SearchHit[]> {
    const filters = new Filters()
      .contains(['o.name', 'o.code', 'o.email', 'o.registration_number'], text)
      .equals('o.id', actor.organizationId);
    return searchHits<{ id: string; name: string; code: string; email: string | null }>(
      this.dataSource,
      this.kind,
      limit,
      { select: 'o.id, o.name, o.code, o.email', from: 'organizations.organizations o', filters, orderBy: 'lower(o.name), o.id' },
      (row) => ({ id: row.id, title: row.name, detail: [row.code, row.email], path: screenPath('organizationProfile', row.id) }),
    );
  }
}
