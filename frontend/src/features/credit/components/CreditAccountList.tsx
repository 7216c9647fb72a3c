import { IconAdjustmentsDollar, IconHistory, IconPlus } from '@tabler/icons-react';
import { PERMISSIONS, type CreditListItem } from '@bo/shared';
import { ResourceList, useListKit, type ListKit } from '../../../ui/resource';
import { creditApi } from '../credit.api';
import { addTopUpPath, adjustmentsPath, historyPath } from '../paths';

/** A credit screen's path for the row's account. */
const ofAccount = (path: typeof historyPath) => (row: CreditListItem) => path(row.organizationId, row.currencyCode);
const { creditCreate, creditEdit } = PERMISSIONS;

/** An account's figures, in the agents' accounts and the provider's own alike. */
export const accountFigures = ({ t, column }: Pick<ListKit<CreditListItem>, 't' | 'column'>) => [
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
  const list = useListKit<CreditListItem>('credit', 'accounts');
  const { t, column, filter, action } = list;
  const staff = !organizationScoped;
  const name = (row: CreditListItem) => row.organizationName ?? row.organizationId;
  // Credit limit, credit and debit notes, refunds (credit.edit): of one account, or any from the button.
  const adjusting = { label: t('adjustments.open'), icon: IconAdjustmentsDollar, permission: creditEdit };
  return (
    <ResourceList
      words={list}
      endpoint={creditApi.endpoints.creditList}
      columns={[
        column.link('organizationName', t('fields.organizationName'), ofAccount(historyPath), {
          sort: true,
          value: name,
          testId: 'account-history-link',
        }),
        ...column.texts(['organizationCode', 'currencyCode'], (key) => t(`fields.${key}`), { sort: true }),
        ...accountFigures(list),
      ]}
      filters={[
        filter.text('currencyCode', t('fields.currencyCode'), { placeholder: 'MYR' }),
        ...(staff ? filter.texts(['organizationName', 'organizationCode'], (key) => t(`fields.${key}`)) : []),
      ]}
      rowActions={[
        action.link('history', IconHistory, ofAccount(historyPath), { label: t('accounts.viewHistory') }),
        staff && action.link('top-up', IconPlus, ofAccount(addTopUpPath), { label: t('topUp.open'), permission: creditCreate }),
        staff && { key: 'adjust', ...adjusting, to: ofAccount(adjustmentsPath) },
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
