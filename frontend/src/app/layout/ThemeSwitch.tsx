import { ActionIcon, Menu, useMantineColorScheme, type MantineColorScheme } from '@mantine/core';
import { IconDeviceDesktop, IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const ICONS = { light: IconSun, dark: IconMoon, auto: IconDeviceDesktop } as const;
const LABEL_KEYS = { light: 'theme.light', dark: 'theme.dark', auto: 'theme.system' } as const;

/** Light / dark / system theme (spec section 1; light by default). */
export function ThemeSwitch() {
  const { t } = useTranslation();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const Icon = ICONS[colorScheme];
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={`${t('theme.label')}: ${t(LABEL_KEYS[colorScheme])}`}
          data-testid="theme-switch"
        >
          <Icon size={20} stroke={1.6} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('theme.label')}</Menu.Label>
        <Menu.RadioGroup value={colorScheme} onChange={(value) => setColorScheme(value as MantineColorScheme)}>
          {(['light', 'dark', 'auto'] as const).map((scheme) => {
            const ItemIcon = ICONS[scheme];
            return (
              <Menu.RadioItem key={scheme} value={scheme} closeMenuOnClick rightSection={<ItemIcon size={16} stroke={1.6} />}>
                {t(LABEL_KEYS[scheme])}
              </Menu.RadioItem>
            );
          })}
        </Menu.RadioGroup>
      </Menu.Dropdown>
    </Menu>
  );
}
