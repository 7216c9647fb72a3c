import {
  applyDecorators,
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
  SetMetadata,
  UseInterceptors,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { FileFieldsInterceptor, FileInterceptor } from '@nestjs/platform-express';
import type { Request } from 'express';
import type { Observable } from 'rxjs';
import { z } from 'zod';
import { MAX_ATTACHMENT_BYTES } from '@bo/shared';
import { CONTRACT_KEY, type RouteContract } from '../http/contract.decorator';
import { IdempotencyInterceptor } from '../http/idempotency.interceptor';
import { MULTIPART_KEY } from '../http/multipart';
import { strictBody } from '../http/strict-body';

/** An upload whose contract names no fields takes only its files. */
const NO_FIELDS = z.object({});

/**
 * The multipart fields only exist once multer has read the request, which happens after the global
 * contract and idempotency interceptors (see MULTIPART_KEY); so upload routes validate their body
 * here, after multer, and then run the idempotency check on the fields and files.
 */
@Injectable()
class MultipartContractInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly idempotency: IdempotencyInterceptor,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const contract = this.reflector.get<RouteContract | undefined>(CONTRACT_KEY, context.getHandler());
    const req = context.switchToHttp().getRequest<Request>();
    // Fields the contract does not name are refused (400 UNKNOWN_FIELD), as for JSON bodies.
    req.body = strictBody(contract?.body ?? NO_FIELDS).parse(req.body ?? {});
    return this.idempotency.check(context, next);
  }
}

/**
 * Multipart uploads of attachments: kept in memory (multer's default without a `dest`; 3 MB at
 * most), refused by multer as soon as a file passes the limit (413 PAYLOAD_TOO_LARGE, before it is
 * read whole). The content check is StorageService's.
 */
const limits = (files: number) => ({ fileSize: MAX_ATTACHMENT_BYTES, files, fields: 50, fieldSize: 64 * 1024 });

/** A route taking one attachment in `field` (and its other fields, validated by the route's contract). */
export const AcceptsAttachment = (field = 'file') =>
  applyDecorators(
    SetMetadata(MULTIPART_KEY, true),
    UseInterceptors(FileInterceptor(field, { limits: limits(1) }), MultipartContractInterceptor),
  );

/** A route taking several named attachment fields, each with its own maximum count. */
export const AcceptsAttachments = (fields: { name: string; maxCount: number }[]) =>
  applyDecorators(
    SetMetadata(MULTIPART_KEY, true),
    UseInterceptors(
      FileFieldsInterceptor(fields, { limits: limits(fields.reduce((sum, field) => sum + field.maxCount, 0)) }),
      MultipartContractInterceptor,
    ),
  );
