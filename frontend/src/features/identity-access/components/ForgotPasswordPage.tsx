import { useState } from 'react';
import { Alert, Button, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMailCheck } from '@tabler/icons-react';
import { passwordResetRequestSchema, type PasswordResetRequest } from '@bo/shared';
import { useTranslation } from 'react-i18next';
import { zodFormValidator } from '../../../lib/form';
import { showServerError } from '../form-errors';
import { useRequestPasswordResetMutation } from '../identity-access.api';
import { useLanguage } from '../../../ui/useLanguage';
import { AuthCard } from './AuthCard';
import { FormError } from '../../../ui/FormError';

/**
 * /forgot-password: a username or the registered e-mail. The answer is the same neutral message
 * whether or not the account exists, so the screen cannot be used to find accounts.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation('identity-access');
  const language = useLanguage();
  const [requestReset, { isLoading }] = useRequestPasswordResetMutation();
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<PasswordResetRequest>({
    initialValues: { usernameOrEmail: '' },
    validate: zodFormValidator(passwordResetRequestSchema, t),
  });

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await requestReset(passwordResetRequestSchema.parse(values)).unwrap();
      setSent(answer.message);
    } catch (error) {
      setFailure(showServerError(form, error, language));
    }
  });

  return (
    <AuthCard backToLogin title={t('forgot.title')} subtitle={sent ? undefined : t('forgot.subtitle')}>
      {sent ? (
        <>
          <Alert color="green" variant="light" icon={<IconMailCheck size={18} />} role="status" data-testid="forgot-sent">
            {sent}
          </Alert>
          <Text size="sm" c="dimmed">
            {t('forgot.checkInbox')}
          </Text>
        </>
      ) : (
        <form onSubmit={submit} noValidate aria-labelledby="auth-title">
          <TextInput
            label={t('forgot.usernameOrEmail')}
            placeholder={t('forgot.usernameOrEmailPlaceholder')}
            autoComplete="username"
            autoFocus
            withAsterisk
            name="usernameOrEmail"
            mb="md"
            {...form.getInputProps('usernameOrEmail')}
          />
          <FormError mb="md">{failure}</FormError>
          <Button type="submit" fullWidth loading={isLoading}>
            {t('forgot.submit')}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
