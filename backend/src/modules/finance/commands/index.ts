import { DeactivateCategoryHandler } from './deactivate-category/deactivate-category.handler';
import { DeactivateDocumentHandler } from './deactivate-document/deactivate-document.handler';
import { IssueDocumentHandler } from './issue-document/issue-document.handler';
import { RequestDocumentPdfHandler } from './request-document-pdf/request-document-pdf.handler';
import { SaveDocumentHandler } from './save-document/save-document.handler';
import { SendDocumentEmailHandler } from './send-document-email/send-document-email.handler';
import { SetPeriodLockHandler } from './set-period-lock/set-period-lock.handler';

/** Every command handler of the context, for its module's providers. */
export const FINANCE_COMMAND_HANDLERS = [
  SaveDocumentHandler,
  IssueDocumentHandler,
  DeactivateDocumentHandler,
  DeactivateCategoryHandler,
  SetPeriodLockHandler,
  RequestDocumentPdfHandler,
  SendDocumentEmailHandler,
];
