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

describe('DocumentEInvoiceChip', () => {
  it("shows a note's e-invoice state, linking to its record on /e-invoice-submission", async () => {
    apiServer.answer('GET', 'bo/EInvoice/GetCreditNoteSubmitLog', { body: { eInvoice, attempts: [] } });
    await renderWithApp(<DocumentEInvoiceChip documentNo="CN-2026-000001" note />, { namespaces: ['e-invoices'] });
    const chip = await screen.findByTestId('document-einvoice');
    expect(chip).toHaveAttribute('data-state', 'SUBMITTED');
    expect(screen.getByRole('link', { name: 'Open the e-invoice of CN-2026-000001' })).toHaveAttribute(
      'href',
      `/e-invoice-submission?id=${eInvoice.eInvoiceId}`,
    );
    expect(apiServer.last('GET', 'bo/EInvoice/GetCreditNoteSubmitLog').query.get('creditNoteNo')).toBe('CN-2026-000001');
  });

  it('shows nothing for a document with no e-invoice of its own (the API answers 404)', async () => {
    apiServer.answer('GET', 'bo/EInvoice/GetTaxInvoiceSubmitLog', {
      status: 404,
      body: { code: 'EINVOICE_NOT_FOUND', message: 'No such e-invoice.' },
    });
    await renderWithApp(<DocumentEInvoiceChip documentNo="INV-2026-000009" note={false} />, { namespaces: ['e-invoices'] });
    await waitFor(() => expect(apiServer.seen('GET', 'bo/EInvoice/GetTaxInvoiceSubmitLog')).toHaveLength(1));
    expect(screen.queryByTestId('document-einvoice')).toBeNull();
  });

  it('asks nothing for a user without e-invoices.view', async () => {
    const before = apiServer.seen('GET', 'bo/EInvoice/GetTaxInvoiceSubmitLog').length;
    await renderWithApp(<DocumentEInvoiceChip documentNo="INV-2026-000010" note={false} />, {
      namespaces: ['e-invoices'],
      permissions: ['invoices.view'],
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(apiServer.seen('GET', 'bo/EInvoice/GetTaxInvoiceSubmitLog')).toHaveLength(before);
    expect(screen.queryByTestId('document-einvoice')).toBeNull();
  });
});
