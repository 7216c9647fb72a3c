import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ORGANIZATION_DOCUMENTS_MAX } from '@bo/shared';
import { targetOrganization } from '../../../../core/auth/tenancy';
import { UnitOfWork } from '../../../../core/database/unit-of-work';
import { AppError } from '../../../../core/errors/app-error';
import { actionResult } from '../../../../core/http/action-result';
import type { OrganizationCommand } from '../../domain/organization';
import { OrganizationWriter } from '../organization-writer.service';
import { UpdateSupportingDocuments } from './update-supporting-documents.command';

@CommandHandler(UpdateSupportingDocuments)
export class UpdateSupportingDocumentsHandler implements ICommandHandler<UpdateSupportingDocuments> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly writer: OrganizationWriter,
  ) {}

  async execute({ actor, body, files }: UpdateSupportingDocuments) {
    const organizationId = targetOrganization(actor, body.organizationId);
    if (body.documentId ? files.length !== 1 : files.length === 0) {
      throw new AppError('DOCUMENT_COUNT_INVALID', { min: 1, max: body.documentId ? 1 : ORGANIZATION_DOCUMENTS_MAX });
    }
    const documentIds = await this.uow.run(async (manager) => {
      // Existence and tenancy first: no file is stored for an organization the caller may not touch.
      await this.writer.requireExisting(manager, organizationId);
      const documents = await this.writer.saveDocuments(manager, organizationId, files, actor.userId);
      const command: OrganizationCommand = body.documentId
        ? { type: 'ReplaceDocument', replacedDocumentId: body.documentId, document: documents[0]! }
        : { type: 'AddDocuments', documents };
      await this.writer.execute(manager, organizationId, command);
      return documents.map((d) => d.documentId);
    });
    return { ...actionResult('SUPPORTING_DOCUMENT_UPDATED'), documentIds };
  }
}
