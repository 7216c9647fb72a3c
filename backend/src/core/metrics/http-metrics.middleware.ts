import type { NextFunction, Request, Response } from 'express';
import type { MetricsService } from './metrics.service';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * Every label value comes from a bounded set: the matched route PATTERN of an API call (never the
 * raw URL: ids would be label values, and every probed path a new series), `web-app` for the
 * built web app's files and screens (their paths hold record ids too), `unmatched` for anything
 * else; methods outside the usual ones count as `OTHER`.
 */
export function routeLabel(req: Request, status: number): string {
  const pattern = (req.route as { path?: string } | undefined)?.path;
  if (typeof pattern === 'string') return `${req.baseUrl ?? ''}${pattern}`;
  const outsideApi = !req.path.startsWith('/api') && !req.path.startsWith('/socket.io');
  return outsideApi && status < 400 ? 'web-app' : 'unmatched';
}

/** Counts and times every request by its route pattern. */
export function httpMetricsMiddleware(metrics: MetricsService) {
  return (req: Request, res: Response, next: NextFunction) => {
    const end = metrics.httpDuration.startTimer();
    res.on('finish', () => {
      const method = METHODS.has(req.method) ? req.method : 'OTHER';
      const labels = { method, route: routeLabel(req, res.statusCode) };
      end(labels);
      metrics.httpRequests.inc({ ...labels, status: String(res.statusCode) });
    });
    next();
  };
}
