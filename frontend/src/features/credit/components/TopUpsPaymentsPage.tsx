import { Badge, Stack, Tabs } from '@mantine/core';
import { DEFAULT_PAGE_SIZE } from '@bo/shared';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAppSelector } from '../../../app/hooks';
import { selectUser } from '../../../lib/session';
import { useTopUpListQuery } from '../credit.api';
import { ACCOUNTS_TAB, TOP_UP_TABS, type TopUpTab } from '../paths';
import { BalanceCards } from './BalanceCards';
import { PENDING_SORT } from './TopUpList';
import { CreditAccountList } from './CreditAccountList';
import { TopUpList } from './TopUpList';

const NAMESPACE = 'credit';
type Tab = TopUpTab | typeof ACCOUNTS_TAB;
const isTab = (value: string | null): value is Tab => value === ACCOUNTS_TAB || TOP_UP_TABS.includes(value as TopUpTab);

/**
 * /credit/credit-topups-payments: an agency user's available credit per currency, the top-ups by
 * status (Pending, Approved, Rejected; `?tab=`), and the credit accounts. Approvers work the
 * Pending tab; requests arrive there live.
 */
export function TopUpsPaymentsPage() {
  const { t } = useTranslation(NAMESPACE);
  const user = useAppSelector(selectUser);
  const organizationId = user?.organizationId ?? null;
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = isTab(requested) ? requested : 'PEND';
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
      <Tabs
        value={tab}
        // Each tab has its own filters and paging: a switch starts from a clean URL.
        onChange={(next) => setParams(next && next !== 'PEND' ? { tab: next } : {})}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          {TOP_UP_TABS.map((status) => (
            <Tabs.Tab
              key={status}
              value={status}
              data-testid={`tab-${status}`}
              rightSection={
                status === 'PEND' && pending && pending.total > 0 ? (
                  <Badge
                    size="sm"
                    circle={pending.total < 10}
                    color="red"
                    data-testid="pending-count"
                    aria-label={t('tabs.pendingCount', { count: pending.total })}
                  >
                    {pending.total}
                  </Badge>
                ) : undefined
              }
            >
              {t(`tabs.label.${status}`)}
            </Tabs.Tab>
          ))}
          <Tabs.Tab value={ACCOUNTS_TAB} data-testid="tab-accounts">
            {t('tabs.label.accounts')}
          </Tabs.Tab>
        </Tabs.List>
        {TOP_UP_TABS.map((status) => (
          <Tabs.Panel key={status} value={status}>
            <TopUpList status={status} organizationScoped={organizationId !== null} />
          </Tabs.Panel>
        ))}
        <Tabs.Panel value={ACCOUNTS_TAB}>
          <CreditAccountList organizationScoped={organizationId !== null} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
