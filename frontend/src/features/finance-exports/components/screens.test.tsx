import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { previousMonth } from '../../../ui/export-runs';
import { apiServer } from '../../../test/api-server';
import { renderWithApp } from '../../../test/render';
import { DataExtractionPage, ReportsGenerationPage } from './screens';

const RUNS = 'bo/Export/runs';
const started = (kind: string, params: unknown) => ({
  status: 202,
  body: {
    runId: '00000000-0000-4000-8000-000000000001',
    kind,
    status: 'QUEUED',
    progress: 0,
    params,
    fileName: null,
    sizeBytes: null,
    error: null,
    createdAt: '2026-04-02T01:00:00.000Z',
    finishedAt: null,
  },
});

describe('the finance export screens', () => {
  it('starts a documents report of the previous month, every kind, as a workbook, and lists the new run', async () => {
    let runs: unknown[] = [];
    apiServer.answer('GET', RUNS, () => ({ body: runs }));
    apiServer.answer('POST', 'finance/invoice/generatereport', ({ body }) => {
      const answer = started('finance.documents-report', body);
      runs = [{ ...answer.body, status: 'DONE', progress: 100, fileName: 'documents.xlsx', sizeBytes: 10 }];
      return answer;
    });
    const { user } = await renderWithApp(<ReportsGenerationPage />, { namespaces: ['finance-exports'] });
    expect(await screen.findByRole('heading', { name: 'Reports generation' })).toBeInTheDocument();
    expect(await screen.findByText('No exports yet.', { exact: false }, { timeout: 5000 })).toBeInTheDocument();
    expect(apiServer.last('GET', RUNS).query.get('kind')).toBe('finance.documents-report');
    // Both screens are reachable from each other.
    expect(screen.getByRole('link', { name: 'Data extraction' })).toHaveAttribute('href', '/invoicing/manage-data-extraction');
    expect(screen.getByRole('link', { name: 'Reports generation' })).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByTestId('export-start'));
    await waitFor(() => expect(apiServer.seen('POST', 'finance/invoice/generatereport')).toHaveLength(1));
    const [dateFrom, dateTo] = previousMonth();
    expect(apiServer.last('POST', 'finance/invoice/generatereport').body).toEqual({
      kinds: ['INVOICE', 'CREDIT_NOTE', 'DEBIT_NOTE', 'RECEIPT'],
      dateFrom,
      dateTo,
      format: 'xlsx',
    });
    // The list is asked again for the new run.
    const table = await screen.findByTestId('export-runs');
    expect(await within(table).findByText('documents.xlsx', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(within(table).getByText(/All documents · any status · XLSX/)).toBeInTheDocument();
  });

  it('refuses no document kind at its field without asking the API, and shows the API’s refusal of the period at the period', async () => {
    apiServer.answer('GET', RUNS, { body: [] });
    apiServer.answer('POST', 'finance/extraction', {
      status: 400,
      body: {
        code: 'VALIDATION_FAILED',
        message: 'Please check the highlighted fields.',
        details: { fields: [{ path: 'dateTo', code: 'DATE_RANGE_TOO_LONG', message: 'The period is longer than 366 days.' }] },
      },
    });
    const { user } = await renderWithApp(<DataExtractionPage />, { namespaces: ['finance-exports'] });
    expect(await screen.findByRole('heading', { name: 'Data extraction' })).toBeInTheDocument();
    const kinds = screen.getByTestId('export-field-kinds');
    for (let i = 0; i < 4; i += 1) await user.type(kinds, '{backspace}');
    await user.click(screen.getByTestId('export-start'));
    await waitFor(() => expect(kinds).toBeInvalid());
    expect(apiServer.seen('POST', 'finance/extraction')).toHaveLength(0);

    await user.click(kinds);
    await user.click(await screen.findByRole('option', { name: 'Invoice' }));
    await user.click(screen.getByTestId('export-start'));
    await waitFor(() => expect(apiServer.seen('POST', 'finance/extraction')).toHaveLength(1));
    expect(apiServer.last('POST', 'finance/extraction').body).toMatchObject({ kinds: ['INVOICE'], format: 'csv' });
    const period = screen.getByTestId('export-field-dateFrom');
    await waitFor(() => expect(period).toHaveAccessibleDescription(expect.stringContaining('longer than 366 days')));
  });
});
