import { useEffect, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle, IconArrowRight } from '@tabler/icons-react';
import { type ErrorCode, type SignInRequest, SCREEN_PATHS } from '@bo/shared';
import { shellMessage } from '../../../lib/shell-messages';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { errorMessage, toApiError } from '../../../lib/api-error';
import { noticeDismissed, selectSession, signedIn } from '../../../lib/session';
import { toastSuccess } from '../../../lib/toast';
import { storedDeviceId } from '../device-id';

/** Sign-in's call and checks: loaded once the screen shows, not before (bench/bundle). */
const loadSignIn = () => import('../sign-in.api');

import { safeRedirect } from '../redirect';
import { useLanguage } from '../../../ui/useLanguage';
import { AuthCard, AuthElsewhere } from './AuthCard';
import { LinkButton } from '../../../ui/LinkButton';

/**
 * Where a refused sign-in sends the user (spec section 4): a new account (N) to first-time login,
 * a locked (L) or reset (R) one to forgot password.
 */
const NEXT_STEP: Partial<Record<ErrorCode, { to: string; labelKey: string }>> = {
  FIRST_TIME_LOGIN_REQUIRED: { to: SCREEN_PATHS.firstTimeLogin, labelKey: 'login.firstTimeLogin' },
  ACCOUNT_LOCKED: { to: SCREEN_PATHS.forgotPassword, labelKey: 'login.forgotPassword' },
  ACCOUNT_LOCKED_USE_FORGOT_PASSWORD: { to: SCREEN_PATHS.forgotPassword, labelKey: 'login.forgotPassword' },
  ACCOUNT_RESET_USE_EMAIL_LINK: { to: SCREEN_PATHS.forgotPassword, labelKey: 'login.requestNewLink' },
};

/** /login: username and password; back to the page first asked for once signed in. */
export function LoginPage() {
  const { t } = useTranslation('identity-access');
  const language = useLanguage();
  const [params] = useSearchParams();
  const redirectTo = safeRedirect(params.get('redirect'));
  const session = useAppSelector(selectSession);
  const dispatch = useAppDispatch();
  const [isLoading, setLoading] = useState(false);
  const [failure, setFailure] = useState<{ message: string; code?: string } | null>(null);

  // Plain state rather than @mantine/form, and the checks (shared zod schema) fetched once the
  // screen is shown: /login is the first screen most visitors load (bench/bundle).
  const [values, setValues] = useState<SignInRequest>({ username: '', password: '' });
  const [errors, setErrors] = useState<Record<string, ReactNode>>({});
  useEffect(() => void loadSignIn(), []);
  const field = (name: 'username' | 'password') => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });
  const form = { setFieldError: (path: string, error: string) => setErrors((current) => ({ ...current, [path]: error })) };

  // The first-time login e-mail links to /login?token=...: that token belongs to first-time login.
  const linkToken = params.get('token');
  if (linkToken) return <Navigate to={`${SCREEN_PATHS.firstTimeLogin}?token=${encodeURIComponent(linkToken)}`} replace />;
  if (session.token) return <Navigate to={redirectTo} replace />;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checks = await loadSignIn();
    const found = checks.zodFormValidator(checks.signInRequestSchema, t)(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setFailure(null);
    dispatch(noticeDismissed());
    setLoading(true);
    try {
      const request = checks.signInRequestSchema.parse({ ...values, deviceId: storedDeviceId() });
      const response = await dispatch(checks.signInApi.endpoints.signIn.initiate(request)).unwrap();
      toastSuccess(t('login.success'));
      // With a session the render below navigates back to the page first asked for.
      dispatch(signedIn(response));
    } catch (error) {
      checks.applyFieldErrors(form, error);
      setFailure({
        message: errorMessage(error, shellMessage('REQUEST_PROCESSING_ERROR', language)),
        code: toApiError(error)?.code,
      });
    } finally {
      setLoading(false);
    }
  };

  const alert = failure?.message ?? session.endedNotice;
  const nextStep = failure?.code ? NEXT_STEP[failure.code as ErrorCode] : undefined;

  return (
    <AuthCard title={t('login.title')} subtitle={t('login.subtitle')}>
      <form onSubmit={submit} noValidate aria-labelledby="auth-title">
        <Stack gap="md">
          {alert && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert" data-testid="login-error">
              {alert}
            </Alert>
          )}
          {nextStep && (
            <LinkButton to={nextStep.to} variant="light" iconAfter={<IconArrowRight size={16} />} testId="login-next-step">
              {t(nextStep.labelKey)}
            </LinkButton>
          )}
          <TextInput
            label={t('login.username')}
            placeholder={t('login.usernamePlaceholder')}
            autoComplete="username"
            autoFocus
            withAsterisk
            {...field('username')}
          />
          <PasswordInput
            label={t('login.password')}
            placeholder={t('login.passwordPlaceholder')}
            autoComplete="current-password"
            withAsterisk
            {...field('password')}
          />
          <Group justify="space-between" gap="xs">
            <Anchor component={Link} to={SCREEN_PATHS.firstTimeLogin} size="sm">
              {t('login.firstTimeLogin')}
            </Anchor>
            <Anchor component={Link} to={SCREEN_PATHS.forgotPassword} size="sm" data-testid="forgot-password-link">
              {t('login.forgotPassword')}
            </Anchor>
          </Group>
          <Button type="submit" fullWidth loading={isLoading} data-testid="sign-in">
            {t('login.submit')}
          </Button>
          <AuthElsewhere
            question={t('login.newOrganization')}
            linkLabel={t('login.signUp')}
            to={SCREEN_PATHS.signUp}
            testId="sign-up-link"
          />
        </Stack>
      </form>
    </AuthCard>
  );
}
