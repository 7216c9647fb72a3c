import { Suspense, type ReactNode } from 'react';
import { Anchor, AppShell, Group, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { PageLoader } from '../../ui/PageLoader';
import { LanguageSwitch } from './LanguageSwitch';
import { LiveStatus } from './LiveStatus';
import { ThemeSwitch } from './ThemeSwitch';
import { UserMenu } from './UserMenu';

/**
 * Shell of the signed-in screens: header (product title, live status, theme, language, user
 * menu) and the page. The navigation from the server and the spotlight search plug in here.
 */
export function DefaultLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <AppShell header={{ height: 56 }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Anchor component={Link} to="/" underline="never" c="inherit">
            <Group gap="xs" wrap="nowrap">
              <img src="/favicon.svg" alt="" width={28} height={28} />
              <Title order={1} size="h4" fw={700}>
                {t('app.title')}
              </Title>
            </Group>
          </Anchor>
          <Group gap="xs" wrap="nowrap">
            <LiveStatus />
            <ThemeSwitch />
            <LanguageSwitch />
            <UserMenu />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Main id="main-content">
        <Suspense fallback={<PageLoader />}>{children ?? <Outlet />}</Suspense>
        <Text component="footer" size="xs" c="dimmed" ta="center" mt="xl">
          {t('app.title')} v{__BUILD_META__.version}
        </Text>
      </AppShell.Main>
    </AppShell>
  );
}

export default DefaultLayout;
