import { IconAdjustmentsDollar, IconHistory, IconPlus } from '@tabler/icons-react';
import { PERMISSIONS, type CreditListItem } from '@bo/shared';
import { useTranslation } from 'react-i18next';
import { columnsOf } from '../../../ui/columns';
import { ResourceList } from '../../../ui/resource';
import { creditApi } from '../credit.api';
import { addTopUpPath, adjustmentsPath, historyPath } from '../paths';

const column = columnsOf<CreditListItem>();
const history = (row: CreditListItem) => historyPath(row.organizationId, row.currencyCode);

/**
 * The credit accounts (getcreditlist: one row per organization and currency, with the spec's
 * filters currencyCode, organizationName, organizationCode), each linking to its history.
 * Staff see every organization's; an agency user its own.
 */
export function CreditAccountList({ organizationScoped }: { organizationScoped: boolean }) {
  const { t } = useTranslation('credit');
  const staff = !organizationScoped;
  return (
    <ResourceList
      title={t('accounts.title')}
      description={t('accounts.subtitle')}
      endpoint={creditApi.endpoints.creditList}
      columns={[
        column.link('organizationName', t('fields.organizationName'), history, {
          sort: true,
          value: (row) => row.organizationName ?? row.organizationId,
          testId: 'account-history-link',
        }),
        column.text('organizationCode', t('fields.organizationCode'), { sort: true }),
        column.text('currencyCode', t('fields.currencyCode'), { sort: true }),
        column.money('creditLimit', t('fields.creditLimit'), { sort: true }),
        column.money('balance', t('fields.balance'), { sort: true }),
        column.money('held', t('fields.held')),
        column.money('available', t('fields.available'), { sort: true }),
        column.date('updatedAt', t('fields.updatedAt'), { sort: true }),
      ]}
      filters={[
        { type: 'text', key: 'currencyCode', label: t('fields.currencyCode'), placeholder: 'MYR' },
        staff && { type: 'text', key: 'organizationName', label: t('fields.organizationName') },
        staff && { type: 'text', key: 'organizationCode', label: t('fields.organizationCode') },
      ]}
      rowActions={[
        { key: 'history', label: t('accounts.viewHistory'), icon: IconHistory, to: history },
        // Staff request a top-up on an organization's behalf (an agent's own form needs no choice).
        staff && {
          key: 'top-up',
          label: t('topUp.open'),
          icon: IconPlus,
          permission: PERMISSIONS.creditCreate,
          to: (row) => addTopUpPath(row.organizationId, row.currencyCode),
        },
        // Credit limit, credit/debit notes and refunds of this account (staff holding credit.edit).
        staff && {
          key: 'adjust',
          label: t('adjustments.open'),
          icon: IconAdjustmentsDollar,
          permission: PERMISSIONS.creditEdit,
          to: (row) => adjustmentsPath(row.organizationId, row.currencyCode),
        },
      ]}
      create={
        staff
          ? {
              label: t('adjustments.open'),
              to: adjustmentsPath(),
              permission: PERMISSIONS.creditEdit,
              icon: IconAdjustmentsDollar,
              testId: 'open-adjustments',
            }
          : undefined
      }
      rowKey={(row) => `${row.organizationId}:${row.currencyCode}`}
      rowLabel={(row) => `${row.organizationName ?? row.organizationId} ${row.currencyCode}`}
      defaultSort={{ key: 'organizationName', order: 'asc' }}
      exportName="credit-accounts"
      testId="credit-account-table"
    />
  );
}
