import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { HEADERS, XSRF_COOKIE } from '@bo/shared';
import { toErrorResponse } from '../errors/error.filter';
import { AppError } from '../errors/app-error';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Double-submit anti-forgery check. The server sets a readable `XSRF-TOKEN` cookie; the web app
 * echoes it in `X-XSRF-TOKEN`. A browser request that carries the cookie but not the matching
 * header is refused: a forged cross-site form cannot read the cookie to copy it. Callers without
 * the cookie (server-to-server clients using only a bearer token) are not cookie-authenticated,
 * so there is nothing to forge.
 */
export function xsrfMiddleware(req: Request, res: Response, next: NextFunction): void {
  const cookies = (req as Request & { cookies?: Record<string, string> }).cookies ?? {};
  const cookie = cookies[XSRF_COOKIE];
  if (!cookie) {
    res.cookie(XSRF_COOKIE, randomBytes(24).toString('base64url'), {
      sameSite: 'lax',
      secure: req.secure,
      httpOnly: false,
      path: '/',
    });
  }
  if (SAFE.has(req.method) || !cookie) return next();
  const header = req.header(HEADERS.xsrf) ?? '';
  const ok = header.length === cookie.length && timingSafeEqual(Buffer.from(header), Buffer.from(cookie));
  if (ok) return next();
  const { status, body } = toErrorResponse(new AppError('XSRF_TOKEN_MISMATCH'), req.path);
  res.status(status).json(body);
}
