import type { DataSource } from 'typeorm';
import type { AppConfig } from './core/config/config';
import { seedIdentity } from './modules/identity-access/identity-access.seed';
import { seedSettings } from './modules/settings/settings.seed';

/** Demo data of every context, in dependency order. Each seeder is idempotent. */
export async function seedDemoData(dataSource: DataSource, config: AppConfig): Promise<void> {
  await seedSettings(dataSource);
  await seedIdentity(dataSource, config.ADMIN_PASSWORD);
}
