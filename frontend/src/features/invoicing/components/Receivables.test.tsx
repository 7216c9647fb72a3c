import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Notifications } from '@mantine/notifications';
import { describe, expect, it } from 'vitest';
import type { Aging, FinanceDocumentListItem } from '@bo/shared';
import { apiServer } from '../../../test/api-server';
import { renderWithApp } from '../../../test/render';
import { AgingTable } from './ReceivablesPanel';
import { PeriodLockControl } from './PeriodLockControl';
import { ReceivablesTab } from '../index';

/** The screen with the app's toasts beside it (app/Overlays.tsx mounts them in the app). */
const withToasts = (ui: ReactElement) => (
  <>
    <Notifications />
    {ui}
  </>
);

const ORG = '00000000-0000-4000-8000-0000000000aa';
const aging: Aging = {
  asOf: '2026-12-03',
  rows: [
    {
      organizationId: ORG,
      organizationName: 'Redang Reef Travel',
      currencyCode: 'MYR',
      current0to30: 60_000,
      days31to60: 25_050,
      days61to90: 0,
      over90: 14_950,
      total: 100_000,
      invoices: 3,
    },
    {
      organizationId: ORG,
      organizationName: 'Redang Reef Travel',
      currencyCode: 'USD',
      current0to30: 0,
      days31to60: 0,
      days61to90: 5_000,
      over90: 0,
      total: 5_000,
      invoices: 1,
    },
  ],
};

