import { useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { formatMessage, resetPasswordSchema, type ResetPasswordInput, SCREEN_PATHS } from '@bo/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { toApiError } from '../../../lib/api';
import { zodFormValidator } from '../../../lib/form';
import { toastSuccess } from '../../../lib/toast';
import { PageLoader } from '../../../ui/PageLoader';
import { linkErrorMessage, showServerError } from '../form-errors';
import { useResetPasswordMutation, useValidatePasswordResetQuery } from '../identity-access.api';
import { useLanguage } from '../../../ui/useLanguage';
import { AuthCard } from './AuthCard';
import { LinkProblem } from './LinkProblem';
import { PasswordFields } from './PasswordFields';
import { FormError } from '../../../ui/FormError';

/**
 * /login-reset-password?token=...: the e-mailed reset link. The link is checked first; an expired
 * or used one says so and offers a new one. A new password (twice) then leads back to /login.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation('identity-access');
  const language = useLanguage();
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token') ?? '';
  const check = useValidatePasswordResetQuery({ token }, { skip: token === '', refetchOnMountOrArgChange: true });
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [linkFailure, setLinkFailure] = useState<string | null>(null);
  const form = useForm<ResetPasswordInput>({
    initialValues: { token, password: '', confirmPassword: '' },
    validate: zodFormValidator(resetPasswordSchema, t),
  });

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await resetPassword(resetPasswordSchema.parse({ ...values, token })).unwrap();
      toastSuccess(answer.message);
      navigate(SCREEN_PATHS.login, { replace: true });
    } catch (error) {
      // The link may have expired or been used while the form was open.
      if (toApiError(error)?.code === 'LINK_INVALID_OR_EXPIRED') setLinkFailure(linkErrorMessage(error, language));
      else setFailure(showServerError(form, error, language));
    }
  });

  const linkProblem =
    token === ''
      ? formatMessage('LINK_INVALID_OR_EXPIRED', language)
      : (linkFailure ?? (check.isError ? linkErrorMessage(check.error, language) : null));

  if (!linkProblem && check.isLoading) return <PageLoader />;

  return (
    <AuthCard backToLogin title={t('reset.title')} subtitle={linkProblem ? undefined : t('reset.subtitle')}>
      {linkProblem ? (
        <LinkProblem message={linkProblem} actionLabel={t('reset.requestNewLink')} actionTo={SCREEN_PATHS.forgotPassword} />
      ) : (
        <form onSubmit={submit} noValidate aria-labelledby="auth-title">
          <Stack gap="md">
            {check.data && (
              <Text size="sm" data-testid="reset-username">
                {t('reset.forUser', { username: check.data.username })}
              </Text>
            )}
            <PasswordFields form={form} />
            <FormError>{failure}</FormError>
            <Button type="submit" fullWidth loading={isLoading}>
              {t('reset.submit')}
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
