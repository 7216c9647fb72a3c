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

/** The account's screens: its profile, and the profile's security and devices tabs. */
const ACCOUNT_ITEMS = [
  { key: 'profile', icon: IconUser, to: SCREEN_PATHS.profile },
  { key: 'security', icon: IconShieldLock, to: `${SCREEN_PATHS.profile}?tab=security` },
  { key: 'devices', icon: IconDevices, to: `${SCREEN_PATHS.profile}?tab=devices` },
] as const;

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
        {ACCOUNT_ITEMS.map(({ key, icon: Icon, to }) => (
          <Menu.Item
            key={key}
            leftSection={<Icon size={16} stroke={1.6} />}
            onClick={() => navigate(to)}
            data-testid={`user-${key}`}
          >
            {t(`user.${key}`)}
          </Menu.Item>
        ))}
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
