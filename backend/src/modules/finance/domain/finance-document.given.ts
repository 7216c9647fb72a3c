import { type InvoiceFields, invoiceFieldsSchema } from '@bo/shared';
import { aggregateScenarios } from '../../../core/event-store/testing/given-when-then';
import { documentContent } from '../commands/document-content';
import { type Assigned, decide, financeDocument, type FinanceDocumentCommand } from './finance-document';

/**
 * Fixtures for the finance handlers' decision specs: given the events earlier commands decided /
 * when the command a handler sends / then the events or the refusal's code. The number an issue
 * gets is the option (the write path takes it from the sequence).
 */
export const { givenCommands: given } = aggregateScenarios(financeDocument, decide, (): Assigned | null => ({
  documentNo: 'INV-2026-000001',
  issuedAt: '2026-12-03T02:00:00.000Z',
}));

export const DOC_ID = '22222222-2222-4222-8222-222222222222';
export const invoiceFields: InvoiceFields = invoiceFieldsSchema.parse({
  documentDate: '2026-12-03',
  currencyCode: 'MYR',
  category: 'HOTEL',
  guestName: 'Siti Aminah',
  revenueLines: [{ salesType: 'HOTEL', description: 'Deluxe room, 2 nights', pax: 2, unitPrice: 25_000, taxType: 'SERVICE_TAX' }],
  costLines: [{ expenses: 'Hotel cost', unit: 2, unitPrice: 20_000 }],
});
export const content = (fields: InvoiceFields = invoiceFields) =>
  documentContent('INVOICE', fields, { organizationName: null, invoiceId: null, invoiceIds: {}, language: 'en' });

export const draft = (issue = false): FinanceDocumentCommand => ({
  type: 'Draft',
  documentId: DOC_ID,
  kind: 'INVOICE',
  content: content(),
  source: null,
  issue,
});
export const issue: FinanceDocumentCommand = { type: 'Issue' };
export const deactivate = (reason = 'Entered twice'): FinanceDocumentCommand => ({ type: 'Deactivate', reason });
export const revise = (fields: Partial<InvoiceFields> = {}, issueToo = false): FinanceDocumentCommand => ({
  type: 'Revise',
  content: content({ ...invoiceFields, ...fields }),
  issue: issueToo,
});
