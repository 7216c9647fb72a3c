import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PERMISSIONS, screenPath, type SearchHit } from '@bo/shared';
import type { Actor } from '../../../core/context/request-context';
import { Filters } from '../../../core/read-side/paged-list';
import { SearchSource } from '../../../core/search/search-source';

/** Organizations by name, code, e-mail or registration number; an agency user finds only its own. */
@Injectable()
@SearchSource()
export class OrganizationSearch implements SearchSource {
  readonly kind = 'organization' as const;
  readonly permission = PERMISSIONS.organizationsView;

  constructor(private readonly dataSource: DataSource) {}

  async search(actor: Actor, text: string, limit: number): Promise<SearchHit[]> {
    const filters = new Filters()
      .contains(['o.name', 'o.code', 'o.email', 'o.registration_number'], text)
      .equals('o.id', actor.organizationId);
    const rows = (await this.dataSource.query(
      `SELECT o.id, o.name, o.code, o.email FROM organizations.organizations o ${filters.sql}
       ORDER BY lower(o.name), o.id LIMIT ${Number(limit)}`,
      filters.params,
    )) as { id: string; name: string; code: string; email: string | null }[];
    return rows.map((row) => ({
      kind: this.kind,
      id: row.id,
      title: row.name,
      detail: [row.code, row.email].filter(Boolean).join(' · '),
      path: screenPath('organizationProfile', row.id),
    }));
  }
}
