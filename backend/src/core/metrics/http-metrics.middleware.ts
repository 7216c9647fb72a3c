import type { NextFunction, Request, Response } from 'express';
import type { MetricsService } from './metrics.service';

/** Counts and times every request by its route pattern (not the raw URL: ids would explode labels). */
export function httpMetricsMiddleware(metrics: MetricsService) {
  return (req: Request, res: Response, next: NextFunction) => {
    const end = metrics.httpDuration.startTimer();
    res.on('finish', () => {
      const route = (req.route as { path?: string } | undefined)?.path ?? (res.statusCode === 404 ? 'unmatched' : req.path);
      const labels = { method: req.method, route: `${req.baseUrl ?? ''}${route}` };
      end(labels);
      metrics.httpRequests.inc({ ...labels, status: String(res.statusCode) });
    });
    next();
  };
}
