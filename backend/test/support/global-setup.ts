import { randomBytes } from 'node:crypto';
import { createDataSource, ensureDatabase, runMigrations } from '../../src/data-source';

/** A fresh database and Redis key prefix per test run; workers inherit them through the environment. */
export default async function globalSetup(): Promise<void> {
  const run = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const base = new URL(process.env.TEST_DATABASE_BASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  base.pathname = `/bo_test_${run}`;
  process.env.DATABASE_URL = base.toString();
  process.env.REDIS_PREFIX = `test-${run}:`;
  process.env.NODE_ENV = 'test';
  process.env.LOG_LEVEL = process.env.LOG_LEVEL ?? 'silent';
  process.env.RATE_LIMIT_PER_MINUTE = '100000';
  process.env.SIGN_IN_RATE_LIMIT_PER_MINUTE = '100000'; // rate-limit.int-spec lowers it for itself
  process.env.SIGN_IN_USERNAME_RATE_LIMIT_PER_MINUTE = '100000'; // 'admin' signs in from many spec files at once
  process.env.ACCOUNT_LINK_RATE_LIMIT_PER_MINUTE = '100000';
  process.env.SUBSCRIBER_POLL_MS = '100';
  await ensureDatabase(process.env.DATABASE_URL);
  const dataSource = await createDataSource({
    DATABASE_URL: process.env.DATABASE_URL,
    DATABASE_POOL_SIZE: 2,
    IDLE_IN_TRANSACTION_TIMEOUT_MS: 30_000,
  }).initialize();
  await runMigrations(dataSource);
  await dataSource.destroy();
}
