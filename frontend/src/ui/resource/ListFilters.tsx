import '@mantine/dates/styles.css';
import { useEffect, useId, useState } from 'react';
import { Box, Button, Group, Paper, Select, SimpleGrid, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconChevronDown, IconFilter, IconFilterOff, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { dayjsFormat } from '../dates';
import classes from './ListFilters.module.css';
import type { ResourceFilter } from './resource.types';
import type { FilterValues } from './useListParams';

interface ListFiltersProps {
  filters: readonly ResourceFilter[];
  /** The values in the URL (with defaults filled in). */
  values: FilterValues;
  onApply: (values: FilterValues) => void;
  onReset: () => void;
}

/** How many filters are set to something other than their default (the phone's 'Filters (2)'). */
export function appliedCount(filters: readonly ResourceFilter[], values: FilterValues): number {
  return filters.filter((filter) =>
    filter.type === 'date-range'
      ? Boolean(values[filter.fromKey] || values[filter.toKey])
      : Boolean(values[filter.key]) && values[filter.key] !== (filter.type === 'select' ? filter.defaultValue : undefined),
  ).length;
}

/**
 * The filter bar of a list: edits are local until 'Search' (or Enter), which writes them to the
 * URL; 'Reset' goes back to the defaults. On a phone the bar is folded behind a 'Filters' button
 * (naming how many are applied) so the list's first row is on the first screen; 'Search' and
 * 'Reset' fold it again.
 */
export function ListFilters({ filters, values, onApply, onReset }: ListFiltersProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(values);
  const urlValues = JSON.stringify(values);
  // Back/forward or a bookmark changed the URL: show what is applied.
  useEffect(() => setDraft(JSON.parse(urlValues) as FilterValues), [urlValues]);

  const set = (key: string, value: string | null) => setDraft((current) => ({ ...current, [key]: value ?? '' }));
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  const applied = appliedCount(filters, values);

  return (
    <Paper
      withBorder
      p={{ base: 'xs', sm: 'md' }}
      component="form"
      role="search"
      aria-label={t('resource.filters')}
      onSubmit={(event) => {
        event.preventDefault();
        setOpen(false);
        onApply(draft);
      }}
      data-testid="list-filters"
    >
      <Button
        hiddenFrom="sm"
        fullWidth
        variant="default"
        justify="space-between"
        leftSection={<IconFilter size={16} />}
        rightSection={<IconChevronDown size={16} className={classes.chevron} data-open={open || undefined} />}
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => setOpen((current) => !current)}
        data-testid="filters-toggle"
      >
        {applied > 0 ? t('resource.filtersApplied', { count: applied }) : t('resource.filters')}
      </Button>
      <Box id={bodyId} className={classes.body} data-open={open || undefined}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
          {filters.map((filter) => {
            switch (filter.type) {
              case 'text':
                return (
                  <TextInput
                    key={filter.key}
                    name={filter.key}
                    label={filter.label}
                    placeholder={filter.placeholder}
                    value={draft[filter.key] ?? ''}
                    onChange={(event) => set(filter.key, event.currentTarget.value)}
                  />
                );
              case 'select':
                return (
                  <Select
                    key={filter.key}
                    name={filter.key}
                    label={filter.label}
                    placeholder={filter.placeholder ?? t('resource.any')}
                    data={filter.options}
                    value={draft[filter.key] || null}
                    onChange={(value) => set(filter.key, value)}
                    clearable={filter.defaultValue === undefined}
                    allowDeselect={filter.defaultValue === undefined}
                    comboboxProps={{ withinPortal: true }}
                  />
                );
              case 'date-range':
                return (
                  <DatePickerInput
                    key={filter.key}
                    type="range"
                    label={filter.label}
                    placeholder={filter.placeholder ?? t('resource.anyDate')}
                    valueFormat={dayjsFormat('display')}
                    value={[draft[filter.fromKey] || null, draft[filter.toKey] || null]}
                    onChange={([from, to]) =>
                      setDraft((current) => ({ ...current, [filter.fromKey]: from ?? '', [filter.toKey]: to ?? '' }))
                    }
                    clearable
                    clearButtonProps={{ 'aria-label': t('resource.clearDates', { label: filter.label }) }}
                    allowSingleDateInRange
                  />
                );
            }
          })}
        </SimpleGrid>
        <Group justify="flex-end" mt="sm" gap="sm">
          <Button
            variant="default"
            leftSection={<IconFilterOff size={16} />}
            onClick={() => {
              setOpen(false);
              onReset();
            }}
            data-testid="filters-reset"
          >
            {t('resource.reset')}
          </Button>
          <Button type="submit" leftSection={<IconSearch size={16} />} data-testid="filters-apply">
            {t('resource.search')}
          </Button>
        </Group>
      </Box>
    </Paper>
  );
}
