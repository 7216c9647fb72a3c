import { ActionIcon, useMantineColorScheme } from '@mantine/core';
import { IconDeviceDesktop, IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const NEXT = { light: 'dark', dark: 'auto', auto: 'light' } as const;
const ICONS = { light: IconSun, dark: IconMoon, auto: IconDeviceDesktop } as const;
const LABEL_KEYS = { light: 'theme.light', dark: 'theme.dark', auto: 'theme.system' } as const;

/**
 * Compact theme choice for the blank layout: each click moves light -> dark -> system. The
 * signed-in shell uses ThemeSwitch (a menu).
 */
export function ColorSchemeToggle() {
  const { t } = useTranslation();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const Icon = ICONS[colorScheme];
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      onClick={() => setColorScheme(NEXT[colorScheme])}
      aria-label={`${t('theme.label')}: ${t(LABEL_KEYS[colorScheme])}`}
      title={`${t('theme.label')}: ${t(LABEL_KEYS[colorScheme])}`}
      data-testid="theme-toggle"
    >
      <Icon size={20} stroke={1.6} />
    </ActionIcon>
  );
}
