import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { assertInScope } from '../../../../core/auth/tenancy';
import { AppError } from '../../../../core/errors/app-error';
import { StorageService } from '../../../../core/storage/storage.service';
import { SendOrganizationDocument } from './send-organization-document.query';

/** A current or replaced document of the organization, streamed only to its own users and the provider's staff. */
@QueryHandler(SendOrganizationDocument)
export class SendOrganizationDocumentHandler implements IQueryHandler<SendOrganizationDocument> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly storage: StorageService,
  ) {}

  async execute({ actor, organizationId, documentId, res }: SendOrganizationDocument): Promise<void> {
    assertInScope(actor, organizationId);
    const [doc] = (await this.dataSource.query(
      `SELECT file_id FROM organizations.documents WHERE id = $1 AND organization_id = $2`,
      [documentId, organizationId],
    )) as { file_id: string }[];
    if (!doc) throw new AppError('RECORD_NOT_FOUND');
    await this.storage.send(res, doc.file_id);
  }
}
