import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { LiveUpdates } from '../LiveUpdates';
import { SessionExpiry } from '../SessionExpiry';
import { VersionCheck } from '../VersionCheck';
import { RouteProgress } from './RouteProgress';

/** Top of the route tree: app-wide behaviour that does not depend on the layout. */
export function RootLayout() {
  const { t } = useTranslation();
  const title = t('app.title');
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <>
      <RouteProgress />
      <LiveUpdates />
      <SessionExpiry />
      <VersionCheck />
      <Outlet />
    </>
  );
}
