import type { DataSource, DataSourceOptions } from 'typeorm';
import type { AppConfig } from './app-config';
import { buildDataSource } from './core/database/data-source';
import { CONTEXTS } from './contexts';

export { ensureDatabase, runMigrations } from './core/database/data-source';

/** The app's data source: the platform's and every context's migrations and entities. */
export function createDataSource(
  config: Pick<AppConfig, 'DATABASE_URL' | 'DATABASE_POOL_SIZE' | 'IDLE_IN_TRANSACTION_TIMEOUT_MS'>,
  overrides: Partial<DataSourceOptions> = {},
): DataSource {
  return buildDataSource(config, CONTEXTS, overrides);
}
