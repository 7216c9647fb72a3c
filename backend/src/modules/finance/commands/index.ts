import { DeactivateCategoryHandler } from './deactivate-category/deactivate-category.handler';
import { DeactivateDocumentHandler } from './deactivate-document/deactivate-document.handler';
import { IssueDocumentHandler } from './issue-document/issue-document.handler';
import { SaveDocumentHandler } from './save-document/save-document.handler';
import { SetPeriodLockHandler } from './set-period-lock/set-period-lock.handler';

/** Every command handler of the context, for its module's providers. */
export const FINANCE_COMMAND_HANDLERS = [
  SaveDocumentHandler,
  IssueDocumentHandler,
  DeactivateDocumentHandler,
  DeactivateCategoryHandler,
  SetPeriodLockHandler,
];
