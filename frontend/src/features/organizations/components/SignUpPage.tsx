import { useMemo, useState } from 'react';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import {
  ORGANIZATION_DOCUMENTS_MAX,
  ORGANIZATION_DOCUMENTS_MIN,
  formatSuccess,
  organizationSignUpSchema,
  SCREEN_PATHS,
} from '@bo/shared';
import { Link } from 'react-router';
import { z } from 'zod';
import { ResourceForm, type FormField } from '../../../ui/resource';
// The frame of every blank-layout screen (login, forgot password...), so sign-up looks like its neighbours.
import { AuthCard, AuthElsewhere } from '../../identity-access';
import { useSignUpOrganizationMutation } from '../organizations.api';
import { documentsField, EMPTY_PROFILE, type ProfileValues } from './organization-fields';
import { clearStateOnCountryChange, sendWithDocuments, useProfileForm } from './useProfileForm';

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
  const { t, language, countriesError, fields: profileFields } = useProfileForm({ documentsRequired: true });
  const [signUp] = useSignUpOrganizationMutation();
  const [done, setDone] = useState<{ email: string; message: string } | null>(null);

  const fields = useMemo(
    () =>
      (values: SignUpValues): FormField[] => [
        ...profileFields(values),
        {
          name: 'termsAccepted',
          label: t('signUp.terms'),
          type: 'checkbox',
          required: true,
          wide: true,
          description: t('signUp.termsText'),
        },
      ],
    [t, profileFields],
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
            onValuesChange={clearStateOnCountryChange}
            onSubmit={async (values) => {
              const result = await sendWithDocuments(values, signUp);
              setDone({
                email: values.email,
                message: result.message || formatSuccess('ORGANIZATION_SIGN_UP_RECEIVED', language, { email: values.email }),
              });
            }}
          />
          <AuthElsewhere
            question={t('signUp.haveAccount')}
            linkLabel={t('signUp.backToLogin')}
            to={SCREEN_PATHS.login}
            testId="sign-up-login-link"
          />
        </>
      )}
    </AuthCard>
  );
}
