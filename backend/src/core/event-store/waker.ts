import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';

/**
 * Wakes event subscribers after a commit, without touching the writing transaction
 * (NOTIFY inside it serialises commits). Local listeners are woken at once; other processes
 * through one Redis pub/sub channel. Bursts are coalesced into one message per tick.
 * Subscribers also poll, so a lost wake-up only delays, never loses, delivery.
 */
export class Waker {
  private readonly local = new EventEmitter().setMaxListeners(0);
  private scheduled = false;
  private subscriber?: Redis;
  /** Identifies this process's own messages, which it has already delivered locally. */
  private readonly instanceId = randomUUID();

  constructor(
    private readonly publisher?: Redis,
    private readonly channel = 'bo:events:committed',
  ) {}

  notify(): void {
    this.local.emit('wake');
    if (!this.publisher || this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.publisher?.publish(this.channel, this.instanceId).catch(() => undefined);
    });
  }

  onWake(listener: () => void): () => void {
    this.local.on('wake', listener);
    return () => this.local.off('wake', listener);
  }

  /** Listen to wake-ups from other processes (needs a dedicated subscriber connection). */
  async listen(subscriber: Redis): Promise<void> {
    this.subscriber = subscriber;
    await subscriber.subscribe(this.channel);
    subscriber.on('message', (channel: string, sender: string) => {
      if (channel === this.channel && sender !== this.instanceId) this.local.emit('wake');
    });
  }

  async close(): Promise<void> {
    await this.subscriber?.unsubscribe(this.channel).catch(() => undefined);
  }
}
