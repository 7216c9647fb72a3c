import {
  combineSlices,
  createDynamicMiddleware,
  type Dispatch,
  type Middleware,
  type Reducer,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { notificationsSlice } from './notifications';
import { sessionSlice } from './session';

/** What lib/api.ts plugs in: RTK Query's reducer, middleware and reset. */
interface PluggableApi {
  reducerPath: 'api';
  reducer: Reducer;
  middleware: Middleware;
  util: { resetApiState: () => UnknownAction };
}

/**
 * The store's reducer and middleware, with room for the RTK Query api, which is plugged in when
 * lib/api.ts first loads (`combineSlices` + `createDynamicMiddleware`, RTK's code-splitting pair):
 * the entry, and with it /login, carries the session and notifications slices but not RTK Query
 * (bench/bundle). app/store.ts builds the store from these.
 */
export const rootReducer = combineSlices(sessionSlice, notificationsSlice).withLazyLoadedSlices<{
  api: unknown;
}>();
export const dynamicMiddleware = createDynamicMiddleware();

let plugged: PluggableApi | undefined;
let storeDispatch: Dispatch | undefined;
let listen: ((dispatch: Dispatch) => void) | undefined;

export const apiReducerSlot = {
  /** app/store.ts: the store RTK Query's focus and online listeners dispatch to. */
  bind(dispatch: Dispatch) {
    storeDispatch = dispatch;
    listen?.(dispatch);
  },
  /** lib/api.ts, once: its reducer and middleware join the store; `setupListeners` with them. */
  attach(api: PluggableApi, setupListeners: (dispatch: Dispatch) => void) {
    if (plugged) return;
    plugged = api;
    rootReducer.inject({ reducerPath: api.reducerPath, reducer: api.reducer });
    dynamicMiddleware.addMiddleware(api.middleware);
    listen = setupListeners;
    if (storeDispatch) setupListeners(storeDispatch);
  },
  /** The action forgetting every cached answer, once the api is there (sign-out). */
  resetAction(): UnknownAction | undefined {
    return plugged?.util.resetApiState();
  },
};
