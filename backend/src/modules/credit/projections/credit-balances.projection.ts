import { type EventHandler, Projection, type StoredEvent, type SubscriberContext } from '../../../core/event-store';
import { availableOf } from '../domain/credit-account';
import type { Balances, HoldPlaced } from '../domain/credit.events';
import { CREDIT_EVENT_TYPES } from '@bo/shared';
import { CREDIT_PROJECTIONS, creditAccountOf } from './credit-stream';
import { valuesList } from '../../../core/database/values-list';

/**
 * `credit.balances` (one row per organization and currency: limit, posted, held, available) and
 * `credit.holds` (active holds, which the expiry job scans). Every value comes from the event
 * (`balanceAfter`, `recordedAt`), so a rebuild reproduces the tables exactly.
 */
@Projection({ name: CREDIT_PROJECTIONS.balances, tables: ['credit.balances', 'credit.holds'], on: CREDIT_EVENT_TYPES })
export class CreditBalancesProjection implements EventHandler {
  handle(event: StoredEvent, ctx: SubscriberContext): Promise<void> {
    return this.handleBatch([event], ctx);
  }

  /**
   * One upsert for the batch: each account's row takes the balances its newest event left. Newest by
   * stream version, not by log order: the log is in commit-safe (transaction id) order, and a
   * transaction that started earlier may append a stream's later version.
   */
  async handleBatch(events: StoredEvent[], { manager, table }: SubscriberContext): Promise<void> {
    const last = new Map<string, StoredEvent>(); // by stream: one stream per account
    for (const event of events) {
      const newest = last.get(event.streamId);
      if (creditAccountOf(event) && (!newest || newest.streamVersion < event.streamVersion)) last.set(event.streamId, event);
    }
    if (last.size > 0) {
      const rows = [...last.values()].map((event) => {
        const account = creditAccountOf(event)!;
        const b = (event.data as { balanceAfter?: Balances }).balanceAfter ?? { creditLimit: 0, posted: 0, held: 0 };
        return [
          account.organizationId,
          account.currency,
          b.creditLimit,
          b.posted,
          b.held,
          availableOf(b),
          event.streamVersion,
          event.recordedAt,
        ];
      });
      const values = valuesList(rows);
      await manager.query(
        `INSERT INTO ${table('credit.balances')} AS t
           (organization_id, currency, credit_limit, posted, held, available, version, updated_at)
         VALUES ${values.sql}
         ON CONFLICT (organization_id, currency) DO UPDATE
           SET credit_limit = EXCLUDED.credit_limit, posted = EXCLUDED.posted, held = EXCLUDED.held,
               available = EXCLUDED.available, version = EXCLUDED.version, updated_at = EXCLUDED.updated_at
           WHERE t.version < EXCLUDED.version`,
        values.params,
      );
    }
    for (const event of events) await this.applyHold(event, { manager, table });
  }

  /** `credit.holds`: holds are few, so one statement per hold event. */
  private async applyHold(event: StoredEvent, { manager, table }: SubscriberContext): Promise<void> {
    const account = creditAccountOf(event);
    if (!account) return;
    if (event.type === 'HoldPlaced') {
      const hold = event.data as HoldPlaced;
      await manager.query(
        `INSERT INTO ${table('credit.holds')} AS t
           (organization_id, currency, booking_ref, amount, transaction_type, expires_at, placed_event_id, placed_at, version)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
         ON CONFLICT (organization_id, currency, booking_ref) DO UPDATE
           SET amount = EXCLUDED.amount, transaction_type = EXCLUDED.transaction_type, expires_at = EXCLUDED.expires_at,
               placed_event_id = EXCLUDED.placed_event_id, placed_at = EXCLUDED.placed_at, version = EXCLUDED.version
           WHERE t.version < EXCLUDED.version`,
        [
          account.organizationId,
          account.currency,
          hold.bookingRef,
          hold.amount,
          hold.transactionType,
          hold.expiresAt,
          event.eventId,
          event.recordedAt,
          event.streamVersion,
        ],
      );
    } else if (event.type === 'HoldCaptured' || event.type === 'HoldReleased' || event.type === 'HoldExpired') {
      await manager.query(
        `DELETE FROM ${table('credit.holds')} WHERE organization_id = $1 AND currency = $2 AND booking_ref = $3 AND version < $4`,
        [account.organizationId, account.currency, (event.data as { bookingRef: string }).bookingRef, event.streamVersion],
      );
    }
  }
}
