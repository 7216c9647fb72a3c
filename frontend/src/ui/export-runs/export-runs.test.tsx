import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ExportRun } from '@bo/shared';
import { apiServer } from '../../test/api-server';
import { renderWithApp } from '../../test/render';
import { EXPORT_POLL_MS, newlyFinished, pollingIntervalOf, previousMonth, progressOf } from './export-runs';
import { ExportRunList } from './ExportRunList';

const RUNS = 'bo/Export/runs';
const run = (n: number, changes: Partial<ExportRun> = {}): ExportRun => ({
  runId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  kind: 'test.export',
  status: 'QUEUED',
  progress: 0,
  params: { dateFrom: '2026-03-01', dateTo: '2026-03-31', format: 'xlsx' },
  fileName: null,
  sizeBytes: null,
  error: null,
  createdAt: '2026-04-02T01:00:00.000Z',
  finishedAt: null,
  ...changes,
});

describe('export runs: what the download list makes of the answers', () => {
  it('asks again only while a run is queued or running', () => {
    expect(pollingIntervalOf(undefined)).toBe(0);
    expect(pollingIntervalOf([])).toBe(0);
    expect(pollingIntervalOf([run(1, { status: 'DONE' }), run(2, { status: 'FAILED' })])).toBe(0);
    expect(pollingIntervalOf([run(1, { status: 'DONE' }), run(2, { status: 'RUNNING' })])).toBe(EXPORT_POLL_MS);
    expect(pollingIntervalOf([run(1, { status: 'QUEUED' })])).toBe(EXPORT_POLL_MS);
  });

  it('reports a run once, when it goes from being made to finished', () => {
    const before = [run(1, { status: 'RUNNING' }), run(2, { status: 'DONE' }), run(3, { status: 'QUEUED' })];
    const now = [
      run(1, { status: 'DONE' }),
      run(2, { status: 'DONE' }),
      run(3, { status: 'RUNNING' }),
      run(4, { status: 'DONE' }),
    ];
    expect(newlyFinished(before, now).map((r) => r.runId)).toEqual([run(1).runId]);
    expect(newlyFinished(now, now)).toEqual([]);
    expect(newlyFinished(undefined, now)).toEqual([]);
  });

  it("shows a queued run at 0 and a running one at the worker's figure, within 0-100", () => {
    expect(progressOf({ status: 'QUEUED', progress: 30 })).toBe(0);
    expect(progressOf({ status: 'RUNNING', progress: 42 })).toBe(42);
    expect(progressOf({ status: 'RUNNING', progress: 140 })).toBe(100);
  });

  it("defaults to the previous calendar month on Kuala Lumpur's calendar", () => {
    // 1 March 00:30 in Kuala Lumpur is still 28 February in UTC: the previous month is February.
    expect(previousMonth(new Date('2026-02-28T16:30:00Z'))).toEqual(['2026-02-01', '2026-02-28']);
    expect(previousMonth(new Date('2026-01-15T04:00:00Z'))).toEqual(['2025-12-01', '2025-12-31']);
  });
});

describe('the download list', () => {
  it('polls while a run is made (its progress bar), then offers the file and stops asking', async () => {
    const answers = [
      [run(2, { status: 'RUNNING', progress: 40 }), run(1, { status: 'FAILED', error: 'No documents in the period.' })],
      [
        run(2, { status: 'DONE', progress: 100, fileName: 'documents-2026-03-01-2026-03-31.xlsx', sizeBytes: 2048 }),
        run(1, { status: 'FAILED', error: 'No documents in the period.' }),
      ],
    ];
    let asked = 0;
    apiServer.answer('GET', RUNS, () => ({ body: answers[Math.min(asked++, answers.length - 1)] }));
    await renderWithApp(<ExportRunList kind="test.export" describe={(params) => `${String(params.format)} export`} />);

    const table = await screen.findByTestId('export-runs');
    const progress = await within(table).findByTestId('export-run-progress', {}, { timeout: 5000 });
    expect(progress).toHaveAttribute('data-progress', '40');
    expect(within(table).getByText('40% done')).toBeInTheDocument();
    expect(within(table).getByText('Running')).toBeInTheDocument();
    expect(within(table).getByTestId('export-run-error')).toHaveTextContent('No documents in the period.');
    expect(within(table).getAllByText('xlsx export')).toHaveLength(2);
    expect(apiServer.last('GET', RUNS).query.get('kind')).toBe('test.export');

    // Asked again while running: now ready, with its file and a download button; no bar left.
    const download = await within(table).findByTestId('export-run-download', {}, { timeout: EXPORT_POLL_MS * 3 });
    expect(download).toHaveAccessibleName('Download documents-2026-03-01-2026-03-31.xlsx');
    expect(within(table).getByText('Ready')).toBeInTheDocument();
    expect(within(table).getByText('2.0 KB')).toBeInTheDocument();
    expect(within(table).queryByTestId('export-run-progress')).toBeNull();

    // Nothing is being made any more: no further asking.
    const seen = apiServer.seen('GET', RUNS).length;
    await new Promise((resolve) => setTimeout(resolve, EXPORT_POLL_MS * 1.5));
    expect(apiServer.seen('GET', RUNS)).toHaveLength(seen);
  });

  it('says so when there is no run yet', async () => {
    apiServer.answer('GET', RUNS, { body: [] });
    await renderWithApp(<ExportRunList kind="test.export" describe={() => ''} />);
    expect(await screen.findByTestId('table-empty', {}, { timeout: 5000 })).toHaveTextContent('No exports yet.');
    await waitFor(() => expect(apiServer.seen('GET', RUNS)).toHaveLength(1));
  });
});
