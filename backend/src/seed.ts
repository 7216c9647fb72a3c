import type { DataSource } from 'typeorm';
import type { AppConfig } from './core/config/config';
import { seedIdentity } from './modules/identity-access/identity-access.seed';
import { seedCreditReference } from './modules/credit/reference/credit-reference.seed';
import { seedSettings } from './modules/settings/settings.seed';

/** Any fixed number, the same in every process: seeding holds this advisory lock. */
const SEED_LOCK = 7_246_001;

/**
 * Demo data of every context, in dependency order. Each seeder is idempotent; the advisory lock
 * makes them safe to run from several processes at once (instances starting together, test files).
 */
export async function seedDemoData(dataSource: DataSource, config: AppConfig): Promise<void> {
  const lock = dataSource.createQueryRunner();
  await lock.connect();
  try {
    await lock.query(`SELECT pg_advisory_lock($1)`, [SEED_LOCK]);
    await seedSettings(dataSource);
    await seedIdentity(dataSource, config.ADMIN_PASSWORD);
    await seedCreditReference(dataSource);
  } finally {
    await lock.query(`SELECT pg_advisory_unlock($1)`, [SEED_LOCK]).catch(() => undefined);
    await lock.release();
  }
}
