import { useTranslation } from 'react-i18next';
import { ErrorScreen } from './ErrorScreen';

/** 500 server error (spec section 2, error pages). */
export function ServerErrorPage() {
  const { t } = useTranslation('common', { useSuspense: false });
  return <ErrorScreen code={500} title={t('errors.serverErrorTitle')} description={t('errors.serverErrorText')} />;
}
