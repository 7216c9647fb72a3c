import type { SocketEventMap } from '@bo/shared';
import { type api } from './api';

/**
 * Which RTK Query tags a pushed domain event makes stale. Features register their own
 * (e.g. `invalidateOnDomainEvent('TopUpApproved', [{ type: 'TopUp', id: 'LIST' }])`) in their
 * `<context>.api.ts`; app/LiveUpdates applies them as events arrive.
 */
type Tag = Parameters<typeof api.util.invalidateTags>[0][number];
type TagsFor = Tag[] | ((event: SocketEventMap['domain-event']) => Tag[]);

const registry = new Map<string, TagsFor[]>();

export function invalidateOnDomainEvent(eventType: string, tags: TagsFor) {
  const list = registry.get(eventType) ?? [];
  list.push(tags);
  registry.set(eventType, list);
}

export function tagsForDomainEvent(event: SocketEventMap['domain-event']): Tag[] {
  return (registry.get(event.type) ?? []).flatMap((entry) => (typeof entry === 'function' ? entry(event) : entry));
}
