import { DataSource } from 'typeorm';
import { Redis } from 'ioredis';

/** Drops the run's database and Redis keys (kept when KEEP_TEST_DB=1, to look at after a failure). */
export default async function globalTeardown(): Promise<void> {
  if (process.env.KEEP_TEST_DB === '1' || !process.env.DATABASE_URL) return;
  const url = new URL(process.env.DATABASE_URL);
  const name = url.pathname.slice(1);
  url.pathname = '/postgres';
  const admin = await new DataSource({ type: 'postgres', url: url.toString() }).initialize();
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.destroy();
  const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  const keys = await redis.keys(`${process.env.REDIS_PREFIX}*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
}
