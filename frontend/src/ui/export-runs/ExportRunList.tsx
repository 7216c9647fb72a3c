import { useEffect, useRef, useState } from 'react';
import { Button, Progress, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { EXPORT_RUN_STATUS, labelOf, type ExportRun, type ExportRunStatus } from '@bo/shared';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks';
import { fetchApiFile } from '../../lib/download';
import { selectToken } from '../../lib/session';
import { toastError, toastSuccess } from '../../lib/toast';
import { columnsOf } from '../columns';
import { DataTable, queryRows } from '../DataTable';
import { downloadFile } from '../resource/csv';
import type { StatusTone } from '../StatusChip';
import { useLanguage } from '../useLanguage';
import { exportRunFilePath, exportRunsApi } from './export-runs.api';
import { fileSizeText, isActive, newlyFinished, pollingIntervalOf, progressOf } from './export-runs';

const TONES: Record<ExportRunStatus, StatusTone> = { QUEUED: 'primary', RUNNING: 'primary', DONE: 'success', FAILED: 'error' };
const column = columnsOf<ExportRun>();

/**
 * The caller's recent runs of one export kind, newest first, asked again while one is queued or
 * running (a progress bar each): a finished run offers its file (fetched with the session, saved
 * as its name), a failed one says why. A run that finishes while shown is announced once.
 */
export function ExportRunList({ kind, describe }: { kind: string; describe: (params: ExportRun['params']) => string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const token = useAppSelector(selectToken);
  const [pollingInterval, setPollingInterval] = useState(0);
  const query = exportRunsApi.endpoints.exportRuns.useQuery({ kind }, { pollingInterval, skipPollingIfUnfocused: false });
  const runs = query.data;
  const previous = useRef<ExportRun[] | undefined>(undefined);
  const [downloading, setDownloading] = useState<string | null>(null);

  useEffect(() => {
    setPollingInterval(pollingIntervalOf(runs));
    for (const run of newlyFinished(previous.current, runs)) {
      if (run.status === 'DONE') toastSuccess(t('exportRuns.ready', { fileName: run.fileName ?? '' }));
      else toastError(run.error ?? t('exportRuns.failed'));
    }
    previous.current = runs;
  }, [runs, t]);

  const download = async (run: ExportRun) => {
    setDownloading(run.runId);
    try {
      const file = await fetchApiFile(exportRunFilePath(run), { token, language, fallbackName: run.fileName ?? undefined });
      downloadFile(file.fileName, file.blob);
    } catch (failure) {
      toastError(failure instanceof Error && failure.message ? failure.message : t('exportRuns.downloadFailed'));
    } finally {
      setDownloading(null);
    }
  };

  return (
    <DataTable<ExportRun>
      {...queryRows(query)}
      testId="export-runs"
      rowKey={(run) => run.runId}
      rowProps={(run) => ({ 'data-run-id': run.runId, 'data-status': run.status })}
      emptyText={t('exportRuns.empty')}
      actionsLabel={t('exportRuns.actions')}
      columns={[
        column.date('createdAt', t('exportRuns.columns.requested')),
        column.text('params', t('exportRuns.columns.request'), { value: (run) => describe(run.params) }),
        column.status('status', t('exportRuns.columns.status'), (run) => ({
          label: labelOf(EXPORT_RUN_STATUS, run.status, language),
          tone: TONES[run.status],
        })),
        column.text('fileName', t('exportRuns.columns.file'), {
          value: (run) => (run.status === 'FAILED' ? (run.error ?? '') : (run.fileName ?? '')),
          render: (run) => <RunOutcome run={run} />,
        }),
      ]}
      actions={(run) =>
        run.status === 'DONE' && (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconDownload size={14} />}
            loading={downloading === run.runId}
            onClick={() => void download(run)}
            aria-label={t('exportRuns.downloadName', { fileName: run.fileName ?? '' })}
            data-testid="export-run-download"
          >
            {t('exportRuns.download')}
          </Button>
        )
      }
    />
  );
}

/** What a run has come to: its progress while being made, its file once made, why it failed. */
function RunOutcome({ run }: { run: ExportRun }) {
  const { t } = useTranslation();
  if (isActive(run)) {
    const percent = progressOf(run);
    const text = run.status === 'QUEUED' ? t('exportRuns.queued') : t('exportRuns.progress', { percent });
    return (
      <Stack gap={4} miw={140}>
        <Progress value={percent} animated striped aria-label={text} data-testid="export-run-progress" data-progress={percent} />
        <Text size="xs" c="dimmed">
          {text}
        </Text>
      </Stack>
    );
  }
  if (run.status === 'FAILED')
    return (
      <Text size="sm" c="red" data-testid="export-run-error">
        {run.error ?? t('exportRuns.failed')}
      </Text>
    );
  return (
    <Stack gap={0}>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }} data-testid="export-run-file">
        {run.fileName}
      </Text>
      <Text size="xs" c="dimmed">
        {fileSizeText(run.sizeBytes)}
      </Text>
    </Stack>
  );
}
