import { Suspense, type ReactNode } from 'react';
import { Box, Group } from '@mantine/core';
import { Outlet } from 'react-router';
import { PageLoader } from '../../ui/PageLoader';
import { ColorSchemeToggle } from './ColorSchemeToggle';
import { LanguageToggle } from './LanguageToggle';

/** Layout of login, logout, forgot-password and reset-password (spec section 2): no shell. */
export function BlankLayout({ children }: { children?: ReactNode }) {
  return (
    <Box mih="100dvh" pos="relative">
      <Group pos="absolute" top={12} right={12} gap="xs" style={{ zIndex: 1 }}>
        <ColorSchemeToggle />
        <LanguageToggle />
      </Group>
      <Box component="main" id="main-content">
        <Suspense fallback={<PageLoader />}>{children ?? <Outlet />}</Suspense>
      </Box>
    </Box>
  );
}
