import { stat } from 'node:fs/promises';
import { extname, join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import express from 'express';
import { SCREEN_PATHS } from '@bo/shared';

/** Vite's content-hashed output: a new build has new names, so a browser may keep these forever. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html and the build files announce new versions: always revalidated. */
const REVALIDATE = 'no-cache';
const NO_CACHE_FILES = /^\/(index\.html|build-meta\.json|latest-build\.json)$/;

/** Sibling files the build writes beside each compressible file (frontend/tooling/compress.plugin.ts), best first. */
const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

const outsideApi = (req: express.Request) => !req.path.startsWith('/api') && !req.path.startsWith('/socket.io');
const readsFile = (req: express.Request) => req.method === 'GET' || req.method === 'HEAD';

/**
 * The web app's screen routes as the browser router matches them (shared SCREEN_PATHS, which every
 * screen route of the web app comes from): case-insensitive, an optional trailing slash, a `:param`
 * is one non-empty segment.
 */
const screenPatterns = Object.values(SCREEN_PATHS).map((path) => {
  const source = path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source === '' ? '' : source}/?$`, 'i');
});

/** Whether the web app has a screen at this path (else it shows 'Page Not Found: {path}'). */
export function isScreenPath(path: string): boolean {
  return screenPatterns.some((pattern) => pattern.test(path));
}

function cacheControl(urlPath: string): string {
  if (urlPath.startsWith('/assets/')) return IMMUTABLE;
  if (NO_CACHE_FILES.test(urlPath)) return REVALIDATE;
  return 'public, max-age=3600';
}

/**
 * Sends `urlPath` from the build compressed when the browser accepts it and the build wrote a
 * compressed copy at least as new as the file (a deployment that replaces one file, such as
 * latest-build.json, never gets an older copy served). Resolves false when there is none.
 */
async function sendPrecompressed(
  dist: string,
  urlPath: string,
  req: express.Request,
  res: express.Response,
  status = 200,
): Promise<boolean> {
  const file = join(dist, urlPath);
  const original = await stat(file).catch(() => undefined);
  if (!original?.isFile()) return false;
  res.vary('Accept-Encoding');
  for (const { encoding, suffix } of PRECOMPRESSED) {
    if (req.acceptsEncodings(encoding) !== encoding) continue;
    const compressed = await stat(file + suffix).catch(() => undefined);
    if (!compressed?.isFile() || compressed.mtimeMs < original.mtimeMs) continue;
    res.status(status);
    res.type(extname(file));
    res.setHeader('Content-Encoding', encoding);
    res.setHeader('Cache-Control', cacheControl(urlPath));
    await new Promise<void>((resolve, reject) =>
      res.sendFile(file + suffix, { cacheControl: false }, (error) => (error ? reject(error) : resolve())),
    );
    return true;
  }
  return false;
}

/**
 * Serves the built web app at `/`: its files (precompressed brotli or gzip when the browser takes
 * it; hashed assets cached as immutable, index.html and the build files revalidated), and for any
 * other GET outside the API index.html, with 200 on a screen path and 404 elsewhere (the web app
 * then shows 'Page Not Found: {path}'). API calls skip all of it: a stat() per request otherwise.
 */
export function serveWebApp(app: NestExpressApplication, dist: string): void {
  const files = express.static(dist, {
    index: false,
    cacheControl: false,
    setHeaders: (res) => res.setHeader('Cache-Control', cacheControl(res.req.path)),
  });
  const safe = (req: express.Request) => readsFile(req) && outsideApi(req) && !req.path.includes('..');
  app.use((req: express.Request, res: express.Response, next: express.NextFunction) => {
    if (!safe(req) || !extname(req.path)) return next();
    sendPrecompressed(dist, req.path, req, res).then((sent) => (sent ? undefined : files(req, res, next)), next);
  });
  app.use((req: express.Request, res: express.Response, next: express.NextFunction) => {
    if (!readsFile(req) || !outsideApi(req)) return next();
    const status = isScreenPath(req.path) ? 200 : 404;
    sendPrecompressed(dist, '/index.html', req, res, status).then((sent) => {
      if (sent) return;
      res.status(status).setHeader('Cache-Control', REVALIDATE);
      res.sendFile(join(dist, 'index.html'), { cacheControl: false });
    }, next);
  });
}
