import { useTranslation } from 'react-i18next';
import type { StatusTab } from '../../../ui/StatusTabs';
import { TOP_UP_TABS } from '../paths';
import type { TopUpBook } from '../top-up-books';
import { PENDING_SORT, TopUpList } from './TopUpList';

/** A book's top-up tabs (StatusTabs `tabs`): Pending, with how many wait for a decision, Approved, Rejected. */
export function useTopUpTabs(book: TopUpBook, organizationScoped = false): StatusTab[] {
  const { t } = useTranslation('credit');
  return TOP_UP_TABS.map((status) => ({
    value: status,
    label: t(`tabs.label.${status}`),
    count: status === 'PEND' ? { endpoint: book.list, sort: PENDING_SORT, fixedQuery: { status } } : undefined,
    countLabel: (count: number) => t('tabs.pendingCount', { count }),
    content: <TopUpList book={book} status={status} organizationScoped={organizationScoped} />,
  }));
}
