import { Module } from '@nestjs/common';
import { OrganizationDirectoryModule } from '../organizations';
import { DataExtractionSource } from './exports/data-extraction.source';
import { DocumentsReportSource } from './exports/documents-report.source';
import { SendOverdueRemindersJob } from './jobs/send-overdue-reminders.job';
import { EINVOICE_FLOW_PROVIDERS } from './einvoice-flow';
import {
  CheckEInvoicesJob,
  ConsolidateB2cSalesJob,
  PollEInvoiceSubmissionJob,
  SubmitEInvoicesJob,
} from './einvoice-flow/einvoice-jobs';

/**
 * Finance in the worker process: its jobs (e-invoice submission, polling, the scheduled check and
 * the monthly consolidation; overdue reminders; the export sources core's RunExportJob finds by
 * @ExportSourceProvider) and what they need (billing details through OrganizationDirectory);
 * never the API module.
 */
@Module({
  imports: [OrganizationDirectoryModule],
  providers: [
    ...EINVOICE_FLOW_PROVIDERS,
    SubmitEInvoicesJob,
    PollEInvoiceSubmissionJob,
    CheckEInvoicesJob,
    ConsolidateB2cSalesJob,
    SendOverdueRemindersJob,
    DocumentsReportSource,
    DataExtractionSource,
  ],
})
export class FinanceWorkerModule {}
