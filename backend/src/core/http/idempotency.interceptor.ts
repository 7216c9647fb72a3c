import { createHash } from 'node:crypto';
import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { DataSource } from 'typeorm';
import { from, lastValueFrom, type Observable } from 'rxjs';
import { HEADERS } from '@bo/shared';
import { requestContext } from '../context/request-context';
import { IdempotencyKeyTaken } from '../database/unit-of-work';
import { AppError } from '../errors/app-error';
import { MULTIPART_KEY } from './multipart';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

interface StoredAnswer {
  request_hash: string;
  status_code: number | null;
  response: unknown;
}

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
    return from(this.handle(req, key, next));
  }

  private async handle(req: Request, key: string, next: CallHandler): Promise<unknown> {
    if (!/^[\w.:-]{1,200}$/.test(key)) {
      throw new AppError(
        'VALIDATION_FAILED',
        {},
        { fields: [{ path: 'Idempotency-Key', code: 'invalid', message: 'Invalid Idempotency-Key' }] },
      );
    }
    const scope = requestContext.get()?.actor?.userId ?? 'anonymous';
    const requestHash = hashRequest(req);
    const existing = await this.find(scope, key);
    if (existing) return this.replay(scope, key, existing, requestHash);

    requestContext.patch({ idempotency: { scope, key, requestHash } });
    try {
      const answer = await lastValueFrom(next.handle(), { defaultValue: undefined });
      const status = req.res?.statusCode ?? 200;
      await this.dataSource.query(
        `INSERT INTO event_store.idempotency_keys (scope, key, request_hash, status_code, response)
         VALUES ($1, $2, $3, $4, $5::json)
         ON CONFLICT (scope, key) DO UPDATE SET status_code = EXCLUDED.status_code, response = EXCLUDED.response
         WHERE idempotency_keys.response IS NULL`,
        [scope, key, requestHash, status, JSON.stringify(answer ?? null)],
      );
      return answer;
    } catch (error) {
      if (!(error instanceof IdempotencyKeyTaken)) throw error;
      // A concurrent request with the same key won: answer with its response.
      return this.replay(scope, key, (await this.find(scope, key))!, requestHash);
    }
  }

  private async find(scope: string, key: string): Promise<StoredAnswer | undefined> {
    const rows: StoredAnswer[] = await this.dataSource.query(
      `SELECT request_hash, status_code, response FROM event_store.idempotency_keys WHERE scope = $1 AND key = $2`,
      [scope, key],
    );
    return rows[0];
  }

  /** The first request's answer; waits briefly while that request is still finishing. */
  private async replay(scope: string, key: string, stored: StoredAnswer, requestHash: string): Promise<unknown> {
    if (stored.request_hash !== requestHash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
    for (let i = 0; stored.status_code === null && i < 100; i++) {
      await new Promise((r) => setTimeout(r, 50));
      stored = (await this.find(scope, key)) ?? stored;
    }
    if (stored.status_code === null) throw new AppError('IDEMPOTENCY_IN_PROGRESS');
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
