import { configureStore } from '@reduxjs/toolkit';
import { notificationsCleared } from '../lib/notifications';
import { clearStoredSession, loadStoredSession, signedOut, storeSession, STORAGE_KEYS, type SessionState } from '../lib/session';
import { apiReducerSlot, dynamicMiddleware, rootReducer } from '../lib/store-slots';

export function createStore(session: SessionState = loadStoredSession()) {
  const store = configureStore({
    // RTK Query's reducer and middleware join when lib/api.ts loads (lib/store-slots.ts).
    reducer: rootReducer,
    preloadedState: { session },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(dynamicMiddleware.middleware),
  });

  // Keep localStorage in step with the session; forget cached data of the previous user.
  let previous = store.getState().session;
  store.subscribe(() => {
    const current = store.getState().session;
    if (current === previous) return;
    const tokenChanged = current.token !== previous.token;
    previous = current;
    if (current.token) storeSession(current);
    else clearStoredSession();
    if (tokenChanged && !current.token) {
      const reset = apiReducerSlot.resetAction();
      if (reset) store.dispatch(reset);
      store.dispatch(notificationsCleared());
    }
  });

  return store;
}

export const store = createStore();
apiReducerSlot.bind(store.dispatch);

// Signing out in another tab signs out here too.
window.addEventListener('storage', (event) => {
  if (event.key === STORAGE_KEYS.token && !event.newValue && store.getState().session.token) {
    store.dispatch(signedOut());
  }
});

export type AppStore = typeof store;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
