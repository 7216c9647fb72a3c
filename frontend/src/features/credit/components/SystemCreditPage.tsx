import { Stack } from '@mantine/core';
import { DEFAULT_PAGE_SIZE, type CreditListItem } from '@bo/shared';
import { useTranslation } from 'react-i18next';
import { columnsOf } from '../../../ui/columns';
import { ResourceList } from '../../../ui/resource';
import { StatusTabs } from '../../../ui/StatusTabs';
import { creditAdminApi, useSystemTopUpListQuery } from '../credit-admin.api';
import { TOP_UP_TABS } from '../paths';
import { SystemFeeList } from './SystemFeeList';
import { SystemTopUpList } from './SystemTopUpList';

const NAMESPACE = 'credit';
const column = columnsOf<CreditListItem>();

/**
 * /credit/system-credit (system-credit.view): the provider's own credit, one account per currency
 * (`?tab=accounts`, the first tab), its top-ups by status (`?tab=PEND` with the count waiting,
 * `VERIFY`, `REJECT`) and the system fee settings (`?tab=fees`).
 */
export function SystemCreditPage() {
  const { t } = useTranslation(NAMESPACE);
  // The badge: how many wait for a decision, from the Pending tab's own first page (one cache entry, one call).
  const { data: pending } = useSystemTopUpListQuery({
    pageSize: DEFAULT_PAGE_SIZE,
    curPageIndex: 1,
    sortKey: 'requestedAt',
    sortOrder: 'asc',
    status: 'PEND',
  });
  return (
    <Stack gap="md">
      <StatusTabs
        tabs={[
          { value: 'accounts', label: t('systemCredit.tab'), content: <SystemAccountList /> },
          ...TOP_UP_TABS.map((status) => ({
            value: status,
            label: t(`tabs.label.${status}`),
            count: status === 'PEND' ? pending?.total : undefined,
            countLabel: (count: number) => t('tabs.pendingCount', { count }),
            content: <SystemTopUpList status={status} />,
          })),
          { value: 'fees', label: t('fees.tab'), content: <SystemFeeList /> },
        ]}
      />
    </Stack>
  );
}

/** The provider's credit per currency (GET getcreditlist of /bo/SystemOrganizationCredit). */
function SystemAccountList() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <ResourceList
      title={t('systemCredit.title')}
      description={t('systemCredit.subtitle')}
      endpoint={creditAdminApi.endpoints.systemCreditList}
      columns={[
        column.text('currencyCode', t('fields.currencyCode'), { sort: true }),
        column.money('creditLimit', t('fields.creditLimit'), { sort: true }),
        column.money('balance', t('fields.balance'), { sort: true }),
        column.money('held', t('fields.held')),
        column.money('available', t('fields.available'), { sort: true }),
        column.date('updatedAt', t('fields.updatedAt'), { sort: true }),
      ]}
      rowKey={(row) => row.currencyCode}
      rowLabel={(row) => row.currencyCode}
      defaultSort={{ key: 'currencyCode', order: 'asc' }}
      exportName="system-credit"
      emptyText={t('systemCredit.empty')}
      testId="system-credit-table"
    />
  );
}
