import 'reflect-metadata';
import { loadAppConfig } from '../app-config';
import { createDataSource, ensureDatabase, runMigrations } from '../data-source';

/** `npm run migrate`: creates the database if needed and applies pending migrations. */
async function main(): Promise<void> {
  const config = loadAppConfig();
  await ensureDatabase(config.DATABASE_URL);
  const dataSource = await createDataSource(config).initialize();
  try {
    const applied = await runMigrations(dataSource);
    console.log(applied.length ? `applied: ${applied.join(', ')}` : 'database is up to date');
  } finally {
    await dataSource.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
