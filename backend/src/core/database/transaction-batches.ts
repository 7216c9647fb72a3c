import type { DataSource, EntityManager } from 'typeorm';

/**
 * Works through a backlog in batches, each in its own transaction, until a batch comes back short:
 * the worker's sweeps (expired room and ticket holds). `batch` takes up to `size` items under lock
 * (skipping those another transaction is changing), handles them and answers how many it took.
 * A short transaction per batch keeps locks brief; the answer is the total.
 */
export async function inTransactionBatches(
  dataSource: DataSource,
  size: number,
  batch: (manager: EntityManager, size: number) => Promise<number>,
): Promise<number> {
  let total = 0;
  for (;;) {
    const taken = await dataSource.transaction((manager) => batch(manager, size));
    total += taken;
    if (taken < size) return total;
  }
}
