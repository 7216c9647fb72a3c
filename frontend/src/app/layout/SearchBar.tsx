import '@mantine/spotlight/styles.css';
import { ActionIcon, Button, Kbd } from '@mantine/core';
import { Spotlight, spotlight, type SpotlightActionData } from '@mantine/spotlight';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { flattenNavigation, type NavGroup } from '../navigation';

/** Search over the navigation the user sees (Mantine Spotlight, Ctrl+K / Cmd+K). */
export function SearchBar({ groups }: { groups: readonly NavGroup[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const actions: SpotlightActionData[] = flattenNavigation(groups).map(({ item, group }) => {
    const Icon = item.icon;
    return {
      id: item.key,
      label: item.label,
      description: group.label ? `${group.label} · ${item.path}` : item.path,
      keywords: [item.path, group.label, group.category].filter(Boolean),
      leftSection: <Icon size={20} stroke={1.6} />,
      onClick: () => navigate(item.path),
    };
  });
  return (
    <>
      <Button
        variant="default"
        size="sm"
        visibleFrom="sm"
        w={220}
        justify="space-between"
        leftSection={<IconSearch size={16} stroke={1.6} />}
        rightSection={<Kbd size="xs">Ctrl + K</Kbd>}
        onClick={() => spotlight.open()}
        data-testid="search-open"
        styles={{ label: { fontWeight: 400, color: 'var(--mantine-color-dimmed)' } }}
      >
        {t('search.placeholder')}
      </Button>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        hiddenFrom="sm"
        onClick={() => spotlight.open()}
        aria-label={t('search.open')}
      >
        <IconSearch size={20} stroke={1.6} />
      </ActionIcon>
      <Spotlight
        actions={actions}
        shortcut={['mod + K']}
        nothingFound={t('search.nothingFound')}
        highlightQuery
        scrollable
        maxHeight={400}
        searchProps={{
          leftSection: <IconSearch size={20} stroke={1.5} />,
          placeholder: t('search.placeholder'),
          'aria-label': t('search.placeholder'),
        }}
      />
    </>
  );
}
