import type { DiscoveryService } from '@nestjs/core';

/**
 * The providers of the application whose class carries metadata `key` (a `SetMetadata` marker
 * such as `@SearchSource()`, `@ReportSource()`, `@Subscriber()`, `@JobHandler(type)`), with the
 * marker's value: how core finds what the contexts contribute without importing them.
 */
export function markedProviders<T, Mark = unknown>(discovery: DiscoveryService, key: string): { instance: T; mark: Mark }[] {
  return discovery.getProviders().flatMap((wrapper) => {
    const mark: unknown = wrapper.metatype && wrapper.instance ? Reflect.getMetadata(key, wrapper.metatype) : undefined;
    return mark ? [{ instance: wrapper.instance as T, mark: mark as Mark }] : [];
  });
}
