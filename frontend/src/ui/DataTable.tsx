import type { ReactNode } from 'react';
import { Paper, Skeleton, Table, Text, VisuallyHidden } from '@mantine/core';
import { RowCells, shownColumns } from './columns';
import { LoadError } from './LoadError';
import classes from './resource/ResourceList.module.css';
import type { Maybe, ResourceColumn } from './resource/resource.types';

export interface DataTableProps<Row> {
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Column definitions (ui/columns.tsx helpers, or `{ key, header, render }`); `false` entries are left out. */
  columns: readonly Maybe<ResourceColumn<Row>>[];
  /** Buttons of a row, in a last column that stays in view while the table scrolls sideways. */
  actions?: (row: Row) => ReactNode;
  /** Accessible name of the actions column. */
  actionsLabel?: string;
  /** Extra attributes of a row (`data-*` the tests find rows by). */
  rowProps?: (row: Row) => Record<string, string>;
  /** Narrower than this the table scrolls sideways. */
  minWidth?: number;
  /**
   * Accessible name of the sideways-scrolling area, which then takes the keyboard focus (a phone's
   * wide table of text only: without a link or button inside, a keyboard could not scroll it).
   */
  scrollLabel?: string;
  emptyText?: string;
  testId?: string;
  /** The rows are still loading (skeleton rows), or could not be loaded (the error and a retry instead of the table). */
  loading?: boolean;
  error?: unknown;
  onRetry?: () => unknown;
  /** In a bordered paper (default) or bare (inside a card). */
  withBorder?: boolean;
  verticalSpacing?: number | string;
  /**
   * On a phone (below 48em) each row is a card of its columns, header above value, the status
   * chips and actions on its top line, instead of a table scrolling sideways (the default, as in
   * ResourceList); `false` keeps the table (a grid whose columns must line up).
   */
  phoneCards?: boolean;
}

/** A DataTable's rows from a query's result: none while it loads (skeleton rows), its error and retry if it fails. */
export function queryRows<Row>(query: { data?: readonly Row[]; isLoading: boolean; error?: unknown; refetch: () => unknown }) {
  return { rows: query.data ?? [], loading: query.isLoading, error: query.error, onRetry: query.refetch };
}

/** A small read-only table of rows already loaded (no paging, sort or export: that is ResourceList). */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { rows, rowKey, actions, minWidth = 560, testId, withBorder = true } = props;
  const columns = shownColumns(props.columns);
  if (props.error !== undefined && props.onRetry) return <LoadError error={props.error} onRetry={props.onRetry} />;
  const cards = props.phoneCards !== false;
  const table = (
    <Table.ScrollContainer
      minWidth={minWidth}
      className={cards ? classes.cards : undefined}
      scrollAreaProps={
        props.scrollLabel ? { viewportProps: { tabIndex: 0, role: 'region', 'aria-label': props.scrollLabel } } : undefined
      }
    >
      <Table striped highlightOnHover verticalSpacing={props.verticalSpacing} data-testid={testId}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.key} ta={column.align} className={classes.header}>
                {column.header}
              </Table.Th>
            ))}
            {actions && (
              <Table.Th className={classes.actions}>
                <VisuallyHidden>{props.actionsLabel}</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.loading &&
            Array.from({ length: 3 }, (_, index) => (
              <Table.Tr key={`loading-${index}`}>
                <Table.Td colSpan={columns.length + (actions ? 1 : 0)}>
                  <Skeleton height={18} />
                </Table.Td>
              </Table.Tr>
            ))}
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)} {...props.rowProps?.(row)}>
              <RowCells row={row} columns={columns} />
              {actions && <Table.Td className={classes.actions}>{actions(row)}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
  // Below the table, not in a cell of it: a phone sees the whole text.
  const empty = !props.loading && rows.length === 0 && props.emptyText && (
    <Text c="dimmed" ta="center" py="lg" px="md" data-testid="table-empty">
      {props.emptyText}
    </Text>
  );
  return withBorder ? (
    <Paper withBorder>
      {table}
      {empty}
    </Paper>
  ) : (
    <>
      {table}
      {empty}
    </>
  );
}
