import { createHash } from 'node:crypto';
import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { DataSource } from 'typeorm';
import { from, lastValueFrom, type Observable } from 'rxjs';
import { HEADERS } from '@bo/shared';
import { requestContext } from '../context/request-context';
import { GroupCommitQueue } from '../database/group-commit';
import { idempotencyKeyId, IdempotencyKeyTaken } from '../database/unit-of-work';
import { AppError } from '../errors/app-error';
import { logHead, noteWritten } from '../event-store/log-position';
import { MULTIPART_KEY } from './multipart';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const SECRET_ANSWER_KEY = 'bo:secret-answer';
/**
 * The route's answer carries a secret (an access token, a new secret key): it is never stored, so
 * such a call takes no Idempotency-Key (400) rather than keeping the secret at rest for replays.
 */
export const SecretAnswer = () => SetMetadata(SECRET_ANSWER_KEY, true);

interface StoredAnswer {
  request_hash: string;
  status_code: number | null;
  response: unknown;
}

/** A look-up or stored answer waiting for the statement it shares with others (which settles it). */
interface KeyWork<T> {
  scope: string;
  key: string;
  resolve(value: T): void;
  reject(error: unknown): void;
}
type Lookup = KeyWork<StoredAnswer | undefined>;
type Answer = KeyWork<void> & { requestHash: string; status: number; response: string };

/**
 * `Idempotency-Key` on a write: the same key (per caller) answers the same and does the work once.
 * The key is claimed inside the command's own transaction (see UnitOfWork), so "work committed"
 * and "key used" can never disagree; the answer is stored right after.
 * The same key with a different request answers 409. Multipart routes are checked later, by the
 * upload interceptor once multer has read the fields and files (`check`): before that the
 * body is empty and every upload would look the same.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  /**
   * Look-ups and stored answers of concurrent requests share one statement each (group commit,
   * core/database/group-commit.ts): two round trips less per keyed write under load.
   */
  private readonly lookups = new GroupCommitQueue<Lookup>({ laneOf: idempotencyKeyId, run: (b) => this.findMany(b) });
  private readonly answers = new GroupCommitQueue<Answer>({ laneOf: idempotencyKeyId, run: (b) => this.storeMany(b) });

  constructor(
    private readonly dataSource: DataSource,
    private readonly reflector: Reflector,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    if (this.reflector.get<boolean | undefined>(MULTIPART_KEY, context.getHandler())) return next.handle();
    return this.check(context, next);
  }

  /** The check itself, for a request whose body (and files) are read. */
  check(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const req = context.switchToHttp().getRequest<Request>();
    const key = req.header(HEADERS.idempotencyKey);
    if (!key || !WRITES.has(req.method)) return next.handle();
    if (this.reflector.get<boolean | undefined>(SECRET_ANSWER_KEY, context.getHandler())) {
      throw invalidKey('This call takes no Idempotency-Key: its answer carries a secret that is never stored');
    }
    return from(this.handle(req, key, next));
  }

  private async handle(req: Request, key: string, next: CallHandler): Promise<unknown> {
    if (!/^[\w.:-]{1,200}$/.test(key)) throw invalidKey('Invalid Idempotency-Key');
    const scope = requestContext.get()?.actor?.userId ?? 'anonymous';
    const requestHash = hashRequest(req);
    const existing = await this.find(scope, key);
    if (existing) return this.replay(scope, key, existing, requestHash);

    requestContext.patch({ idempotency: { scope, key, requestHash } });
    try {
      const answer = await lastValueFrom(next.handle(), { defaultValue: undefined });
      const status = req.res?.statusCode ?? 200;
      const response = JSON.stringify(answer ?? null);
      await new Promise<void>((resolve, reject) =>
        this.answers.add({ scope, key, requestHash, status, response, resolve, reject }),
      );
      return answer;
    } catch (error) {
      if (!(error instanceof IdempotencyKeyTaken)) throw error;
      // A concurrent request with the same key won: answer with its response.
      return this.replay(scope, key, (await this.find(scope, key))!, requestHash);
    }
  }

  private find(scope: string, key: string): Promise<StoredAnswer | undefined> {
    return new Promise((resolve, reject) => this.lookups.add({ scope, key, resolve, reject }));
  }

  private async findMany(batch: Lookup[]): Promise<void> {
    const rows: (StoredAnswer & { scope: string; key: string })[] = await this.dataSource.query(
      `SELECT k.scope, k.key, k.request_hash, k.status_code, k.response
         FROM unnest($1::text[], $2::text[]) AS u(scope, key)
         JOIN event_store.idempotency_keys k ON k.scope = u.scope AND k.key = u.key`,
      [batch.map((w) => w.scope), batch.map((w) => w.key)],
    );
    const found = new Map(rows.map((r) => [idempotencyKeyId(r), r]));
    for (const w of batch) w.resolve(found.get(idempotencyKeyId(w)));
  }

  /** The answers of a batch (one per key: a key is in one batch at a time); a replayed key keeps its first. */
  private async storeMany(batch: Answer[]): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO event_store.idempotency_keys (scope, key, request_hash, status_code, response)
       SELECT scope, key, request_hash, status_code, response::json
         FROM unnest($1::text[], $2::text[], $3::text[], $4::int[], $5::text[]) AS u(scope, key, request_hash, status_code, response)
       ON CONFLICT (scope, key) DO UPDATE SET status_code = EXCLUDED.status_code, response = EXCLUDED.response
       WHERE idempotency_keys.response IS NULL`,
      [
        batch.map((w) => w.scope),
        batch.map((w) => w.key),
        batch.map((w) => w.requestHash),
        batch.map((w) => w.status),
        batch.map((w) => w.response),
      ],
    );
    for (const w of batch) w.resolve();
  }

  /** The first request's answer; waits briefly while that request is still finishing. */
  private async replay(scope: string, key: string, stored: StoredAnswer, requestHash: string): Promise<unknown> {
    if (stored.request_hash !== requestHash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
    for (let i = 0; stored.status_code === null && i < 100; i++) {
      await new Promise((r) => setTimeout(r, 50));
      stored = (await this.find(scope, key)) ?? stored;
    }
    if (stored.status_code === null) throw new AppError('IDEMPOTENCY_IN_PROGRESS');
    // The first answer's position is not kept: the log's head is at or after it (read your own writes).
    noteWritten(requestContext.get(), await logHead(this.dataSource.manager));
    return stored.response;
  }
}

/** A file as multer leaves it on the request. */
interface Upload {
  fieldname: string;
  originalname: string;
  buffer: Buffer;
}

/** Method, path, body and the content of any uploaded files: the same key must come with all of them unchanged. */
function hashRequest(req: Request): string {
  const hash = createHash('sha256').update(`${req.method} ${req.path}\n${JSON.stringify(req.body ?? null)}`);
  const uploads = req as Request & { file?: Upload; files?: Upload[] | Record<string, Upload[]> };
  const files = uploads.file
    ? [uploads.file]
    : Array.isArray(uploads.files)
      ? uploads.files
      : Object.values(uploads.files ?? {}).flat();
  for (const file of files) hash.update(`\n${file.fieldname}:${file.originalname}:`).update(file.buffer);
  return hash.digest('hex');
}

const invalidKey = (message: string) =>
  new AppError('VALIDATION_FAILED', {}, { fields: [{ path: 'Idempotency-Key', code: 'invalid', message }] });
