import type { EntityManager } from 'typeorm';
import { legacyCreditRemarkCode, type CreditRemarkCode, type TransactionType } from '@bo/shared';
import { type EventHandler, Projection, type StoredEvent, type SubscriberContext } from '../../../core/event-store';
import { availableOf } from '../domain/credit-account';
import { type Balances, type CreditEvent, HISTORY_ACTION } from '../domain/credit.events';
import { CREDIT_PROJECTIONS, creditAccountOf } from './credit-stream';
import { valuesList } from '../../../core/database/values-list';

interface Entry {
  /** Signed effect on the posted balance. */
  amount: number;
  /** The entry's own amount (top-up, limit change, note, spend), whether or not it posted. */
  requested: number;
  transactionType: TransactionType | null;
  reference: string | null;
  topUpId: string | null;
  originalEventId: string | null;
  remark: string | null;
  /** The server's own remark (shared CREDIT_REMARK), written in the reader's language. */
  remarkCode: CreditRemarkCode | null;
}

/** What one history row says about an event (null: the event is no history entry, e.g. a hold). */
function entryOf(event: CreditEvent): Entry | null {
  const none = { transactionType: null, reference: null, topUpId: null, originalEventId: null, remark: null, remarkCode: null };
  switch (event.type) {
    case 'CreditLimitAdjusted': {
      const d = event.data;
      return { ...none, amount: 0, requested: d.newLimit - d.previousLimit, remark: d.remark };
    }
    case 'TopUpRequested': {
      const d = event.data;
      return {
        ...none,
        amount: 0,
        requested: d.amount,
        transactionType: 'TOP_UP',
        reference: d.bankInReference,
        topUpId: d.topUpId,
        remark: d.remark,
      };
    }
    case 'TopUpApproved':
      return {
        ...none,
        amount: event.data.amount,
        requested: event.data.amount,
        transactionType: 'TOP_UP',
        topUpId: event.data.topUpId,
      };
    case 'TopUpRejected': {
      const d = event.data;
      return {
        ...none,
        amount: 0,
        requested: d.amount,
        transactionType: 'TOP_UP_REJECTED',
        topUpId: d.topUpId,
        remark: d.reason,
      };
    }
    case 'TopUpCancelled':
      return { ...none, amount: 0, requested: event.data.amount, transactionType: 'TOP_UP', topUpId: event.data.topUpId };
    case 'ApprovedPaymentUndone': {
      const d = event.data;
      return {
        ...none,
        amount: -d.amount,
        requested: d.amount,
        transactionType: 'TOP_UP',
        topUpId: d.topUpId,
        originalEventId: d.originalEventId,
        remark: d.reason,
      };
    }
    case 'BalanceAdjusted': {
      const d = event.data;
      return { ...none, amount: d.amount, requested: d.amount, reference: d.reference, remark: d.remark };
    }
    case 'CreditSpent': {
      const d = event.data;
      return { ...none, amount: -d.amount, requested: d.amount, transactionType: d.transactionType, reference: d.bookingRef };
    }
    case 'HoldCaptured': {
      const d = event.data;
      return {
        ...none,
        amount: -d.amount,
        requested: d.amount,
        transactionType: d.transactionType,
        reference: d.bookingRef,
        originalEventId: d.originalEventId,
      };
    }
    case 'CreditRefunded': {
      const d = event.data;
      // Refunds on cancellation before codes were kept say it in English ('Booking cancelled'): read as the code.
      const remarkCode = d.reasonCode ?? legacyCreditRemarkCode(d.reason);
      return {
        ...none,
        amount: d.amount,
        requested: d.amount,
        reference: d.bookingRef,
        remark: remarkCode ? null : d.reason,
        remarkCode,
      };
    }
    default:
      return null;
  }
}

/**
 * `credit.history_entries`: one row per credit-history action (spec section 3), each with the
 * running balances the event left. Decisions on a top-up repeat its bank-in reference (read from
 * the entry of the request in the same table, so a rebuild finds it too).
 */
@Projection({ name: CREDIT_PROJECTIONS.history, tables: ['credit.history_entries'], on: Object.keys(HISTORY_ACTION) })
export class CreditHistoryProjection implements EventHandler {
  handle(event: StoredEvent, ctx: SubscriberContext): Promise<void> {
    return this.handleBatch([event], ctx);
  }

  /** One multi-row insert for the batch. */
  async handleBatch(events: StoredEvent[], { manager, table }: SubscriberContext): Promise<void> {
    const history = table('credit.history_entries');
    const rows: unknown[][] = [];
    /** Bank-in references of the top-up requests in this batch (not in the table yet). */
    const requested = new Map<string, string | null>();
    for (const event of events) {
      const account = creditAccountOf(event);
      const action = HISTORY_ACTION[event.type as CreditEvent['type']];
      if (!account || !action) continue;
      const entry = entryOf({ type: event.type, data: event.data } as CreditEvent);
      if (!entry) continue;
      const after = (event.data as { balanceAfter: Balances }).balanceAfter;
      let reference = entry.reference;
      if (entry.topUpId && action === 'PAYMENT_ENTRY') requested.set(entry.topUpId, reference);
      else if (reference === null && entry.topUpId) {
        reference = requested.has(entry.topUpId)
          ? requested.get(entry.topUpId)!
          : await this.requestReference(manager, history, entry.topUpId);
      }
      rows.push([
        event.eventId,
        account.organizationId,
        account.currency,
        event.streamVersion,
        event.type,
        action,
        entry.transactionType,
        entry.amount,
        entry.requested,
        after.posted,
        availableOf(after),
        after.creditLimit,
        reference,
        entry.topUpId,
        entry.originalEventId,
        entry.remark,
        entry.remarkCode,
        event.metadata.actorId ?? null,
        event.metadata.pagePath ?? null,
        event.recordedAt,
      ]);
    }
    if (rows.length === 0) return;
    const values = valuesList(rows);
    await manager.query(
      `INSERT INTO ${history}
         (event_id, organization_id, currency, stream_version, event_type, action_code, transaction_type, amount,
          requested_amount, balance_after, available_after, credit_limit_after, reference, top_up_id, original_event_id,
          remark, remark_code, actor_id, page_path, recorded_at)
       VALUES ${values.sql}
       ON CONFLICT (event_id) DO NOTHING`,
      values.params,
    );
  }

  private async requestReference(manager: EntityManager, history: string, topUpId: string): Promise<string | null> {
    const [request] = (await manager.query(
      `SELECT reference FROM ${history} WHERE top_up_id = $1 AND action_code = 'PAYMENT_ENTRY' LIMIT 1`,
      [topUpId],
    )) as { reference: string | null }[];
    return request?.reference ?? null;
  }
}
