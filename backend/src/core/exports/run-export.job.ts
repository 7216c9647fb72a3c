import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { formatMessage, type Language } from '@bo/shared';
import { DataSource } from 'typeorm';
import { AppError } from '../errors/app-error';
import { defineJob, HandlesJob, type JobHandler } from '../queue/job';
import { QueueName } from '../queue/queue-names';
import { StorageService } from '../storage/storage.service';
import { markedProviders } from '../wiring/marked-providers';
import { EXPORT_SOURCE_KEY, type ExportSource } from './export-source';

/** The job carries the run's id only: what was asked is on the run. */
export const RunExport = defineJob<{ runId: string }>(QueueName.Documents, 'run-export');
export const EXPORT_FILE_PURPOSE = 'export';

interface RunRow {
  id: string;
  kind: string;
  requested_by: string;
  organization_id: string | null;
  language: Language;
  params: Record<string, unknown>;
  status: string;
}

/**
 * Makes an export run's file with the source of its kind, keeping its progress on the run, and
 * stores the file with the run in one transaction. A failure fails the run with a message in the
 * asker's language (a new run is the retry: the asker decides).
 */
@Injectable()
@HandlesJob(RunExport)
export class RunExportJob implements JobHandler<{ runId: string }>, OnApplicationBootstrap {
  private readonly logger = new Logger('RunExportJob');
  private readonly sources = new Map<string, ExportSource>();

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly dataSource: DataSource,
    private readonly storage: StorageService,
  ) {}

  onApplicationBootstrap(): void {
    for (const { instance } of markedProviders<ExportSource, true>(this.discovery, EXPORT_SOURCE_KEY)) {
      if (this.sources.has(instance.kind)) throw new Error(`Two export sources of kind ${instance.kind}`);
      this.sources.set(instance.kind, instance);
    }
  }

  async handle({ runId }: { runId: string }): Promise<{ status: string }> {
    // Not yet done (a retried job finds its run RUNNING): made again from the start.
    const [row] = (await this.dataSource.query(
      `SELECT id, kind, requested_by, organization_id, language, params, status FROM storage.export_runs
        WHERE id = $1 AND status IN ('QUEUED', 'RUNNING')`,
      [runId],
    )) as RunRow[];
    if (!row) return { status: 'gone' };
    await this.dataSource.query(`UPDATE storage.export_runs SET status = 'RUNNING', progress = 0 WHERE id = $1`, [runId]);
    const source = this.sources.get(row.kind);
    try {
      if (!source) throw new Error(`No export source of kind ${row.kind}`);
      let last = 0;
      const progress = async (percent: number) => {
        const p = Math.max(0, Math.min(99, Math.floor(percent)));
        if (p <= last) return;
        last = p;
        await this.dataSource.query(`UPDATE storage.export_runs SET progress = $2 WHERE id = $1`, [runId, p]);
      };
      const file = await source.run(
        {
          params: row.params,
          language: row.language,
          requestedBy: { userId: row.requested_by, organizationId: row.organization_id },
        },
        progress,
      );
      await this.dataSource.transaction(async (manager) => {
        const stored = await this.storage.saveGenerated(manager, file, {
          purpose: EXPORT_FILE_PURPOSE,
          organizationId: row.organization_id,
          uploadedBy: row.requested_by,
        });
        await manager.query(
          `UPDATE storage.export_runs SET status = 'DONE', progress = 100, file_id = $2, finished_at = now() WHERE id = $1`,
          [runId, stored.id],
        );
      });
      return { status: 'DONE' };
    } catch (error) {
      const code = error instanceof AppError ? error.code : 'EXPORT_FAILED';
      const params = error instanceof AppError ? error.params : {};
      if (!(error instanceof AppError)) this.logger.error({ err: error, runId, kind: row.kind }, 'export failed');
      await this.dataSource.query(
        `UPDATE storage.export_runs SET status = 'FAILED', error = $2, finished_at = now() WHERE id = $1`,
        [runId, formatMessage(code, row.language, params)],
      );
      return { status: 'FAILED' };
    }
  }
}
