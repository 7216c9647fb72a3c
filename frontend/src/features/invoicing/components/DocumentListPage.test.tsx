import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FinanceDocumentListItem } from '@bo/shared';
import { apiServer } from '../../../test/api-server';
import { renderWithApp } from '../../../test/render';
import { ManageCreditNotePage, ManageInvoicePage } from './screens';

const item = (n: number, changes: Partial<FinanceDocumentListItem> = {}): FinanceDocumentListItem => ({
  documentId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  kind: 'INVOICE',
  status: 'ISSUED',
  documentNo: `INV-2026-${String(n).padStart(6, '0')}`,
  documentDate: '2026-10-05',
  dueDate: '2026-11-04',
  currencyCode: 'MYR',
  organizationId: null,
  organizationName: null,
  buyerName: 'Walk-in guest',
  category: 'HOTEL',
  bookingReference: null,
  tourCode: null,
  guestName: null,
  invoiceNo: null,
  amount: null,
  outstanding: 25_050,
  paymentStatus: 'PARTLY_PAID',
  issuedAt: '2026-10-05T02:00:00.000Z',
  updatedAt: '2026-10-05T02:00:00.000Z',
  total: 59_100,
  ...changes,
});
const page = (
  items: FinanceDocumentListItem[],
  totals = [{ currencyCode: 'MYR', total: 118_200, outstanding: 25_050, count: 2 }],
) => ({
  body: { items, total: items.length, pageSize: 10, curPageIndex: 1, totals },
});

describe('the finance documents list', () => {
  it('shows each invoice with its number, status and payment chips, and the totals of every match per currency', async () => {
    apiServer.answer('GET', 'finance/invoice/getall', () =>
      page([item(1), item(2, { documentNo: null, status: 'DRAFT', paymentStatus: null, outstanding: null })]),
    );
    await renderWithApp(<ManageInvoicePage />, { namespaces: ['invoicing'] });
    const table = await screen.findByTestId('document-table');
    await within(table).findByText('INV-2026-000001', {}, { timeout: 5000 });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]).getByText('INV-2026-000001')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Partly paid')).toBeInTheDocument();
    expect(within(rows[1]).getByText('MYR 250.50')).toBeInTheDocument();
    // A draft has no number yet, and no payment state.
    expect(within(rows[2]).getByText('Draft (no number yet)')).toBeInTheDocument();
    expect(within(rows[2]).queryByText('Not paid')).toBeNull();
    expect(screen.getByTestId('list-total-MYR')).toHaveTextContent('2 documents: MYR 1,182.00, outstanding MYR 250.50');
    // The kind's own call, with the list's query and without the screen's `kind`.
    const query = apiServer.last('GET', 'finance/invoice/getall').query;
    expect(query.get('kind')).toBeNull();
    expect(query.get('sortKey')).toBe('updatedAt');
  });

  it('asks the notes list by POST with the query as its body, and shows the invoice each corrects', async () => {
    apiServer.answer('POST', 'finance/note/credit/getall', () =>
      page(
        [item(1, { kind: 'CREDIT_NOTE', documentNo: 'CN-2026-000001', invoiceNo: 'INV-2026-000007', paymentStatus: null })],
        [],
      ),
    );
    await renderWithApp(<ManageCreditNotePage />, { namespaces: ['invoicing'] });
    expect(await screen.findByText('CN-2026-000001', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('INV-2026-000007')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Credit notes' })).toBeInTheDocument();
    expect(apiServer.last('POST', 'finance/note/credit/getall').body).toMatchObject({ pageSize: 10, curPageIndex: 1 });
    expect(screen.queryByTestId('list-totals')).toBeNull();
  });
});
