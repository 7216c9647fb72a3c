import { shellMessage } from '../lib/shell-messages';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ErrorScreen } from './ErrorScreen';
import { useLanguage } from './useLanguage';

/** Unknown route: 'Page Not Found: {path}' (spec section 2). */
export function NotFoundPage() {
  const { t } = useTranslation('common', { useSuspense: false });
  const { pathname } = useLocation();
  const language = useLanguage();
  return (
    <ErrorScreen
      code={404}
      title={shellMessage('NOT_FOUND', language, { path: pathname })}
      description={t('errors.notFoundText')}
    />
  );
}
