import type { QueueService } from '../queue/queue.service';
import type { Contribution } from './context-definition';

/** Registers (upserts, by id) every contributed repeating job: the worker does this at start. */
export async function registerSchedules(queues: QueueService, parts: readonly Contribution[]): Promise<void> {
  const schedules = parts.flatMap((part) => part.schedules ?? []);
  const ids = new Set<string>();
  for (const s of schedules) {
    if (ids.has(s.id)) throw new Error(`job schedule ${s.id} is contributed twice`);
    ids.add(s.id);
  }
  for (const s of schedules) {
    await queues
      .queue(s.job.queue)
      .upsertJobScheduler(s.id, { every: s.everyMs }, { name: s.job.name, data: s.data, ...(s.opts ? { opts: s.opts } : {}) });
  }
}
