import type { StoredEvent } from '../../../core/event-store';
import { CREDIT_STREAM_TYPE } from '../domain/credit.events';

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
