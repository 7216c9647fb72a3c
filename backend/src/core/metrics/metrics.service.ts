import { Injectable } from '@nestjs/common';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * Prometheus metrics of this process (one registry per app instance, so two instances in one
 * test process don't collide). Gauges that need I/O are filled at scrape time by collectors.
 */
@Injectable()
export class MetricsService {
  readonly registry = new Registry();
  readonly httpRequests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests by method, route and status',
    labelNames: ['method', 'route', 'status'],
    registers: [this.registry],
  });
  readonly httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request latency',
    labelNames: ['method', 'route'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [this.registry],
  });
  readonly eventAppends = new Counter({
    name: 'event_store_appended_events_total',
    help: 'Events appended to the event store',
    registers: [this.registry],
  });
  readonly readAfterTimeouts = new Counter({
    name: 'read_after_timeouts_total',
    help: 'Reads answered before the read side applied the position they were sent with (X-Read-After)',
    registers: [this.registry],
  });
  readonly subscriberLag = new Gauge({
    name: 'event_subscriber_lag_events',
    help: 'Events a subscriber has not processed yet (capped at 10000)',
    labelNames: ['subscriber', 'status'],
    registers: [this.registry],
  });
  readonly queueJobs = new Gauge({
    name: 'queue_jobs',
    help: 'Jobs per queue and state (waiting, active, delayed, failed, completed)',
    labelNames: ['queue', 'state'],
    registers: [this.registry],
  });
  private readonly collectors: (() => Promise<void>)[] = [];

  constructor() {
    collectDefaultMetrics({ register: this.registry });
  }

  addCollector(collect: () => Promise<void>): void {
    this.collectors.push(collect);
  }

  async render(): Promise<string> {
    await Promise.allSettled(this.collectors.map((c) => c()));
    return this.registry.metrics();
  }
}
