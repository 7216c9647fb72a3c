import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiServer } from '../../../test/api-server';
import { renderWithApp } from '../../../test/render';
import { DocumentEInvoiceChip } from './DocumentEInvoiceChip';

/* The invoicing view's chip: the document's e-invoice asked by its number (invoice or note call). */
const eInvoice = {
  eInvoiceId: '00000000-0000-4000-8000-0000000000e2',
  subject: 'CREDIT_NOTE',
  typeCode: '02',
  documentId: null,
  documentNo: 'CN-2026-000001',
  documentKind: 'CREDIT_NOTE',
  organizationId: null,
  buyerName: null,
  buyerTin: null,
  currencyCode: 'MYR',
  total: 5000,
  state: 'SUBMITTED',
  waitingFor: null,
  submissionUid: 'S',
  uuid: null,
  longId: null,
  validationUrl: null,
  validatedAt: null,
  documentHash: null,
  issues: [],
  attempts: 1,
  lastError: null,
  cancelReason: null,
  cancelledAt: null,
  rejectionReason: null,
  rejectionRequestedAt: null,
  period: null,
  coveredDocuments: null,
  createdAt: '2026-12-03T03:00:00.000Z',
  updatedAt: '2026-12-03T03:00:00.000Z',
};

const LIST = 'bo/EInvoice/list';
const page = (items: unknown[]) => ({ body: { items, total: items.length, pageSize: 10, curPageIndex: 1 } });

describe('DocumentEInvoiceChip', () => {
  it("shows a note's e-invoice state, linking to its record on /e-invoice-submission", async () => {
    // The search matches by "contains": the chip takes the document's own number only.
    apiServer.answer('GET', LIST, page([{ ...eInvoice, eInvoiceId: 'other', documentNo: 'CN-2026-0000010' }, eInvoice]));
    await renderWithApp(<DocumentEInvoiceChip documentNo="CN-2026-000001" kind="CREDIT_NOTE" />, { namespaces: ['e-invoices'] });
    const chip = await screen.findByTestId('document-einvoice');
    expect(chip).toHaveAttribute('data-state', 'SUBMITTED');
    expect(screen.getByRole('link', { name: 'Open the e-invoice of CN-2026-000001' })).toHaveAttribute(
      'href',
      `/e-invoice-submission?id=${eInvoice.eInvoiceId}`,
    );
    const sent = apiServer.last('GET', LIST).query;
    expect([sent.get('search'), sent.get('subject')]).toEqual(['CN-2026-000001', 'CREDIT_NOTE']);
  });

  it('shows nothing for a document with no e-invoice of its own (in the consolidated one)', async () => {
    apiServer.answer('GET', LIST, page([]));
    await renderWithApp(<DocumentEInvoiceChip documentNo="INV-2026-000009" kind="INVOICE" />, { namespaces: ['e-invoices'] });
    await waitFor(() => expect(apiServer.seen('GET', LIST)).toHaveLength(1));
    expect(screen.queryByTestId('document-einvoice')).toBeNull();
  });

  it('asks nothing for a user without e-invoices.view', async () => {
    const before = apiServer.seen('GET', LIST).length;
    await renderWithApp(<DocumentEInvoiceChip documentNo="INV-2026-000010" kind="INVOICE" />, {
      namespaces: ['e-invoices'],
      permissions: ['invoices.view'],
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(apiServer.seen('GET', LIST)).toHaveLength(before);
    expect(screen.queryByTestId('document-einvoice')).toBeNull();
  });
});
