import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { PERMISSIONS, rooms, type SocketEventMap } from '@bo/shared';
import type { EventSubscriber, StoredEvent, SubscriberContext } from '../../../core/event-store';
import { Subscriber } from '../../../core/event-store/event-store.module';
import { RealtimeService } from '../../../core/realtime/realtime.service';
import { type Balances, SYSTEM_ORGANIZATION_ID, type TopUpRejected, type TopUpRequested } from '../domain/credit.events';
import { CREDIT_EVENT_TYPES } from '@bo/shared';
import { CREDIT_PROJECTIONS, creditAccountOf } from '../projections/credit-stream';
import { balanceOf } from '../services/credit-ledger.service';

/** A push is only worth sending while someone could be looking; a catch-up of old events sends none. */
const STALE_AFTER_MS = 5 * 60_000;
/** Longest a push waits for the read side (a paused or rebuilding projection is not waited for). */
const READ_SIDE_WAIT_MS = 3_000;
const PROJECTIONS = Object.values(CREDIT_PROJECTIONS);

/**
 * Live credit: every committed credit event reaches the organization's room and the provider's
 * staff who follow credit (never another organization), as `domain-event` with the balances it
 * left; a new top-up reaches approvers as `credit-top-up-requested`; a decision reaches the
 * organization as `credit-top-up-decided` (TOP_UP_SUCCESSFUL / TOP_UP_ERROR).
 * Each push waits until the credit projections have applied the event, so a screen that refetches
 * on the push reads the new rows. Pushing twice is harmless.
 */
@Injectable()
@Subscriber()
export class WhenCreditChangedPushLive implements EventSubscriber {
  readonly name = 'credit.push-live';
  readonly kind = 'reaction' as const;
  readonly eventTypes = CREDIT_EVENT_TYPES;
  /** The highest (tx, position) every credit projection is known to have passed. */
  private readSideAt = { txId: -1n, position: -1n };

  constructor(private readonly realtime: RealtimeService) {}

  async handle(event: StoredEvent, { manager }: SubscriberContext): Promise<void> {
    const account = creditAccountOf(event);
    if (!account || Date.now() - event.recordedAt.getTime() > STALE_AFTER_MS) return;
    await this.waitForReadSide(manager, event);
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

  /** Polls the projections' checkpoints (cheap, indexed by name) until all have passed `event`. */
  private async waitForReadSide(manager: EntityManager, event: StoredEvent): Promise<void> {
    const txId = BigInt(event.txId);
    const position = BigInt(event.globalPosition);
    const passed = () => this.readSideAt.txId > txId || (this.readSideAt.txId === txId && this.readSideAt.position >= position);
    const deadline = Date.now() + READ_SIDE_WAIT_MS;
    while (!passed() && Date.now() < deadline) {
      const rows = (await manager.query(
        `SELECT status, last_tx_id::text AS "txId", last_position::text AS "position"
           FROM event_store.subscriptions WHERE name = ANY($1)`,
        [PROJECTIONS],
      )) as { status: string; txId: string; position: string }[];
      // The slowest active projection bounds what every screen can read; idle ones do not hold pushes back.
      const active = rows.filter((r) => r.status === 'active');
      if (active.length === 0) return;
      const slowest = active
        .map((r) => ({ txId: BigInt(r.txId), position: BigInt(r.position) }))
        .reduce((a, b) => (b.txId < a.txId || (b.txId === a.txId && b.position < a.position) ? b : a));
      this.readSideAt = slowest;
      if (!passed()) await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }
}
