import { Stack } from '@mantine/core';
import type { CreditListItem } from '@bo/shared';
import { useTranslation } from 'react-i18next';
import { columnsOf } from '../../../ui/columns';
import { ResourceList } from '../../../ui/resource';
import { StatusTabs } from '../../../ui/StatusTabs';
import { creditAdminApi } from '../credit-admin.api';
import { SystemFeeList } from './SystemFeeList';

const NAMESPACE = 'credit';
const column = columnsOf<CreditListItem>();

/**
 * /credit/system-credit (system-credit.view): the provider's own credit, one account per currency
 * (`?tab=accounts`, the first tab), and the system fee settings (`?tab=fees`).
 */
export function SystemCreditPage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Stack gap="md">
      <StatusTabs
        tabs={[
          { value: 'accounts', label: t('systemCredit.tab'), content: <SystemAccountList /> },
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
