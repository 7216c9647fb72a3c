import type { DataSource } from 'typeorm';
import type { PlatformConfig } from '../config/config';
import type { Contribution } from './context-definition';

/** The one part's `menuSeeder` (identity-access's): none or two is a wiring mistake, refused. */
export function menuSeederOf(parts: readonly Contribution[]): NonNullable<Contribution['menuSeeder']> {
  const seeders = parts.filter((part) => part.menuSeeder);
  if (seeders.length !== 1)
    throw new Error(
      `menus need exactly one part that seeds them (menuSeeder), found ${seeders.length}: ${seeders.map((part) => part.name).join(', ')}`,
    );
  return seeders[0].menuSeeder!;
}

/** Any fixed number, the same in every process: seeding holds this advisory lock. */
const SEED_LOCK = 7_246_001;

/**
 * Demo and reference data of every contribution: each one's `seed` in the given order (dependency
 * order: roles before what names them), then every contributed menu entry with its default grants,
 * written by the one part that owns the menus (its `menuSeeder`; core names no table of it).
 * Each seed is idempotent; the advisory lock makes them safe to run from several processes at once
 * (instances starting together, test files).
 */
export async function runSeeds(dataSource: DataSource, config: PlatformConfig, parts: readonly Contribution[]): Promise<void> {
  const lock = dataSource.createQueryRunner();
  await lock.connect();
  try {
    await lock.query(`SELECT pg_advisory_lock($1)`, [SEED_LOCK]);
    for (const part of parts) await part.seed?.({ dataSource, config });
    await menuSeederOf(parts)(
      dataSource,
      parts.flatMap((part) => part.menus ?? []),
    );
  } finally {
    await lock.query(`SELECT pg_advisory_unlock($1)`, [SEED_LOCK]).catch(() => undefined);
    await lock.release();
  }
}
