import { Stack } from '@mantine/core';
import { DEFAULT_PAGE_SIZE } from '@bo/shared';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../app/hooks';
import { selectUser } from '../../../lib/session';
import { StatusTabs } from '../../../ui/StatusTabs';
import { useTopUpListQuery } from '../credit.api';
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
  // The badge: how many wait for a decision, from the Pending tab's own first page (one cache entry, one call).
  const { data: pending } = useTopUpListQuery({
    pageSize: DEFAULT_PAGE_SIZE,
    curPageIndex: 1,
    sortKey: PENDING_SORT.key,
    sortOrder: PENDING_SORT.order,
    status: 'PEND',
  });
  return (
    <Stack gap="md">
      {organizationId && <BalanceCards organizationId={organizationId} />}
      <StatusTabs
        tabs={[
          ...TOP_UP_TABS.map((status) => ({
            value: status,
            label: t(`tabs.label.${status}`),
            count: status === 'PEND' ? pending?.total : undefined,
            countLabel: (count: number) => t('tabs.pendingCount', { count }),
            content: <TopUpList status={status} organizationScoped={scoped} />,
          })),
          { value: ACCOUNTS_TAB, label: t('tabs.label.accounts'), content: <CreditAccountList organizationScoped={scoped} /> },
        ]}
      />
    </Stack>
  );
}
