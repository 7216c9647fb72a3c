import { GetAgingHandler } from './get-aging/get-aging.handler';
import { GetCategoriesHandler } from './get-categories/get-categories.handler';
import { GetDocumentPageHandler } from './get-document-page/get-document-page.handler';
import { GetDocumentHandler } from './get-document/get-document.handler';
import { GetPeriodLockHandler } from './get-period-lock/get-period-lock.handler';
import { GetStatementHandler } from './get-statement/get-statement.handler';
import { SendDocumentPdfHandler } from './send-document-pdf/send-document-pdf.handler';
import { SendStatementPdfHandler } from './send-statement-pdf/send-statement-pdf.handler';

/** Every query handler of the context, for its module's providers. */
export const FINANCE_QUERY_HANDLERS = [
  GetDocumentHandler,
  GetDocumentPageHandler,
  GetCategoriesHandler,
  GetPeriodLockHandler,
  GetAgingHandler,
  GetStatementHandler,
  SendDocumentPdfHandler,
  SendStatementPdfHandler,
];
