import type { DataSource } from 'typeorm';
import type { AppConfig } from './app-config';
import { PLATFORM } from './core/wiring/platform';
import { runSeeds } from './core/wiring/seed-runner';
import { CONTEXTS } from './contexts';

/**
 * Demo data of every context, in the order of `CONTEXTS`, then every contributed menu entry.
 * Idempotent and safe to run from several processes at once (`runSeeds`).
 */
export function seedDemoData(dataSource: DataSource, config: AppConfig): Promise<void> {
  return runSeeds(dataSource, config, [PLATFORM, ...CONTEXTS]);
}
