import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { ExportRun } from '@bo/shared';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import type { Actor } from '../context/request-context';
import { requestContext } from '../context/request-context';
import { AppError } from '../errors/app-error';
import { QueueService } from '../queue/queue.service';
import { iso } from '../read-side/sql-dates';
import { StorageService } from '../storage/storage.service';
import { RunExport } from './run-export.job';

const RUN = `r.id AS "runId", r.kind, r.status, r.progress, r.params, f.file_name AS "fileName", f.size_bytes AS "sizeBytes",
  r.error, ${iso('r.created_at')} AS "createdAt", ${iso('r.finished_at')} AS "finishedAt"`;
/** How many recent runs of a kind the download list shows. */
const RECENT = 20;

/**
 * The API side of exports: a context's starting call records a run (what was asked, by whom, in
 * which language) and queues its job; the caller reads its own runs and their files. The worker
 * makes the file (RunExportJob with the kind's ExportSource).
 */
@Injectable()
export class ExportRuns {
  constructor(
    private readonly dataSource: DataSource,
    private readonly queues: QueueService,
    private readonly storage: StorageService,
  ) {}

  /** Records and queues a run of `kind` with `params` (already validated by the starting call). */
  async start(actor: Actor, kind: string, params: Record<string, unknown>): Promise<ExportRun> {
    const runId = randomUUID();
    const language = requestContext.get()?.language ?? 'en';
    await this.dataSource.query(
      `INSERT INTO storage.export_runs (id, kind, requested_by, organization_id, language, params, status)
       VALUES ($1, $2, $3, $4, $5, $6, 'QUEUED')`,
      [runId, kind, actor.userId, actor.organizationId, language, JSON.stringify(params)],
    );
    await this.queues.enqueue(RunExport, { runId }, { jobId: runId });
    return this.one(actor, runId);
  }

  /** The actor's recent runs, newest first (one kind, or all). */
  async list(actor: Actor, kind?: string): Promise<ExportRun[]> {
    const rows = (await this.dataSource.query(
      `SELECT ${RUN} FROM storage.export_runs r LEFT JOIN storage.files f ON f.id = r.file_id
        WHERE r.requested_by = $1 AND ($2::text IS NULL OR r.kind = $2)
        ORDER BY r.created_at DESC, r.id LIMIT ${RECENT}`,
      [actor.userId, kind ?? null],
    )) as ExportRun[];
    return rows;
  }

  async one(actor: Actor, runId: string): Promise<ExportRun> {
    const [row] = (await this.dataSource.query(
      `SELECT ${RUN} FROM storage.export_runs r LEFT JOIN storage.files f ON f.id = r.file_id
        WHERE r.id = $1 AND r.requested_by = $2`,
      [runId, actor.userId],
    )) as ExportRun[];
    if (!row) throw new AppError('EXPORT_RUN_NOT_FOUND');
    return row;
  }

  /** The run's file, to its owner only, once made. */
  async send(actor: Actor, runId: string, res: Response): Promise<void> {
    const [row] = (await this.dataSource.query(
      `SELECT status, file_id FROM storage.export_runs WHERE id = $1 AND requested_by = $2`,
      [runId, actor.userId],
    )) as { status: string; file_id: string | null }[];
    if (!row) throw new AppError('EXPORT_RUN_NOT_FOUND');
    if (row.status !== 'DONE' || !row.file_id) throw new AppError('EXPORT_NOT_READY', { status: row.status });
    await this.storage.send(res, row.file_id);
  }
}
