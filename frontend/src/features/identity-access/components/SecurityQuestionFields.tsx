import { Select, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { SECURITY_QUESTION, optionsOf } from '@bo/shared';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../ui/useLanguage';
import { requiredInput } from '../../../lib/form';

interface QuestionAndAnswer {
  securityQuestion: string | null;
  securityAnswer: string;
}

/** One of the eight predefined security questions and its answer (no special characters). */
export function SecurityQuestionFields<T extends QuestionAndAnswer>({ form }: { form: UseFormReturnType<T> }) {
  const { t } = useTranslation('identity-access');
  const language = useLanguage();
  return (
    <Stack gap="sm">
      <Select
        label={t('security.question')}
        placeholder={t('security.questionPlaceholder')}
        data={optionsOf(SECURITY_QUESTION, language)}
        allowDeselect={false}
        withAsterisk
        name="securityQuestion"
        comboboxProps={{ withinPortal: true }}
        {...form.getInputProps('securityQuestion')}
      />
      <TextInput
        label={t('security.answer')}
        description={t('security.answerHint')}
        autoComplete="off"
        {...requiredInput(form, 'securityAnswer')}
      />
    </Stack>
  );
}
