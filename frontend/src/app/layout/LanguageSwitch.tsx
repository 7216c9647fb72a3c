import { Button, Menu } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, isLanguage, LANGUAGES } from '../i18n';

/** English / Bahasa Malaysia, remembered in the `lang` cookie. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const current = LANGUAGES.find((language) => language.code === i18n.resolvedLanguage) ?? LANGUAGES[0];
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          size="compact-md"
          leftSection={<IconLanguage size={18} stroke={1.6} />}
          // The name starts with what the button shows ('EN', 'BM'): WCAG 2.5.3, label in name.
          aria-label={t('language.button', { short: current.short, name: current.label })}
          data-testid="language-switch"
        >
          {current.short}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('language.label')}</Menu.Label>
        <Menu.RadioGroup
          value={current.code}
          onChange={(value) => {
            if (isLanguage(value)) void changeLanguage(value);
          }}
        >
          {LANGUAGES.map((language) => (
            <Menu.RadioItem key={language.code} value={language.code} lang={language.code} closeMenuOnClick>
              {language.label}
            </Menu.RadioItem>
          ))}
        </Menu.RadioGroup>
      </Menu.Dropdown>
    </Menu>
  );
}
