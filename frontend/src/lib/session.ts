import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SignInResponse, UserInfo } from '@bo/shared';

/**
 * The signed-in session: bearer token and user info, kept in localStorage so a reload keeps the
 * user signed in (spec section 6: "every call sends the stored bearer access token").
 */
export interface SessionState {
  token: string | null;
  user: UserInfo | null;
  /** Epoch ms after which the token is no longer valid. */
  expiresAt: number | null;
  /** Why the previous session ended without the user asking (shown on the login screen). */
  endedNotice: string | null;
}

export const STORAGE_KEYS = {
  token: 'accessToken',
  user: 'userInfo',
  expiresAt: 'accessTokenExpiresAt',
} as const;

/**
 * The shape of the shared userInfoSchema, for the user kept in localStorage. Checked by hand: the
 * store is made before the first paint, and the sign-in bundle does not download zod
 * (bench/bundle). Typed by UserInfo's keys, so a field added to the schema must be added here.
 */
const USER_INFO_FIELDS: Record<keyof UserInfo, 'string' | 'string?' | 'strings'> = {
  userID: 'string',
  username: 'string',
  firstName: 'string',
  lastName: 'string',
  email: 'string',
  role: 'string',
  merchantCode: 'string?',
  organizationId: 'string?',
  permissions: 'strings',
};

function storedUser(value: unknown): UserInfo | null {
  if (!value || typeof value !== 'object') return null;
  const record = value as Record<string, unknown>;
  const user: Record<string, unknown> = {};
  for (const [key, kind] of Object.entries(USER_INFO_FIELDS)) {
    const field = record[key];
    const ok =
      kind === 'string'
        ? typeof field === 'string'
        : kind === 'string?'
          ? typeof field === 'string' || field === null
          : Array.isArray(field) && field.every((item) => typeof item === 'string');
    if (!ok) return null;
    user[key] = field;
  }
  return user as UserInfo;
}

function emptySession(endedNotice: string | null = null): SessionState {
  return { token: null, user: null, expiresAt: null, endedNotice };
}

export function loadStoredSession(now = Date.now()): SessionState {
  try {
    const token = localStorage.getItem(STORAGE_KEYS.token);
    const rawUser = localStorage.getItem(STORAGE_KEYS.user);
    const expiresAt = Number(localStorage.getItem(STORAGE_KEYS.expiresAt) ?? NaN);
    if (!token || !rawUser) return emptySession();
    if (Number.isFinite(expiresAt) && expiresAt <= now) {
      clearStoredSession();
      return emptySession();
    }
    const user = storedUser(JSON.parse(rawUser));
    if (!user) return emptySession();
    return { token, user, expiresAt: Number.isFinite(expiresAt) ? expiresAt : null, endedNotice: null };
  } catch {
    return emptySession();
  }
}

export function storeSession(state: SessionState) {
  try {
    if (!state.token || !state.user) {
      clearStoredSession();
      return;
    }
    localStorage.setItem(STORAGE_KEYS.token, state.token);
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(state.user));
    if (state.expiresAt) localStorage.setItem(STORAGE_KEYS.expiresAt, String(state.expiresAt));
    else localStorage.removeItem(STORAGE_KEYS.expiresAt);
  } catch {
    // storage full or disabled: the session still lives in memory
  }
}

export function clearStoredSession() {
  try {
    for (const key of Object.values(STORAGE_KEYS)) localStorage.removeItem(key);
  } catch {
    // ignore
  }
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: emptySession,
  reducers: {
    signedIn(_state, { payload }: PayloadAction<SignInResponse>) {
      return {
        token: payload.accessToken,
        user: payload.userInfo,
        expiresAt: Date.now() + payload.expiresIn * 1000,
        endedNotice: null,
      };
    },
    /** The user signed out (here or in another tab). */
    signedOut() {
      return emptySession();
    },
    /** The server refused the token (401): expired or revoked. */
    sessionExpired(_state, { payload }: PayloadAction<string | null | undefined>) {
      return emptySession(payload ?? null);
    },
    noticeDismissed(state) {
      state.endedNotice = null;
    },
  },
});

export const { signedIn, signedOut, sessionExpired, noticeDismissed } = sessionSlice.actions;

export interface WithSession {
  session: SessionState;
}
export const selectSession = (state: WithSession) => state.session;
export const selectToken = (state: WithSession) => state.session.token;
export const selectUser = (state: WithSession) => state.session.user;
