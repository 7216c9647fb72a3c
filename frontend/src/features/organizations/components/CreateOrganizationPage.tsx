import { Stack, Text, Title } from '@mantine/core';
import {
  createOrganizationSchema,
  formatSuccess,
  ORGANIZATION_DOCUMENTS_MAX,
  type CreateOrganizationRequest,
  SCREEN_PATHS,
} from '@bo/shared';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { toastSuccess } from '../../../lib/toast';
import { ResourceForm, type FormField } from '../../../ui/resource';
import { useCountryListQuery, useCreateOrganizationMutation, useOrganizationTypeListQuery } from '../organizations.api';
import {
  asFieldError,
  DOCUMENT_ACCEPT,
  documentsField,
  EMPTY_PROFILE,
  profileFields,
  type ProfileValues,
} from './organization-fields';
import { profilePath } from '../paths';
import { useLanguage } from '../../../ui/useLanguage';

const NAMESPACE = 'organizations';

/** Staff may create without documents (0 to 5), checked as at sign-up. */
const createFormSchema = createOrganizationSchema.and(z.object({ documents: documentsField(0, ORGANIZATION_DOCUMENTS_MAX) }));
type CreateValues = ProfileValues & { documents: File[] };

/** /organization/create-organization: approved at once; its admin user gets a first-time login link. */
export function CreateOrganizationPage() {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const { data: countries } = useCountryListQuery();
  const { data: types } = useOrganizationTypeListQuery(language);
  const [createOrganization] = useCreateOrganizationMutation();

  const fields = (values: CreateValues): FormField[] => [
    ...profileFields(t, values, countries, types, { language }),
    {
      name: 'documents',
      label: t('fields.documents'),
      type: 'files',
      accept: DOCUMENT_ACCEPT,
      wide: true,
      description: t('form.documentsHint', { max: ORGANIZATION_DOCUMENTS_MAX }),
      placeholder: t('form.documentsPlaceholder'),
    },
  ];

  return (
    <Stack gap="md" maw={960}>
      <div>
        <Title order={1} size="h2" data-testid="page-title">
          {t('create.title')}
        </Title>
        <Text c="dimmed">{t('create.subtitle')}</Text>
      </div>
      <ResourceForm<typeof createFormSchema, CreateValues>
        schema={createFormSchema}
        initialValues={{ ...EMPTY_PROFILE, documents: [] }}
        fields={fields}
        submitLabel={t('create.submit')}
        cancelTo={SCREEN_PATHS.organizations}
        testId="create-organization-form"
        onValuesChange={(values, previous, form) => {
          if (values.countryCode !== previous.countryCode && values.state) form.setFieldValue('state', '');
        }}
        onSubmit={async (values) => {
          const { documents, ...profile } = values as CreateOrganizationRequest & { documents: File[] };
          const result = await createOrganization({ ...profile, documents })
            .unwrap()
            .catch(asFieldError);
          toastSuccess(result.message || formatSuccess('ORGANIZATION_CREATED', language, { email: profile.email }));
          return profilePath(result.organizationId);
        }}
      />
    </Stack>
  );
}
