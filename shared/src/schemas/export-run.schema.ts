/**
 * Long exports as jobs (`/bo/Export`): a screen starts one with its own call, which answers the run;
 * the run's progress and its file are read here, and the screen lists the caller's recent runs as
 * its download list. Files are kept with their run; only their owner reads them.
 */
import { z } from 'zod';
import { enumSchema, type CodeOf, type LabelledEnum } from '../enums/labelled';

export const EXPORT_RUN_STATUS = [
  { code: 'QUEUED', en: 'Queued', ms: 'Dalam baris gilir' },
  { code: 'RUNNING', en: 'Running', ms: 'Sedang berjalan' },
  { code: 'DONE', en: 'Ready', ms: 'Sedia' },
  { code: 'FAILED', en: 'Failed', ms: 'Gagal' },
] as const satisfies LabelledEnum<string>;
export type ExportRunStatus = CodeOf<typeof EXPORT_RUN_STATUS>;
export const exportRunStatusSchema = enumSchema(EXPORT_RUN_STATUS);

export const exportRunSchema = z.object({
  runId: z.string(),
  /** What made it: `finance.documents-report`, `finance.data-extraction`, ... */
  kind: z.string(),
  status: exportRunStatusSchema,
  /** 0-100. */
  progress: z.number().int(),
  /** What was asked (the period, the format...), as the starting call took it. */
  params: z.record(z.string(), z.unknown()),
  fileName: z.string().nullable(),
  sizeBytes: z.number().int().nullable(),
  /** Why it failed, in the language it was asked in. */
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ExportRun = z.infer<typeof exportRunSchema>;
export const exportRunListSchema = z.array(exportRunSchema);

export const exportRunListQuerySchema = z.object({ kind: z.string().max(64).optional() });
export const exportRunParamsSchema = z.object({ id: z.uuid({ error: 'EXPORT_RUN_NOT_FOUND' }) });
