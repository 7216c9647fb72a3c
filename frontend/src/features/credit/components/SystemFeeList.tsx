import { useMemo, useState } from 'react';
import { Modal } from '@mantine/core';
import { IconBan, IconCircleCheck, IconEdit, IconPlus } from '@tabler/icons-react';
import {
  MARKUP_BASIS,
  PERMISSIONS,
  SYSTEM_FEE_TYPE,
  labelOf,
  optionsOf,
  type SystemFeeItem,
  type UpdateSystemFeeBody,
} from '@bo/shared';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../app/hooks';
import { toastSuccess } from '../../../lib/toast';
import { columnsOf } from '../../../ui/columns';
import { ResourceForm, ResourceList } from '../../../ui/resource';
import { useLanguage } from '../../../ui/useLanguage';
import {
  creditAdminApi,
  useCreateSystemFeeMutation,
  useOrganizationOptionsQuery,
  useUpdateSystemFeeMutation,
} from '../credit-admin.api';
import {
  EMPTY_FEE,
  feeValueText,
  feeValuesOf,
  systemFeeFields,
  systemFeeFormSchema,
  type FeeFormContext,
  type SystemFeeValues,
} from './system-fee-form';

const NAMESPACE = 'credit';
const column = columnsOf<SystemFeeItem>();
type Editing = { mode: 'create' } | { mode: 'edit'; fee: SystemFeeItem } | null;

/**
 * The system fee settings (a tab of /credit/system-credit): a fee per fee type and currency, as an
 * amount or a percentage; the provider's default for every organization, or an organization's own
 * in its place. Create and edit in a dialog (system-credit.create / .edit), deactivate and
 * activate from the row, confirmed.
 */
export function SystemFeeList() {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const can = useCan();
  const [editing, setEditing] = useState<Editing>(null);
  const [updateFee] = useUpdateSystemFeeMutation();
  const { data: organizations } = useOrganizationOptionsQuery(undefined, {
    skip: editing === null || !can(PERMISSIONS.organizationsView),
  });
  const organizationOf = (fee: SystemFeeItem) =>
    fee.organizationName ?? (fee.organizationId ? fee.organizationId : t('fees.allOrganizations'));
  const describe = (fee: SystemFeeItem) => ({
    feeType: labelOf(SYSTEM_FEE_TYPE, fee.feeType, language),
    organization: organizationOf(fee),
    currency: fee.currencyCode,
    value: feeValueText(fee),
  });
  const setActive = async (fee: SystemFeeItem, active: boolean) => {
    const body: UpdateSystemFeeBody = {
      id: fee.id,
      organizationId: fee.organizationId ?? undefined,
      feeType: fee.feeType,
      currencyCode: fee.currencyCode,
      basis: fee.basis,
      value: fee.value,
      active,
    };
    return (await updateFee(body).unwrap()).message;
  };

  return (
    <>
      <ResourceList
        title={t('fees.title')}
        description={t('fees.subtitle')}
        endpoint={creditAdminApi.endpoints.systemFeeList}
        columns={[
          column.text('organizationName', t('fees.organization'), { sort: true, value: organizationOf }),
          column.text('feeType', t('fees.feeType'), {
            sort: true,
            value: (fee) => labelOf(SYSTEM_FEE_TYPE, fee.feeType, language),
          }),
          column.text('currencyCode', t('fields.currencyCode'), { sort: true }),
          column.text('basis', t('fees.basis'), { sort: true, value: (fee) => labelOf(MARKUP_BASIS, fee.basis, language) }),
          column.text('value', t('fees.value'), { sort: true, value: feeValueText, align: 'right' }),
          column.status(
            'active',
            t('fields.status'),
            (fee) => ({ label: fee.active ? t('fees.active') : t('fees.inactive'), tone: fee.active ? 'success' : 'error' }),
            { sort: true },
          ),
          column.date('updatedAt', t('fields.updatedAt'), { sort: true }),
        ]}
        filters={[
          { type: 'select', key: 'feeType', label: t('fees.feeType'), options: optionsOf(SYSTEM_FEE_TYPE, language) },
          { type: 'text', key: 'currencyCode', label: t('fields.currencyCode'), placeholder: 'MYR' },
          {
            type: 'select',
            key: 'defaultsOnly',
            label: t('fees.show'),
            options: [
              { value: 'false', label: t('fees.showAll') },
              { value: 'true', label: t('fees.showDefaults') },
            ],
            defaultValue: 'false',
          },
        ]}
        rowActions={[
          {
            key: 'edit',
            label: t('fees.edit'),
            icon: IconEdit,
            permission: PERMISSIONS.systemCreditEdit,
            run: (fee) => setEditing({ mode: 'edit', fee }),
          },
          {
            key: 'deactivate',
            label: t('fees.deactivate'),
            icon: IconBan,
            color: 'red',
            permission: PERMISSIONS.systemCreditEdit,
            hidden: (fee) => !fee.active,
            confirm: {
              title: t('fees.deactivateTitle'),
              message: (fee) => t('fees.deactivateText', describe(fee)),
              confirmLabel: t('fees.deactivate'),
              danger: true,
            },
            run: (fee) => setActive(fee, false),
          },
          {
            key: 'activate',
            label: t('fees.activate'),
            icon: IconCircleCheck,
            permission: PERMISSIONS.systemCreditEdit,
            hidden: (fee) => fee.active,
            confirm: {
              title: t('fees.activateTitle'),
              message: (fee) => t('fees.activateText', describe(fee)),
              confirmLabel: t('fees.activate'),
            },
            run: (fee) => setActive(fee, true),
          },
        ]}
        create={{
          label: t('fees.create'),
          onClick: () => setEditing({ mode: 'create' }),
          permission: PERMISSIONS.systemCreditCreate,
          icon: IconPlus,
          testId: 'create-system-fee',
        }}
        rowKey={(fee) => fee.id}
        rowLabel={(fee) => `${describe(fee).feeType} ${fee.currencyCode} ${organizationOf(fee)}`}
        defaultSort={{ key: 'feeType', order: 'asc' }}
        exportName="system-fee-settings"
        emptyText={t('fees.empty')}
        testId="system-fee-table"
      />
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.mode === 'edit' ? t('fees.editTitle') : t('fees.create')}
        size="lg"
        centered
      >
        {editing && (
          <SystemFeeForm
            fee={editing.mode === 'edit' ? editing.fee : undefined}
            organizations={organizations ?? []}
            onSaved={() => setEditing(null)}
          />
        )}
      </Modal>
    </>
  );
}

