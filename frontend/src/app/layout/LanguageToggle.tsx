import { SegmentedControl, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { changeLanguage, isLanguage, LANGUAGES } from '../i18n';

/**
 * Compact language choice for the blank layout (login): a two-way switch that needs no popover
 * code, so the login screen stays small. The signed-in shell uses LanguageSwitch (a menu).
 */
export function LanguageToggle() {
  const { t, i18n } = useTranslation();
  const value = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  return (
    <SegmentedControl
      size="xs"
      value={value}
      onChange={(next) => {
        if (isLanguage(next)) void changeLanguage(next);
      }}
      aria-label={t('language.label')}
      data-testid="language-toggle"
      data={LANGUAGES.map((language) => ({
        value: language.code,
        label: (
          <span lang={language.code} title={language.label}>
            {language.short}
            <VisuallyHidden> {language.label}</VisuallyHidden>
          </span>
        ),
      }))}
    />
  );
}
