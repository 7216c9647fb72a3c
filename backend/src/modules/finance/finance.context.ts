import { MENU_CODES, type MenuFunction, SCREEN_PATHS } from '@bo/shared';
import { type ContextDefinition, type MenuGroup, type MenuSeed } from '../../core/wiring/context-definition';
import { FINANCE_CONFIG, type FinanceConfig } from './finance.config';
import {
  CHECK_EINVOICES_EVERY_MS,
  CheckEInvoices,
  CONSOLIDATE_EVERY_MS,
  ConsolidateB2cSales,
} from './einvoice-flow/einvoice-job-types';
import { FinanceModule } from './finance.module';
import { FinanceWorkerModule } from './finance.worker.module';
import { SEND_OVERDUE_REMINDERS_EVERY_MS, SendOverdueReminders } from './jobs/send-overdue-reminders.job';
import { InvoiceReminders1732240002240 } from './migrations/1732240002240-invoice-reminders';
import { Finance1732240002200 } from './migrations/1732240002200-finance';
import { FinanceBookingSales1732240002210 } from './migrations/1732240002210-finance-booking-sales';
import { EInvoices1732240002220 } from './migrations/1732240002220-einvoices';
import { EbillingContacts1732240002205 } from './migrations/1732240002205-ebilling-contacts';
import { FinanceDocumentFiles1732240002230 } from './migrations/1732240002230-document-files';

/** The navigation group of its screens. */
const FINANCE_GROUP: MenuGroup = ['Invoicing', 'Invois'];
const DOCUMENT_FUNCTIONS: MenuFunction[] = ['view', 'create', 'edit', 'approve'];

/** One finance screen's menu entry; `agencyReads`: agencies see their own organization's documents (the queries enforce it). */
const financeMenu = (
  code: MenuSeed['code'],
  [nameEn, nameMs]: [string, string],
  path: string,
  sortOrder: number,
  functions: MenuFunction[],
  agencyReads = false,
): MenuSeed => ({
  code,
  nameEn,
  nameMs,
  path,
  icon: 'file-invoice',
  group: FINANCE_GROUP,
  category: 'Finance',
  sortOrder,
  functions,
  grants: agencyReads ? { MERCHANT_ADMIN: ['view'], MERCHANT_USER: ['view'] } : {},
});

/** Finance documents, receivables and MyInvois e-invoices; see docs/finance.md. */
export const FINANCE: ContextDefinition<FinanceConfig> = {
  name: 'finance',
  module: FinanceModule,
  config: FINANCE_CONFIG,
  worker: FinanceWorkerModule,
  schedules: [
    {
      id: 'finance-overdue-reminders',
      job: SendOverdueReminders,
      everyMs: SEND_OVERDUE_REMINDERS_EVERY_MS,
      data: {},
      opts: { removeOnComplete: true },
    },
    { id: 'check-einvoices', job: CheckEInvoices, everyMs: CHECK_EINVOICES_EVERY_MS, data: {}, opts: { removeOnComplete: true } },
    {
      id: 'consolidate-b2c-einvoice',
      job: ConsolidateB2cSales,
      everyMs: CONSOLIDATE_EVERY_MS,
      data: {},
      opts: { removeOnComplete: true },
    },
  ],
  schemas: ['finance'],
  migrations: [
    Finance1732240002200,
    EbillingContacts1732240002205,
    FinanceBookingSales1732240002210,
    EInvoices1732240002220,
    FinanceDocumentFiles1732240002230,
    InvoiceReminders1732240002240,
  ],
  menus: [
    financeMenu(MENU_CODES.invoices, ['Manage Invoice', 'Urus Invois'], SCREEN_PATHS.manageInvoice, 40, DOCUMENT_FUNCTIONS, true),
    financeMenu(
      MENU_CODES.creditNotes,
      ['Manage Credit Note', 'Urus Nota Kredit'],
      SCREEN_PATHS.manageCreditNote,
      41,
      DOCUMENT_FUNCTIONS,
      true,
    ),
    financeMenu(
      MENU_CODES.debitNotes,
      ['Manage Debit Note', 'Urus Nota Debit'],
      SCREEN_PATHS.manageDebitNote,
      42,
      DOCUMENT_FUNCTIONS,
      true,
    ),
    financeMenu(MENU_CODES.receipts, ['Manage Receipt', 'Urus Resit'], SCREEN_PATHS.manageReceipt, 43, DOCUMENT_FUNCTIONS, true),
    financeMenu(MENU_CODES.financeReports, ['Reports Generation', 'Penjanaan Laporan'], SCREEN_PATHS.reportsGeneration, 44, [
      'view',
      'create',
    ]),
    financeMenu(MENU_CODES.eInvoices, ['E-Invoice Submission', 'Penghantaran E-Invois'], SCREEN_PATHS.eInvoiceSubmission, 46, [
      'view',
      'edit',
    ]),
    financeMenu(MENU_CODES.ebillingContacts, ['E-Billing Contacts', 'Kenalan E-Pengebilan'], SCREEN_PATHS.ebillingContacts, 47, [
      'view',
      'create',
      'edit',
      'delete',
    ]),
  ],
};
