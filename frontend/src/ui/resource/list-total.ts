import { DEFAULT_PAGE_SIZE } from '@bo/shared';
import type { ListEndpoint, ListQuery } from './resource.types';
import type { SortOrder } from './useListParams';

/** The list whose total a badge shows: its endpoint, default sort and fixed query (a tab's status). */
export interface ListTotalQuery<Row> {
  endpoint: ListEndpoint<Row>;
  /** The list's default sort (ResourceList `defaultSort`); none: the API's default order. */
  sort?: { key: string; order: SortOrder };
  fixedQuery?: Record<string, string | undefined>;
}

/**
 * How many rows a list holds, for a tab's count badge (StatusTabs `count`): asked as the list's own
 * first page (default page size and sort, the fixed query), so the badge and the open tab share one
 * cache entry and one call, and a live refetch of the list updates both. For lists whose filters
 * have no default values (those would be part of the list's query too).
 */
export function useListTotal<Row>(
  endpoint: ListEndpoint<Row>,
  { sort, fixedQuery = {} }: Omit<ListTotalQuery<Row>, 'endpoint'>,
): number | undefined {
  const query: ListQuery = {
    pageSize: DEFAULT_PAGE_SIZE,
    curPageIndex: 1,
    sortKey: sort?.key,
    sortOrder: sort?.order,
    ...fixedQuery,
  };
  return endpoint.useQuery(query).data?.total;
}
