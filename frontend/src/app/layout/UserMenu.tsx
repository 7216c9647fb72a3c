import { SCREEN_PATHS } from '@bo/shared';
import { Avatar, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconDevices, IconLogout, IconShieldLock, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { selectUser } from '../../lib/session';
import { useAppSelector } from '../hooks';

export function displayName(user: { firstName: string; lastName: string; username: string }) {
  return [user.firstName, user.lastName].filter(Boolean).join(' ').trim() || user.username;
}

function initials(name: string) {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
}

/** The signed-in user and the Sign out action. */
export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useAppSelector(selectUser);
  if (!user) return null;
  const name = displayName(user);
  return (
    <Menu position="bottom-end" width={240} withinPortal>
      <Menu.Target>
        {/* Named by what it shows (the user's name) and 'User menu': WCAG 2.5.3, label in name. */}
        <UnstyledButton data-testid="user-menu">
          <Group gap={8} wrap="nowrap">
            <Avatar color="brand" radius="xl" size={32} aria-hidden>
              {initials(name)}
            </Avatar>
            <Text size="sm" fw={500} visibleFrom="sm">
              {name}
            </Text>
            <VisuallyHidden>{t('user.menu')}</VisuallyHidden>
            <IconChevronDown size={14} stroke={1.6} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('user.signedInAs', { name: user.username })}</Menu.Label>
        {/* The signed-in user's own account (features/identity-access, /profile). */}
        <Menu.Item
          leftSection={<IconUser size={16} stroke={1.6} />}
          onClick={() => navigate(SCREEN_PATHS.profile)}
          data-testid="user-profile"
        >
          {t('user.profile')}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconShieldLock size={16} stroke={1.6} />}
          onClick={() => navigate(`${SCREEN_PATHS.profile}?tab=security`)}
          data-testid="user-security"
        >
          {t('user.security')}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconDevices size={16} stroke={1.6} />}
          onClick={() => navigate(`${SCREEN_PATHS.profile}?tab=devices`)}
          data-testid="user-devices"
        >
          {t('user.devices')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          leftSection={<IconLogout size={16} stroke={1.6} />}
          onClick={() => navigate(SCREEN_PATHS.logout)}
          data-testid="sign-out"
        >
          {t('user.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
