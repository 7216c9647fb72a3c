import { PasswordInput, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { PasswordPolicy } from './PasswordPolicy';
import { requiredInput } from '../../../lib/form';

interface PasswordPair {
  password: string;
  confirmPassword: string;
}

/**
 * New password and its confirmation with the policy checklist: first-time login, reset password
 * and change password. The form must be controlled (the checklist follows the typing).
 */
export function PasswordFields<T extends PasswordPair>({ form, label }: { form: UseFormReturnType<T>; label?: string }) {
  const { t } = useTranslation('identity-access');
  return (
    <Stack gap="sm">
      <PasswordInput label={label ?? t('password.new')} autoComplete="new-password" {...requiredInput(form, 'password')} />
      <PasswordPolicy value={form.values.password} />
      <PasswordInput label={t('password.confirm')} autoComplete="new-password" {...requiredInput(form, 'confirmPassword')} />
    </Stack>
  );
}
