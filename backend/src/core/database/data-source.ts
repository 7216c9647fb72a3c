import { DataSource, type DataSourceOptions } from 'typeorm';
import type { PlatformConfig } from '../config/config';
import type { Contribution } from '../wiring/context-definition';
import { PLATFORM } from '../wiring/platform';

/**
 * The one TypeORM data source, with the migrations and entities of the platform and of the given
 * contexts (the app passes `CONTEXTS`: `src/data-source.ts`). Migrations run in timestamp order
 * whoever contributes them. Schema changes go through migrations only (never `synchronize`).
 * Every pooled connection gets `idle_in_transaction_session_timeout`: a transaction left open
 * holds back `pg_snapshot_xmin` and so stalls every event reader.
 */
export function buildDataSource(
  config: Pick<PlatformConfig, 'DATABASE_URL' | 'DATABASE_POOL_SIZE' | 'IDLE_IN_TRANSACTION_TIMEOUT_MS'>,
  contexts: readonly Contribution[],
  overrides: Partial<DataSourceOptions> = {},
): DataSource {
  const parts = [PLATFORM, ...contexts];
  return new DataSource({
    type: 'postgres',
    url: config.DATABASE_URL,
    entities: parts.flatMap((part) => part.entities ?? []),
    migrations: migrationsOf(parts),
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

/** Every contributed migration class, by timestamp (the last 13 digits of the class name). */
export function migrationsOf(parts: readonly Contribution[]) {
  const all = parts.flatMap((part) => (part.migrations ?? []).map((migration) => ({ part: part.name, migration })));
  const seen = new Map<string, string>();
  for (const { part, migration } of all) {
    const other = seen.get(migration.name);
    if (other !== undefined) throw new Error(`migration ${migration.name} is contributed by ${other} and ${part}`);
    if (!/\d{13}$/.test(migration.name)) throw new Error(`migration ${migration.name} (${part}) has no timestamp`);
    seen.set(migration.name, part);
  }
  const timestamp = (name: string) => Number(name.slice(-13));
  return all.map((m) => m.migration).sort((a, b) => timestamp(a.name) - timestamp(b.name));
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