/** Create (no `fee`) or edit a fee setting; the value's rules follow its basis and currency. */
function SystemFeeForm({
  fee,
  organizations,
  onSaved,
}: {
  fee?: SystemFeeItem;
  organizations: readonly { value: string; label: string }[];
  onSaved: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const [createFee] = useCreateSystemFeeMutation();
  const [updateFee] = useUpdateSystemFeeMutation();
  const initialValues = fee ? feeValuesOf(fee) : EMPTY_FEE;
  const [context, setContext] = useState<FeeFormContext>({
    basis: initialValues.basis,
    currencyCode: initialValues.currencyCode,
  });
  const schema = useMemo(() => systemFeeFormSchema(t, context), [t, context]);
  // An organization's own setting stays editable even when the list of options does not name it.
  const options =
    fee?.organizationId && !organizations.some((option) => option.value === fee.organizationId)
      ? [{ value: fee.organizationId, label: fee.organizationName ?? fee.organizationId }, ...organizations]
      : organizations;

  return (
    <ResourceForm<ReturnType<typeof systemFeeFormSchema>, SystemFeeValues>
      schema={schema}
      initialValues={initialValues}
      fields={(values) => systemFeeFields(t, language, values, options)}
      submitLabel={t('fees.save')}
      testId="system-fee-form"
      guardUnsaved={false}
      onValuesChange={(values) => {
        const currencyCode = values.currencyCode.trim().toUpperCase();
        if (values.basis !== context.basis || currencyCode !== context.currencyCode) {
          setContext({ basis: values.basis, currencyCode });
        }
      }}
      onSubmit={async (values) => {
        const result = fee ? await updateFee({ id: fee.id, ...values }).unwrap() : await createFee(values).unwrap();
        toastSuccess(result.message);
        onSaved();
      }}
    />
  );
}
