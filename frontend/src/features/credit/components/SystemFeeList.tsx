import { IconEdit, IconPlus } from '@tabler/icons-react';
import { MARKUP_BASIS, PERMISSIONS, SYSTEM_FEE_TYPE, labelOf, updateSystemFeeSchema, type SystemFeeItem } from '@bo/shared';
import { ResourceList, useListKit } from '../../../ui/resource';
import { creditAdminApi, useUpdateSystemFeeMutation } from '../credit-admin.api';
import { feeValueText, useSystemFeeForm } from './system-fee-form';

const { systemCreditCreate, systemCreditEdit } = PERMISSIONS;

/**
 * The system fee settings (a tab of /credit/system-credit): a fee per fee type and currency, as an
 * amount or a percentage; the provider's default for every organization, or an organization's own
 * in its place. Create and edit in a dialog (system-credit.create / .edit), deactivate and
 * activate from the row, confirmed.
 */
export function SystemFeeList() {
  const list = useListKit<SystemFeeItem>('credit', 'fees');
  const { t, language, column, filter } = list;
  const [updateFee] = useUpdateSystemFeeMutation();
  const [openForm, formDialog] = useSystemFeeForm();
  const organizationOf = (fee: SystemFeeItem) => fee.organizationName ?? fee.organizationId ?? t('fees.allOrganizations');
  const feeType = (fee: SystemFeeItem) => labelOf(SYSTEM_FEE_TYPE, fee.feeType, language);
  const action = list.actions((fee) => ({
    feeType: feeType(fee),
    organization: organizationOf(fee),
    currency: fee.currencyCode,
    value: feeValueText(fee),
  }));
  // The whole setting again with the new flag (the schema keeps the call's fields only).
  const setActive = async (fee: SystemFeeItem, active: boolean) =>
    (await updateFee(updateSystemFeeSchema.parse({ ...fee, active })).unwrap()).message;
  return (
    <ResourceList
      words={list}
      endpoint={creditAdminApi.endpoints.systemFeeList}
      columns={[
        column.text('organizationName', t('fees.organization'), { sort: true, value: organizationOf }),
        column.text('feeType', t('fees.feeType'), { sort: true, value: feeType }),
        column.text('currencyCode', t('fields.currencyCode'), { sort: true }),
        column.enumeration('basis', t('fees.basis'), MARKUP_BASIS, language, { sort: true }),
        column.text('value', t('fees.value'), { sort: true, value: feeValueText, align: 'right' }),
        column.active('active', t('fields.status'), [t('fees.active'), t('fees.inactive')], { sort: true }),
        column.date('updatedAt', t('fields.updatedAt'), { sort: true }),
      ]}
      filters={[
        filter.enumeration('feeType', t('fees.feeType'), SYSTEM_FEE_TYPE, language),
        filter.text('currencyCode', t('fields.currencyCode'), { placeholder: 'MYR' }),
        filter.only('defaultsOnly', t('fees.show'), [t('fees.showAll'), t('fees.showDefaults')]),
      ]}
      rowActions={[
        action.run('edit', IconEdit, (fee) => openForm(fee), { permission: systemCreditEdit }),
        ...action.activation(setActive, { permission: systemCreditEdit }),
      ]}
      create={action.create(IconPlus, openForm, { permission: systemCreditCreate, testId: 'create-system-fee' })}
      rowKey={(fee) => fee.id}
      rowLabel={(fee) => `${feeType(fee)} ${fee.currencyCode} ${organizationOf(fee)}`}
      defaultSort={{ key: 'feeType', order: 'asc' }}
      exportName="system-fee-settings"
      testId="system-fee-table"
      dialogs={formDialog}
    />
  );
}
