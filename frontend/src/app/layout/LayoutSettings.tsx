import { ActionIcon, Menu } from '@mantine/core';
import { IconLayoutNavbar, IconLayoutSidebar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { NavigationLayout } from './navigationLayout';

/** Vertical or horizontal navigation (header control, wide screens only). */
export function LayoutSettings({ value, onChange }: { value: NavigationLayout; onChange: (value: NavigationLayout) => void }) {
  const { t } = useTranslation();
  const Icon = value === 'horizontal' ? IconLayoutNavbar : IconLayoutSidebar;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={`${t('layout.label')}: ${t(`layout.${value}`)}`}
          data-testid="layout-settings"
        >
          <Icon size={20} stroke={1.6} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('layout.label')}</Menu.Label>
        <Menu.RadioGroup value={value} onChange={(next) => onChange(next === 'horizontal' ? 'horizontal' : 'vertical')}>
          <Menu.RadioItem value="vertical" closeMenuOnClick data-testid="layout-vertical">
            {t('layout.vertical')}
          </Menu.RadioItem>
          <Menu.RadioItem value="horizontal" closeMenuOnClick data-testid="layout-horizontal">
            {t('layout.horizontal')}
          </Menu.RadioItem>
        </Menu.RadioGroup>
      </Menu.Dropdown>
    </Menu>
  );
}
