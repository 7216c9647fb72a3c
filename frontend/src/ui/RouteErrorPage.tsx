import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorScreen } from './ErrorScreen';
import { NotAuthorizedPage } from './NotAuthorizedPage';

/**
 * Fatal error screen (route `errorElement`): for 404 'Page Not Found' with
 * "We couldn't find the page you are looking for.", otherwise 'Oops! Something went wrong.'
 * A 401 answer shows the not-authorized page.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation('common', { useSuspense: false });
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (import.meta.env.DEV) console.error(error);
  if (status === 401) return <NotAuthorizedPage />;
  if (status === 404) {
    return <ErrorScreen code={404} title={t('errors.notFoundTitle')} description={t('errors.notFoundText')} />;
  }
  return <ErrorScreen title={t('errors.fatalTitle')} description={t('errors.fatalText')} />;
}
