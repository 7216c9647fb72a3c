import type { StoredEvent } from '../../../core/event-store';
import { CREDIT_EVENT_TYPES, CREDIT_STREAM_TYPE, type CreditEventType } from '../domain/credit.events';

/** Every credit event type: the projections and the live pushes follow all of them. */
export const CREDIT_PROJECTED_EVENTS: readonly CreditEventType[] = CREDIT_EVENT_TYPES;

const STREAM = /^credit-([0-9a-f-]{36})-([A-Z]{3})$/;

/** The account of a credit event from its stream id (`credit-<organizationId>-<CUR>`); undefined for other streams. */
export function creditAccountOf(event: StoredEvent): { organizationId: string; currency: string } | undefined {
  if (event.streamType !== CREDIT_STREAM_TYPE) return undefined;
  const match = STREAM.exec(event.streamId);
  return match ? { organizationId: match[1], currency: match[2] } : undefined;
}

/** Subscriber names of the credit projections (`npm run projections -- rebuild <name>`). */
export const CREDIT_PROJECTIONS = {
  balances: 'credit.balances',
  history: 'credit.history',
  topUps: 'credit.top-ups',
} as const;
