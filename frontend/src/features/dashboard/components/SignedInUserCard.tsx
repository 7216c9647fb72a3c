import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { UserInfo } from '@bo/shared';
import { useTranslation } from 'react-i18next';
import { useRecordLabels } from '../../../ui/record-labels';

const MAX_PERMISSIONS_SHOWN = 12;

function Field({ label, value, testId }: { label: string; value: string | null | undefined; testId?: string }) {
  const { t } = useTranslation('dashboard');
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" data-testid={testId}>
        {value || t('user.none')}
      </Text>
    </Stack>
  );
}

/** Who is signed in: name, username, e-mail, role, organization, merchant and permissions. */
export function SignedInUserCard({ user }: { user: UserInfo }) {
  const { t } = useTranslation('dashboard');
  const labels = useRecordLabels();
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  const extra = user.permissions.length - MAX_PERMISSIONS_SHOWN;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="signed-in-title">
      <Title order={2} size="h4" id="signed-in-title" mb="md">
        {t('user.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <Field label={t('user.name')} value={name} testId="user-name" />
        <Field label={t('user.username')} value={user.username} testId="user-username" />
        <Field label={t('user.email')} value={user.email} />
        <Field label={t('user.role')} value={labels.role(user.role)} testId="user-role" />
        <Field label={t('user.organization')} value={user.organizationId} />
        <Field label={t('user.merchantCode')} value={user.merchantCode} />
      </SimpleGrid>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} mt="md" mb={4}>
        {t('user.permissions', { count: user.permissions.length })}
      </Text>
      <Group gap={6}>
        {user.permissions.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('user.none')}
          </Text>
        )}
        {user.permissions.slice(0, MAX_PERMISSIONS_SHOWN).map((permission) => (
          <Badge key={permission} variant="outline" color="gray" tt="none">
            {permission}
          </Badge>
        ))}
        {extra > 0 && (
          <Badge variant="light" color="gray" tt="none">
            {t('user.morePermissions', { count: extra })}
          </Badge>
        )}
      </Group>
    </Card>
  );
}
