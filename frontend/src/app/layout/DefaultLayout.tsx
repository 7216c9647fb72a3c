import { SCREEN_PATHS } from '@bo/shared';
import { Suspense, type ReactNode } from 'react';
import { Anchor, AppShell, Box, Burger, Group, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { PageLoader } from '../../ui/PageLoader';
import { DatesLocale } from './DatesLocale';
import { LanguageSwitch } from './LanguageSwitch';
import { LayoutSettings } from './LayoutSettings';
import { OVERLAY_BREAKPOINT, useNavigationLayout } from './navigationLayout';
import { LiveStatus } from './LiveStatus';
import { HorizontalNavigation, VerticalNavigation } from './Navigation';
import { NotificationsBell } from './NotificationsBell';
import { ScrollToTop } from './ScrollToTop';
import { SearchBar } from './SearchBar';
import classes from './Shell.module.css';
import { ShortcutsMenu } from './ShortcutsMenu';
import { ThemeSwitch } from './ThemeSwitch';
import { useNavigation } from './useNavigation';
import { UserMenu } from './UserMenu';

const HEADER_HEIGHT = 56;
const NAVBAR_WIDTH = 260;

/**
 * Shell of the signed-in screens (spec sections 1, 2, 9): sticky blurred header (burger, title,
 * search, shortcuts, notifications, live status, layout, theme, language, user menu), vertical or
 * horizontal navigation from the server menu (useNavigation), the page, and a static footer. Below 1296 px the navigation is an
 * overlay opened with the burger, and always vertical.
 */
export function DefaultLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const { chosen, effective, wide, setLayout } = useNavigationLayout();
  const { groups, fromServer } = useNavigation();
  const horizontal = effective === 'horizontal';

  return (
    <AppShell
      header={{ height: HEADER_HEIGHT }}
      navbar={{ width: NAVBAR_WIDTH, breakpoint: OVERLAY_BREAKPOINT, collapsed: { mobile: !opened, desktop: horizontal } }}
      padding={0}
      data-navigation-layout={effective}
    >
      <AppShell.Header className={classes.header}>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="xs" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              className={classes.burger}
              size="sm"
              aria-label={t(opened ? 'nav.close' : 'nav.open')}
              data-testid="nav-burger"
            />
            {/* Named for screen readers: on a phone the title beside the logo is hidden. */}
            <Anchor component={Link} to={SCREEN_PATHS.home} underline="never" c="inherit" aria-label={t('app.title')}>
              <Group gap="xs" wrap="nowrap">
                <img src="/favicon.svg" alt="" width={28} height={28} />
                <Title order={1} size="h4" fw={700} visibleFrom="xs">
                  {t('app.title')}
                </Title>
              </Group>
            </Anchor>
          </Group>
          <Group gap={6} wrap="nowrap">
            <SearchBar groups={groups} />
            <Box visibleFrom="sm">
              <ShortcutsMenu />
            </Box>
            <NotificationsBell />
            <LiveStatus />
            {wide && <LayoutSettings value={chosen} onChange={setLayout} />}
            <ThemeSwitch />
            <LanguageSwitch />
            <UserMenu />
          </Group>
        </Group>
      </AppShell.Header>
      {/* Off screen (collapsed overlay, or horizontal layout): out of the tab order too. */}
      <AppShell.Navbar
        p="sm"
        data-testid="navbar"
        data-menu-source={fromServer ? 'server' : 'fallback'}
        inert={wide ? horizontal : !opened}
        style={{ overflowY: 'auto' }}
      >
        <VerticalNavigation groups={groups} onNavigate={close} />
      </AppShell.Navbar>
      <AppShell.Main id="main-content">
        {horizontal && <HorizontalNavigation groups={groups} />}
        <Box p="md" className={classes.boxed}>
          <DatesLocale>
            <Suspense fallback={<PageLoader />}>{children ?? <Outlet />}</Suspense>
          </DatesLocale>
        </Box>
        <Text component="footer" size="xs" c="dimmed" ta="center" py="md" className={classes.footer} data-testid="footer">
          {t('app.footer', { title: t('app.title'), version: __BUILD_META__.version, year: new Date().getFullYear() })}
        </Text>
      </AppShell.Main>
      <ScrollToTop />
    </AppShell>
  );
}

export default DefaultLayout;
