import { useState } from 'react';
import { Modal } from '@mantine/core';
import { IconBan, IconBuildingBank, IconCircleCheck, IconEdit } from '@tabler/icons-react';
import { PERMISSIONS, createBankSchema, updateBankSchema, type BankItem } from '@bo/shared';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../../lib/toast';
import { columnsOf } from '../../../ui/columns';
import { ResourceForm, ResourceList, type FormField } from '../../../ui/resource';
import { settingsApi, useCreateBankMutation, useUpdateBankMutation } from '../settings.api';

const NAMESPACE = 'settings';
const column = columnsOf<BankItem>();

type Editing = { mode: 'create' } | { mode: 'edit'; bank: BankItem } | null;

/** The form's values: text as typed (blank account fields are sent as absent, which clears them). */
interface BankValues {
  code: string;
  name: string;
  accountName: string;
  accountNumber: string;
  active: boolean;
  [key: string]: unknown;
}
const EMPTY: BankValues = { code: '', name: '', accountName: '', accountNumber: '', active: true };
const valuesOf = (bank: BankItem): BankValues => ({
  code: bank.code,
  name: bank.name,
  accountName: bank.accountName ?? '',
  accountNumber: bank.accountNumber ?? '',
  active: bank.active,
});

/**
 * /Settings/bank/bankList (banks.view): the provider's receiving bank accounts, the ones agents
 * choose on the top-up form. Filter all / active only (the API's `getActiveOnly`, in the URL);
 * create and edit in a dialog (banks.create, banks.edit); deactivate and activate from the row,
 * confirmed. Banks are never deleted: top-ups refer to them.
 */
export function BankListPage() {
  const { t } = useTranslation(NAMESPACE);
  const [editing, setEditing] = useState<Editing>(null);
  const [createBank] = useCreateBankMutation();
  const [updateBank] = useUpdateBankMutation();
  const status = (bank: BankItem) => ({
    label: bank.active ? t('banks.active') : t('banks.inactive'),
    tone: bank.active ? ('success' as const) : ('error' as const),
  });
  const setActive = async (bank: BankItem, active: boolean) =>
    (
      await updateBank({
        id: bank.id,
        code: bank.code,
        name: bank.name,
        accountName: bank.accountName ?? undefined,
        accountNumber: bank.accountNumber ?? undefined,
        active,
      }).unwrap()
    ).message;

  const fields: FormField[] = [
    { name: 'code', label: t('banks.code'), required: true, description: t('banks.codeHint'), autoComplete: 'off' },
    { name: 'name', label: t('banks.name'), required: true },
    { name: 'accountName', label: t('banks.accountName') },
    { name: 'accountNumber', label: t('banks.accountNumber'), autoComplete: 'off' },
    { name: 'active', label: t('banks.activeHint'), type: 'switch', wide: true },
  ];

  return (
    <>
      <ResourceList
        title={t('banks.title')}
        description={t('banks.subtitle')}
        endpoint={settingsApi.endpoints.bankPage}
        columns={[
          column.text('code', t('banks.code'), { sort: true }),
          column.text('name', t('banks.name'), { sort: true }),
          column.text('accountName', t('banks.accountName'), { sort: true }),
          column.text('accountNumber', t('banks.accountNumber'), { sort: true }),
          column.status('active', t('banks.status'), status, { sort: true }),
        ]}
        filters={[
          {
            type: 'select',
            key: 'getActiveOnly',
            label: t('banks.show'),
            options: [
              { value: 'false', label: t('banks.showAll') },
              { value: 'true', label: t('banks.showActive') },
            ],
            defaultValue: 'false',
          },
        ]}
        defaultSort={{ key: 'name', order: 'asc' }}
        rowActions={[
          {
            key: 'edit',
            label: t('banks.edit'),
            icon: IconEdit,
            permission: PERMISSIONS.banksEdit,
            run: (bank) => setEditing({ mode: 'edit', bank }),
          },
          {
            key: 'deactivate',
            label: t('banks.deactivate'),
            icon: IconBan,
            color: 'red',
            permission: PERMISSIONS.banksEdit,
            hidden: (bank) => !bank.active,
            confirm: {
              title: t('banks.deactivateTitle'),
              message: (bank) => t('banks.deactivateText', { name: bank.name, code: bank.code }),
              confirmLabel: t('banks.deactivate'),
              danger: true,
            },
            run: (bank) => setActive(bank, false),
          },
          {
            key: 'activate',
            label: t('banks.activate'),
            icon: IconCircleCheck,
            permission: PERMISSIONS.banksEdit,
            hidden: (bank) => bank.active,
            confirm: {
              title: t('banks.activateTitle'),
              message: (bank) => t('banks.activateText', { name: bank.name, code: bank.code }),
              confirmLabel: t('banks.activate'),
            },
            run: (bank) => setActive(bank, true),
          },
        ]}
        create={{
          label: t('banks.create'),
          onClick: () => setEditing({ mode: 'create' }),
          permission: PERMISSIONS.banksCreate,
          icon: IconBuildingBank,
          testId: 'create-bank',
        }}
        rowKey={(bank) => bank.id}
        rowLabel={(bank) => `${bank.name} (${bank.code})`}
        exportName="banks"
        emptyText={t('banks.empty')}
        testId="bank-table"
      />
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.mode === 'edit' ? t('banks.editOf', { name: editing.bank.name }) : t('banks.create')}
        size="lg"
        centered
      >
        {editing?.mode === 'create' && (
          <ResourceForm
            schema={createBankSchema}
            initialValues={EMPTY}
            fields={fields}
            submitLabel={t('banks.save')}
            testId="bank-form"
            guardUnsaved={false}
            onSubmit={async (values) => {
              toastSuccess((await createBank(values).unwrap()).message);
              setEditing(null);
            }}
          />
        )}
        {editing?.mode === 'edit' && (
          <ResourceForm
            schema={updateBankSchema}
            initialValues={{ id: editing.bank.id, ...valuesOf(editing.bank) }}
            fields={fields}
            submitLabel={t('banks.save')}
            testId="bank-form"
            guardUnsaved={false}
            onSubmit={async (values) => {
              toastSuccess((await updateBank(values).unwrap()).message);
              setEditing(null);
            }}
          />
        )}
      </Modal>
    </>
  );
}
