import type { SocketEventMap, SocketEventName } from '@bo/shared';

/**
 * Server pushes a feature words as a notification itself (the server sends facts, e.g.
 * `organization-applied`, not text). A feature registers one from its `routes.tsx` (loaded with the
 * app, so the notice shows on every screen); app/LiveUpdates subscribes to every registered event,
 * puts the notice in the bell and shows it as a toast (data goes stale on the accompanying domain
 * event, lib/live-tags.ts). `describe` may be
 * async (to load the feature's strings first).
 */
export interface LiveNotice {
  /** Stable per push (the event id), so a push delivered twice is shown once. */
  id: string;
  title: string;
  body?: string;
  /** Where the bell's 'Open' goes. */
  link?: string;
  at: string;
}

type Describe<E extends SocketEventName> = (payload: SocketEventMap[E]) => LiveNotice | Promise<LiveNotice>;

const registry = new Map<SocketEventName, Describe<SocketEventName>>();

export function noticeOnSocketEvent<E extends SocketEventName>(event: E, describe: Describe<E>) {
  registry.set(event, describe as Describe<SocketEventName>);
}

/** The registered events and how each is worded. */
export function liveNoticeEvents(): [SocketEventName, Describe<SocketEventName>][] {
  return [...registry];
}
