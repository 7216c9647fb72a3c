import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { assertStaff } from '../../../../core/auth/tenancy';
import { UnitOfWork } from '../../../../core/database/unit-of-work';
import { actionResult } from '../../../../core/http/action-result';
import { findDocument } from '../../queries/finance-document-rows';
import { KINDS_OF, toastOf } from '../document-families';
import { FinanceDocumentWriter } from '../finance-document-writer.service';
import { IssueDocument } from './issue-document.command';

@CommandHandler(IssueDocument)
export class IssueDocumentHandler implements ICommandHandler<IssueDocument> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly writer: FinanceDocumentWriter,
  ) {}

  async execute({ actor, family, documentId }: IssueDocument) {
    assertStaff(actor);
    return this.uow.run(async (manager) => {
      await this.writer.execute(manager, documentId, { type: 'Issue' }, KINDS_OF[family]);
      const document = await findDocument(manager, actor, KINDS_OF[family], { documentId });
      return { ...actionResult(toastOf(document.kind, 'ISSUED')), document };
    });
  }
}
