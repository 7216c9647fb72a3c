import type { ComboboxData } from '@mantine/core';
import type { ExportRun } from '@bo/shared';
import type { z } from 'zod';
import { businessToday, dayjsFormat } from '../dates';

/** How often the download list asks again while a run is queued or running. */
export const EXPORT_POLL_MS = 1500;

/** Whether the run is still being made (queued or running): the list keeps asking while one is. */
export const isActive = (run: Pick<ExportRun, 'status'>) => run.status === 'QUEUED' || run.status === 'RUNNING';

/** The download list's polling interval for these runs: asks again only while one is being made. */
export const pollingIntervalOf = (runs: readonly Pick<ExportRun, 'status'>[] | undefined) =>
  runs?.some(isActive) ? EXPORT_POLL_MS : 0;

/**
 * The runs that were being made in `before` and are finished in `now` (to say so once: "Ready").
 * A run not seen before (started elsewhere) is not reported.
 */
export function newlyFinished(before: readonly ExportRun[] | undefined, now: readonly ExportRun[] | undefined): ExportRun[] {
  const wasActive = new Set((before ?? []).filter(isActive).map((run) => run.runId));
  return (now ?? []).filter((run) => wasActive.has(run.runId) && !isActive(run));
}

/** The progress bar's value: a queued run has not started (0), a running one shows what the worker said. */
export const progressOf = (run: Pick<ExportRun, 'status' | 'progress'>) =>
  run.status === 'QUEUED' ? 0 : Math.max(0, Math.min(100, run.progress));

/** '1.2 MB', '830 B': the size of a made file. */
export function fileSizeText(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined) return '';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** The previous calendar month on the business's calendar (Kuala Lumpur), inclusive: an export's default period. */
export function previousMonth(now: Date = new Date()): [string, string] {
  const month = businessToday(now).subtract(1, 'month');
  return [month.startOf('month').format(dayjsFormat('iso')), month.endOf('month').format(dayjsFormat('iso'))];
}

export type ExportFormat = 'pdf' | 'xlsx' | 'csv';

/** A field of an export's request form (words already in the UI language). */
export type ExportField =
  /** Two dates of the request (`from`, `to`), inclusive, picked as one range. */
  | { type: 'date-range'; from: string; to: string; label: string; required?: boolean }
  | { type: 'multi-select'; name: string; label: string; options: ComboboxData; required?: boolean }
  | { type: 'select'; name: string; label: string; options: ComboboxData; placeholder?: string; clearable?: boolean };

/**
 * One kind of export as a screen (ExportJobPage): the run kind its download list shows, the
 * request's shared schema (what the API validates the starting call with), its fields and
 * formats, and the starting call. Made by a hook of the feature (words in the UI language, the
 * feature's mutation).
 */
export interface ExportJobDefinition<S extends z.ZodType = z.ZodType> {
  /** The run kind (`finance.documents-report`): the download list shows the caller's runs of it. */
  kind: string;
  title: string;
  description?: string;
  /** The request's schema, shared with the API; the form's values are checked with it before sending. */
  schema: S;
  /** The form's first values (the format is the first of `formats` unless given). */
  initialValues: Record<string, unknown>;
  fields: readonly ExportField[];
  /** The formats offered, the first the default; sent as `format`. */
  formats: readonly ExportFormat[];
  /** Starts a run with the parsed request; answers the run (or throws the API's refusal). */
  start: (body: z.output<S>) => Promise<ExportRun>;
  /** API refusal codes about one field (code -> field), shown at that field. */
  fieldOfCode?: Record<string, string>;
  /** What a run was asked, one line (the period, the kinds, the format...) for the download list. */
  describe: (params: ExportRun['params']) => string;
}
