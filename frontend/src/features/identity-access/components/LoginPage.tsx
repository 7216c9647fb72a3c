import { useState } from 'react';
import { Alert, Box, Button, Center, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { formatMessage, signInRequestSchema, type SignInRequest } from '@bo/shared';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { errorMessage } from '../../../lib/api';
import { applyFieldErrors, zodFormValidator } from '../../../lib/form';
import { noticeDismissed, selectSession, signedIn } from '../../../lib/session';
import { toastSuccess } from '../../../lib/toast';
import { useSignInMutation } from '../identity-access.api';
import { safeRedirect } from '../redirect';

/** /login: username and password; back to the page first asked for once signed in. */
export function LoginPage() {
  const { t, i18n } = useTranslation('identity-access');
  const [params] = useSearchParams();
  const redirectTo = safeRedirect(params.get('redirect'));
  const session = useAppSelector(selectSession);
  const dispatch = useAppDispatch();
  const [signIn, { isLoading }] = useSignInMutation();
  const [failure, setFailure] = useState<string | null>(null);

  const form = useForm<SignInRequest>({
    mode: 'uncontrolled',
    initialValues: { username: '', password: '' },
    validate: zodFormValidator(signInRequestSchema, t),
    validateInputOnBlur: false,
  });

  if (session.token) return <Navigate to={redirectTo} replace />;

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    dispatch(noticeDismissed());
    try {
      const response = await signIn(signInRequestSchema.parse(values)).unwrap();
      toastSuccess(t('login.success'));
      // With a session the render below navigates back to the page first asked for.
      dispatch(signedIn(response));
    } catch (error) {
      applyFieldErrors(form, error);
      const language = i18n.resolvedLanguage === 'ms' ? 'ms' : 'en';
      setFailure(errorMessage(error, formatMessage('REQUEST_PROCESSING_ERROR', language)));
    }
  });

  const alert = failure ?? session.endedNotice;

  return (
    <Center mih="100dvh" p="md">
      <Paper withBorder shadow="md" p="xl" radius="md" w="100%" maw={420}>
        <form onSubmit={submit} noValidate aria-labelledby="login-title">
          <Stack gap="md">
            <Box>
              <Text c="brand" fw={700} size="sm" tt="uppercase">
                {t('common:app.title')}
              </Text>
              <Title order={1} size="h2" id="login-title">
                {t('login.title')}
              </Title>
              <Text c="dimmed" size="sm" mt={4}>
                {t('login.subtitle')}
              </Text>
            </Box>
            {alert && (
              <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert" data-testid="login-error">
                {alert}
              </Alert>
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
            <Button type="submit" fullWidth loading={isLoading} data-testid="sign-in">
              {t('login.submit')}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
