import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { selectToken } from '../../lib/session';
import { useAppSelector } from '../hooks';
import { SessionExpiry } from '../SessionExpiry';
import { VersionCheck } from '../VersionCheck';
import { RouteProgress } from './RouteProgress';

/**
 * The live channel, for a signed-in user only: its own chunk, with RTK Query (whose cache it
 * invalidates), so /login downloads neither (bench/bundle).
 */
const LiveUpdates = lazy(() => import('../LiveUpdates').then((module) => ({ default: module.LiveUpdates })));

/** Top of the route tree: app-wide behaviour that does not depend on the layout. */
export function RootLayout() {
  const { t } = useTranslation();
  const title = t('app.title');
  const signedIn = Boolean(useAppSelector(selectToken));
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <>
      <RouteProgress />
      {signedIn && (
        <Suspense fallback={null}>
          <LiveUpdates />
        </Suspense>
      )}
      <SessionExpiry />
      <VersionCheck />
      <Outlet />
    </>
  );
}
