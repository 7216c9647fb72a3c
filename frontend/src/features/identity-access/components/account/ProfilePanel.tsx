import { Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { PERSONAL_ID_TYPE, USER_STATUS, labelOf, optionsOf, updateProfileSchema, type Profile } from '@bo/shared';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../ui/dates';
import { useUpdateProfileMutation } from '../../account.api';
import { useLanguage } from '../../../../ui/useLanguage';
import { useRecordLabels } from '../../../../ui/record-labels';
import { SettingForm } from './SettingForm';
import { requiredInput } from '../../../../lib/form';

/** Own details: what only an administrator changes is shown, the rest can be edited. */
export function ProfilePanel({ profile }: { profile: Profile }) {
  const { t } = useTranslation('identity-access');
  const language = useLanguage();
  const labels = useRecordLabels();
  const [updateProfile] = useUpdateProfileMutation();
  const facts: [string, string][] = [
    [t('profile.username'), profile.username],
    [t('profile.email'), profile.email],
    [t('profile.mobileNumber'), profile.contactNumber ?? '-'],
    [t('profile.role'), labels.role(profile.role, profile.roleName)],
    [t('profile.level'), profile.level ? labels.level(profile.level) : '-'],
    [t('profile.organization'), profile.organizationName ?? '-'],
    [t('profile.status'), labelOf(USER_STATUS, profile.status, language)],
    [t('profile.lastLogin'), formatDate(profile.lastLoginAt, 'displayDateTime') || '-'],
  ];
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" component="dl" m={0} data-testid="profile-facts">
        {facts.map(([label, value]) => (
          <div key={label}>
            <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
              {label}
            </Text>
            <Text component="dd" m={0} size="sm">
              {value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
      <SettingForm
        id="profile-form"
        title={t('profile.editTitle')}
        schema={updateProfileSchema}
        initialValues={{
          fullName: profile.fullName,
          idType: (profile.idType ?? null) as never,
          idNumber: profile.idNumber ?? '',
        }}
        save={(values) => updateProfile(values).unwrap()}
        fields={(form) => (
          <>
            <TextInput label={t('profile.fullName')} withAsterisk name="fullName" {...form.getInputProps('fullName')} />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Select
                label={t('profile.idType')}
                data={optionsOf(PERSONAL_ID_TYPE, language)}
                allowDeselect={false}
                {...requiredInput(form, 'idType')}
              />
              <TextInput label={t('profile.idNumber')} withAsterisk name="idNumber" {...form.getInputProps('idNumber')} />
            </SimpleGrid>
          </>
        )}
      />
    </Stack>
  );
}
