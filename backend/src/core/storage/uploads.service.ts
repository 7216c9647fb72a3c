import { Injectable } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import { UPLOAD_RULES, type UploadType, type UploadedFileRef } from '@bo/shared';
import { UnitOfWork } from '../database/unit-of-work';
import { AppError } from '../errors/app-error';
import { StorageService, type StoredFile, type UploadedFile } from './storage.service';

export interface Draft {
  type: UploadType;
  /** The uuid the form names its draft by (`{id}` of the upload path). */
  draftId: string;
  /** Who uploads; null for the public (sign-up) uploads. A draft is its uploader's alone. */
  uploadedBy: string | null;
}

/**
 * Uploads ahead of their record (`/bo/Form|General/{type}/upload/{id}`): the file is checked
 * (content, 3 MB) and stored at once, under its draft; the form's save names the draft and the
 * owning context calls `claim` in its own transaction, so the files commit with the record.
 * Files never claimed are purged (`purgeUnclaimedUploads`, the worker's hourly job).
 */
@Injectable()
export class UploadsService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly storage: StorageService,
  ) {}

  /** Stores one file under its draft; a full draft refuses it, a one-file draft has its file replaced. */
  async stage(
    draft: Draft,
    organizationId: string | null,
    file: UploadedFile | undefined,
  ): Promise<{ file: UploadedFileRef; draftFileCount: number }> {
    this.storage.check(file);
    const { maxFiles } = UPLOAD_RULES[draft.type];
    return this.uow.run(async (m) => {
      // One upload of a draft at a time, so parallel uploads cannot pass the limit together.
      await m.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [
        `upload:${draft.type}:${draft.draftId}:${draft.uploadedBy ?? ''}`,
      ]);
      const staged = await this.stagedIds(m, draft);
      if (maxFiles === 1 && staged.length > 0) {
        await m.query(`DELETE FROM storage.files WHERE id = ANY($1::uuid[])`, [staged]);
      } else if (staged.length >= maxFiles) {
        throw new AppError('UPLOAD_LIMIT_REACHED', { max: maxFiles });
      }
      const stored = await this.storage.save(m, file, { purpose: draft.type, organizationId, uploadedBy: draft.uploadedBy });
      await m.query(`INSERT INTO storage.uploads (file_id, upload_type, draft_id, uploaded_by) VALUES ($1, $2, $3, $4)`, [
        stored.id,
        draft.type,
        draft.draftId,
        draft.uploadedBy,
      ]);
      const draftFileCount = maxFiles === 1 ? 1 : staged.length + 1;
      return { file: reference(stored, draft), draftFileCount };
    });
  }

  /**
   * The draft's unclaimed files, in upload order, now claimed: call it in the transaction that
   * saves the record they belong to (a rollback leaves them claimable). Empty for an unknown draft
   * or one of another uploader.
   */
  async claim(manager: EntityManager, draft: Draft): Promise<StoredFile[]> {
    const claimed = (await manager.query(
      `WITH claimed AS (
         UPDATE storage.uploads SET claimed_at = now()
          WHERE upload_type = $1 AND draft_id = $2 AND uploaded_by IS NOT DISTINCT FROM $3 AND claimed_at IS NULL
          RETURNING file_id, created_at)
       SELECT file_id FROM claimed ORDER BY created_at, file_id`,
      [draft.type, draft.draftId, draft.uploadedBy],
    )) as { file_id: string }[];
    const files = await this.storage.describeMany(
      claimed.map((c) => c.file_id),
      manager,
    );
    return claimed.flatMap((c) => files.get(c.file_id) ?? []);
  }

  private async stagedIds(m: EntityManager, draft: Draft): Promise<string[]> {
    const rows = (await m.query(
      `SELECT file_id FROM storage.uploads
        WHERE upload_type = $1 AND draft_id = $2 AND uploaded_by IS NOT DISTINCT FROM $3 AND claimed_at IS NULL`,
      [draft.type, draft.draftId, draft.uploadedBy],
    )) as { file_id: string }[];
    return rows.map((r) => r.file_id);
  }
}

const reference = (stored: StoredFile, draft: Draft): UploadedFileRef => ({
  fileId: stored.id,
  type: draft.type,
  draftId: draft.draftId,
  fileName: stored.fileName,
  contentType: stored.contentType,
  sizeBytes: stored.sizeBytes,
  sha256: stored.sha256,
  uploadedAt: new Date(stored.uploadedAt).toISOString(),
});

/** Deletes the files of drafts nobody claimed within `olderThanHours`; returns how many (the worker's hourly job). */
export async function purgeUnclaimedUploads(dataSource: DataSource, olderThanHours: number): Promise<number> {
  const [, deleted] = (await dataSource.query(
    `DELETE FROM storage.files f USING storage.uploads u
      WHERE u.file_id = f.id AND u.claimed_at IS NULL AND u.created_at < now() - make_interval(hours => $1)`,
    [olderThanHours],
  )) as [unknown, number];
  return deleted;
}
