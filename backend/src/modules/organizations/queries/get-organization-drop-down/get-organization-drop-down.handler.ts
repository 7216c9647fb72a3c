import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { GetOrganizationDropDown } from './get-organization-drop-down.query';

/** Approved organizations as options; an agency user sees only its own. */
@QueryHandler(GetOrganizationDropDown)
export class GetOrganizationDropDownHandler implements IQueryHandler<GetOrganizationDropDown> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ actor }: GetOrganizationDropDown) {
    return (await this.dataSource.query(
      `SELECT id AS value, name AS label, code FROM organizations.organizations
        WHERE status = 'approved' AND ($1::uuid IS NULL OR id = $1::uuid) ORDER BY lower(name), id`,
      [actor.organizationId],
    )) as { value: string; label: string; code: string }[];
  }
}
