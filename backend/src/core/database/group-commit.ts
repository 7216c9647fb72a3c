import { AsyncResource } from 'node:async_hooks';

/**
 * Group commit: callers enqueue work items; items that arrive while earlier batches are being
 * written are gathered into the next batch, so under load many commands share one transaction
 * (one BEGIN, one lock statement, one read, one append, one COMMIT) instead of paying for
 * their own. With no load a batch holds one item and starts at once (next turn of the event loop).
 *
 * Each item belongs to a lane (e.g. a ledger account). A lane is in at most one batch at a time,
 * and its items keep their order: a batch never sees a lane's state that another batch of this
 * process is still changing. At most `maxInFlight` batches run at once, so one batch waiting on
 * a lock held elsewhere does not stop the other lanes.
 *
 * A batch belongs to no single caller: it runs in the async context the queue was created in (at
 * start-up: no request), not in that of whichever caller happened to come first.
 */
export interface GroupCommitOptions<T> {
  laneOf(item: T): string;
  /** Writes one batch and settles its items; if it throws, every item of the batch is rejected. */
  run(batch: T[]): Promise<void>;
  maxInFlight?: number;
  maxBatchSize?: number;
}

/** An item is somebody's pending promise: the queue rejects it when its batch fails as a whole. */
export interface GroupCommitItem {
  reject(error: unknown): void;
}

export class GroupCommitQueue<T extends GroupCommitItem> {
  private queue: T[] = [];
  private readonly busyLanes = new Set<string>();
  private inFlight = 0;
  private scheduled = false;
  private readonly maxInFlight: number;
  private readonly maxBatchSize: number;

  constructor(private readonly options: GroupCommitOptions<T>) {
    this.maxInFlight = options.maxInFlight ?? 4;
    this.maxBatchSize = options.maxBatchSize ?? 100;
  }

  get pending(): number {
    return this.queue.length;
  }

  add(item: T): void {
    this.queue.push(item);
    // Gather everything that arrives in this turn of the event loop before cutting a batch.
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(this.pumpSoon);
  }

  private readonly pumpSoon = AsyncResource.bind(() => {
    this.scheduled = false;
    this.pump();
  });

  private pump(): void {
    while (this.inFlight < this.maxInFlight && this.queue.length > 0) {
      const batch: T[] = [];
      const rest: T[] = [];
      const lanes = new Set<string>();
      // Lanes that must wait: in another batch, or already skipped (keeps each lane's order).
      const blocked = new Set(this.busyLanes);
      for (const item of this.queue) {
        const lane = this.options.laneOf(item);
        if (blocked.has(lane) || batch.length >= this.maxBatchSize) {
          blocked.add(lane);
          rest.push(item);
        } else {
          lanes.add(lane);
          batch.push(item);
        }
      }
      if (batch.length === 0) return;
      this.queue = rest;
      this.inFlight++;
      for (const lane of lanes) this.busyLanes.add(lane);
      void this.options
        .run(batch)
        .catch((error: unknown) => {
          for (const item of batch) item.reject(error);
        })
        .finally(() => {
          this.inFlight--;
          for (const lane of lanes) this.busyLanes.delete(lane);
          this.pump();
        });
    }
  }
}
