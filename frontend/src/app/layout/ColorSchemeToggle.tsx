import { ActionIcon, useMantineColorScheme } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { themeChoices } from './theme-choices';

/**
 * Compact theme choice for the blank layout: each click moves light -> dark -> system. The
 * signed-in shell uses ThemeSwitch (a menu).
 */
export function ColorSchemeToggle() {
  const { t } = useTranslation();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const choices = themeChoices(t);
  const index = choices.findIndex((choice) => choice.value === colorScheme);
  const { icon: Icon, label } = choices[index];
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      onClick={() => setColorScheme(choices[(index + 1) % choices.length].value)}
      aria-label={`${t('theme.label')}: ${label}`}
      title={`${t('theme.label')}: ${label}`}
      data-testid="theme-toggle"
    >
      <Icon size={20} stroke={1.6} />
    </ActionIcon>
  );
}
