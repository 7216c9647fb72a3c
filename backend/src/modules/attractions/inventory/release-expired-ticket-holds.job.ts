import { Injectable } from '@nestjs/common';
import { defineJob, HandlesJob, type JobHandler } from '../../../core/queue/job';
import { QueueName } from '../../../core/queue/queue-names';
import { TicketInventory } from '../ports/ticket-inventory';

export type ReleaseExpiredTicketHoldsPayload = Record<string, never>;
export const ReleaseExpiredTicketHolds = defineJob<ReleaseExpiredTicketHoldsPayload>(
  QueueName.Maintenance,
  'release-expired-ticket-holds',
);
/** How often the worker gives back tickets of holds past their expiry. */
export const RELEASE_EXPIRED_TICKET_HOLDS_EVERY_MS = 60_000;

/** Gives back the tickets of holds a booking never confirmed nor released (`TicketInventory.releaseExpired`): the backstop of the booking's expiry. */
@Injectable()
@HandlesJob(ReleaseExpiredTicketHolds)
export class ReleaseExpiredTicketHoldsJob implements JobHandler<ReleaseExpiredTicketHoldsPayload> {
  constructor(private readonly inventory: TicketInventory) {}

  async handle(): Promise<{ released: number }> {
    return { released: await this.inventory.releaseExpired() };
  }
}
