import { Stack, Text, Title } from '@mantine/core';
import { createUserSchema, formatSuccess, optionsOf, PERSONAL_ID_TYPE, SCREEN_PATHS } from '@bo/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../../lib/toast';
import { ResourceForm, type FormField } from '../../../ui/resource';
import { useCreateUserMutation, useUserManagementInitQuery } from '../users.api';
import { useLanguage } from '../../../ui/useLanguage';
import { useRecordLabels } from '../../../ui/record-labels';

const NAMESPACE = 'users';

const EMPTY = {
  role: '',
  level: '',
  username: '',
  fullName: '',
  idType: 'MYKAD',
  idNumber: '',
  email: '',
  mobileNumber: '',
};
type CreateUserValues = typeof EMPTY;

/** /user/create-user: the new user gets an e-mailed first-time login link. */
export function CreateUserPage() {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const { data: init } = useUserManagementInitQuery();
  const [createUser] = useCreateUserMutation();
  // The level choices follow the chosen role: its active role options. They come with the
  // screen's init (users.view) rather than /bo/Dropdown/getroleoptionsbyrole, which needs
  // role-options.view, a permission a user administrator need not hold.
  const [role, setRole] = useState('');
  const labels = useRecordLabels();
  const roleOptions = (init?.roles ?? []).map((option) => ({
    value: option.value,
    label: labels.role(option.value, option.label),
  }));
  const levelOptions = ((role && init?.levels[role]) || []).map((option) => ({
    value: option.value,
    label: labels.level(option.value, option.label),
  }));

  const fields: FormField[] = [
    { name: 'role', label: t('fields.role'), type: 'select', options: roleOptions, required: true },
    {
      name: 'level',
      label: t('fields.level'),
      type: 'select',
      options: levelOptions,
      required: levelOptions.length > 0,
      disabled: role === '' || levelOptions.length === 0,
      placeholder: role === '' ? t('create.chooseRoleFirst') : undefined,
    },
    { name: 'username', label: t('fields.username'), required: true, autoComplete: 'off', description: t('create.usernameHint') },
    { name: 'fullName', label: t('fields.fullName'), required: true },
    { name: 'idType', label: t('fields.idType'), type: 'select', options: optionsOf(PERSONAL_ID_TYPE, language), required: true },
    { name: 'idNumber', label: t('fields.idNumber'), required: true },
    { name: 'email', label: t('fields.registeredEmail'), type: 'email', required: true, autoComplete: 'off' },
    { name: 'mobileNumber', label: t('fields.mobileNumber'), required: true, placeholder: '012-3456789' },
  ];

  return (
    <Stack gap="md" maw={960}>
      <div>
        <Title order={1} size="h2" data-testid="page-title">
          {t('create.title')}
        </Title>
        <Text c="dimmed">{t('create.subtitle')}</Text>
      </div>
      <ResourceForm<typeof createUserSchema, CreateUserValues>
        schema={createUserSchema}
        initialValues={EMPTY}
        fields={fields}
        submitLabel={t('create.submit')}
        cancelTo={SCREEN_PATHS.users}
        testId="create-user-form"
        onValuesChange={(values, previous, form) => {
          if (values.role === previous.role) return;
          setRole(values.role);
          if (values.level) form.setFieldValue('level', '');
        }}
        onSubmit={async (values) => {
          const result = await createUser(values).unwrap();
          toastSuccess(result.message || formatSuccess('USER_CREATED', language, { email: values.email }));
          return SCREEN_PATHS.users;
        }}
      />
    </Stack>
  );
}
