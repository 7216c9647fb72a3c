import { useMemo } from 'react';
import { Anchor, Text } from '@mantine/core';
import { IconHistory, IconPlus } from '@tabler/icons-react';
import { PERMISSIONS, type CreditListItem } from '@bo/shared';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useCan } from '../../../app/hooks';
import { formatDate } from '../../../ui/dates';
import { ResourceList, type ResourceColumn, type ResourceFilter, type RowAction } from '../../../ui/resource';
import { creditApi } from '../credit.api';
import { addTopUpPath, historyPath } from '../paths';
import { DateTime, money } from './format';

const NAMESPACE = 'credit';

/**
 * The credit accounts (getcreditlist: one row per organization and currency, with the spec's
 * filters currencyCode, organizationName, organizationCode), each linking to its history.
 * Staff see every organization's; an agency user its own.
 */
export function CreditAccountList({ organizationScoped }: { organizationScoped: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  const can = useCan();
  const navigate = useNavigate();

  const filters = useMemo<ResourceFilter[]>(
    () => [
      { type: 'text', key: 'currencyCode', label: t('fields.currencyCode'), placeholder: 'MYR' },
      ...(organizationScoped
        ? []
        : ([
            { type: 'text', key: 'organizationName', label: t('fields.organizationName') },
            { type: 'text', key: 'organizationCode', label: t('fields.organizationCode') },
          ] satisfies ResourceFilter[])),
    ],
    [t, organizationScoped],
  );

  const amount = (key: 'creditLimit' | 'balance' | 'held' | 'available', header: string): ResourceColumn<CreditListItem> => ({
    key,
    header,
    sortKey: key === 'held' ? undefined : key,
    render: (row) => (
      <Text size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }} data-amount={row[key]}>
        {money(row[key], row.currencyCode)}
      </Text>
    ),
    exportValue: (row) => money(row[key], row.currencyCode),
  });

  const columns: ResourceColumn<CreditListItem>[] = [
    {
      key: 'organizationName',
      header: t('fields.organizationName'),
      sortKey: 'organizationName',
      render: (row) => (
        <Anchor
          component={Link}
          to={historyPath(row.organizationId, row.currencyCode)}
          size="sm"
          data-testid="account-history-link"
        >
          {row.organizationName ?? row.organizationId}
        </Anchor>
      ),
      exportValue: (row) => row.organizationName ?? row.organizationId,
    },
    { key: 'organizationCode', header: t('fields.organizationCode'), sortKey: 'organizationCode' },
    { key: 'currencyCode', header: t('fields.currencyCode'), sortKey: 'currencyCode' },
    amount('creditLimit', t('fields.creditLimit')),
    amount('balance', t('fields.balance')),
    amount('held', t('fields.held')),
    amount('available', t('fields.available')),
    {
      key: 'updatedAt',
      header: t('fields.updatedAt'),
      sortKey: 'updatedAt',
      render: (row) => <DateTime value={row.updatedAt} />,
      exportValue: (row) => formatDate(row.updatedAt, 'displayDateTime'),
    },
  ];

  const actions: RowAction<CreditListItem>[] = [
    {
      key: 'history',
      label: t('accounts.viewHistory'),
      icon: IconHistory,
      run: (row) => void navigate(historyPath(row.organizationId, row.currencyCode)),
    },
  ];
  // Staff request a top-up on an organization's behalf (an agent's own form needs no choice).
  if (can(PERMISSIONS.creditCreate) && !organizationScoped) {
    actions.push({
      key: 'top-up',
      label: t('topUp.open'),
      icon: IconPlus,
      run: (row) => void navigate(addTopUpPath(row.organizationId, row.currencyCode)),
    });
  }

  return (
    <ResourceList
      title={t('accounts.title')}
      description={t('accounts.subtitle')}
      endpoint={creditApi.endpoints.creditList}
      columns={columns}
      rowKey={(row) => `${row.organizationId}:${row.currencyCode}`}
      rowLabel={(row) => `${row.organizationName ?? row.organizationId} ${row.currencyCode}`}
      filters={filters}
      defaultSort={{ key: 'organizationName', order: 'asc' }}
      rowActions={actions}
      exportName="credit-accounts"
      testId="credit-account-table"
    />
  );
}
