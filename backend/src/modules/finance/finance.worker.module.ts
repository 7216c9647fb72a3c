import { Module } from '@nestjs/common';
import { OrganizationDirectoryModule } from '../organizations';
import { DataExtractionSource } from './exports/data-extraction.source';
import { DocumentsReportSource } from './exports/documents-report.source';
import { SendOverdueRemindersJob } from './jobs/send-overdue-reminders.job';

/**
 * Finance in the worker process: its jobs (documents' PDFs and e-mails, e-invoice submission and
 * polling, overdue reminders) and what they need; never the API module.
 */
@Module({
  imports: [OrganizationDirectoryModule],
  // The export sources are found by core's RunExportJob (@ExportSourceProvider).
  providers: [SendOverdueRemindersJob, DocumentsReportSource, DataExtractionSource],
})
export class FinanceWorkerModule {}
