import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../../../app/hooks';
import { sessionExpired } from '../../../../lib/session';
import { toastSuccess } from '../../../../lib/toast';

/**
 * After registering or removing a device the server has ended every session of the user (spec
 * section 4): say what happened, drop the session here too, and the route guard opens /login,
 * which tells the user to sign in again and brings them back afterwards.
 */
export function useSignInAgain() {
  const { t } = useTranslation('identity-access');
  const dispatch = useAppDispatch();
  return (message: string) => {
    toastSuccess(message);
    dispatch(sessionExpired(t('devices.signInAgain', { message })));
  };
}
