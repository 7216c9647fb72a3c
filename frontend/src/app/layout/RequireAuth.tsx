import type { ReactNode } from 'react';
import { SCREEN_PATHS } from '@bo/shared';
import { Navigate, Outlet, redirect, useLocation } from 'react-router';
import { selectToken } from '../../lib/session';
import { useAppSelector } from '../hooks';
import { store } from '../store';

export function loginPath(target: string) {
  return `${SCREEN_PATHS.login}?redirect=${encodeURIComponent(target)}`;
}

/** Route loader: unauthenticated visits go to /login?redirect=<the page asked for>. */
export function requireSessionLoader({ request }: { request: Request }) {
  if (store.getState().session.token) return null;
  const url = new URL(request.url);
  throw redirect(loginPath(url.pathname + url.search + url.hash));
}

/** Same rule while rendering, so that a session ending (sign-out, 401) leaves the page at once. */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const token = useAppSelector(selectToken);
  const location = useLocation();
  if (!token) return <Navigate to={loginPath(location.pathname + location.search + location.hash)} replace />;
  return children ?? <Outlet />;
}
