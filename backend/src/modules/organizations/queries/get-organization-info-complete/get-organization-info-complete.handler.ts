import { MALAYSIA_COUNTRY_CODE } from '@bo/shared';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { assertInScope } from '../../../../core/auth/tenancy';
import { AppError } from '../../../../core/errors/app-error';
import { GetOrganizationInfoComplete } from './get-organization-info-complete.query';

/** Fields an organization must have before it is complete (isOrganizationInfoComplete). */
const REQUIRED_FIELDS = [
  ['organizationName', 'name'],
  ['registrationNumber', 'registration_number'],
  ['organizationType', 'organization_type'],
  ['email', 'email'],
  ['contactNumber', 'contact_number'],
  ['addressLine1', 'address_line1'],
  ['postcode', 'postcode'],
  ['city', 'city'],
  ['countryCode', 'country_code'],
] as const;

@QueryHandler(GetOrganizationInfoComplete)
export class GetOrganizationInfoCompleteHandler implements IQueryHandler<GetOrganizationInfoComplete> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ actor, organizationId }: GetOrganizationInfoComplete) {
    assertInScope(actor, organizationId);
    const [row] = (await this.dataSource.query(
      `SELECT o.*, (SELECT count(*)::int FROM organizations.documents d
                     WHERE d.organization_id = o.id AND d.replaced_at IS NULL) AS document_count
         FROM organizations.organizations o WHERE o.id = $1`,
      [organizationId],
    )) as (Record<string, unknown> & { document_count: number })[];
    if (!row) throw new AppError('RECORD_NOT_FOUND');
    const missing: string[] = REQUIRED_FIELDS.filter(([, column]) => !row[column]).map(([field]) => field);
    if (row.country_code === MALAYSIA_COUNTRY_CODE && !row.state) missing.push('state');
    if (row.document_count === 0) missing.push('documents');
    return { organizationId, complete: missing.length === 0, missing };
  }
}
