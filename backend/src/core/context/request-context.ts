import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

export interface Actor {
  userId: string;
  username: string;
  role: string;
  organizationId: string | null;
  sessionId: string;
  /**
   * An organization's API client (a `getToken` token), not a user: `userId` is the organization's
   * id, and its grants are API_CLIENT_PERMISSIONS, never a role's.
   */
  client?: true;
}

/** What a request (or a job, or a subscriber run) carries down to the event metadata. */
export interface RequestContext {
  correlationId: string;
  causationId?: string;
  actor?: Actor;
  /** Current page path header of spec section 6 (segments joined by hyphens). */
  pagePath?: string;
  language: 'en' | 'ms';
  /** Client address and agent of an HTTP request (audit trail). */
  clientIp?: string;
  userAgent?: string;
  /** Set when the caller sent an Idempotency-Key: the unit of work claims it with its writes. */
  idempotency?: { scope: string; key: string; requestHash: string; claimed?: boolean };
  /**
   * Where the latest events this request appended stand in the log, once committed (the answer's
   * X-Log-Position; docs/event-store.md, "Reading your own writes").
   */
  written?: LogPoint;
  /** Told each time `written` moves (the HTTP layer puts it on the answer). */
  onWritten?: (written: LogPoint) => void;
}

/** A place in the event log: the (transaction id, position) pair of core/event-store's Checkpoint. */
export interface LogPoint {
  txId: string;
  position: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

export const requestContext = {
  run<T>(ctx: Partial<RequestContext>, fn: () => T): T {
    const full: RequestContext = { correlationId: randomUUID(), language: 'en', ...ctx };
    return storage.run(full, fn);
  },
  get(): RequestContext | undefined {
    return storage.getStore();
  },
  /** Mutates the current context (e.g. the auth guard sets the actor once the token is checked). */
  patch(values: Partial<RequestContext>): void {
    const current = storage.getStore();
    if (current) Object.assign(current, values);
  },
};
