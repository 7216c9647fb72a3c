import { Stack } from '@mantine/core';
import type { CreditListItem } from '@bo/shared';
import { useTranslation } from 'react-i18next';
import { ResourceList, useListKit } from '../../../ui/resource';
import { StatusTabs } from '../../../ui/StatusTabs';
import { creditAdminApi } from '../credit-admin.api';
import { SYSTEM_TOP_UPS } from '../top-up-books';
import { accountFigures } from './CreditAccountList';
import { SystemFeeList } from './SystemFeeList';
import { useTopUpTabs } from './useTopUpTabs';

/**
 * /credit/system-credit (system-credit.view): the provider's own credit, one account per currency
 * (`?tab=accounts`, the first tab), its top-ups by status (`?tab=PEND` with the count waiting,
 * `VERIFY`, `REJECT`; TopUpList of the system book) and the system fee settings (`?tab=fees`).
 */
export function SystemCreditPage() {
  const { t } = useTranslation('credit');
  const topUpTabs = useTopUpTabs(SYSTEM_TOP_UPS);
  return (
    <Stack gap="md">
      <StatusTabs
        tabs={[
          { value: 'accounts', label: t('systemCredit.tab'), content: <SystemAccountList /> },
          ...topUpTabs,
          { value: 'fees', label: t('fees.tab'), content: <SystemFeeList /> },
        ]}
      />
    </Stack>
  );
}

/** The provider's credit per currency (GET getcreditlist of /bo/SystemOrganizationCredit). */
function SystemAccountList() {
  const list = useListKit<CreditListItem>('credit', 'systemCredit');
  const { t, column } = list;
  return (
    <ResourceList
      words={list}
      endpoint={creditAdminApi.endpoints.systemCreditList}
      columns={[column.text('currencyCode', t('fields.currencyCode'), { sort: true }), ...accountFigures(list)]}
      rowKey={(row) => row.currencyCode}
      defaultSort={{ key: 'currencyCode', order: 'asc' }}
      exportName="system-credit"
      testId="system-credit-table"
    />
  );
}
