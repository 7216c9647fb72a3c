import { IconDeviceDesktop, IconMoon, IconSun } from '@tabler/icons-react';

/**
 * The themes, in the order ColorSchemeToggle steps through them (ThemeSwitch's menu lists them so).
 * Kept apart from ThemeSwitch: the blank layout's toggle is in the login bundle, the menu is not.
 */
export const themeChoices = (t: (key: string) => string) =>
  [
    { value: 'light', label: t('theme.light'), icon: IconSun },
    { value: 'dark', label: t('theme.dark'), icon: IconMoon },
    { value: 'auto', label: t('theme.system'), icon: IconDeviceDesktop },
  ] as const;
