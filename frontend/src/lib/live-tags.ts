import type { SocketEventMap } from '@bo/shared';

/**
 * Which RTK Query tags a pushed domain event makes stale. Features register their own
 * (e.g. `invalidateOnDomainEvent('TopUpApproved', [{ type: 'TopUp', id: 'LIST' }])`) in their
 * `<context>.api.ts`; app/LiveUpdates applies them as events arrive.
 */
/**
 * A tag of any feature: the tag types are declared by the features (`enhanceEndpoints`, see
 * lib/api.ts), so the shell's api type does not know them; RTK Query matches them by name.
 */
export type LiveTag = string | { type: string; id?: string | number };
type Tag = LiveTag;
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
