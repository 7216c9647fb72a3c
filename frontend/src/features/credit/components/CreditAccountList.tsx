import { IconAdjustmentsDollar, IconHistory, IconPlus } from '@tabler/icons-react';
import { PERMISSIONS, type CreditListItem } from '@bo/shared';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { columnsOf } from '../../../ui/columns';
import { filter } from '../../../ui/filters';
import { ResourceList } from '../../../ui/resource';
import { creditApi } from '../credit.api';
import { addTopUpPath, adjustmentsPath, historyPath } from '../paths';

const column = columnsOf<CreditListItem>();
const history = (row: CreditListItem) => historyPath(row.organizationId, row.currencyCode);
const topUp = (row: CreditListItem) => addTopUpPath(row.organizationId, row.currencyCode);
const adjust = (row: CreditListItem) => adjustmentsPath(row.organizationId, row.currencyCode);
const { creditCreate, creditEdit } = PERMISSIONS;

/** An account's figures, in the agents' accounts and the provider's own alike. */
export const accountFigures = (t: TFunction) => [
  column.money('creditLimit', t('fields.creditLimit'), { sort: true }),
  column.money('balance', t('fields.balance'), { sort: true }),
  column.money('held', t('fields.held')),
  column.money('available', t('fields.available'), { sort: true }),
  column.date('updatedAt', t('fields.updatedAt'), { sort: true }),
];

/**
 * The credit accounts (getcreditlist: one row per organization and currency, with the spec's
 * filters currencyCode, organizationName, organizationCode), each linking to its history.
 * Staff see every organization's, request a top-up on its behalf and adjust its credit
 * (credit.edit); an agency user sees its own (its own top-up form needs no choice).
 */
export function CreditAccountList({ organizationScoped }: { organizationScoped: boolean }) {
  const { t } = useTranslation('credit');
  const staff = !organizationScoped;
  const name = (row: CreditListItem) => row.organizationName ?? row.organizationId;
  // Credit limit, credit and debit notes, refunds (credit.edit): of one account, or any from the button.
  const adjusting = { label: t('adjustments.open'), icon: IconAdjustmentsDollar, permission: creditEdit };
  return (
    <ResourceList
      title={t('accounts.title')}
      description={t('accounts.subtitle')}
      endpoint={creditApi.endpoints.creditList}
      columns={[
        column.link('organizationName', t('fields.organizationName'), history, {
          sort: true,
          value: name,
          testId: 'account-history-link',
        }),
        ...column.texts(['organizationCode', 'currencyCode'], (key) => t(`fields.${key}`), { sort: true }),
        ...accountFigures(t),
      ]}
      filters={[
        filter.text('currencyCode', t('fields.currencyCode'), { placeholder: 'MYR' }),
        ...(staff ? filter.texts(['organizationName', 'organizationCode'], (key) => t(`fields.${key}`)) : []),
      ]}
      rowActions={[
        { key: 'history', label: t('accounts.viewHistory'), icon: IconHistory, to: history },
        staff && { key: 'top-up', label: t('topUp.open'), icon: IconPlus, permission: creditCreate, to: topUp },
        staff && { key: 'adjust', ...adjusting, to: adjust },
      ]}
      create={staff && { ...adjusting, to: adjustmentsPath(), testId: 'open-adjustments' }}
      rowKey={(row) => `${row.organizationId}:${row.currencyCode}`}
      rowLabel={(row) => `${name(row)} ${row.currencyCode}`}
      defaultSort={{ key: 'organizationName', order: 'asc' }}
      exportName="credit-accounts"
      testId="credit-account-table"
    />
  );
}
