import { useState } from 'react';
import { Button, Checkbox, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FIRST_TIME_LOGIN_LINK_TTL_HOURS, firstTimeLoginSchema, type FirstTimeLoginInput, SCREEN_PATHS } from '@bo/shared';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { toApiError } from '../../../lib/api';
import { zodFormValidator } from '../../../lib/form';
import { PageLoader } from '../../../ui/PageLoader';
import { linkErrorMessage } from '../form-errors';
import { useCompleteFirstTimeLoginMutation, useVerifyUserTokenQuery } from '../identity-access.api';
import { useLanguage } from '../../../ui/useLanguage';
import { AuthCard, AuthForm } from './AuthCard';
import { LinkProblem } from './LinkProblem';
import { PasswordFields } from './PasswordFields';
import { SecurityPhraseField } from './SecurityPhraseField';
import { SecurityQuestionFields } from './SecurityQuestionFields';
import { useLinkFormSubmit } from './useLinkFormSubmit';

/**
 * /first-time-login: without a token, what a new user must do (open the e-mailed link); with the
 * link's token, checked first, the set-up form: password, security question and answer, security
 * phrase and the terms. Done -> /login with a toast.
 */
export function FirstTimeLoginPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  return token ? <FirstTimeLoginForm token={token} /> : <FirstTimeLoginInfo />;
}

function FirstTimeLoginInfo() {
  const { t } = useTranslation('identity-access');
  return (
    <AuthCard title={t('firstTime.title')}>
      <Text size="sm" data-testid="first-time-info">
        {t('firstTime.info', { hours: FIRST_TIME_LOGIN_LINK_TTL_HOURS })}
      </Text>
      <Button component={Link} to={SCREEN_PATHS.login} variant="light" fullWidth>
        {t('backToLogin')}
      </Button>
    </AuthCard>
  );
}

function FirstTimeLoginForm({ token }: { token: string }) {
  const { t } = useTranslation('identity-access');
  const language = useLanguage();
  const check = useVerifyUserTokenQuery({ token }, { refetchOnMountOrArgChange: true });
  const [complete, { isLoading }] = useCompleteFirstTimeLoginMutation();
  const [linkFailure, setLinkFailure] = useState<{ message: string; activated: boolean } | null>(null);
  const form = useForm<FirstTimeLoginInput>({
    initialValues: {
      token,
      password: '',
      confirmPassword: '',
      securityQuestion: null as unknown as FirstTimeLoginInput['securityQuestion'],
      securityAnswer: '',
      securityPhrase: '',
      termsAccepted: false as unknown as true,
    },
    validate: zodFormValidator(firstTimeLoginSchema, t),
  });

  const { submit, failure } = useLinkFormSubmit(
    form,
    (values) => complete(firstTimeLoginSchema.parse({ ...values, token })).unwrap(),
    (error) => {
      const code = toApiError(error)?.code;
      if (code !== 'LINK_INVALID_OR_EXPIRED' && code !== 'ACCOUNT_ALREADY_ACTIVATED') return false;
      setLinkFailure({ message: linkErrorMessage(error, language), activated: code === 'ACCOUNT_ALREADY_ACTIVATED' });
      return true;
    },
    { SECURITY_PHRASE_POLICY: 'securityPhrase' },
  );

  if (check.isLoading) return <PageLoader />;

  // A link that cannot be used (expired, used, account already activated) shows why instead of the form.
  const problem =
    linkFailure ??
    (check.isError
      ? {
          message: linkErrorMessage(check.error, language),
          activated: toApiError(check.error)?.code === 'ACCOUNT_ALREADY_ACTIVATED',
        }
      : null);

  if (problem) {
    return (
      <AuthCard title={t('firstTime.title')}>
        <LinkProblem
          message={problem.message}
          actionLabel={problem.activated ? t('firstTime.goToLogin') : t('backToLogin')}
          actionTo={SCREEN_PATHS.login}
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      backToLogin
      title={t('firstTime.title')}
      subtitle={
        check.data
          ? t('firstTime.welcome', { name: check.data.fullName || check.data.username, username: check.data.username })
          : undefined
      }
      width={520}
    >
      <AuthForm onSubmit={submit} failure={failure} loading={isLoading} submitLabel={t('firstTime.submit')}>
        <PasswordFields form={form} />
        <SecurityQuestionFields form={form} />
        <SecurityPhraseField form={form} />
        <Checkbox
          label={t('firstTime.terms')}
          name="termsAccepted"
          {...form.getInputProps('termsAccepted', { type: 'checkbox' })}
        />
      </AuthForm>
    </AuthCard>
  );
}
