import { useMemo, useState } from 'react';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import {
  ORGANIZATION_DOCUMENTS_MAX,
  ORGANIZATION_DOCUMENTS_MIN,
  formatSuccess,
  organizationSignUpSchema,
  type OrganizationSignUpRequest,
  SCREEN_PATHS,
} from '@bo/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { ResourceForm, type FormField } from '../../../ui/resource';
// The frame of every blank-layout screen (login, forgot password...), so sign-up looks like its neighbours.
import { AuthCard } from '../../identity-access';
import { useCountryListQuery, useOrganizationTypeListQuery, useSignUpOrganizationMutation } from '../organizations.api';
import {
  asFieldError,
  DOCUMENT_ACCEPT,
  documentsField,
  EMPTY_PROFILE,
  profileFields,
  type ProfileValues,
} from './organization-fields';
import { useLanguage } from '../../../ui/useLanguage';

const NAMESPACE = 'organizations';

/** The API's schema plus the files, checked in the browser as the API checks them. */
const signUpFormSchema = organizationSignUpSchema.and(
  z.object({ documents: documentsField(ORGANIZATION_DOCUMENTS_MIN, ORGANIZATION_DOCUMENTS_MAX) }),
);

const EMPTY = { ...EMPTY_PROFILE, documents: [] as File[], termsAccepted: false };
type SignUpValues = ProfileValues & { documents: File[]; termsAccepted: boolean };

/**
 * /sign-up (public, blank layout; an addition to the spec's route table, linked from the login
 * page): an organization applies with its details and supporting documents, then waits for approval.
 */
export function SignUpPage() {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const { data: countries, error: countriesError } = useCountryListQuery();
  const { data: types } = useOrganizationTypeListQuery(language);
  const [signUp] = useSignUpOrganizationMutation();
  const [done, setDone] = useState<{ email: string; message: string } | null>(null);

  const fields = useMemo(
    () =>
      (values: SignUpValues): FormField[] => [
        ...profileFields(t, values, countries, types, { language }),
        {
          name: 'documents',
          label: t('fields.documents'),
          type: 'files',
          accept: DOCUMENT_ACCEPT,
          required: true,
          wide: true,
          description: t('form.documentsHint', { max: ORGANIZATION_DOCUMENTS_MAX }),
          placeholder: t('form.documentsPlaceholder'),
        },
        {
          name: 'termsAccepted',
          label: t('signUp.terms'),
          type: 'checkbox',
          required: true,
          wide: true,
          description: t('signUp.termsText'),
        },
      ],
    [t, countries, types, language],
  );

  return (
    <AuthCard
      title={done ? t('signUp.doneTitle') : t('signUp.title')}
      subtitle={done ? undefined : t('signUp.subtitle')}
      width={done ? 520 : 860}
    >
      {done ? (
        <Stack gap="md" data-testid="sign-up-done">
          <Alert color="green" variant="light" icon={<IconCircleCheck size={20} />} role="status">
            {done.message}
          </Alert>
          <Text size="sm">{t('signUp.doneNext', { email: done.email })}</Text>
          <Button component={Link} to={SCREEN_PATHS.login} variant="light">
            {t('signUp.backToLogin')}
          </Button>
        </Stack>
      ) : (
        <>
          {countriesError && (
            <Alert color="red" variant="light" role="alert">
              {t('signUp.referenceFailed')}
            </Alert>
          )}
          <ResourceForm<typeof signUpFormSchema, SignUpValues>
            schema={signUpFormSchema}
            initialValues={EMPTY}
            fields={fields}
            submitLabel={t('signUp.submit')}
            testId="sign-up-form"
            onValuesChange={(values, previous, form) => {
              // Another country: its own list of states (or free text).
              if (values.countryCode !== previous.countryCode && values.state) form.setFieldValue('state', '');
            }}
            onSubmit={async (values) => {
              const { documents, ...profile } = values as OrganizationSignUpRequest & { documents: File[] };
              const result = await signUp({ ...profile, documents })
                .unwrap()
                .catch(asFieldError);
              setDone({
                email: profile.email,
                message: result.message || formatSuccess('ORGANIZATION_SIGN_UP_RECEIVED', language, { email: profile.email }),
              });
            }}
          />
          <Text size="sm" ta="center">
            {t('signUp.haveAccount')}{' '}
            <Anchor component={Link} to={SCREEN_PATHS.login} data-testid="sign-up-login-link">
              {t('signUp.backToLogin')}
            </Anchor>
          </Text>
        </>
      )}
    </AuthCard>
  );
}
