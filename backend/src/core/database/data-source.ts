import { DataSource, type DataSourceOptions } from 'typeorm';
import type { AppConfig } from '../config/config';
import { ENTITIES } from './entities';
import { MIGRATIONS } from './migrations';

/**
 * The one TypeORM data source. Schema changes go through migrations only (never `synchronize`).
 * Every pooled connection gets `idle_in_transaction_session_timeout`: a transaction left open
 * holds back `pg_snapshot_xmin` and so stalls every event reader.
 */
export function createDataSource(
  config: Pick<AppConfig, 'DATABASE_URL' | 'DATABASE_POOL_SIZE' | 'IDLE_IN_TRANSACTION_TIMEOUT_MS'>,
  overrides: Partial<DataSourceOptions> = {},
): DataSource {
  return new DataSource({
    type: 'postgres',
    url: config.DATABASE_URL,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsTableName: 'schema_migrations',
    synchronize: false,
    migrationsRun: false,
    logging: false,
    applicationName: 'backoffice',
    extra: {
      max: config.DATABASE_POOL_SIZE,
      options: `-c idle_in_transaction_session_timeout=${config.IDLE_IN_TRANSACTION_TIMEOUT_MS}`,
    },
    ...overrides,
  } as DataSourceOptions);
}

/** Applies pending migrations under an advisory lock, so concurrent starters don't race. */
export async function runMigrations(dataSource: DataSource): Promise<string[]> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query(`SELECT pg_advisory_lock(hashtext('backoffice:migrations'))`);
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    return applied.map((m) => m.name);
  } finally {
    await runner.query(`SELECT pg_advisory_unlock(hashtext('backoffice:migrations'))`).catch(() => undefined);
    await runner.release();
  }
}

/** Creates the database named in the URL when it does not exist (local and test convenience). */
export async function ensureDatabase(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.replace(/^\//, ''));
  if (!/^[A-Za-z0-9_]+$/.test(name)) throw new Error(`Unsupported database name: ${name}`);
  url.pathname = '/postgres';
  const admin = new DataSource({ type: 'postgres', url: url.toString() });
  await admin.initialize();
  try {
    const rows: unknown[] = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rows.length === 0) await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.destroy();
  }
}
