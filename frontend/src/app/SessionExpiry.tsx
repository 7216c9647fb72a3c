import { useEffect } from 'react';
import { shellMessage } from '../lib/shell-messages';
import { selectSession, sessionExpired } from '../lib/session';
import { useAppDispatch, useAppSelector } from './hooks';
import { useLanguage } from '../ui/useLanguage';

/** Longest delay setTimeout accepts (about 24.8 days). */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

/** Ends the session when the access token expires, without waiting for a call to fail. */
export function SessionExpiry() {
  const { expiresAt, token } = useAppSelector(selectSession);
  const dispatch = useAppDispatch();
  const language = useLanguage();
  useEffect(() => {
    if (!token || !expiresAt) return;
    const timer = window.setTimeout(
      () => dispatch(sessionExpired(shellMessage('SESSION_REVOKED', language))),
      Math.min(Math.max(expiresAt - Date.now(), 0), MAX_TIMEOUT_MS),
    );
    return () => window.clearTimeout(timer);
  }, [dispatch, expiresAt, token, language]);
  return null;
}
