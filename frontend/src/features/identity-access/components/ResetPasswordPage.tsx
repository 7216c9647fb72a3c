import { useState } from 'react';
import { Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { formatMessage, resetPasswordSchema, type ResetPasswordInput, SCREEN_PATHS } from '@bo/shared';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toApiError } from '../../../lib/api';
import { zodFormValidator } from '../../../lib/form';
import { PageLoader } from '../../../ui/PageLoader';
import { linkErrorMessage } from '../form-errors';
import { useResetPasswordMutation, useValidatePasswordResetQuery } from '../identity-access.api';
import { useLanguage } from '../../../ui/useLanguage';
import { AuthCard, AuthForm } from './AuthCard';
import { LinkProblem } from './LinkProblem';
import { PasswordFields } from './PasswordFields';
import { useLinkFormSubmit } from './useLinkFormSubmit';

/**
 * /login-reset-password?token=...: the e-mailed reset link. The link is checked first; an expired
 * or used one says so and offers a new one. A new password (twice) then leads back to /login.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation('identity-access');
  const language = useLanguage();
  const token = useSearchParams()[0].get('token') ?? '';
  const check = useValidatePasswordResetQuery({ token }, { skip: token === '', refetchOnMountOrArgChange: true });
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  const [linkFailure, setLinkFailure] = useState<string | null>(null);
  const form = useForm<ResetPasswordInput>({
    initialValues: { token, password: '', confirmPassword: '' },
    validate: zodFormValidator(resetPasswordSchema, t),
  });

  const { submit, failure } = useLinkFormSubmit(
    form,
    (values) => resetPassword(resetPasswordSchema.parse({ ...values, token })).unwrap(),
    (error) => {
      // The link may have expired or been used while the form was open.
      if (toApiError(error)?.code !== 'LINK_INVALID_OR_EXPIRED') return false;
      setLinkFailure(linkErrorMessage(error, language));
      return true;
    },
  );

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
        <AuthForm onSubmit={submit} failure={failure} loading={isLoading} submitLabel={t('reset.submit')}>
          {check.data && (
            <Text size="sm" data-testid="reset-username">
              {t('reset.forUser', { username: check.data.username })}
            </Text>
          )}
          <PasswordFields form={form} />
        </AuthForm>
      )}
    </AuthCard>
  );
}
