import { IconBuildingBank, IconEdit } from '@tabler/icons-react';
import { PERMISSIONS, updateBankSchema, type BankItem } from '@bo/shared';
import { ResourceList, useListKit } from '../../../ui/resource';
import { bankList, useUpdateBankMutation } from '../settings.api';
import { bankValues, useBankForm } from './useBankForm';

const { banksCreate, banksEdit } = PERMISSIONS;

/**
 * /Settings/bank/bankList (banks.view): the provider's receiving bank accounts, the ones agents
 * choose on the top-up form. Filter all / active only (the API's `getActiveOnly`, in the URL);
 * create and edit in a dialog (banks.create, banks.edit); deactivate and activate from the row,
 * confirmed. Banks are never deleted: top-ups refer to them.
 */
export function BankListPage() {
  const list = useListKit<BankItem>('settings', 'banks');
  const { t, column, filter } = list;
  const [updateBank] = useUpdateBankMutation();
  const [openForm, formDialog] = useBankForm();
  const action = list.actions((bank) => ({ name: bank.name, code: bank.code }));
  // The whole bank again with the new flag, as the form would send it.
  const setActive = async (bank: BankItem, active: boolean) =>
    (await updateBank(updateBankSchema.parse({ id: bank.id, ...bankValues(bank), active })).unwrap()).message;
  return (
    <ResourceList
      words={list}
      endpoint={bankList}
      columns={[
        ...column.texts(['code', 'name', 'accountName', 'accountNumber'], (key) => t(`banks.${key}`), { sort: true }),
        column.active('active', t('banks.status'), [t('banks.active'), t('banks.inactive')], { sort: true }),
      ]}
      filters={[filter.only('getActiveOnly', t('banks.show'), [t('banks.showAll'), t('banks.showActive')])]}
      defaultSort={{ key: 'name', order: 'asc' }}
      rowActions={[
        action.run('edit', IconEdit, (bank) => openForm(bank), { permission: banksEdit }),
        ...action.activation(setActive, { permission: banksEdit }),
      ]}
      create={action.create(IconBuildingBank, openForm, { permission: banksCreate, testId: 'create-bank' })}
      rowKey={(bank) => bank.id}
      rowLabel={(bank) => `${bank.name} (${bank.code})`}
      exportName="banks"
      testId="bank-table"
      dialogs={formDialog}
    />
  );
}
