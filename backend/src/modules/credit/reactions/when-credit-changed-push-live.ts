import { PERMISSIONS, rooms, type SocketEventMap } from '@bo/shared';
import {
  type EventHandler,
  type EventSubscriber,
  Reaction,
  type StoredEvent,
  type SubscriberContext,
  subscriberOf,
  waitUntilApplied,
} from '../../../core/event-store';
import { RealtimeService } from '../../../core/realtime/realtime.service';
import { type Balances, SYSTEM_ORGANIZATION_ID, type TopUpRejected, type TopUpRequested } from '../domain/credit.events';
import { CREDIT_EVENT_TYPES } from '@bo/shared';
import { creditAccountOf } from '../projections/credit-stream';
import { CreditBalancesProjection } from '../projections/credit-balances.projection';
import { CreditHistoryProjection } from '../projections/credit-history.projection';
import { CreditTopUpsProjection } from '../projections/credit-top-ups.projection';
import { balanceOf } from '../services/credit-ledger.service';

/** What a push is about: events of the same kind differ only in the balances they left. */
const kindOf = (event: StoredEvent) => `${event.streamId}/${event.type}/${(event.data as { topUpId?: string }).topUpId ?? ''}`;

/** A push is only worth sending while someone could be looking; a catch-up of old events sends none. */
const STALE_AFTER_MS = 5 * 60_000;
/** Longest a push waits for the read side (a paused or rebuilding projection is not waited for). */
const READ_SIDE_WAIT_MS = 3_000;

/**
 * Live credit: every committed credit event reaches the organization's room and the provider's
 * staff who follow credit (never another organization), as `domain-event` with the balances it
 * left; a new top-up reaches approvers as `credit-top-up-requested`; a decision reaches the
 * organization as `credit-top-up-decided` (TOP_UP_SUCCESSFUL / TOP_UP_ERROR).
 * Each push waits until the credit projections have applied the event, so a screen that refetches
 * on the push reads the new rows. Pushing twice is harmless.
 */
@Reaction({ name: 'credit.push-live', on: CREDIT_EVENT_TYPES })
export class WhenCreditChangedPushLive implements EventHandler {
  private readonly projections: EventSubscriber[];

  constructor(
    private readonly realtime: RealtimeService,
    balances: CreditBalancesProjection,
    history: CreditHistoryProjection,
    topUps: CreditTopUpsProjection,
  ) {
    this.projections = [balances, history, topUps].map(subscriberOf);
  }

  handle(event: StoredEvent, ctx: SubscriberContext): Promise<void> {
    return this.handleBatch([event], ctx);
  }

  /** One wait for the read side (up to the last event of the batch each projection applies), then the pushes, in order. */
  async handleBatch(events: StoredEvent[], { manager }: SubscriberContext): Promise<void> {
    const live = events.filter((e) => creditAccountOf(e) && Date.now() - e.recordedAt.getTime() <= STALE_AFTER_MS);
    if (live.length === 0) return;
    await waitUntilApplied(manager, this.projections, live, READ_SIDE_WAIT_MS);
    // Under load a batch holds many events of one kind for one account (a run of spends): screens
    // refetch on each push and the last carries the newest balance, so of each (account, type,
    // top-up) only the last is pushed.
    const last = new Map(live.map((e) => [kindOf(e), e]));
    for (const event of live) if (last.get(kindOf(event)) === event) this.push(event);
  }

  private push(event: StoredEvent): void {
    const account = creditAccountOf(event)!;
    const system = account.organizationId === SYSTEM_ORGANIZATION_ID;
    const at = new Date().toISOString();
    const data = event.data as { balanceAfter?: Balances; topUpId?: string };
    const followers = system
      ? [PERMISSIONS.systemCreditView, PERMISSIONS.systemCreditApprove]
      : [PERMISSIONS.creditView, PERMISSIONS.creditApprove];
    this.realtime.toRooms(
      [...(system ? [] : [rooms.organization(account.organizationId)]), ...this.realtime.staffRooms(...followers)],
      'domain-event',
      {
        type: event.type,
        streamId: event.streamId,
        eventId: event.eventId,
        data: {
          organizationId: account.organizationId,
          currencyCode: account.currency,
          ...(data.balanceAfter ? { balance: balanceOf(account, data.balanceAfter) } : {}),
          ...(data.topUpId ? { topUpId: data.topUpId } : {}),
        },
        at,
      },
    );

    if (event.type === 'TopUpRequested') {
      const d = event.data as TopUpRequested;
      this.realtime.toStaff(system ? PERMISSIONS.systemCreditApprove : PERMISSIONS.creditApprove, 'credit-top-up-requested', {
        topUpId: d.topUpId,
        organizationId: account.organizationId,
        currency: account.currency,
        amount: d.amount,
        eventId: event.eventId,
        at,
      });
    }
    if (event.type === 'TopUpApproved' || event.type === 'TopUpRejected') {
      const approved = event.type === 'TopUpApproved';
      const d = event.data as { topUpId: string; amount: number };
      const payload: SocketEventMap['credit-top-up-decided'] = {
        topUpId: d.topUpId,
        organizationId: account.organizationId,
        currency: account.currency,
        amount: d.amount,
        status: approved ? 'VERIFY' : 'REJECT',
        reason: approved ? null : (event.data as TopUpRejected).reason,
        messageCode: approved ? 'TOP_UP_SUCCESSFUL' : 'TOP_UP_ERROR',
        eventId: event.eventId,
        at,
      };
      if (system) this.realtime.toStaff(PERMISSIONS.systemCreditView, 'credit-top-up-decided', payload);
      else this.realtime.toOrganization(account.organizationId, 'credit-top-up-decided', payload);
    }
  }
}
