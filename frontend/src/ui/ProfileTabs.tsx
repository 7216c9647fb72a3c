import type { ReactNode } from 'react';
import { Tabs } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';

/** One tab of a profile screen: its key in the address, icon, label and what it shows. */
export interface ProfileTab {
  key: string;
  icon: Icon;
  label: string;
  panel: ReactNode;
}

/**
 * The tabs of a profile screen (a hotel, an organization). The open tab is kept in the address
 * (`?tab=photos`; the first tab has none), so a link or a reload opens it again; an unknown tab
 * opens the first. Only the open tab's panel is mounted (its queries run when it is opened).
 */
export function ProfileTabs({ tabs }: { tabs: ProfileTab[] }) {
  const [params, setParams] = useSearchParams();
  const first = tabs[0]!.key;
  const requested = params.get('tab');
  const open = tabs.some((tab) => tab.key === requested) ? requested! : first;
  return (
    <Tabs
      value={open}
      onChange={(value) => setParams(value === first || !value ? {} : { tab: value }, { replace: true })}
      keepMounted={false}
    >
      <Tabs.List>
        {tabs.map(({ key, icon: TabIcon, label }) => (
          <Tabs.Tab key={key} value={key} leftSection={<TabIcon size={16} />} data-testid={`profile-tab-${key}`}>
            {label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map(({ key, panel }) => (
        <Tabs.Panel key={key} value={key} pt="lg">
          {panel}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
