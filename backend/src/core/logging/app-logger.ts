import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { LoggerService } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import type { DestinationStream, Level, Logger } from 'pino';
import { pinoHttp, type HttpLogger } from 'pino-http';
import type { PlatformConfig } from '../config/config';
import { requestContext } from '../context/request-context';

/** The request logger of the HTTP request being handled, if any. */
const requestLog = new AsyncLocalStorage<Logger>();

/** Headers that carry secrets: never written to the log. */
export const REDACTED_HEADERS = ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-xsrf-token"]'];
/**
 * Query parameters that carry secrets (the e-mailed links' `?token=`, should one reach the API
 * rather than the web app): their values are never written to the log.
 */
const SECRET_QUERY = /([?&](?:token|otp|key)=)[^&#]*/gi;

/**
 * The log of every process (API, worker, command line): pino, one JSON object a line. Nest's own
 * messages and every `new Logger(context)` call go through it (`app.useLogger`), with the context
 * as `context`. Inside an HTTP request a line carries the request's id and correlation id, and
 * the request itself is logged once answered (health and metrics scrapes are not).
 *
 * Our own rather than nestjs-pino, whose releases for NestJS 12 require Node 22 (the machines run 20).
 */
export class AppLogger implements LoggerService {
  private readonly http: HttpLogger;

  constructor(config: Pick<PlatformConfig, 'LOG_LEVEL'>, destination?: DestinationStream) {
    this.http = pinoHttp(
      {
        level: config.LOG_LEVEL,
        redact: REDACTED_HEADERS,
        autoLogging: { ignore: (req) => /\/(health|metrics)$/.test(req.url ?? '') },
        // The request context's id: the caller's when well-formed, else a new one (request-context.middleware).
        customProps: (req: IncomingMessage) => ({
          correlationId: requestContext.get()?.correlationId ?? req.headers['x-correlation-id'],
        }),
        serializers: {
          req: (req: { id: unknown; method: string; url: string }) => ({
            id: req.id,
            method: req.method,
            url: req.url.replace(SECRET_QUERY, '$1[redacted]'),
          }),
          res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
        },
      },
      destination,
    );
  }

  /** The logger of the current request, else the process's. */
  get logger(): Logger {
    return requestLog.getStore() ?? this.http.logger;
  }

  /** Express middleware: logs each request once answered, and scopes the log to it. */
  requests() {
    return (req: Request, res: Response, next: NextFunction) =>
      this.http(req as IncomingMessage, res as ServerResponse, () => requestLog.run(req.log, next));
  }

  verbose(message: unknown, ...params: unknown[]) {
    this.write('trace', message, params);
  }
  debug(message: unknown, ...params: unknown[]) {
    this.write('debug', message, params);
  }
  log(message: unknown, ...params: unknown[]) {
    this.write('info', message, params);
  }
  warn(message: unknown, ...params: unknown[]) {
    this.write('warn', message, params);
  }
  error(message: unknown, ...params: unknown[]) {
    this.write('error', message, params);
  }
  fatal(message: unknown, ...params: unknown[]) {
    this.write('fatal', message, params);
  }

  /**
   * Nest's calling convention: the context is the last parameter when there is more than one
   * argument; Nest's exception handlers pass `(message, stack, context)`.
   */
  private write(level: Level, message: unknown, params: unknown[]) {
    const fields: Record<string, unknown> = {};
    let rest = params;
    if (params.length > 0) {
      fields.context = params[params.length - 1];
      rest = params.slice(0, -1);
    }
    const logger = this.logger;
    if (message instanceof Error) {
      logger[level]({ ...fields, err: message }, ...(rest as []));
    } else if (message && typeof message === 'object') {
      logger[level]({ ...fields, ...message }, ...(rest as []));
    } else if (level === 'error' && rest.length === 1 && typeof rest[0] === 'string' && /\n\s*at /.test(rest[0])) {
      const err = new Error(String(message));
      err.stack = rest[0];
      logger[level]({ ...fields, err });
    } else {
      logger[level](fields, String(message), ...(rest as []));
    }
  }
}
