import { Stack, Text, Title } from '@mantine/core';
import { createOrganizationSchema, formatSuccess, ORGANIZATION_DOCUMENTS_MAX, SCREEN_PATHS } from '@bo/shared';
import { z } from 'zod';
import { toastSuccess } from '../../../lib/toast';
import { ResourceForm } from '../../../ui/resource';
import { useCreateOrganizationMutation } from '../organizations.api';
import { documentsField, EMPTY_PROFILE, type ProfileValues } from './organization-fields';
import { profilePath } from '../paths';
import { clearStateOnCountryChange, sendWithDocuments, useProfileForm } from './useProfileForm';

/** Staff may create without documents (0 to 5), checked as at sign-up. */
const createFormSchema = createOrganizationSchema.and(z.object({ documents: documentsField(0, ORGANIZATION_DOCUMENTS_MAX) }));
type CreateValues = ProfileValues & { documents: File[] };

/** /organization/create-organization: approved at once; its admin user gets a first-time login link. */
export function CreateOrganizationPage() {
  const { t, language, fields } = useProfileForm({ documentsRequired: false });
  const [createOrganization] = useCreateOrganizationMutation();

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
        onValuesChange={clearStateOnCountryChange}
        onSubmit={async (values) => {
          const result = await sendWithDocuments(values, createOrganization);
          toastSuccess(result.message || formatSuccess('ORGANIZATION_CREATED', language, { email: values.email }));
          return profilePath(result.organizationId);
        }}
      />
    </Stack>
  );
}
