import type { DataSource } from 'typeorm';
import type { AppConfig } from './core/config/config';
import { seedIdentity } from './modules/identity-access/identity-access.seed';

/** Demo data of every context, in dependency order. Each seeder is idempotent. */
export async function seedDemoData(dataSource: DataSource, config: AppConfig): Promise<void> {
  await seedIdentity(dataSource, config.ADMIN_PASSWORD);
}
