import {
  createApi,
  fetchBaseQuery,
  setupListeners,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { HEADERS, pagePathHeaderValue, XSRF_COOKIE } from '@bo/shared';
import { toApiError } from './api-error';
import { apiLanguage } from './api-language';
import { apiReducerSlot } from './store-slots';
import { readCookie } from './cookies';
import { readAfterHeaders, rememberLogPosition } from './read-after';
import type { z } from 'zod';
import { sessionExpired, type WithSession } from './session';

/** API base address: runtime configuration of the spec; same origin `/api/v1` by default. */
export const API_BASE_URL = import.meta.env.VITE_API_BASE_URL ?? '/api/v1';

export { errorMessage, toApiError } from './api-error';

function makeFetchQuery({ withToken }: { withToken: boolean }) {
  return fetchBaseQuery({
    baseUrl: API_BASE_URL,
    credentials: 'same-origin',
    prepareHeaders(headers, { getState }) {
      const token = (getState() as WithSession).session.token;
      if (withToken && token && !headers.has('authorization')) headers.set('authorization', `Bearer ${token}`);
      const xsrf = readCookie(XSRF_COOKIE);
      if (xsrf) headers.set(HEADERS.xsrf, xsrf);
      headers.set(HEADERS.pagePath, pagePathHeaderValue(window.location.pathname));
      if (!headers.has('accept-language')) headers.set('accept-language', apiLanguage());
      for (const [name, value] of Object.entries(readAfterHeaders())) headers.set(name, value);
      return headers;
    },
  });
}

const withTokenQuery = makeFetchQuery({ withToken: true });
const anonymousQuery = makeFetchQuery({ withToken: false });

/** Per-endpoint options (`extraOptions` of an endpoint definition). */
export interface ApiExtraOptions {
  /** Send no bearer token and never treat a 401 as the end of the session (sign-in). */
  anonymous?: boolean;
}

/**
 * Every call of the web app goes through here: bearer token, anti-forgery header, page path, and
 * the latest write's log position (read-after.ts: a refetch after a mutation reads that mutation).
 * A 401 on a call that carried a token means the session is over (expired or revoked): the
 * session is cleared and the route guard sends the user to /login?redirect=<where they were>.
 */
export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError, ApiExtraOptions> = async (
  args,
  api,
  extraOptions,
) => {
  const anonymous = extraOptions?.anonymous === true;
  const sentToken = !anonymous && Boolean((api.getState() as WithSession).session.token);
  const result = await (anonymous ? anonymousQuery : withTokenQuery)(args, api, {});
  rememberLogPosition(result.meta?.response?.headers.get(HEADERS.logPosition));
  if (result.error?.status === 401 && sentToken) {
    api.dispatch(sessionExpired(toApiError(result.error)?.message));
  }
  return result;
};

/**
 * The one RTK Query api of the app. Features add endpoints in their `<feature>.api.ts` (so they are
 * code-split with the feature) and declare the tag types they provide or invalidate there, with
 * `api.enhanceEndpoints({ addTagTypes: [...] }).injectEndpoints(...)` (RTK Query's way: the types
 * follow the enhanced api, the names join the api's list when the feature loads). Only the shell's
 * tags are listed here.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  // The signed-in user's navigation (app/menu.api.ts): access-control invalidates it.
  tagTypes: ['UserMenu'],
  endpoints: () => ({}),
});

// The store of the entry has no api until this module loads (the login screen does not need it).
apiReducerSlot.attach(api, (dispatch) => setupListeners(dispatch));

/** `transformResponse` checking the answer with its shared schema. */
export const parse =
  <S extends z.ZodType>(schema: S) =>
  (response: unknown): z.infer<S> =>
    schema.parse(response);

/** What a call answers, from its shared schema. */
export type Result<S extends z.ZodType> = z.infer<S>;
