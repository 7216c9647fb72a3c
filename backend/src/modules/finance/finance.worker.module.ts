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
import { FinanceDocumentFiles } from './files/finance-document-files.service';
import { MakeDocumentPdfJob } from './jobs/make-document-pdf.job';
import { EInvoiceRecordStamp } from './einvoice-flow/einvoice-record-stamp';
import { EInvoiceStamp } from './ports/einvoice-stamp.port';

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
    // Documents' PDFs, stamped from the e-invoice record once Valid.
    MakeDocumentPdfJob,
    FinanceDocumentFiles,
    { provide: EInvoiceStamp, useClass: EInvoiceRecordStamp },
  ],
})
export class FinanceWorkerModule {}
