import type { OrganizationListPage, OrganizationSortKey } from '@bo/shared';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { assertStaff } from '../../../../core/auth/tenancy';
import { Filters, mapPage, pagedList, type Sort } from '../../../../core/read-side/paged-list';
import { ROW, type RowWithoutCountry, withCountry } from '../organization-rows';
import { GetOrganizationPage } from './get-organization-page.query';

const SORT_KEYS: Sort<OrganizationSortKey>['keys'] = {
  organizationName: 'lower(o.name)',
  organizationCode: 'o.code',
  email: 'lower(o.email)',
  contactNumber: 'o.contact_number',
  organizationType: 'o.organization_type',
  country: 'o.country_code',
  status: 'o.status',
  createdAt: 'o.created_at',
  decidedAt: 'o.decided_at',
};

/** The paged lists; `status` fixed to pending for the approval queue (oldest first by default). */
@QueryHandler(GetOrganizationPage)
export class GetOrganizationPageHandler implements IQueryHandler<GetOrganizationPage> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ actor, query, status: fixedStatus }: GetOrganizationPage): Promise<OrganizationListPage> {
    assertStaff(actor);
    const filters = new Filters()
      .equals('o.status', fixedStatus ?? query.status)
      .contains('o.email', query.email)
      .contains('o.name', query.organizationName)
      .contains(`replace(o.contact_number, '-', '')`, query.contactNumber?.replace(/-/g, ''));
    const page = await pagedList<RowWithoutCountry>(this.dataSource, query, {
      select: ROW,
      from: 'organizations.organizations o',
      filters,
      // Newest first; the approval queue oldest first.
      sort: { keys: SORT_KEYS, default: fixedStatus ? 'o.created_at ASC' : 'o.created_at DESC', tiebreaker: 'o.id' },
    });
    return mapPage(page, withCountry);
  }
}
