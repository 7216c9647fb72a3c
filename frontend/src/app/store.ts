import { configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { api } from '../lib/api';
import { notificationsCleared, notificationsSlice } from '../lib/notifications';
import {
  clearStoredSession,
  loadStoredSession,
  sessionSlice,
  signedOut,
  storeSession,
  STORAGE_KEYS,
  type SessionState,
} from '../lib/session';

export function createStore(session: SessionState = loadStoredSession()) {
  const store = configureStore({
    reducer: {
      session: sessionSlice.reducer,
      notifications: notificationsSlice.reducer,
      [api.reducerPath]: api.reducer,
    },
    preloadedState: { session },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
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
      store.dispatch(api.util.resetApiState());
      store.dispatch(notificationsCleared());
    }
  });

  return store;
}

export const store = createStore();
setupListeners(store.dispatch);

// Signing out in another tab signs out here too.
window.addEventListener('storage', (event) => {
  if (event.key === STORAGE_KEYS.token && !event.newValue && store.getState().session.token) {
    store.dispatch(signedOut());
  }
});

export type AppStore = typeof store;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
