import 'reflect-metadata';
import { createApiApp } from './bootstrap';
import { loadAppConfig } from './app-config';
import { ensureDatabase } from './core/database/data-source';

/** API process: HTTP API under /api/v1, live channel, event subscribers, and the web app at /. */
async function main(): Promise<void> {
  const config = loadAppConfig();
  await ensureDatabase(config.DATABASE_URL);
  const app = await createApiApp(config);
  await app.listen(config.PORT);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
