import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { OrganizationQueriesService } from '../../services/organization-queries.service';
import { SendOrganizationDocument } from './send-organization-document.query';

@QueryHandler(SendOrganizationDocument)
export class SendOrganizationDocumentHandler implements IQueryHandler<SendOrganizationDocument> {
  constructor(private readonly readModel: OrganizationQueriesService) {}

  execute({ actor, organizationId, documentId, res }: SendOrganizationDocument) {
    return this.readModel.sendDocument(actor, organizationId, documentId, res);
  }
}
