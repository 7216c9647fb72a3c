import { Injectable } from '@nestjs/common';
import { defineJob, HandlesJob, type JobHandler } from '../../../core/queue/job';
import { QueueName } from '../../../core/queue/queue-names';
import { HotelInventory } from '../ports/hotel-inventory';

export type ReleaseExpiredHoldsPayload = Record<string, never>;
export const ReleaseExpiredHolds = defineJob<ReleaseExpiredHoldsPayload>(QueueName.Maintenance, 'release-expired-room-holds');
/** How often the worker gives back rooms of holds past their expiry. */
export const RELEASE_EXPIRED_HOLDS_EVERY_MS = 60_000;

/** Gives back the rooms of holds a booking never confirmed nor released (`HotelInventory.releaseExpired`). */
@Injectable()
@HandlesJob(ReleaseExpiredHolds)
export class ReleaseExpiredHoldsJob implements JobHandler<ReleaseExpiredHoldsPayload> {
  constructor(private readonly inventory: HotelInventory) {}

  async handle(): Promise<{ released: number }> {
    return { released: await this.inventory.releaseExpired() };
  }
}
