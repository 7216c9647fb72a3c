import { useMemo } from 'react';
import type { ListEndpoint, ListQuery, ListQueryState, Page } from './resource.types';

type SortValue = string | number | readonly (string | number)[];

/** How a locally paged list sorts (`sortKey` -> the value compared; a list of values: by each in turn) and filters its rows. */
export interface LocalListOptions<Row, Args> {
  /** The arguments of the call answering every row (the filters the API applies itself). */
  args: (query: ListQuery) => Args;
  /** The sort keys offered; rows tie-break on `defaultSort`. */
  sort: Record<string, (row: Row) => SortValue>;
  defaultSort: string;
  /** The filters applied here, on the rows answered. */
  keep?: (row: Row, query: ListQuery) => boolean;
}

/** An RTK Query endpoint answering every row at once (a few dozen at most). */
interface AllRowsEndpoint<Row, Args> {
  useQuery: (args: Args) => Omit<ListQueryState<Row>, 'data'> & { data?: Row[] };
  useLazyQuery: () => readonly [(args: Args, preferCache?: boolean) => { unwrap: () => Promise<Row[]> }, ...unknown[]];
}

const compareOne = (a: string | number, b: string | number) =>
  typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b));
const compare = (a: SortValue, b: SortValue): number => {
  const [left, right] = [[a].flat(), [b].flat()];
  for (let index = 0; index < left.length; index += 1) {
    const order = compareOne(left[index], right[index] ?? '');
    if (order !== 0) return order;
  }
  return 0;
};

/** One page of `rows` as a paged list call would answer it: filtered, sorted, sliced. */
export function pageLocally<Row, Args>(rows: readonly Row[], query: ListQuery, options: LocalListOptions<Row, Args>): Page<Row> {
  const kept = options.keep ? rows.filter((row) => options.keep?.(row, query)) : [...rows];
  const key = options.sort[query.sortKey ?? ''] ?? options.sort[options.defaultSort];
  const tie = options.sort[options.defaultSort];
  const direction = query.sortOrder === 'desc' ? -1 : 1;
  kept.sort((a, b) => direction * compare(key(a), key(b)) || compare(tie(a), tie(b)));
  const start = (query.curPageIndex - 1) * query.pageSize;
  return {
    items: kept.slice(start, start + query.pageSize),
    total: kept.length,
    pageSize: query.pageSize,
    curPageIndex: query.curPageIndex,
  };
}

/**
 * A ResourceList endpoint over a call that answers every row (banks, role options): one call per
 * `args` (cached), paging, sort and the `keep` filters done in memory, so turning a page or a sort
 * asks the server nothing. The CSV export walks the same pages.
 */
export function localList<Row, Args>(
  endpoint: AllRowsEndpoint<Row, Args>,
  options: LocalListOptions<Row, Args>,
): ListEndpoint<Row> {
  return {
    useQuery: (query) => {
      const { data, ...state } = endpoint.useQuery(options.args(query));
      const json = JSON.stringify(query);
      const page = useMemo(() => data && pageLocally(data, JSON.parse(json) as ListQuery, options), [data, json]);
      return { ...state, data: page };
    },
    useLazyQuery: () => {
      const [trigger] = endpoint.useLazyQuery();
      return [
        (query: ListQuery) => ({
          unwrap: async () => pageLocally(await trigger(options.args(query), true).unwrap(), query, options),
        }),
      ] as const;
    },
  };
}
