import type { DataSource, EntityManager } from 'typeorm';
import type { EventStore } from './event-store';
import type { Waker } from './waker';
import { deliver, type EventSubscriber, wantedOf } from './subscriber';
import { type Checkpoint, checkpointOf, START, type StoredEvent } from './event-store.types';

export interface RebuildProgress {
  processed: number;
  total: number;
}

const REBUILD_SUFFIX = '__rebuild';
const quote = (qualified: string) =>
  qualified
    .split('.')
    .map((part) => `"${part.replace(/"/g, '""')}"`)
    .join('.');
const bare = (qualified: string) => qualified.split('.').pop()!;

/**
 * Rebuilds a projection from position zero into fresh copies of its tables, then swaps them in.
 * While it runs the live runner stands still (status 'rebuilding'), and readers keep reading the
 * old tables; the swap (rename) happens in one transaction together with the new checkpoint.
 * A failure drops the copies and restores the previous status: the live tables are never touched.
 */
export async function rebuildProjection(
  dataSource: DataSource,
  store: EventStore,
  waker: Waker,
  projection: EventSubscriber,
  onProgress: (p: RebuildProgress) => void = () => undefined,
): Promise<RebuildProgress> {
  if (projection.kind !== 'projection' || !projection.tables?.length) {
    throw new Error(`${projection.name} is not a projection with tables; reactions are not rebuilt`);
  }
  const tables = projection.tables;
  const rebuildName = (name: string) => (tables.includes(name) ? `${name}${REBUILD_SUFFIX}` : name);
  const before: { status: string }[] = await dataSource
    .query(
      `UPDATE event_store.subscriptions s SET status = 'rebuilding', generation = generation + 1, updated_at = now()
       FROM (SELECT status FROM event_store.subscriptions WHERE name = $1 FOR UPDATE) old
      WHERE s.name = $1 RETURNING old.status`,
      [projection.name],
    )
    .then((r: [{ status: string }[], number]) => r[0]);
  if (before.length === 0) throw new Error(`Unknown subscriber ${projection.name}`);
  if (before[0].status === 'rebuilding') throw new Error(`${projection.name} is already being rebuilt`);
  const previousStatus = before[0].status;

  try {
    for (const t of tables) {
      await dataSource.query(`DROP TABLE IF EXISTS ${quote(t + REBUILD_SUFFIX)}`);
      await dataSource.query(`CREATE TABLE ${quote(t + REBUILD_SUFFIX)} (LIKE ${quote(t)} INCLUDING ALL)`);
    }
    const [{ total }] = (await dataSource.query(`SELECT count(*)::int AS total FROM event_store.events`)) as {
      total: number;
    }[];
    const progress: RebuildProgress = { processed: 0, total };
    let checkpoint: Checkpoint = START;
    const apply = async (manager: EntityManager, events: StoredEvent[]) => {
      await deliver(projection, wantedOf(projection, events), { manager, table: rebuildName });
      checkpoint = checkpointOf(events[events.length - 1]);
      progress.processed = Math.min(progress.total, progress.processed + events.length);
    };
    for (;;) {
      const events = await store.readAll(checkpoint, 2000);
      if (events.length === 0) break;
      await dataSource.transaction((manager) => apply(manager, events));
      onProgress(progress);
    }
    await dataSource.transaction(async (manager) => {
      for (const t of tables) await manager.query(`LOCK TABLE ${quote(t)} IN ACCESS EXCLUSIVE MODE`);
      // Events committed since the last batch: catch up under the lock, then swap.
      for (;;) {
        const events = await store.readAll(checkpoint, 2000, manager);
        if (events.length === 0) break;
        await apply(manager, events);
      }
      for (const t of tables) {
        await manager.query(`ALTER TABLE ${quote(t)} RENAME TO "${bare(t)}__old"`);
        await manager.query(`ALTER TABLE ${quote(t + REBUILD_SUFFIX)} RENAME TO "${bare(t)}"`);
        await manager.query(`DROP TABLE ${quote(t + '__old')}`);
      }
      await manager.query(
        `UPDATE event_store.subscriptions
            SET status = 'active', last_tx_id = $2::xid8, last_position = $3, generation = generation + 1,
                error = NULL, failed_event_id = NULL, updated_at = now()
          WHERE name = $1`,
        [projection.name, checkpoint.txId, checkpoint.position],
      );
    });
    progress.processed = progress.total;
    onProgress(progress);
    waker.notify();
    return progress;
  } catch (error) {
    for (const t of tables) await dataSource.query(`DROP TABLE IF EXISTS ${quote(t + REBUILD_SUFFIX)}`).catch(() => undefined);
    await dataSource.query(
      `UPDATE event_store.subscriptions SET status = $2, generation = generation + 1, updated_at = now() WHERE name = $1`,
      [projection.name, previousStatus],
    );
    waker.notify();
    throw error;
  }
}
