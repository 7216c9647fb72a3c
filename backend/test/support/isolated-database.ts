import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { createDataSource, ensureDatabase, runMigrations } from '../../src/data-source';

/**
 * A migrated database of one spec file's own (`<run db>_<tag>_<random>`), for specs whose API
 * instances run subscribers: only one instance per database runs each subscriber (advisory lock),
 * so on the shared run database another spec file's instance could win it and send this file's
 * pushes and jobs to its own Redis prefix. `drop()` removes it unless KEEP_TEST_DB=1.
 */
export async function isolatedDatabase(tag: string) {
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `${url.pathname}_${tag}_${randomBytes(3).toString('hex')}`;
  const DATABASE_URL = url.toString();
  await ensureDatabase(DATABASE_URL);
  // Two connections: the migration lock holds one while the migrations run on the other.
  const migrator = await createDataSource({
    DATABASE_URL,
    DATABASE_POOL_SIZE: 2,
    IDLE_IN_TRANSACTION_TIMEOUT_MS: 30_000,
  }).initialize();
  await runMigrations(migrator);
  await migrator.destroy();

  async function drop() {
    if (process.env.KEEP_TEST_DB === '1') return;
    const admin = new URL(DATABASE_URL);
    const name = admin.pathname.slice(1);
    admin.pathname = '/postgres';
    const ds = await new DataSource({ type: 'postgres', url: admin.toString() }).initialize();
    await ds.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await ds.destroy();
  }
  return { DATABASE_URL, drop };
}
