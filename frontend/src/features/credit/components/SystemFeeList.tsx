import { IconEdit, IconPlus } from '@tabler/icons-react';
import { MARKUP_BASIS, PERMISSIONS, SYSTEM_FEE_TYPE, labelOf, updateSystemFeeSchema, type SystemFeeItem } from '@bo/shared';
import { useTranslation } from 'react-i18next';
import { actionsOf } from '../../../ui/actions';
import { columnsOf } from '../../../ui/columns';
import { filter } from '../../../ui/filters';
import { ResourceList } from '../../../ui/resource';
import { useLanguage } from '../../../ui/useLanguage';
import { creditAdminApi, useUpdateSystemFeeMutation } from '../credit-admin.api';
import { feeValueText, useSystemFeeForm } from './system-fee-form';

const column = columnsOf<SystemFeeItem>();
const { systemCreditCreate, systemCreditEdit } = PERMISSIONS;

/**
 * The system fee settings (a tab of /credit/system-credit): a fee per fee type and currency, as an
 * amount or a percentage; the provider's default for every organization, or an organization's own
 * in its place. Create and edit in a dialog (system-credit.create / .edit), deactivate and
 * activate from the row, confirmed.
 */
export function SystemFeeList() {
  const { t } = useTranslation('credit');
  const language = useLanguage();
  const [updateFee] = useUpdateSystemFeeMutation();
  const [openForm, formDialog] = useSystemFeeForm();
  const organizationOf = (fee: SystemFeeItem) => fee.organizationName ?? fee.organizationId ?? t('fees.allOrganizations');
  const feeType = (fee: SystemFeeItem) => labelOf(SYSTEM_FEE_TYPE, fee.feeType, language);
  const describe = (fee: SystemFeeItem) => ({
    feeType: feeType(fee),
    organization: organizationOf(fee),
    currency: fee.currencyCode,
    value: feeValueText(fee),
  });
  const action = actionsOf<SystemFeeItem>({ t, prefix: 'fees', describe });
  // The whole setting again with the new flag (the schema keeps the call's fields only).
  const setActive = async (fee: SystemFeeItem, active: boolean) =>
    (await updateFee(updateSystemFeeSchema.parse({ ...fee, active })).unwrap()).message;
  return (
    <>
      <ResourceList
        title={t('fees.title')}
        description={t('fees.subtitle')}
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
        emptyText={t('fees.empty')}
        testId="system-fee-table"
      />
      {formDialog}
    </>
  );
}
