import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../app/hooks';
import { selectUser } from '../../../lib/session';
import { StatusTabs } from '../../../ui/StatusTabs';
import { ACCOUNTS_TAB } from '../paths';
import { AGENT_TOP_UPS } from '../top-up-books';
import { BalanceCards } from './BalanceCards';
import { CreditAccountList } from './CreditAccountList';
import { useTopUpTabs } from './useTopUpTabs';

/**
 * /credit/credit-topups-payments: an agency user's available credit per currency, the top-ups by
 * status (Pending, Approved, Rejected; `?tab=`), and the credit accounts. Approvers work the
 * Pending tab; requests arrive there live.
 */
export function TopUpsPaymentsPage() {
  const { t } = useTranslation('credit');
  const organizationId = useAppSelector(selectUser)?.organizationId ?? null;
  const scoped = organizationId !== null;
  const topUpTabs = useTopUpTabs(AGENT_TOP_UPS, scoped);
  const accounts = <CreditAccountList organizationScoped={scoped} />;
  return (
    <Stack gap="md">
      {organizationId && <BalanceCards organizationId={organizationId} />}
      <StatusTabs tabs={[...topUpTabs, { value: ACCOUNTS_TAB, label: t('tabs.label.accounts'), content: accounts }]} />
    </Stack>
  );
}
