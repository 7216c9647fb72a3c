import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type PlatformConfig } from '../config/config';
import { MetricsService } from '../metrics/metrics.service';
import { RedisService } from '../redis/redis.service';
import type { Checkpoint } from './event-store.types';
import { Waker } from './waker';

/**
 * Woken whenever a subscriber commits a batch it applied (the runner's notify): what waiting
 * reads listen to. Its own Redis channel, next to the commit wake-ups'.
 */
export const APPLIED_WAKER = Symbol('APPLIED_WAKER');

/** What the read side waits for: every subscriber that keeps a read model. */
export interface ProjectionSource {
  readonly projections: readonly { name: string; eventTypes?: readonly string[] }[];
}
export const PROJECTION_SOURCE = Symbol('PROJECTION_SOURCE');

/** Re-checked this often when no wake-up came (one lost on the way, a process that died mid-batch). */
const FALLBACK_CHECK_MS = 100;

/**
 * The projections (active ones only: a paused or rebuilding one is not waited for) that have not
 * applied every event they want up to the target. Behind means: a wanted event lies after the
 * stored checkpoint and no later than the target. So a projection that wants none of the events
 * in between counts as there, whatever its checkpoint says (it stores a checkpoint moved past
 * unwanted events only later: docs/event-store.md). One probe of events_tx_position_idx each.
 */
const BEHIND = `SELECT p.name
    FROM jsonb_to_recordset($1::jsonb) AS p(name text, types text[])
    JOIN event_store.subscriptions s ON s.name = p.name AND s.status = 'active'
   WHERE (s.last_tx_id, s.last_position) < ($2::xid8, $3::bigint)
     AND EXISTS (SELECT 1 FROM event_store.events e
                  WHERE (e.tx_id, e.global_position) > (s.last_tx_id, s.last_position)
                    AND (e.tx_id, e.global_position) <= ($2::xid8, $3::bigint)
                    AND (p.types IS NULL OR e.type = ANY (p.types)))`;

/**
 * Read your own writes (docs/event-store.md): a read waits, bounded, until every projection has
 * applied the events up to a position its caller wrote (X-Read-After). Woken by the subscribers' applied batches (this process's at once,
 * others' through Redis), re-checked every FALLBACK_CHECK_MS besides.
 */
@Injectable()
export class ReadYourWrites {
  private readonly logger = new Logger('ReadYourWrites');
  private listening?: Promise<void>;
  private projectionsJson?: string;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(APPLIED_WAKER) private readonly applied: Waker,
    @Inject(PROJECTION_SOURCE) private readonly source: ProjectionSource,
    private readonly redis: RedisService,
    private readonly metrics: MetricsService,
    @Inject(APP_CONFIG) private readonly config: PlatformConfig,
  ) {}

  /**
   * Resolves true once every projection has applied what it wants up to `target`, false when
   * READ_AFTER_WAIT_MS passed first (the read then goes ahead on what is there: logged, counted).
   */
  async untilApplied(target: Checkpoint, timeoutMs = this.config.READ_AFTER_WAIT_MS): Promise<boolean> {
    const projections = this.projections();
    if (projections === '[]') return true;
    // Remote wake-ups need a subscriber connection, opened by the first wait (none in the worker or the CLI).
    this.listening ??= this.applied.listen(this.redis.connect()).catch(() => undefined);
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      // Listening before the check: a batch applied while it runs still wakes this wait.
      const wake = this.nextWake();
      try {
        const behind = (await this.dataSource.query(BEHIND, [projections, target.txId, target.position])) as { name: string }[];
        if (behind.length === 0) return true;
        const left = deadline - Date.now();
        if (left <= 0) {
          this.metrics.readAfterTimeouts.inc();
          this.logger.warn({
            msg: 'read answered before the read side applied its position',
            target,
            behind: behind.map((b) => b.name),
          });
          return false;
        }
        await wake.wait(Math.min(left, FALLBACK_CHECK_MS));
      } finally {
        wake.cancel();
      }
    }
  }

  /** The projections as BEHIND takes them, made once they are known (after bootstrap). */
  private projections(): string {
    if (this.projectionsJson) return this.projectionsJson;
    const json = JSON.stringify(
      this.source.projections.map((p) => ({ name: p.name, types: p.eventTypes?.length ? [...p.eventTypes] : null })),
    );
    if (json !== '[]') this.projectionsJson = json;
    return json;
  }

  private nextWake(): { wait(ms: number): Promise<void>; cancel(): void } {
    let woken = false;
    let done: (() => void) | undefined;
    const off = this.applied.onWake(() => {
      woken = true;
      done?.();
    });
    let timer: NodeJS.Timeout | undefined;
    return {
      wait: (ms) =>
        woken
          ? Promise.resolve()
          : new Promise<void>((resolve) => {
              done = resolve;
              timer = setTimeout(resolve, ms);
            }),
      cancel: () => {
        off();
        clearTimeout(timer);
      },
    };
  }
}
