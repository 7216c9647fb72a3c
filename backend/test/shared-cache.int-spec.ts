import { randomUUID } from 'node:crypto';
import { RedisService } from '../src/core/redis/redis.service';
import { SharedCache } from '../src/core/redis/shared-cache';
import { testConfig } from './support/api-harness';
import { waitFor } from './support/event-store-harness';

/**
 * SharedCache over the real Redis: two caches of one name stand for two instances of the app. A
 * listener (the live channel moving sockets) hears each invalidation once, wherever it was made.
 */
const redis = new RedisService(testConfig());
const started: SharedCache<string>[] = [];

async function instance(name: string) {
  const cache = new SharedCache<string>(redis, name, { ttlMs: 60_000, maxSize: 100 });
  const heard: string[] = [];
  cache.onInvalidate((key) => heard.push(key));
  await cache.start();
  started.push(cache);
  return { cache, heard };
}

afterAll(async () => {
  for (const cache of started) await cache.stop();
  await redis.onApplicationShutdown();
});

test('an invalidation reaches every instance, each of its listeners once', async () => {
  const name = `cache-${randomUUID().slice(0, 8)}`;
  const a = await instance(name);
  const b = await instance(name);
  let loads = 0;
  const load = async () => `value ${++loads}`;
  expect(await a.cache.get('user-1', load)).toBe('value 1');
  expect(await b.cache.get('user-1', load)).toBe('value 2');

  await a.cache.invalidate('user-1');
  expect(a.heard).toEqual(['user-1']);
  await waitFor(() => b.heard.includes('user-1'), 10_000, 'the other instance to hear it');
  // Redis delivers one channel's messages in the order they were published: once b's reply is
  // in, a has been handed its own message too, and would have heard it again by now.
  await b.cache.invalidate('marker');
  await waitFor(() => a.heard.includes('marker'), 10_000, "the other instance's invalidation");
  expect(a.heard).toEqual(['user-1', 'marker']);
  expect(b.heard).toEqual(['user-1', 'marker']);

  // Both dropped the entry: the next read loads it afresh.
  expect(await a.cache.get('user-1', load)).toBe('value 3');
  expect(await b.cache.get('user-1', load)).toBe('value 4');
});

test('a value loaded while an invalidation came is answered but not kept', async () => {
  const a = await instance(`cache-${randomUUID().slice(0, 8)}`);
  let release!: () => void;
  const loading = a.cache.get('user-1', () => new Promise<string>((resolve) => (release = () => resolve('read before'))));
  await a.cache.invalidate('user-1'); // the change commits while the read is in flight
  release();
  expect(await loading).toBe('read before');
  expect(await a.cache.get('user-1', async () => 'read after')).toBe('read after');
});

test('callers that miss at once share one load; after an invalidation the next caller loads afresh', async () => {
  const a = await instance(`cache-${randomUUID().slice(0, 8)}`);
  let loads = 0;
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const load = async () => {
    const n = ++loads;
    await gate;
    return `value ${n}`;
  };
  const together = [a.cache.get('role-A', load), a.cache.get('role-A', load), a.cache.get('role-A', load)];
  open();
  expect(await Promise.all(together)).toEqual(['value 1', 'value 1', 'value 1']);
  expect(loads).toBe(1);

  await a.cache.invalidate('role-A');
  expect(await a.cache.get('role-A', load)).toBe('value 2');
});
