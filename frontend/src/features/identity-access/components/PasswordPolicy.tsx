import { List, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconPoint } from '@tabler/icons-react';
import { PASSWORD_MIN_LENGTH, PASSWORD_RULES, formatMessage } from '@bo/shared';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../ui/useLanguage';

/**
 * The password policy (spec section 5) in the catalogue's words, with a checklist ticked off while
 * typing. The checks are the shared PASSWORD_RULES the API applies, so the two cannot disagree.
 */
export function PasswordPolicy({ value }: { value: string }) {
  const { t } = useTranslation('identity-access');
  const language = useLanguage();
  const rules = [
    { key: 'length', met: value.length >= PASSWORD_MIN_LENGTH },
    ...PASSWORD_RULES.map((rule) => ({ key: rule.code, met: rule.pattern.test(value) })),
  ];
  return (
    <div>
      <Text size="sm" id="password-policy">
        {formatMessage('PASSWORD_POLICY', language, { min: PASSWORD_MIN_LENGTH })}
      </Text>
      <List size="sm" spacing={2} mt={4} aria-labelledby="password-policy" data-testid="password-policy" center>
        {rules.map((rule) => (
          <List.Item
            key={rule.key}
            data-met={rule.met}
            icon={
              <ThemeIcon color={rule.met ? 'green' : 'gray'} size={18} radius="xl" variant={rule.met ? 'filled' : 'light'}>
                {rule.met ? <IconCheck size={12} /> : <IconPoint size={12} />}
              </ThemeIcon>
            }
          >
            {t(`password.rules.${rule.key}`, { min: PASSWORD_MIN_LENGTH })}
            <VisuallyHidden>{rule.met ? t('password.ruleMet') : t('password.ruleNotMet')}</VisuallyHidden>
          </List.Item>
        ))}
      </List>
    </div>
  );
}