describe('receivables', () => {
  it('shows each currency as a row of its buckets, and a bar whose sections are the buckets owed', async () => {
    await renderWithApp(<AgingTable aging={aging} />, { namespaces: ['invoicing'] });
    const table = screen.getByTestId('aging-table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Currency', '0–30 days', '31–60 days', '61–90 days', 'Over 90 days', 'Total', 'Invoices']);
    const myr = within(table).getAllByRole('row')[1];
    expect(
      within(myr)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['MYR', 'MYR 600.00', 'MYR 250.50', 'MYR 0.00', 'MYR 149.50', 'MYR 1,000.00', '3']);
    // The bar has a section per bucket owed (none for 61-90 days), sized by its share.
    const bar = screen.getByTestId('aging-bar-MYR');
    const sections = [...bar.querySelectorAll('[data-bucket]')];
    expect(sections.map((s) => s.getAttribute('data-bucket'))).toEqual(['current0to30', 'days31to60', 'over90']);
    expect(sections.map((s) => s.getAttribute('aria-label'))).toEqual([
      '0–30 days: MYR 600.00',
      '31–60 days: MYR 250.50',
      'Over 90 days: MYR 149.50',
    ]);
    expect(screen.getByTestId('aging-bar-USD').querySelectorAll('[data-bucket]')).toHaveLength(1);
  });

  it('on the profile tab: asks the aging of the organization as of today, lists its open invoices linked to each, and its statement', async () => {
    apiServer.answer('GET', 'finance/receivables/aging', () => ({ body: aging }));
    const open = (n: number, paymentStatus: 'NOT_PAID' | 'PARTLY_PAID', dueDate: string): FinanceDocumentListItem => ({
      documentId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
      kind: 'INVOICE',
      status: 'ISSUED',
      documentNo: `INV-2026-${String(n).padStart(6, '0')}`,
      documentDate: '2026-10-01',
      dueDate,
      currencyCode: 'MYR',
      organizationId: ORG,
      organizationName: 'Redang Reef Travel',
      buyerName: null,
      category: 'HOTEL',
      bookingReference: null,
      tourCode: null,
      guestName: null,
      invoiceNo: null,
      amount: null,
      outstanding: paymentStatus === 'NOT_PAID' ? 60_000 : 25_050,
      paymentStatus,
      issuedAt: '2026-10-01T02:00:00.000Z',
      updatedAt: '2026-10-01T02:00:00.000Z',
      total: 60_000,
    });
    apiServer.answer('GET', 'finance/invoice/getall', (request) => {
      const items =
        request.query.get('paymentStatus') === 'NOT_PAID'
          ? [open(2, 'NOT_PAID', '2026-11-30')]
          : [open(1, 'PARTLY_PAID', '2026-10-31')];
      return { body: { items, total: 1, pageSize: 50, curPageIndex: 1, totals: [] } };
    });
    apiServer.answer('GET', 'finance/receivables/statement', (request) => ({
      body: {
        organizationId: ORG,
        organizationName: 'Redang Reef Travel',
        currencyCode: request.query.get('currencyCode'),
        from: request.query.get('from'),
        to: request.query.get('to'),
        openingBalance: 10_000,
        rows: [
          {
            documentDate: '2026-11-05',
            documentNo: 'INV-2026-000002',
            kind: 'INVOICE',
            description: null,
            debit: 60_000,
            credit: 0,
            balance: 70_000,
          },
          {
            documentDate: '2026-11-20',
            documentNo: 'RCT-2026-000001',
            kind: 'RECEIPT',
            description: 'Cash',
            debit: 0,
            credit: 30_000,
            balance: 40_000,
          },
        ],
        closingBalance: 40_000,
        aging: { current0to30: 40_000, days31to60: 0, days61to90: 0, over90: 0, total: 40_000 },
      },
    }));
    await renderWithApp(<ReceivablesTab organizationId={ORG} />);
    await within(await screen.findByTestId('aging-table', {}, { timeout: 5000 })).findByText('MYR 1,000.00');
    const agingQuery = apiServer.last('GET', 'finance/receivables/aging').query;
    expect(agingQuery.get('organizationId')).toBe(ORG);
    expect(agingQuery.get('asOf')).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    // Not paid and partly paid, oldest due first, each a link to the invoice.
    const openTable = screen.getByTestId('open-invoices');
    await within(openTable).findByText('INV-2026-000002');
    const links = within(openTable).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['INV-2026-000001', 'INV-2026-000002']);
    expect(links[0]).toHaveAttribute('href', expect.stringContaining('?id=00000000-0000-4000-8000-000000000001'));
    expect(within(openTable).getByText('Partly paid')).toBeInTheDocument();
    expect(apiServer.seen('GET', 'finance/invoice/getall').map((r) => r.query.get('organizationId'))).toEqual([ORG, ORG]);

    // The statement in the aging's first currency, the last month by default: the running balance.
    const statement = screen.getByTestId('statement-table');
    await within(statement).findByText('RCT-2026-000001');
    expect(screen.getByTestId('statement-opening')).toHaveTextContent('MYR 100.00');
    expect(screen.getByTestId('statement-closing')).toHaveTextContent('MYR 400.00');
    const rct = within(statement).getAllByRole('row')[2];
    expect(within(rct).getByText('MYR 300.00')).toBeInTheDocument();
    expect(within(rct).getByText('Receipt')).toBeInTheDocument();
    const sent = apiServer.last('GET', 'finance/receivables/statement').query;
    expect(sent.get('currencyCode')).toBe('MYR');
    expect(sent.get('from')! < sent.get('to')!).toBe(true);
  });

  it('says kindly that the statement PDF is not there yet when its route answers 404', async () => {
    apiServer.answer('GET', 'finance/receivables/aging', () => ({ body: { asOf: '2026-12-03', rows: [] } }));
    apiServer.answer('GET', 'finance/invoice/getall', () => ({
      body: { items: [], total: 0, pageSize: 50, curPageIndex: 1, totals: [] },
    }));
    apiServer.answer('GET', 'finance/receivables/statement', (request) => ({
      body: {
        organizationId: ORG,
        organizationName: null,
        currencyCode: 'MYR',
        from: request.query.get('from'),
        to: request.query.get('to'),
        openingBalance: 0,
        rows: [],
        closingBalance: 0,
        aging: { current0to30: 0, days31to60: 0, days61to90: 0, over90: 0, total: 0 },
      },
    }));
    const { user } = await renderWithApp(withToasts(<ReceivablesTab organizationId={ORG} />));
    await screen.findByTestId('statement-closing', {}, { timeout: 5000 });
    await user.click(screen.getByTestId('statement-pdf'));
    await screen.findByText("The statement's PDF is not available yet. Please try again later.");
    expect(apiServer.last('GET', 'finance/receivables/statement.pdf').query.get('organizationId')).toBe(ORG);
  });
});

