import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { formatLogPosition, HEADERS } from '@bo/shared';
import { type LogPoint, requestContext } from '../context/request-context';

/**
 * Opens the request's context: correlation id (taken from the caller or new), the current page
 * path header of spec section 6 (kept in event metadata), and the language for error messages.
 * Events the request appends put their log position on the answer (X-Log-Position, once
 * committed; an answer already on its way keeps what it has).
 */
export function requestContextMiddleware(req: Request, res: Response, next: NextFunction): void {
  const incoming = req.header(HEADERS.correlationId);
  const correlationId = incoming && /^[\w.-]{1,100}$/.test(incoming) ? incoming : randomUUID();
  const pagePath = req.header(HEADERS.pagePath)?.slice(0, 300);
  const cookieLang = (req as Request & { cookies?: Record<string, string> }).cookies?.lang;
  const language = cookieLang === 'ms' || req.acceptsLanguages('en', 'ms') === 'ms' ? 'ms' : 'en';
  res.setHeader(HEADERS.correlationId, correlationId);
  const userAgent = req.header('user-agent')?.slice(0, 300);
  const onWritten = (written: LogPoint) => {
    if (!res.headersSent) res.setHeader(HEADERS.logPosition, formatLogPosition(written));
  };
  requestContext.run({ correlationId, pagePath, language, clientIp: req.ip, userAgent, onWritten }, () => next());
}
