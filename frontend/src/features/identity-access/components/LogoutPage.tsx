import { SCREEN_PATHS } from '@bo/shared';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectToken, signedOut } from '../../../lib/session';
import { PageLoader } from '../../../ui/PageLoader';
import { useSignOutMutation } from '../identity-access.api';

/** /logout: revoke the token server-side, forget it here, then go to /login. */
export function LogoutPage() {
  const { t } = useTranslation('identity-access');
  const token = useAppSelector(selectToken);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [signOut] = useSignOutMutation();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      if (token) {
        try {
          await signOut().unwrap();
        } catch {
          // the token is dropped locally whatever the server says
        }
      }
      dispatch(signedOut());
      navigate(SCREEN_PATHS.login, { replace: true });
    })();
  }, [dispatch, navigate, signOut, token]);

  return <PageLoader label={t('logout.inProgress')} />;
}
