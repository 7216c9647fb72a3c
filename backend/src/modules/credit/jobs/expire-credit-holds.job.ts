import { Injectable } from '@nestjs/common';
import { defineJob, HandlesJob, type JobHandler } from '../../../core/queue/job';
import { QueueName } from '../../../core/queue/queue-names';
import { CreditLedgerService } from '../services/credit-ledger.service';

export type ExpireCreditHoldsPayload = Record<string, never>;
export const ExpireCreditHolds = defineJob<ExpireCreditHoldsPayload>(QueueName.Maintenance, 'expire-credit-holds');
/** How often the worker looks for holds past their expiry. */
export const EXPIRE_CREDIT_HOLDS_EVERY_MS = 30_000;

/**
 * Releases credit held by bookings that never captured or released it (HoldExpired). Any command
 * on an account also expires its own due holds first; this job covers accounts nobody touches.
 */
@Injectable()
@HandlesJob(ExpireCreditHolds)
export class ExpireCreditHoldsJob implements JobHandler<ExpireCreditHoldsPayload> {
  constructor(private readonly ledger: CreditLedgerService) {}

  async handle(): Promise<{ accounts: number }> {
    return { accounts: await this.ledger.expireDueHolds() };
  }
}
