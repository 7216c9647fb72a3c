import type { ContextDefinition } from '../../core/wiring/context-definition';
import { AttractionsModule } from './attractions.module';
import { seedAttractions } from './attractions.seed';
import { AttractionsWorkerModule } from './attractions.worker.module';
import { RELEASE_EXPIRED_TICKET_HOLDS_EVERY_MS, ReleaseExpiredTicketHolds } from './inventory/release-expired-ticket-holds.job';
import { Attractions1732240002000 } from './migrations/1732240002000-attractions';

/** Theme parks and cable cars (see attractions.module.ts, docs/attractions.md). No menus: no screens of its own yet. */
export const ATTRACTIONS: ContextDefinition = {
  name: 'attractions',
  module: AttractionsModule,
  schemas: ['attractions'],
  migrations: [Attractions1732240002000],
  // The demo theme park and cable car, 365 days open.
  seed: ({ dataSource }) => seedAttractions(dataSource),
  // Tickets of holds a booking never confirmed nor released go back on sale.
  worker: AttractionsWorkerModule,
  schedules: [
    {
      id: 'release-expired-ticket-holds',
      job: ReleaseExpiredTicketHolds,
      everyMs: RELEASE_EXPIRED_TICKET_HOLDS_EVERY_MS,
      data: {},
      opts: { removeOnComplete: true },
    },
  ],
};
