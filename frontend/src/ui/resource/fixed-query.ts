import { useMemo } from 'react';
import type { ListEndpoint, ListQuery } from './resource.types';

/**
 * A list endpoint with some parameters fixed by the screen rather than the filter bar (the status
 * of a tab, the organization and currency of a history). ResourceList keeps paging, sort and
 * filters in the URL; these ride along on every call, CSV export included.
 */
export function useFixedQuery<Row>(endpoint: ListEndpoint<Row>, fixed: Record<string, string | undefined>): ListEndpoint<Row> {
  const key = JSON.stringify(fixed);
  return useMemo(() => {
    const extra = JSON.parse(key) as Record<string, string | undefined>;
    const withExtra = (query: ListQuery): ListQuery => ({ ...query, ...extra });
    return {
      useQuery: (query: ListQuery) => endpoint.useQuery(withExtra(query)),
      useLazyQuery: () => {
        const [trigger, ...rest] = endpoint.useLazyQuery();
        return [(query: ListQuery) => trigger(withExtra(query)), ...rest] as const;
      },
    };
  }, [endpoint, key]);
}
