import type { OrganizationListRow } from '@bo/shared';
import { findCountry } from '../../settings';

/**
 * What the organizations' list, page and details handlers share: the columns of one row of the
 * read model `organizations.organizations` (with its current documents counted) and the country's
 * name added from the settings' country list.
 */
export const ROW = `
  o.id AS "organizationId", o.code AS "organizationCode", o.name AS "organizationName",
  o.organization_type AS "organizationType", o.registration_number AS "registrationNumber", o.email,
  o.contact_number AS "contactNumber", o.country_code AS "countryCode", o.state, o.status,
  (SELECT count(*)::int FROM organizations.documents d WHERE d.organization_id = o.id AND d.replaced_at IS NULL) AS "documentCount",
  to_json(o.created_at) #>> '{}' AS "createdAt", to_json(o.decided_at) #>> '{}' AS "decidedAt"`;

export type RowWithoutCountry = Omit<OrganizationListRow, 'country'>;
export const withCountry = <T extends RowWithoutCountry>(row: T) => ({
  ...row,
  country: row.countryCode ? (findCountry(row.countryCode)?.country ?? row.countryCode) : null,
});
