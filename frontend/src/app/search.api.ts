import { searchResultSchema, type SearchResult } from '@bo/shared';
import { api } from '../lib/api';

/**
 * `GET /bo/Search?q=`: records the signed-in user may see (organizations, users, top-ups by
 * bank-in reference), each with the screen that shows it. Part of the shell chunk (the search bar).
 */
export const searchApi = api.injectEndpoints({
  endpoints: (build) => ({
    search: build.query<SearchResult, string>({
      query: (q) => ({ url: 'bo/Search', params: { q } }),
      transformResponse: (response: unknown) => searchResultSchema.parse(response),
      // A search box: results go stale quickly and are cheap to ask again.
      keepUnusedDataFor: 30,
    }),
  }),
});

export const { useSearchQuery } = searchApi;
