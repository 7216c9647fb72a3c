import '@mantine/spotlight/styles.css';
import { useState } from 'react';
import { ActionIcon, Button, Kbd } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { Spotlight, spotlight, type SpotlightActionData, type SpotlightActionGroupData } from '@mantine/spotlight';
import { IconBuilding, IconCash, IconSearch, IconUser, type Icon } from '@tabler/icons-react';
import { SEARCH_KINDS, SEARCH_TEXT_MIN, type SearchKind } from '@bo/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { flattenNavigation, type NavGroup } from '../navigation';
import { useSearchQuery } from '../search.api';

/** Wait this long after the last key before asking the server (a call per word, not per letter). */
const SEARCH_DEBOUNCE_MS = 300;
const KIND_ICONS: Record<SearchKind, Icon> = { organization: IconBuilding, user: IconUser, topUp: IconCash };

const matches = (query: string, ...texts: (string | undefined)[]) =>
  texts.some((text) => text?.toLowerCase().includes(query.toLowerCase()));

/**
 * Search (Mantine Spotlight, Ctrl+K / Cmd+K): the pages of the user's navigation, filtered as the
 * user types, and the records the server finds for the text (`GET /bo/Search`, debounced; only
 * those the user may see), grouped by kind; choosing one opens the screen that shows it.
 */
export function SearchBar({ groups }: { groups: readonly NavGroup[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [text] = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  const asked = text.length >= SEARCH_TEXT_MIN;
  // currentData: only the answer to this text (not the previous one while the next is on its way).
  const { currentData, isFetching } = useSearchQuery(text, { skip: !asked });

  const pages: SpotlightActionData[] = flattenNavigation(groups)
    .filter(({ item, group }) => !query.trim() || matches(query.trim(), item.label, item.path, group.label))
    .map(({ item, group }) => {
      const Icon = item.icon;
      return {
        id: `page:${item.key}`,
        label: item.label,
        description: group.label ? `${group.label} · ${item.path}` : item.path,
        leftSection: <Icon size={20} stroke={1.6} />,
        onClick: () => navigate(item.path),
      };
    });
  const records: SpotlightActionGroupData[] = SEARCH_KINDS.map((kind) => {
    const Icon = KIND_ICONS[kind];
    const hits = asked ? (currentData?.items ?? []).filter((hit) => hit.kind === kind) : [];
    return {
      group: t(`search.kinds.${kind}`),
      actions: hits.map((hit) => ({
        id: `${kind}:${hit.id}`,
        label: hit.title,
        description: hit.detail,
        leftSection: <Icon size={20} stroke={1.6} />,
        onClick: () => navigate(hit.path),
      })),
    };
  }).filter((group) => group.actions.length > 0);
  const actions = [...(pages.length ? [{ group: t('search.pages'), actions: pages }] : []), ...records];
  const waiting = asked && isFetching;

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
        query={query}
        onQueryChange={setQuery}
        // Filtered above: pages by their text here, records by the server.
        filter={(_, all) => all}
        shortcut={['mod + K']}
        nothingFound={waiting ? t('search.searching') : t('search.nothingFound')}
        highlightQuery
        scrollable
        maxHeight={440}
        searchProps={{
          leftSection: <IconSearch size={20} stroke={1.5} />,
          placeholder: t('search.placeholder'),
          'aria-label': t('search.placeholder'),
          'aria-busy': waiting || undefined,
        }}
      />
    </>
  );
}
