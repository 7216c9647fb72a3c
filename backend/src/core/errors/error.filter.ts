import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ZodError } from 'zod';
import { type ErrorCode, formatMessage, zodErrorToFieldErrors } from '@bo/shared';
import { requestContext } from '../context/request-context';
import { ConcurrencyError } from '../event-store/event-store.types';
import { AppError } from './app-error';

/** Framework statuses that have a catalogue code of their own. */
const STATUS_CODES: Record<number, ErrorCode> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'RECORD_NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

export interface ErrorBody {
  code: string;
  message: string;
  details?: unknown;
}

/** Maps any thrown value to `{ code, message, details }` with the right status. */
export function toErrorResponse(error: unknown, path: string): { status: number; body: ErrorBody } {
  const lang = requestContext.get()?.language ?? 'en';
  const body = (code: ErrorCode, params: Record<string, unknown> = {}, details?: unknown): ErrorBody => ({
    code,
    message: formatMessage(code, lang, params),
    ...(details === undefined ? {} : { details }),
  });
  if (error instanceof AppError) return { status: error.status, body: body(error.code, error.params, error.details) };
  if (error instanceof ZodError) {
    // Field messages are catalogue codes where the schema says so (shared/src/schemas/validation.ts).
    return { status: 400, body: body('VALIDATION_FAILED', {}, { fields: zodErrorToFieldErrors(error, lang) }) };
  }
  if (error instanceof ConcurrencyError) return { status: 409, body: body('CONCURRENCY_CONFLICT') };
  if (error instanceof HttpException) {
    const status = error.getStatus();
    if (status === 404 && !(error.getResponse() as { code?: string })?.code) {
      return { status, body: body('NOT_FOUND', { path }) };
    }
    const code = STATUS_CODES[status] ?? (status >= 500 ? 'UNEXPECTED_ERROR' : 'REQUEST_PROCESSING_ERROR');
    return { status, body: body(code) };
  }
  const typed = error as { type?: string; status?: number };
  if (typed?.type === 'entity.too.large') return { status: 413, body: body('PAYLOAD_TOO_LARGE') };
  if (typed?.type === 'entity.parse.failed')
    return { status: 400, body: body('VALIDATION_FAILED', {}, { body: 'Malformed JSON' }) };
  return { status: 500, body: body('UNEXPECTED_ERROR') };
}

/** Global filter: never a stack trace to the client; 5xx are logged with the correlation id. */
@Catch()
export class ErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('ErrorFilter');

  catch(error: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') throw error;
    const http = host.switchToHttp();
    const req = http.getRequest<Request>();
    const res = http.getResponse<Response>();
    const { status, body } = toErrorResponse(error, req.path.replace(/^\/api\/v1/, '') || '/');
    if (status >= 500) {
      this.logger.error({ err: error, correlationId: requestContext.get()?.correlationId }, 'request failed');
    }
    if (!res.headersSent) res.status(status).json(body);
  }
}
