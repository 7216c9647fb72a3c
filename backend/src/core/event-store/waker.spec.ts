import type { Redis } from 'ioredis';
import { Waker } from './waker';

describe('Waker', () => {
  test('wakes local listeners at once and coalesces a burst into one cross-process message', async () => {
    const published: string[] = [];
    const publisher = { publish: async (channel: string) => void published.push(channel) } as unknown as Redis;
    const waker = new Waker(publisher, 'chan');
    let local = 0;
    const off = waker.onWake(() => local++);
    for (let i = 0; i < 50; i++) waker.notify();
    expect(local).toBe(50);
    await new Promise((r) => setImmediate(r));
    expect(published).toEqual(['chan']);
    off();
    waker.notify();
    expect(local).toBe(50);
  });
});
