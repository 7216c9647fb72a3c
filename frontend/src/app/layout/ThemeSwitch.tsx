import { useMantineColorScheme } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChoiceMenu } from './ChoiceMenu';
import { themeChoices } from './theme-choices';

/** Light / dark / system theme (spec section 1; light by default). */
export function ThemeSwitch() {
  const { t } = useTranslation();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const choices = themeChoices(t);
  return (
    <ChoiceMenu
      label={t('theme.label')}
      value={colorScheme}
      choices={choices}
      onChange={setColorScheme}
      itemIcons
      testId="theme-switch"
    />
  );
}
