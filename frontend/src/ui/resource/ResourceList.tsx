import { Children, useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import {
  ActionIcon,
  Button,
  Center,
  Group,
  LoadingOverlay,
  Menu,
  Pagination,
  Paper,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import {
  IconArrowsSort,
  IconDatabaseOff,
  IconDots,
  IconDownload,
  IconFileSpreadsheet,
  IconSortAscending,
  IconSortDescending,
} from '@tabler/icons-react';
import { PAGE_SIZES } from '@bo/shared';
import { useTranslation } from 'react-i18next';
import { useAppSelector, useCan } from '../../app/hooks';
import { errorMessage } from '../../lib/api';
import { fetchApiFile } from '../../lib/download';
import { selectToken } from '../../lib/session';
import { toastError, toastSuccess } from '../../lib/toast';
import { cellText, RowCells, shownColumns } from '../columns';
import { formatDate } from '../dates';
import { useFileViewer } from '../FileViewer';
import { LoadError } from '../LoadError';
import { useReasonDialog } from '../ReasonDialog';
import { PageHeader } from '../PageHeader';
import { useLanguage } from '../useLanguage';
import { downloadFile, toCsv } from './csv';
import { CreateButton } from './CreateButton';
import { ListFilters } from './ListFilters';
import { useFixedQuery } from './fixed-query';
import classes from './ResourceList.module.css';
import type { ListCreate, ListEndpoint, Maybe, ResourceColumn, ResourceFilter, RowAction, ServerExport } from './resource.types';
import { RowActionRunner } from './row-action-runner';
import { useConfirm } from './useConfirm';
import { useListParams, type SortOrder } from './useListParams';

/** Export walks the pages of the current filter at the largest page size, up to this many rows. */
const EXPORT_PAGE_SIZE = Math.max(...PAGE_SIZES);
const EXPORT_MAX_ROWS = 10_000;

/** Where a list's strings are (ui/resource/list-kit): `<prefix>.title`, and `<prefix>.subtitle`, `<prefix>.empty` where the catalogue has them. */
export interface ListWords {
  t: (key: string, options?: Record<string, unknown>) => string;
  prefix: string;
}

export interface ResourceListProps<Row> {
  /** The title; `words` names it when absent. */
  title?: string;
  description?: ReactNode;
  /** Title, subtitle and empty text by the catalogue's convention, for those not given. */
  words?: ListWords;
  endpoint: ListEndpoint<Row>;
  /** Column definitions (ui/columns.tsx helpers); `false` entries are left out. */
  columns: readonly Maybe<ResourceColumn<Row>>[];
  rowKey: (row: Row) => string;
  /** Accessible name of a row (its actions button reads 'Actions for <name>'): give it with `rowActions`; `rowKey` otherwise. */
  rowLabel?: (row: Row) => string;
  filters?: readonly Maybe<ResourceFilter>[];
  defaultSort?: { key: string; order: SortOrder };
  /** Row actions (in each row's menu); those with a `permission` the user lacks are left out. */
  rowActions?: readonly Maybe<RowAction<Row>>[];
  /** Query parameters fixed by the screen (a tab's status, a history's account), sent on every call and export. */
  fixedQuery?: Record<string, string | undefined>;
  /** The 'Create ...' button next to the title (`cond && { ... }` leaves it out). */
  create?: Maybe<ListCreate>;
  /** Other buttons next to the title. */
  toolbar?: ReactNode;
  /** CSV export of the current filter: the file name without extension; no export button without it. */
  exportName?: string;
  /**
   * The API's own export of the current filter and sort (CSV, XLSX), used instead of walking the
   * pages: one button per format. Its columns should come from the same shared table definition
   * as `columns` (`column.table`), so the file reads like the screen.
   */
  serverExport?: ServerExport;
  emptyText?: string;
  /** data-testid of the table (tests find rows under it). */
  testId?: string;
  /** What the screen's actions open (a form dialog, useDialog's element; several in an array), rendered with the list. */
  dialogs?: ReactNode;
}

/** The title, subtitle and empty text given, else the ones `words` names. */
function listTexts({
  title,
  description,
  emptyText,
  words,
}: Pick<ResourceListProps<unknown>, 'title' | 'description' | 'emptyText' | 'words'>) {
  // A key the catalogue lacks answers '' (the default value), not the key.
  const word = (name: string) => words?.t(`${words.prefix}.${name}`, { defaultValue: '' }) || undefined;
  return {
    title: title ?? word('title') ?? '',
    description: description ?? word('subtitle'),
    emptyText: emptyText ?? word('empty'),
  };
}

/**
 * A paged, sortable, filterable list of one resource from a server-side paged endpoint: filters,
 * sort and page live in the URL (useListParams); loading, empty and error states; row actions
 * (in each row's menu, or as a cell's button: column.action) asked first when they say so
 * (`confirm`, `reason`) or showing a file (`file`); CSV export of everything the current filter matches.
 */
export function ResourceList<Row>(props: ResourceListProps<Row>) {
  const { rowKey, rowLabel = rowKey, toolbar, testId, create } = props;
  const { title, description, emptyText } = listTexts(props);
  const { t } = useTranslation();
  const can = useCan();
  const navigate = useNavigate();
  const columns = shownColumns(props.columns);
  const filters = (props.filters ?? []).filter((filter): filter is ResourceFilter => Boolean(filter));
  const rowActions = (props.rowActions ?? []).filter(
    (action): action is RowAction<Row> => Boolean(action) && (!action || !action.permission || can(action.permission)),
  );
  const endpoint = useFixedQuery(props.endpoint, props.fixedQuery ?? {});
  const list = useListParams({ filters, defaultSort: props.defaultSort });
  const { data, isLoading, isFetching, error, refetch } = endpoint.useQuery(list.query);
  const [fetchPage] = endpoint.useLazyQuery();
  const [confirm, confirmDialog] = useConfirm();
  const [askReason, reasonDialog] = useReasonDialog();
  const [viewFile, fileViewer] = useFileViewer();
  const [exporting, setExporting] = useState<string | null>(null);
  const token = useAppSelector(selectToken);
  const language = useLanguage();
  const [busyRow, setBusyRow] = useState<string | null>(null);

  const total = data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / list.pageSize));
  const rows = data?.items ?? [];
  const withActions = rowActions.length > 0;
  const columnCount = columns.length + (withActions ? 1 : 0);

  // The last row of the last page went away (deleted, filtered elsewhere): show the new last page.
  const { setPage } = list;
  useEffect(() => {
    if (data && data.items.length === 0 && data.total > 0 && list.page > pageCount) setPage(pageCount);
  }, [data, list.page, pageCount, setPage]);

  const runAction = async (action: RowAction<Row>, row: Row) => {
    if (action.file) return viewFile(action.file(row));
    let reason: string | undefined;
    if (action.reason) {
      const answer = await askReason({ ...action.reason, message: action.reason.message(row) });
      if (answer === null) return;
      reason = answer;
    }
    if (action.confirm) {
      const yes = await confirm({
        title: action.confirm.title,
        message: action.confirm.message(row),
        confirmLabel: action.confirm.confirmLabel,
        danger: action.confirm.danger,
      });
      if (!yes) return;
    }
    if (action.to) {
      void navigate(action.to(row));
      return;
    }
    const id = rowKey(row);
    setBusyRow(id);
    try {
      const message = await action.run?.(row, reason);
      if (message) toastSuccess(message);
    } catch (failure) {
      toastError(errorMessage(failure, t('resource.actionFailed')));
    } finally {
      setBusyRow(null);
    }
  };

  const exportAs = async (format: 'csv' | 'xlsx') => {
    setExporting(format);
    try {
      const fileName = `${props.exportName ?? 'export'}-${formatDate(new Date(), 'iso')}.${format}`;
      if (props.serverExport) {
        const { pageSize: _pageSize, curPageIndex: _page, ...query } = list.query;
        const file = await fetchApiFile(props.serverExport.path, {
          token,
          language,
          method: 'POST',
          body: { ...query, ...props.fixedQuery, format },
          fallbackName: fileName,
        });
        downloadFile(file.fileName, file.blob);
        return;
      }
      const collected: Row[] = [];
      for (let page = 1; collected.length < EXPORT_MAX_ROWS; page += 1) {
        const result = await fetchPage({ ...list.query, pageSize: EXPORT_PAGE_SIZE, curPageIndex: page }).unwrap();
        collected.push(...result.items);
        if (result.items.length < EXPORT_PAGE_SIZE || collected.length >= result.total) break;
      }
      downloadFile(
        fileName,
        toCsv(
          columns.map((column) => column.header),
          collected.map((row) =>
            columns.map((column) => (column.exportValue ? column.exportValue(row) : cellText(row, column.key))),
          ),
        ),
      );
      toastSuccess(t('resource.exported', { count: collected.length }));
    } catch (failure) {
      // A server export throws an Error carrying the API's message; a page fetch the API's error.
      const message = failure instanceof Error ? failure.message : errorMessage(failure, '');
      toastError(message || t('resource.exportFailed'));
    } finally {
      setExporting(null);
    }
  };
  const exportFormats = props.serverExport?.formats ?? (props.exportName ? (['csv'] as const) : []);
  // The longest page-size label sets the select's width: '50 setiap halaman' is never cut.
  const pageSizeOptions = PAGE_SIZES.map((size) => ({ value: String(size), label: t('resource.perPage', { count: size }) }));
  const pageSizeChars = Math.max(...pageSizeOptions.map((option) => option.label.length));

  const from = total === 0 ? 0 : (list.page - 1) * list.pageSize + 1;
  const to = Math.min(total, list.page * list.pageSize);

  return (
    <Stack gap="md">
      <PageHeader
        title={title}
        description={description}
        actions={
          <>
            {exportFormats.map((format) => (
              <Button
                key={format}
                variant="default"
                leftSection={format === 'csv' ? <IconDownload size={16} /> : <IconFileSpreadsheet size={16} />}
                onClick={() => void exportAs(format)}
                loading={exporting === format}
                disabled={total === 0}
                data-testid={format === 'csv' ? 'list-export' : `list-export-${format}`}
              >
                {t(format === 'csv' ? 'resource.exportCsv' : 'resource.exportXlsx')}
              </Button>
            ))}
            {toolbar}
            {create && <CreateButton create={create} />}
          </>
        }
      />

      {filters.length > 0 && (
        <ListFilters filters={filters} values={list.values} onApply={list.applyFilters} onReset={list.resetFilters} />
      )}

      {error !== undefined && !isFetching ? (
        <LoadError error={error} onRetry={refetch} />
      ) : (
        <Paper withBorder pos="relative">
          <LoadingOverlay visible={isFetching && !isLoading} overlayProps={{ blur: 1 }} loaderProps={{ size: 'sm' }} />
          <RowActionRunner.Provider value={runAction as (action: RowAction<unknown>, row: unknown) => Promise<void>}>
            {/* A phone sees one card per row (ResourceList.module.css). */}
            <Table.ScrollContainer minWidth={720} className={classes.cards}>
              <Table striped highlightOnHover verticalSpacing="sm" data-testid={testId} aria-busy={isFetching}>
                <Table.Thead>
                  <Table.Tr>
                    {columns.map((column) => (
                      <SortableHeader
                        key={column.key}
                        column={column}
                        sortKey={list.sortKey}
                        sortOrder={list.sortOrder}
                        onSort={list.toggleSort}
                      />
                    ))}
                    {withActions && (
                      <Table.Th w={56} className={classes.actions}>
                        <VisuallyHidden>{t('resource.actions')}</VisuallyHidden>
                      </Table.Th>
                    )}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {isLoading &&
                    Array.from({ length: 3 }, (_, index) => (
                      <Table.Tr key={`loading-${index}`}>
                        <Table.Td colSpan={columnCount}>
                          <Skeleton height={18} />
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  {rows.map((row) => {
                    const id = rowKey(row);
                    const actions = rowActions.filter((action) => !action.hidden?.(row));
                    return (
                      <Table.Tr key={id} data-row-key={id}>
                        <RowCells row={row} columns={columns} />
                        {withActions && (
                          <Table.Td className={classes.actions}>
                            {actions.length > 0 && (
                              <Menu position="bottom-end" withinPortal>
                                <Menu.Target>
                                  <ActionIcon
                                    variant="subtle"
                                    color="gray"
                                    loading={busyRow === id}
                                    aria-label={t('resource.actionsFor', { name: rowLabel(row) })}
                                    data-testid="row-actions"
                                  >
                                    <IconDots size={18} />
                                  </ActionIcon>
                                </Menu.Target>
                                <Menu.Dropdown>
                                  {actions.map((action) => {
                                    const Icon = action.icon;
                                    return (
                                      <Menu.Item
                                        key={action.key}
                                        color={action.color}
                                        leftSection={Icon ? <Icon size={16} stroke={1.6} /> : undefined}
                                        onClick={() => void runAction(action, row)}
                                        data-testid={`row-action-${action.key}`}
                                      >
                                        {action.label}
                                      </Menu.Item>
                                    );
                                  })}
                                </Menu.Dropdown>
                              </Menu>
                            )}
                          </Table.Td>
                        )}
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </RowActionRunner.Provider>
          {/* Below the table, not in a cell of it: a phone sees the whole text, not a slice of a 720 px row. */}
          {!isLoading && rows.length === 0 && (
            <Center py="xl" px="md">
              <Stack align="center" gap={4} data-testid="list-empty">
                <IconDatabaseOff size={32} stroke={1.4} color="var(--mantine-color-dimmed)" />
                <Text c="dimmed" ta="center">
                  {emptyText ?? t('resource.empty')}
                </Text>
              </Stack>
            </Center>
          )}
        </Paper>
      )}

      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="wrap">
          <Text size="sm" c="dimmed" data-testid="list-range">
            {t('resource.range', { from, to, total })}
          </Text>
          <Select
            aria-label={t('resource.pageSize')}
            data={pageSizeOptions}
            value={String(list.pageSize)}
            onChange={(value) => value && list.setPageSize(Number(value))}
            allowDeselect={false}
            w={`calc(${pageSizeChars}ch + 3rem)`}
            size="xs"
            comboboxProps={{ width: 'target' }}
            data-testid="list-page-size"
          />
        </Group>
        <Pagination
          total={pageCount}
          value={Math.min(list.page, pageCount)}
          onChange={list.setPage}
          size="sm"
          getControlProps={(control) => ({ 'aria-label': t(`resource.page.${control}`) })}
          getItemProps={(page) => ({ 'aria-label': t('resource.page.number', { page }) })}
          data-testid="list-pagination"
        />
      </Group>
      {confirmDialog}
      {reasonDialog}
      {fileViewer}
      {Children.toArray(props.dialogs)}
    </Stack>
  );
}

function SortableHeader<Row>({
  column,
  sortKey,
  sortOrder,
  onSort,
}: {
  column: ResourceColumn<Row>;
  sortKey?: string;
  sortOrder?: SortOrder;
  onSort: (key: string) => void;
}) {
  if (!column.sortKey)
    return (
      <Table.Th ta={column.align} className={classes.header}>
        {column.header}
      </Table.Th>
    );
  const active = sortKey === column.sortKey;
  const Icon = !active ? IconArrowsSort : sortOrder === 'desc' ? IconSortDescending : IconSortAscending;
  const key = column.sortKey;
  return (
    <Table.Th className={classes.header} aria-sort={active ? (sortOrder === 'desc' ? 'descending' : 'ascending') : 'none'}>
      <UnstyledButton onClick={() => onSort(key)} data-testid={`sort-${key}`} style={{ font: 'inherit' }}>
        <Group gap={4} wrap="nowrap">
          <span>{column.header}</span>
          <Icon size={14} stroke={1.6} opacity={active ? 1 : 0.5} aria-hidden />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
