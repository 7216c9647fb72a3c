import { TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { SECURITY_PHRASE_MAX_LENGTH, SECURITY_PHRASE_MIN_LENGTH } from '@bo/shared';
import { useTranslation } from 'react-i18next';
import { requiredInput } from '../../../lib/form';

/** The security phrase (shown at sign-in so the user knows the site is ours), with its length rule. */
export function SecurityPhraseField<T extends { securityPhrase: string }>({ form }: { form: UseFormReturnType<T> }) {
  const { t } = useTranslation('identity-access');
  return (
    <TextInput
      label={t('security.phrase')}
      description={t('security.phraseHint', { min: SECURITY_PHRASE_MIN_LENGTH, max: SECURITY_PHRASE_MAX_LENGTH })}
      autoComplete="off"
      {...requiredInput(form, 'securityPhrase')}
    />
  );
}
