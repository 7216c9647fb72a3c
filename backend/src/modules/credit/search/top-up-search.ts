import { formatMinor, PERMISSIONS, SCREEN_PATHS } from '@bo/shared';
import type { Actor } from '../../../core/context/request-context';
import { Filters } from '../../../core/read-side/paged-list';
import { SqlSearch, SqlSearchSource, type FoundRecord, type SearchQuery } from '../../../core/search/search-source';
import { SYSTEM_ORGANIZATION_ID } from '../domain/credit.events';

interface TopUpRow {
  id: string;
  reference: string;
  status: string;
  currency: string;
  amount: string;
  organizationName: string | null;
}

/**
 * Agency top-ups by bank-in reference (the provider's own system credit is not an agency's
 * record), an agency user's own only; they open in the top-ups tab of their status, filtered by
 * that reference. Amounts are within MAX_MONEY_AMOUNT, so exact as a number.
 */
@SqlSearch({ kind: 'topUp', permission: PERMISSIONS.creditView })
export class TopUpSearch extends SqlSearchSource<TopUpRow> {
  protected query(actor: Actor, text: string): SearchQuery {
    const filters = new Filters()
      .where('t.organization_id <> ?', SYSTEM_ORGANIZATION_ID)
      .contains('t.bank_in_reference', text)
      .equals('t.organization_id', actor.organizationId);
    return {
      select: `t.id, t.bank_in_reference AS reference, t.status, t.currency, t.amount, o.name AS "organizationName"`,
      from: 'credit.top_ups t LEFT JOIN credit.organizations o ON o.id = t.organization_id',
      filters,
      orderBy: 't.requested_at DESC, t.id',
    };
  }

  protected describe(row: TopUpRow): FoundRecord {
    return {
      id: row.id,
      title: row.reference,
      detail: [formatMinor(Number(row.amount), row.currency, { withCode: true }), row.organizationName],
      path: `${SCREEN_PATHS.topUps}?${new URLSearchParams({ tab: row.status, bankInReference: row.reference })}`,
    };
  }
}
