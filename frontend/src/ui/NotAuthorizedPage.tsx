import { useTranslation } from 'react-i18next';
import { ErrorScreen } from './ErrorScreen';

/** 401 not authorized (spec section 2, error pages). */
export function NotAuthorizedPage() {
  const { t } = useTranslation('common', { useSuspense: false });
  return <ErrorScreen code={401} title={t('errors.notAuthorizedTitle')} description={t('errors.notAuthorizedText')} />;
}
