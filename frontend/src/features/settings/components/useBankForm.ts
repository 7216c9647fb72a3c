import { createBankSchema, updateBankSchema, type BankItem } from '@bo/shared';
import { useTranslation } from 'react-i18next';
import { useFormDialog, type FormField } from '../../../ui/resource';
import { useCreateBankMutation, useUpdateBankMutation } from '../settings.api';

/** A bank as the form holds it: text as typed (blank account fields are sent as absent, which clears them). */
export const bankValues = (bank?: BankItem) => ({
  code: bank?.code ?? '',
  name: bank?.name ?? '',
  accountName: bank?.accountName ?? '',
  accountNumber: bank?.accountNumber ?? '',
  active: bank?.active ?? true,
});

/** The bank form in a dialog: `open()` adds a bank (banks.create), `open(bank)` edits it (banks.edit). Render `dialog` once. */
export function useBankForm() {
  const { t } = useTranslation('settings');
  const [createBank] = useCreateBankMutation();
  const [updateBank] = useUpdateBankMutation();
  const [openForm, dialog] = useFormDialog();
  const fields: FormField[] = [
    { name: 'code', label: t('banks.code'), required: true, description: t('banks.codeHint'), autoComplete: 'off' },
    { name: 'name', label: t('banks.name'), required: true },
    { name: 'accountName', label: t('banks.accountName') },
    { name: 'accountNumber', label: t('banks.accountNumber'), autoComplete: 'off' },
    { name: 'active', label: t('banks.activeHint'), type: 'switch', wide: true },
  ];
  const form = { fields, submitLabel: t('banks.save'), testId: 'bank-form' };
  const open = (bank?: BankItem) =>
    bank
      ? openForm({
          ...form,
          title: t('banks.editOf', { name: bank.name }),
          schema: updateBankSchema,
          initialValues: { id: bank.id, ...bankValues(bank) },
          onSubmit: async (values) => (await updateBank(values).unwrap()).message,
        })
      : openForm({
          ...form,
          title: t('banks.create'),
          schema: createBankSchema,
          initialValues: bankValues(),
          onSubmit: async (values) => (await createBank(values).unwrap()).message,
        });
  return [open, dialog] as const;
}
