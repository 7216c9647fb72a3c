import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { Response } from 'express';
import { DataSource, type EntityManager } from 'typeorm';
import { type ErrorCode, MAX_ATTACHMENT_BYTES } from '@bo/shared';
import { AppError } from '../errors/app-error';
import { ATTACHMENT_TYPES, canonicalMimeType, safeFileName, sniffFileType } from './file-content';

/** What multer hands a controller (memory storage). */
export interface UploadedFile {
  originalname: string;
  mimetype: string;
  size: number;
  buffer: Buffer;
}

export interface StoredFile {
  id: string;
  purpose: string;
  organizationId: string | null;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  sha256: string;
  uploadedAt: Date;
}

interface FileRow {
  id: string;
  purpose: string;
  organization_id: string | null;
  file_name: string;
  content_type: string;
  size_bytes: number;
  sha256: string;
  uploaded_at: Date;
  content?: Buffer;
}

/** The types a purpose takes (judged by content) and its refusal of any other. */
export interface FileRule {
  types: readonly string[];
  notAllowed: ErrorCode;
}

/** Attachments (slips, supporting documents): PDF, JPEG or PNG. */
export const ATTACHMENT_RULE: FileRule = { types: ATTACHMENT_TYPES, notAllowed: 'ATTACHMENT_TYPE_NOT_ALLOWED' };

const toStoredFile = (row: FileRow): StoredFile => ({
  id: row.id,
  purpose: row.purpose,
  organizationId: row.organization_id,
  fileName: row.file_name,
  contentType: row.content_type,
  sizeBytes: row.size_bytes,
  sha256: row.sha256,
  uploadedAt: row.uploaded_at,
});

/**
 * Checks and keeps uploaded attachments. The check is by content: the first bytes must be a PDF,
 * JPEG or PNG, and must agree with the type the browser declared (a renamed file is refused).
 * Who may read a file is the owning context's decision: it looks the file up through its own
 * record (and organization) and only then calls `send`.
 */
@Injectable()
export class StorageService {
  constructor(private readonly dataSource: DataSource) {}

  /** Refuses what is not an acceptable file of `rule` (an attachment unless said), with the catalogue's messages. */
  check(file: UploadedFile | undefined, rule: FileRule = ATTACHMENT_RULE): asserts file is UploadedFile {
    if (!file || file.size === 0 || file.buffer.length === 0) throw new AppError('ATTACHMENT_REQUIRED');
    if (file.size > MAX_ATTACHMENT_BYTES || file.buffer.length > MAX_ATTACHMENT_BYTES) throw new AppError('PAYLOAD_TOO_LARGE');
    const actual = sniffFileType(file.buffer, rule.types);
    if (!actual) throw new AppError(rule.notAllowed);
    const declared = canonicalMimeType(file.mimetype);
    if (declared && declared !== 'application/octet-stream' && declared !== actual) {
      throw new AppError('ATTACHMENT_CONTENT_MISMATCH', { declared, actual });
    }
  }

  /** Checks and stores a file inside the caller's transaction, so it commits with its record or not at all. */
  async save(
    manager: EntityManager,
    file: UploadedFile | undefined,
    owner: { purpose: string; organizationId: string | null; uploadedBy: string | null },
    rule: FileRule = ATTACHMENT_RULE,
  ): Promise<StoredFile> {
    this.check(file, rule);
    return this.insert(
      manager,
      { fileName: file.originalname, contentType: sniffFileType(file.buffer, rule.types)!, body: file.buffer },
      owner,
    );
  }

  /**
   * Stores a file the app made itself (an export, a PDF) inside the caller's transaction: its type
   * is the maker's, not sniffed, and the upload limit does not apply (an export may be larger).
   */
  async saveGenerated(
    manager: EntityManager,
    file: { fileName: string; contentType: string; body: Buffer },
    owner: { purpose: string; organizationId: string | null; uploadedBy: string | null },
  ): Promise<StoredFile> {
    return this.insert(manager, file, owner);
  }

  private async insert(
    manager: EntityManager,
    file: { fileName: string; contentType: string; body: Buffer },
    owner: { purpose: string; organizationId: string | null; uploadedBy: string | null },
  ): Promise<StoredFile> {
    const rows: FileRow[] = await manager.query(
      `INSERT INTO storage.files (purpose, organization_id, file_name, content_type, size_bytes, sha256, content, uploaded_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       RETURNING id, purpose, organization_id, file_name, content_type, size_bytes, sha256, uploaded_at`,
      [
        owner.purpose,
        owner.organizationId,
        safeFileName(file.fileName),
        file.contentType,
        file.body.length,
        createHash('sha256').update(file.body).digest('hex'),
        file.body,
        owner.uploadedBy,
      ],
    );
    return toStoredFile(rows[0]!);
  }

  /** Removes a file inside the caller's transaction (its record is gone with it). */
  async delete(manager: EntityManager, id: string): Promise<void> {
    await manager.query(`DELETE FROM storage.files WHERE id = $1`, [id]);
  }

  /** Metadata only (listings); undefined when there is no such file. */
  async describe(id: string, manager: EntityManager = this.dataSource.manager): Promise<StoredFile | undefined> {
    const rows: FileRow[] = await manager.query(
      `SELECT id, purpose, organization_id, file_name, content_type, size_bytes, sha256, uploaded_at
         FROM storage.files WHERE id = $1`,
      [id],
    );
    return rows[0] && toStoredFile(rows[0]);
  }

  /** Metadata of several files at once, by id (ids with no file are left out). */
  async describeMany(ids: readonly string[], manager: EntityManager = this.dataSource.manager): Promise<Map<string, StoredFile>> {
    if (ids.length === 0) return new Map();
    const rows: FileRow[] = await manager.query(
      `SELECT id, purpose, organization_id, file_name, content_type, size_bytes, sha256, uploaded_at
         FROM storage.files WHERE id = ANY($1::uuid[])`,
      [ids],
    );
    return new Map(rows.map((row) => [row.id, toStoredFile(row)]));
  }

  /**
   * A file's bytes with its metadata, for the platform's own use once the caller has authorized it
   * (a mail attachment loaded when the mail is sent); undefined when there is no such file.
   */
  async read(
    id: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<(StoredFile & { content: Buffer }) | undefined> {
    const rows: FileRow[] = await manager.query(
      `SELECT id, purpose, organization_id, file_name, content_type, size_bytes, sha256, uploaded_at, content
         FROM storage.files WHERE id = $1`,
      [id],
    );
    const row = rows[0];
    return row?.content ? { ...toStoredFile(row), content: row.content } : undefined;
  }

  /**
   * Streams a file the caller has already authorized. Always an attachment with the sniffed type
   * and `nosniff`, so an uploaded file can never run as a page of this origin.
   */
  async send(res: Response, id: string, inline = false): Promise<void> {
    const rows: FileRow[] = await this.dataSource.query(
      `SELECT id, purpose, organization_id, file_name, content_type, size_bytes, sha256, uploaded_at, content
         FROM storage.files WHERE id = $1`,
      [id],
    );
    const row = rows[0];
    if (!row?.content) throw new AppError('RECORD_NOT_FOUND');
    res.setHeader('Content-Type', row.content_type);
    res.setHeader('Content-Length', String(row.content.length));
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
    const disposition = inline ? 'inline' : 'attachment';
    res.setHeader('Content-Disposition', `${disposition}; filename*=UTF-8''${encodeURIComponent(row.file_name)}`);
    res.end(row.content);
  }
}
