import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@bo/shared';
import { defaultDateRange } from '../dates';
import type { ListQuery, ResourceFilter } from './resource.types';

export type SortOrder = 'asc' | 'desc';

export interface ListParamsOptions {
  filters?: readonly ResourceFilter[];
  defaultSort?: { key: string; order: SortOrder };
}

/** Current value of every filter parameter ('' = no filter). */
export type FilterValues = Record<string, string>;

const PAGE = 'curPageIndex';
const PAGE_SIZE = 'pageSize';
const SORT_KEY = 'sortKey';
const SORT_ORDER = 'sortOrder';

/** Each filter's URL parameters and their values when the URL names none. */
function filterDefaults(filters: readonly ResourceFilter[]): FilterValues {
  const defaults: FilterValues = {};
  for (const filter of filters) {
    if (filter.type === 'date-range') {
      const [from, to] = filter.defaultLastMonth ? defaultDateRange() : ['', ''];
      defaults[filter.fromKey] = from;
      defaults[filter.toKey] = to;
    } else {
      defaults[filter.key] = filter.type === 'select' ? (filter.defaultValue ?? '') : '';
    }
  }
  return defaults;
}

/**
 * Paging, sort and filters of a list, kept in the URL search parameters under the API's own names
 * (`?curPageIndex=2&pageSize=25&sortKey=email&sortOrder=asc&email=ali`), so a list can be
 * bookmarked, shared and reloaded as it was. A parameter absent from the URL takes its default;
 * one present but empty means the user cleared a filter that has a default (e.g. the date range).
 */
export function useListParams({ filters = [], defaultSort }: ListParamsOptions = {}) {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const defaults = useMemo(() => filterDefaults(filters), [filters]);

  const state = useMemo(() => {
    const current = new URLSearchParams(search);
    const page = Math.max(1, Math.trunc(Number(current.get(PAGE)) || 1));
    const size = Number(current.get(PAGE_SIZE));
    const pageSize = (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE;
    const order = current.get(SORT_ORDER);
    const sortKey = current.get(SORT_KEY) || defaultSort?.key;
    const sortOrder: SortOrder | undefined =
      order === 'asc' || order === 'desc' ? order : sortKey === defaultSort?.key ? defaultSort?.order : 'asc';
    const values: FilterValues = {};
    for (const [key, fallback] of Object.entries(defaults)) values[key] = current.get(key) ?? fallback;
    const query: ListQuery = { pageSize, curPageIndex: page };
    if (sortKey) Object.assign(query, { sortKey, sortOrder });
    for (const [key, value] of Object.entries(values)) if (value !== '') query[key] = value;
    return { page, pageSize, sortKey, sortOrder, values, query };
  }, [search, defaults, defaultSort?.key, defaultSort?.order]);

  const update = useCallback(
    (change: (next: URLSearchParams) => void) =>
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        change(next);
        return next;
      }),
    [setParams],
  );

  const setPage = useCallback((page: number) => update((next) => next.set(PAGE, String(page))), [update]);

  const setPageSize = useCallback(
    (pageSize: number) =>
      update((next) => {
        next.set(PAGE_SIZE, String(pageSize));
        next.delete(PAGE);
      }),
    [update],
  );

  /** A click on a sortable header: ascending first, then the other way round. */
  const toggleSort = useCallback(
    (key: string) =>
      update((next) => {
        const ascending = state.sortKey === key && state.sortOrder === 'asc';
        next.set(SORT_KEY, key);
        next.set(SORT_ORDER, ascending ? 'desc' : 'asc');
        next.delete(PAGE);
      }),
    [update, state.sortKey, state.sortOrder],
  );

  /** New filter values: back to page 1; a value equal to its default leaves the URL clean. */
  const applyFilters = useCallback(
    (values: FilterValues) =>
      update((next) => {
        for (const [key, fallback] of Object.entries(defaults)) {
          const value = (values[key] ?? '').trim();
          if (value === fallback) next.delete(key);
          else next.set(key, value);
        }
        next.delete(PAGE);
      }),
    [update, defaults],
  );

  const resetFilters = useCallback(
    () =>
      update((next) => {
        for (const key of Object.keys(defaults)) next.delete(key);
        next.delete(PAGE);
      }),
    [update, defaults],
  );

  return { ...state, defaults, setPage, setPageSize, toggleSort, applyFilters, resetFilters };
}
