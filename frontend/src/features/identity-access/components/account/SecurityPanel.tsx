import { PasswordInput, Stack, TextInput } from '@mantine/core';
import {
  changePasswordSchema,
  mobileNumberUpdateSchema,
  securityPhraseUpdateSchema,
  securityQuestionUpdateSchema,
  type Profile,
} from '@bo/shared';
import { useTranslation } from 'react-i18next';
import {
  useChangePasswordMutation,
  useUpdateMobileNumberMutation,
  useUpdateSecurityPhraseMutation,
  useUpdateSecurityQuestionMutation,
} from '../../account.api';
import { PasswordFields } from '../PasswordFields';
import { SecurityPhraseField } from '../SecurityPhraseField';
import { SecurityQuestionFields } from '../SecurityQuestionFields';
import { SettingForm } from './SettingForm';
import { requiredInput } from '../../../../lib/form';

/** Security settings (spec section 2): password, mobile number, security question, security phrase. */
export function SecurityPanel({ profile }: { profile: Profile }) {
  const { t } = useTranslation('identity-access');
  const [changePassword] = useChangePasswordMutation();
  const [updateMobileNumber] = useUpdateMobileNumberMutation();
  const [updateSecurityQuestion] = useUpdateSecurityQuestionMutation();
  const [updateSecurityPhrase] = useUpdateSecurityPhraseMutation();
  return (
    <Stack gap="lg">
      <SettingForm
        id="change-password"
        title={t('security.passwordTitle')}
        schema={changePasswordSchema}
        initialValues={{ currentPassword: '', password: '', confirmPassword: '' }}
        save={(values) => changePassword(values).unwrap()}
        fieldOf={{ CURRENT_PASSWORD_INCORRECT: 'currentPassword' }}
        clearAfterSave
        fields={(form) => (
          <>
            <PasswordInput
              label={t('security.currentPassword')}
              autoComplete="current-password"
              {...requiredInput(form, 'currentPassword')}
            />
            <PasswordFields form={form} />
          </>
        )}
      />
      <SettingForm
        id="mobile-number"
        title={t('security.mobileTitle')}
        schema={mobileNumberUpdateSchema}
        initialValues={{ mobileNumber: profile.contactNumber ?? '' }}
        save={(values) => updateMobileNumber(values).unwrap()}
        fields={(form) => (
          <TextInput
            label={t('security.mobileNumber')}
            description={t('security.mobileHint')}
            placeholder="012-3456789"
            inputMode="tel"
            autoComplete="tel"
            {...requiredInput(form, 'mobileNumber')}
          />
        )}
      />
      <SettingForm
        id="security-question"
        title={t('security.questionTitle')}
        description={t('security.questionDescription')}
        schema={securityQuestionUpdateSchema}
        initialValues={{ securityQuestion: (profile.securityQuestion ?? null) as never, securityAnswer: '' }}
        save={(values) => updateSecurityQuestion(values).unwrap()}
        fields={(form) => <SecurityQuestionFields form={form} />}
      />
      <SettingForm
        id="security-phrase"
        title={t('security.phraseTitle')}
        description={t('security.phraseDescription')}
        schema={securityPhraseUpdateSchema}
        initialValues={{ securityPhrase: profile.securityPhrase ?? '' }}
        save={(values) => updateSecurityPhrase(values).unwrap()}
        fieldOf={{ SECURITY_PHRASE_POLICY: 'securityPhrase' }}
        fields={(form) => <SecurityPhraseField form={form} />}
      />
    </Stack>
  );
}
