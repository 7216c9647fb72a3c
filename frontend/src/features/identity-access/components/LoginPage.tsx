import { useState } from 'react';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconArrowRight } from '@tabler/icons-react';
import { formatMessage, signInRequestSchema, type ErrorCode, type SignInRequest, SCREEN_PATHS } from '@bo/shared';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { errorMessage, toApiError } from '../../../lib/api';
import { applyFieldErrors, zodFormValidator } from '../../../lib/form';
import { noticeDismissed, selectSession, signedIn } from '../../../lib/session';
import { toastSuccess } from '../../../lib/toast';
import { storedDeviceId } from '../device-id';
import { useSignInMutation } from '../identity-access.api';
import { safeRedirect } from '../redirect';
import { useLanguage } from '../../../ui/useLanguage';
import { AuthCard } from './AuthCard';

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
  const [signIn, { isLoading }] = useSignInMutation();
  const [failure, setFailure] = useState<{ message: string; code?: string } | null>(null);

  const form = useForm<SignInRequest>({
    mode: 'uncontrolled',
    initialValues: { username: '', password: '' },
    validate: zodFormValidator(signInRequestSchema, t),
    validateInputOnBlur: false,
  });

  // The first-time login e-mail links to /login?token=...: that token belongs to first-time login.
  const linkToken = params.get('token');
  if (linkToken) return <Navigate to={`${SCREEN_PATHS.firstTimeLogin}?token=${encodeURIComponent(linkToken)}`} replace />;
  if (session.token) return <Navigate to={redirectTo} replace />;

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    dispatch(noticeDismissed());
    try {
      const response = await signIn(signInRequestSchema.parse({ ...values, deviceId: storedDeviceId() })).unwrap();
      toastSuccess(t('login.success'));
      // With a session the render below navigates back to the page first asked for.
      dispatch(signedIn(response));
    } catch (error) {
      applyFieldErrors(form, error);
      setFailure({
        message: errorMessage(error, formatMessage('REQUEST_PROCESSING_ERROR', language)),
        code: toApiError(error)?.code,
      });
    }
  });

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
            <Button
              component={Link}
              to={nextStep.to}
              variant="light"
              rightSection={<IconArrowRight size={16} />}
              data-testid="login-next-step"
            >
              {t(nextStep.labelKey)}
            </Button>
          )}
          <TextInput
            label={t('login.username')}
            placeholder={t('login.usernamePlaceholder')}
            autoComplete="username"
            autoFocus
            withAsterisk
            name="username"
            key={form.key('username')}
            {...form.getInputProps('username')}
          />
          <PasswordInput
            label={t('login.password')}
            placeholder={t('login.passwordPlaceholder')}
            autoComplete="current-password"
            withAsterisk
            name="password"
            key={form.key('password')}
            {...form.getInputProps('password')}
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
          <Text size="sm" ta="center">
            {t('login.newOrganization')}{' '}
            <Anchor component={Link} to={SCREEN_PATHS.signUp} data-testid="sign-up-link">
              {t('login.signUp')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