describe('the period lock', () => {
  it('shows the closed month, and closes another only once the confirmation naming what it refuses is accepted', async () => {
    apiServer.answer('GET', 'finance/period-lock', () => ({
      body: { lockedThrough: '2026-09', updatedAt: '2026-10-01T00:00:00.000Z', updatedBy: 'finance' },
    }));
    apiServer.answer('POST', 'finance/period-lock', () => ({
      body: { code: 'PERIOD_LOCK_SAVED', message: 'The months through 2026-10 are closed.' },
    }));
    const { user } = await renderWithApp(withToasts(<PeriodLockControl />), { namespaces: ['invoicing'] });
    expect(await screen.findByTestId('period-lock-state', {}, { timeout: 5000 })).toHaveTextContent('Closed through: Sep 2026');
    await user.click(screen.getByTestId('period-lock-change'));
    // The month already closed cannot be chosen again.
    expect(screen.getByTestId('period-lock-next')).toBeDisabled();
    await user.click(screen.getByTestId('period-lock-month'));
    await user.click(await screen.findByRole('button', { name: 'Oct' }));
    await user.click(screen.getByTestId('period-lock-next'));
    const ask = screen.getByTestId('period-lock-confirm');
    expect(ask).toHaveTextContent('Close the months through Oct 2026?');
    expect(ask).toHaveTextContent(
      'Documents dated in or before this month can no longer be added, changed, issued or deactivated.',
    );
    expect(apiServer.seen('POST', 'finance/period-lock')).toHaveLength(0);
    await user.click(screen.getByTestId('period-lock-confirm-ok'));
    await screen.findByText('The months through 2026-10 are closed.');
    expect(apiServer.last('POST', 'finance/period-lock').body).toEqual({ lockedThrough: '2026-10' });
  });

  it('reopens every month (null) after its own confirmation; going back sends nothing', async () => {
    apiServer.answer('GET', 'finance/period-lock', () => ({
      body: { lockedThrough: '2026-09', updatedAt: null, updatedBy: null },
    }));
    apiServer.answer('POST', 'finance/period-lock', () => ({ body: { code: 'PERIOD_LOCK_SAVED', message: 'Saved.' } }));
    const { user } = await renderWithApp(withToasts(<PeriodLockControl />), { namespaces: ['invoicing'] });
    await user.click(await screen.findByTestId('period-lock-change', {}, { timeout: 5000 }));
    await user.click(screen.getByTestId('period-lock-reopen'));
    expect(screen.getByTestId('period-lock-confirm')).toHaveTextContent('Reopen every closed month?');
    await user.click(screen.getByTestId('period-lock-back'));
    expect(screen.getByTestId('period-lock-dialog')).toBeInTheDocument();
    await user.click(screen.getByTestId('period-lock-reopen'));
    await user.click(screen.getByTestId('period-lock-confirm-ok'));
    await screen.findByText('Saved.');
    expect(apiServer.seen('POST', 'finance/period-lock').map((r) => r.body)).toEqual([{ lockedThrough: null }]);
  });

  it('offers no change without invoices.approve', async () => {
    apiServer.answer('GET', 'finance/period-lock', () => ({ body: { lockedThrough: null, updatedAt: null, updatedBy: null } }));
    await renderWithApp(<PeriodLockControl />, { namespaces: ['invoicing'], permissions: ['invoices.view'] });
    expect(await screen.findByTestId('period-lock-state', {}, { timeout: 5000 })).toHaveTextContent('No month is closed');
    expect(screen.queryByTestId('period-lock-change')).toBeNull();
  });
});
