import { Module } from '@nestjs/common';
import { OrganizationDirectoryModule } from '../organizations';
import { InvoiceCallsController, NoteCallsController, ReceiptCallsController } from './api/finance-documents.controllers';
import { FinanceExportsController } from './api/finance-exports.controller';
import { GeneralFinanceController } from './api/general-finance.controller';
import { EInvoiceController } from './api/einvoice.controller';
import { DocumentFilesController } from './api/document-files.controller';
import { PeriodLockController } from './api/period-lock.controller';
import { ReceivablesController } from './api/receivables.controller';
import { FINANCE_COMMAND_HANDLERS } from './commands';
import { DocumentRules } from './commands/document-rules';
import { FinanceDocumentWriter } from './commands/finance-document-writer.service';
import { EINVOICE_FLOW_PROVIDERS } from './einvoice-flow';
import { EInvoiceCalls } from './einvoice-flow/einvoice-calls.service';
import { MyInvoisTaxpayerCheck } from './einvoice-flow/myinvois-taxpayer-check';
import { FINANCE_QUERY_HANDLERS } from './queries';
import { WhenBookingEventsMakeDocuments } from './reactions/when-booking-events-make-documents';
import { WhenDocumentIssuedPrepareEInvoice } from './reactions/when-document-issued-prepare-einvoice';
import { WhenEInvoiceChangedPushLive } from './reactions/when-einvoice-changed-push-live';
import { WhenEInvoiceValidRemakePdf } from './reactions/when-einvoice-valid-remake-pdf';
import { EbillingContactsModule } from './ebilling';
import { FinanceDocumentFiles } from './files/finance-document-files.service';
import { EInvoiceRecordStamp } from './einvoice-flow/einvoice-record-stamp';
import { EInvoiceStamp } from './ports/einvoice-stamp.port';
import { WhenDocumentChangedMakePdf } from './reactions/when-document-changed-make-pdf';

/**
 * Finance documents: invoices, credit and debit notes, receipts (event-sourced, stream
 * `finance-document-<id>`, inline read model), their gapless numbers, receivables, PDFs and
 * MyInvois e-invoices; see docs/finance.md.
 */
@Module({
  // Organizations: the buyer's name and billing details (OrganizationDirectory).
  imports: [OrganizationDirectoryModule, EbillingContactsModule],
  controllers: [
    InvoiceCallsController,
    NoteCallsController,
    ReceiptCallsController,
    PeriodLockController,
    ReceivablesController,
    GeneralFinanceController,
    FinanceExportsController,
    EInvoiceController,
    DocumentFilesController,
  ],
  providers: [
    DocumentRules,
    FinanceDocumentWriter,
    ...FINANCE_COMMAND_HANDLERS,
    ...FINANCE_QUERY_HANDLERS,
    // Invoices, receipts and credit notes from the bookings context's events.
    WhenBookingEventsMakeDocuments,
    // E-invoices: the record per issued document, the calls (cancel and refresh ask MyInvois directly), the live pushes.
    ...EINVOICE_FLOW_PROVIDERS,
    EInvoiceCalls,
    WhenDocumentIssuedPrepareEInvoice,
    WhenEInvoiceChangedPushLive,
    // A Valid e-invoice's stamp (QR, UUID) on the document's PDF.
    WhenEInvoiceValidRemakePdf,
    // E-billing contacts' TIN check, asked of MyInvois when it is configured.
    MyInvoisTaxpayerCheck,
    // PDFs: made by the worker on the documents' events; asked for, downloaded and e-mailed here.
    WhenDocumentChangedMakePdf,
    FinanceDocumentFiles,
    // The MyInvois stamp (QR, UUID) of a document whose e-invoice is Valid, from its record.
    { provide: EInvoiceStamp, useClass: EInvoiceRecordStamp },
  ],
})
export class FinanceModule {}
