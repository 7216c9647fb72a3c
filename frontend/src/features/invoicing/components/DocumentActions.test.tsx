import type { ReactElement } from 'react';
import { Notifications } from '@mantine/notifications';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FinanceDocumentListItem } from '@bo/shared';
import { apiServer } from '../../../test/api-server';
import { renderWithApp } from '../../../test/render';
import { ManageInvoicePage } from './screens';

const withToasts = (ui: ReactElement) => (
  <>
    <Notifications />
    {ui}
  </>
);
const issued: FinanceDocumentListItem = {
  documentId: '00000000-0000-4000-8000-000000000007',
  kind: 'INVOICE',
  status: 'ISSUED',
  documentNo: 'INV-2026-000007',
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
  outstanding: 59_100,
  paymentStatus: 'NOT_PAID',
  issuedAt: '2026-10-05T02:00:00.000Z',
  updatedAt: '2026-10-05T02:00:00.000Z',
  total: 59_100,
};
const answerList = () =>
  apiServer.answer('GET', 'finance/invoice/getall', () => ({
    body: { items: [issued], total: 1, pageSize: 10, curPageIndex: 1, totals: [] },
  }));

async function openActions(user: Awaited<ReturnType<typeof renderWithApp>>['user']) {
  await screen.findByText('INV-2026-000007', {}, { timeout: 5000 });
  await user.click(screen.getByRole('button', { name: /INV-2026-000007/ }));
  return screen.getByRole('menu');
}

describe('invoice row actions', () => {
  it('e-mails an issued invoice to the buyer (the address left empty) and says where it went', async () => {
    answerList();
    apiServer.answer('GET', 'finance/period-lock', () => ({ body: { lockedThrough: null, updatedAt: null, updatedBy: null } }));
    apiServer.answer('POST', 'bo/General/sendInvoiceEmail', (request) => ({
      body: {
        code: 'DOCUMENT_EMAIL_QUEUED',
        message: 'The document will be e-mailed to billing@reef.example with its PDF attached.',
        documentId: (request.body as { documentId: string }).documentId,
        email: 'billing@reef.example',
      },
    }));
    const { user } = await renderWithApp(withToasts(<ManageInvoicePage />), { namespaces: ['invoicing'] });
    const menu = await openActions(user);
    await user.click(within(menu).getByRole('menuitem', { name: 'E-mail' }));
    const form = await screen.findByTestId('email-form');
    expect(within(form).getByLabelText('E-mail address')).toHaveValue('');
    await user.click(within(form).getByRole('button', { name: 'Send e-mail' }));
    await screen.findByText('The document will be e-mailed to billing@reef.example with its PDF attached.');
    expect(apiServer.last('POST', 'bo/General/sendInvoiceEmail').body).toEqual({ documentId: issued.documentId });
  });

  it('sends the address and language chosen', async () => {
    answerList();
    apiServer.answer('GET', 'finance/period-lock', () => ({ body: { lockedThrough: null, updatedAt: null, updatedBy: null } }));
    apiServer.answer('POST', 'bo/General/sendInvoiceEmail', () => ({
      body: { code: 'DOCUMENT_EMAIL_QUEUED', message: 'Queued.', documentId: issued.documentId, email: 'ali@example.com' },
    }));
    const { user } = await renderWithApp(withToasts(<ManageInvoicePage />), { namespaces: ['invoicing'] });
    const menu = await openActions(user);
    await user.click(within(menu).getByRole('menuitem', { name: 'E-mail' }));
    const form = await screen.findByTestId('email-form');
    await user.type(within(form).getByLabelText('E-mail address'), 'ali@example.com');
    await user.click(
      within(form)
        .getAllByLabelText(/^Language/)
        .find((el) => el.tagName === 'INPUT')!,
    );
    await user.click(await screen.findByRole('option', { name: 'Bahasa Malaysia' }));
    await user.click(within(form).getByRole('button', { name: 'Send e-mail' }));
    await screen.findByText('Queued.');
    expect(apiServer.last('POST', 'bo/General/sendInvoiceEmail').body).toEqual({
      documentId: issued.documentId,
      email: 'ali@example.com',
      language: 'ms',
    });
  });

  it('an agency user (invoices.view only) may open, download and e-mail, but create, issue, deactivate or note nothing', async () => {
    answerList();
    const { user } = await renderWithApp(<ManageInvoicePage />, {
      namespaces: ['invoicing'],
      permissions: ['invoices.view'],
    });
    const menu = await openActions(user);
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Open', 'Download PDF', 'E-mail']);
    expect(screen.queryByTestId('create-document')).toBeNull();
  });
});
