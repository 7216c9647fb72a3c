import { SCREEN_PATHS } from '@bo/shared';
import { ActionIcon, Menu } from '@mantine/core';
import { IconApi, IconApps, IconLayoutDashboard } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** A few handy links (spec section 2: shortcuts). */
export function ShortcutsMenu() {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" width={220} withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('shortcuts.label')} data-testid="shortcuts">
          <IconApps size={20} stroke={1.6} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('shortcuts.label')}</Menu.Label>
        <Menu.Item component={Link} to={SCREEN_PATHS.home} leftSection={<IconLayoutDashboard size={16} stroke={1.6} />}>
          {t('nav.dashboard')}
        </Menu.Item>
        <Menu.Item
          component="a"
          href="/api/docs"
          target="_blank"
          rel="noopener noreferrer"
          leftSection={<IconApi size={16} stroke={1.6} />}
          data-testid="shortcut-api-docs"
        >
          {t('shortcuts.apiDocs')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
