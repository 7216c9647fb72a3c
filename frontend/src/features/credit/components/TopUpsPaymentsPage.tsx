import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../app/hooks';
import { selectUser } from '../../../lib/session';
import { useListTotal } from '../../../ui/resource';
import { StatusTabs } from '../../../ui/StatusTabs';
import { creditApi } from '../credit.api';
import { ACCOUNTS_TAB, TOP_UP_TABS } from '../paths';
import { BalanceCards } from './BalanceCards';
import { CreditAccountList } from './CreditAccountList';
import { PENDING_SORT, TopUpList } from './TopUpList';

/**
 * /credit/credit-topups-payments: an agency user's available credit per currency, the top-ups by
 * status (Pending, Approved, Rejected; `?tab=`), and the credit accounts. Approvers work the
 * Pending tab; requests arrive there live.
 */
export function TopUpsPaymentsPage() {
  const { t } = useTranslation('credit');
  const organizationId = useAppSelector(selectUser)?.organizationId ?? null;
  const scoped = organizationId !== null;
  // The badge: how many wait for a decision.
  const pending = useListTotal(creditApi.endpoints.topUpList, { sort: PENDING_SORT, fixedQuery: { status: 'PEND' } });
  return (
    <Stack gap="md">
      {organizationId && <BalanceCards organizationId={organizationId} />}
      <StatusTabs
        tabs={[
          ...TOP_UP_TABS.map((status) => ({
            value: status,
            label: t(`tabs.label.${status}`),
            count: status === 'PEND' ? pending : undefined,
            countLabel: (count: number) => t('tabs.pendingCount', { count }),
            content: <TopUpList status={status} organizationScoped={scoped} />,
          })),
          { value: ACCOUNTS_TAB, label: t('tabs.label.accounts'), content: <CreditAccountList organizationScoped={scoped} /> },
        ]}
      />
    </Stack>
  );
}
