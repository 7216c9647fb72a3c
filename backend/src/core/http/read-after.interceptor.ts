import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import type { Request } from 'express';
import { from, type Observable, switchMap } from 'rxjs';
import { HEADERS, parseLogPosition } from '@bo/shared';
import { AppError } from '../errors/app-error';
import { ReadYourWrites } from '../event-store/read-your-writes';

/**
 * `X-Read-After: <an X-Log-Position the caller was answered>` (docs/api-conventions.md, "Reading
 * your own writes"): the call waits until every projection has applied the events up to there,
 * at most READ_AFTER_WAIT_MS, then runs (on what is there, when the wait ran out). Any method:
 * a write that checks a read model (a fee setting naming an organization) needs it as much as a
 * read. A malformed value is refused (400 READ_AFTER_INVALID) before anything is done.
 */
@Injectable()
export class ReadAfterInterceptor implements NestInterceptor {
  constructor(private readonly readSide: ReadYourWrites) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const value = context.switchToHttp().getRequest<Request>().header(HEADERS.readAfter);
    if (value === undefined) return next.handle();
    const target = parseLogPosition(value);
    if (!target) throw new AppError('READ_AFTER_INVALID');
    return from(this.readSide.untilApplied(target)).pipe(switchMap(() => next.handle()));
  }
}
