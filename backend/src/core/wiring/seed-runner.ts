import type { DataSource } from 'typeorm';
import type { AppConfig } from '../config/config';
import type { Contribution } from './context-definition';
import { seedMenus } from './menu-seeding';

/** Any fixed number, the same in every process: seeding holds this advisory lock. */
const SEED_LOCK = 7_246_001;

/**
 * Demo and reference data of every contribution: each one's `seed` in the given order (dependency
 * order: roles before what names them), then every contributed menu entry with its default grants.
 * Each seed is idempotent; the advisory lock makes them safe to run from several processes at once
 * (instances starting together, test files).
 */
export async function runSeeds(dataSource: DataSource, config: AppConfig, parts: readonly Contribution[]): Promise<void> {
  const lock = dataSource.createQueryRunner();
  await lock.connect();
  try {
    await lock.query(`SELECT pg_advisory_lock($1)`, [SEED_LOCK]);
    for (const part of parts) await part.seed?.({ dataSource, config });
    await seedMenus(
      dataSource,
      parts.flatMap((part) => part.menus ?? []),
    );
  } finally {
    await lock.query(`SELECT pg_advisory_unlock($1)`, [SEED_LOCK]).catch(() => undefined);
    await lock.release();
  }
}
