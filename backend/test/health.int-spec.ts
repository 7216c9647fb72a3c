import { randomUUID } from 'node:crypto';
import { Injectable, Module, type INestApplicationContext } from '@nestjs/common';
import { EventStore, type EventSubscriber, type StoredEvent } from '../src/core/event-store';
import { Subscriber } from '../src/core/event-store/event-store.module';
import { ADMIN_PASSWORD, signIn, startApi, startWorker } from './support/api-harness';
import { waitFor } from './support/event-store-harness';

const PREFIX = `health-${randomUUID().slice(0, 8)}-`;

/** A projection with a bug on one event type, which a "deploy" (the flag) fixes. */
@Injectable()
@Subscriber()
class FlakyProjection implements EventSubscriber {
  static broken = true;
  readonly name = `flaky-${PREFIX}`;
  readonly kind = 'projection' as const;
  /** By event id: a failed batch is retried event by event, so an in-memory effect may repeat. */
  private readonly applied = new Map<string, string>();
  get seen(): string[] {
    return [...this.applied.values()];
  }
  async handle(event: StoredEvent): Promise<void> {
    if (!event.streamId.startsWith(PREFIX)) return;
    if (event.type === 'Odd' && FlakyProjection.broken) throw new Error('cannot project Odd');
    this.applied.set(event.eventId, event.type);
  }
}

@Module({ providers: [FlakyProjection] })
class FlakyModule {}

let api: Awaited<ReturnType<typeof startApi>>;
let worker: INestApplicationContext;
let admin: string;

beforeAll(async () => {
  api = await startApi([FlakyModule]);
  worker = await startWorker();
  admin = await signIn(api.url, 'admin', ADMIN_PASSWORD);
});
afterAll(async () => {
  await worker?.close();
  await api?.app.close();
});

const health = async () => (await api.http().get('/api/v1/health')).body;
const flaky = (body: { checks: { subscribers: { name: string; status: string }[] } }) =>
  body.checks.subscribers.find((s) => s.name === `flaky-${PREFIX}`);

test('a subscriber paused on a failing event shows in health and ops, and resumes where it stopped', async () => {
  expect(flaky(await health())?.status).toBe('active');
  await api.app.get(EventStore).append(
    `${PREFIX}s`,
    'Test',
    ['Even', 'Odd', 'Even'].map((type) => ({ type, data: {} })),
    {
      expectedVersion: 0,
    },
  );
  await waitFor(async () => flaky(await health())?.status === 'paused', 15_000, 'the pause');
  const body = await health();
  expect(body.status).toBe('degraded');
  expect(JSON.stringify(body)).not.toContain('cannot project Odd'); // error texts stay out of the public view

  const ops = await api.http().get('/api/v1/ops/subscribers').set('Authorization', `Bearer ${admin}`);
  const detail = ops.body.find((s: { name: string }) => s.name === `flaky-${PREFIX}`);
  expect(detail).toMatchObject({ status: 'paused', error: 'cannot project Odd' });
  expect(detail.failedEventId).toEqual(expect.any(String));
  const projection = api.app.get(FlakyProjection);
  expect(projection.seen).toEqual(['Even']);

  FlakyProjection.broken = false; // the fix is deployed
  const resume = await api.http().post(`/api/v1/ops/subscribers/flaky-${PREFIX}/resume`).set('Authorization', `Bearer ${admin}`);
  expect(resume.body).toEqual({ resumed: true });
  await waitFor(() => projection.seen.length === 3, 15_000, 'the resumed projection');
  expect(projection.seen).toEqual(['Even', 'Odd', 'Even']);
  expect(flaky(await health())?.status).toBe('active');
});
