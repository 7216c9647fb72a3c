import type { OrganizationListRow } from '@bo/shared';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { assertStaff } from '../../../../core/auth/tenancy';
import { ROW, type RowWithoutCountry, withCountry } from '../organization-rows';
import { GetOrganizationList } from './get-organization-list.query';

/** organizationList: every organization by name (staff). */
@QueryHandler(GetOrganizationList)
export class GetOrganizationListHandler implements IQueryHandler<GetOrganizationList> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ actor }: GetOrganizationList): Promise<OrganizationListRow[]> {
    assertStaff(actor);
    const rows = (await this.dataSource.query(
      `SELECT ${ROW} FROM organizations.organizations o ORDER BY lower(o.name), o.id`,
    )) as RowWithoutCountry[];
    return rows.map(withCountry);
  }
}
