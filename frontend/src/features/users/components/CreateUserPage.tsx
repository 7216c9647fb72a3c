import { Stack } from '@mantine/core';
import { createUserSchema, formatSuccess, SCREEN_PATHS } from '@bo/shared';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../app/hooks';
import { selectUser } from '../../../lib/session';
import { toastSuccess } from '../../../lib/toast';
import { PageHeader } from '../../../ui/PageHeader';
import { useRecordLabels } from '../../../ui/record-labels';
import { ResourceForm } from '../../../ui/resource';
import { useCreateUserMutation, useUserManagementInitQuery } from '../users.api';
import { clearLevelOnRoleChange, EMPTY_USER, userFields } from './user-form';

const EMPTY = { ...EMPTY_USER, organizationId: '', username: '' };
type CreateUserValues = typeof EMPTY;

/**
 * /user/create-user: the new user gets an e-mailed first-time login link. The provider's staff
 * choose the organization a user of an agency belongs to (the approved ones, from the screen's
 * init); an agency's administrator creates users of its own organization only (the API takes it
 * from the session), so no organization field is shown to them.
 */
export function CreateUserPage() {
  const { t } = useTranslation('users');
  const labels = useRecordLabels();
  const staff = (useAppSelector(selectUser)?.organizationId ?? null) === null;
  const { data: init } = useUserManagementInitQuery();
  const [createUser] = useCreateUserMutation();
  const words = { t, language: labels.language, labels, init, create: { organizations: staff } };

  return (
    <Stack gap="md" maw={960}>
      <PageHeader title={t('create.title')} description={t('create.subtitle')} />
      <ResourceForm<typeof createUserSchema, CreateUserValues>
        schema={createUserSchema}
        initialValues={EMPTY}
        fields={(values) => userFields(words, values)}
        submitLabel={t('create.submit')}
        cancelTo={SCREEN_PATHS.users}
        testId="create-user-form"
        onValuesChange={clearLevelOnRoleChange}
        onSubmit={async (values) => {
          const result = await createUser(values).unwrap();
          toastSuccess(result.message || formatSuccess('USER_CREATED', labels.language, { email: values.email }));
          return SCREEN_PATHS.users;
        }}
      />
    </Stack>
  );
}
