import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../app/hooks';
import { selectUser } from '../../../lib/session';
import { SignedInUserCard } from './SignedInUserCard';
import { SystemHealthCard } from './SystemHealthCard';

/** `/` and `/dashboard`: who is signed in and how the system is doing. */
export function HomePage() {
  const { t } = useTranslation('dashboard');
  const user = useAppSelector(selectUser);
  const name = user ? [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username : '';
  return (
    <Stack gap="lg" maw={1200} mx="auto">
      <div>
        <Title order={1} size="h2" data-testid="home-title">
          {t('home.welcome', { name })}
        </Title>
        <Text c="dimmed">{t('home.subtitle')}</Text>
      </div>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {user && <SignedInUserCard user={user} />}
        <SystemHealthCard />
      </SimpleGrid>
    </Stack>
  );
}
