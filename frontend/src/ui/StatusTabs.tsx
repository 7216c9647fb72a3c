import type { ReactNode } from 'react';
import { Badge, Tabs } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useListTotal, type ListTotalQuery } from './resource/list-total';

const TAB_PARAM = 'tab';

export interface StatusTab {
  value: string;
  label: string;
  /**
   * A live count shown as a badge (red: how many wait for a decision; `countTone`); none when 0 or absent:
   * a list's total (`{ endpoint, sort, fixedQuery }`, ui/resource/list-total). The badge asks for
   * the list's own first page, so the badge and the open tab share one call.
   */
  count?: ListTotalQuery<unknown>;
  /**
   * A count the screen already has, instead of `count`: one call answering every tab's (bookings'
   * bookingListCount), rather than a list call per tab. Undefined while unknown.
   */
  countValue?: number;
  /** 'alert' (default): red, work waiting; 'neutral': grey, how many there are. */
  countTone?: 'alert' | 'neutral';
  /** Accessible name of the badge ('3 waiting for approval'). */
  countLabel?: (count: number) => string;
  /** The tab's content; mounted only while the tab is open. */
  content: ReactNode;
}

/**
 * Tabs of one list screen, one per status (Pending, Approved, ...), the open one in the URL
 * (`?tab=`, the first tab without it), each with an optional live count badge. Each tab has its
 * own filters and paging: switching starts from a clean URL. Test ids: `tab-<value>`,
 * `tab-count-<value>`.
 */
export function StatusTabs({ tabs }: { tabs: readonly (StatusTab | false)[] }) {
  const shown = tabs.filter((tab): tab is StatusTab => tab !== false);
  const [params, setParams] = useSearchParams();
  const first = shown[0]?.value;
  const requested = params.get(TAB_PARAM);
  const value = shown.some((tab) => tab.value === requested) ? requested : first;
  return (
    <Tabs value={value} onChange={(next) => setParams(next && next !== first ? { [TAB_PARAM]: next } : {})} keepMounted={false}>
      <Tabs.List mb="md">
        {shown.map((tab) => (
          <Tabs.Tab
            key={tab.value}
            value={tab.value}
            data-testid={`tab-${tab.value}`}
            rightSection={
              tab.count ? (
                <ListCount tab={tab} total={tab.count} />
              ) : tab.countValue ? (
                <CountBadge tab={tab} count={tab.countValue} />
              ) : undefined
            }
          >
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {shown.map((tab) => (
        <Tabs.Panel key={tab.value} value={tab.value}>
          {tab.content}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

function CountBadge({ tab, count }: { tab: StatusTab; count?: number }) {
  if (!count) return null;
  return (
    <Badge
      size="sm"
      circle={count < 10}
      {...(tab.countTone === 'neutral' ? { color: 'gray', variant: 'light' } : { color: 'red' })}
      data-testid={`tab-count-${tab.value}`}
      aria-label={tab.countLabel?.(count)}
    >
      {count}
    </Badge>
  );
}

function ListCount({ tab, total }: { tab: StatusTab; total: ListTotalQuery<unknown> }) {
  const { endpoint, ...query } = total;
  return <CountBadge tab={tab} count={useListTotal(endpoint, query)} />;
}
