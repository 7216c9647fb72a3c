import type { OrganizationDetails, OrganizationListRow } from '@bo/shared';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { assertInScope } from '../../../../core/auth/tenancy';
import { AppError } from '../../../../core/errors/app-error';
import { StorageService } from '../../../../core/storage/storage.service';
import { UserDirectory } from '../../../identity-access';
import { ROW, type RowWithoutCountry, withCountry } from '../organization-rows';
import { GetOrganizationDetails } from './get-organization-details.query';

const documentPath = (organizationId: string, documentId: string) => `/bo/Organization/${organizationId}/documents/${documentId}`;

/** One organization whole: profile, current documents, product rate codes and its users (Users tab). */
@QueryHandler(GetOrganizationDetails)
export class GetOrganizationDetailsHandler implements IQueryHandler<GetOrganizationDetails> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly storage: StorageService,
    private readonly users: UserDirectory,
  ) {}

  async execute({ actor, organizationId }: GetOrganizationDetails): Promise<OrganizationDetails> {
    assertInScope(actor, organizationId);
    const [row] = (await this.dataSource.query(
      `SELECT ${ROW}, o.contact_person_name AS "contactPersonName", o.address_line1 AS "addressLine1",
              o.address_line2 AS "addressLine2", o.postcode, o.city, o.default_currency AS "defaultCurrency",
              o.status_reason AS "statusReason", o.secret_key_hash IS NOT NULL AS "hasSecretKey",
              to_json(o.secret_key_reset_at) #>> '{}' AS "secretKeyResetAt", to_json(o.updated_at) #>> '{}' AS "updatedAt"
         FROM organizations.organizations o WHERE o.id = $1`,
      [organizationId],
    )) as (RowWithoutCountry &
      Omit<OrganizationDetails, keyof OrganizationListRow | 'documents' | 'productRateCodes' | 'users'>)[];
    if (!row) throw new AppError('RECORD_NOT_FOUND');
    const current = (await this.dataSource.query(
      `SELECT id AS "documentId", file_id AS "fileId", to_json(uploaded_at) #>> '{}' AS "uploadedAt"
         FROM organizations.documents WHERE organization_id = $1 AND replaced_at IS NULL ORDER BY seq`,
      [organizationId],
    )) as { documentId: string; fileId: string; uploadedAt: string }[];
    const files = await this.storage.describeMany(current.map((d) => d.fileId));
    const documents = current.map(({ documentId, fileId, uploadedAt }) => {
      const file = files.get(fileId)!;
      return { documentId, fileName: file.fileName, contentType: file.contentType, sizeBytes: file.sizeBytes, uploadedAt };
    });
    const productRateCodes = (await this.dataSource.query(
      `SELECT id AS "productRateCodeId", product_type AS "productType", rate_code AS "rateCode", description, active,
              to_json(updated_at) #>> '{}' AS "updatedAt"
         FROM organizations.product_rate_codes WHERE organization_id = $1 ORDER BY product_type, rate_code`,
      [organizationId],
    )) as OrganizationDetails['productRateCodes'];
    const users = await this.users.usersOf(this.dataSource.manager, organizationId);
    return {
      ...withCountry(row),
      documents: documents.map((d) => ({ ...d, downloadPath: documentPath(organizationId, d.documentId) })),
      productRateCodes,
      users,
    };
  }
}
