import 'reflect-metadata';
import { loadAppConfig } from '../app-config';
import { createDataSource } from '../data-source';
import { seedDemoData } from '../seed';

/** `npm run seed`: demo data, idempotent (safe to run any number of times). */
async function main(): Promise<void> {
  const config = loadAppConfig();
  const dataSource = await createDataSource(config).initialize();
  try {
    await seedDemoData(dataSource, config);
    console.log('demo data is in place');
  } finally {
    await dataSource.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
