import type { ComponentType, ReactNode } from 'react';
import type { FileViewRequest } from '../FileViewer';
import type { ReasonRequest } from '../ReasonDialog';

/** What every paged list call of the API answers (shared `pageOf(row)`). */
export interface Page<Row> {
  items: Row[];
  total: number;
  pageSize: number;
  curPageIndex: number;
}

/** The query every paged list call takes (spec section 3): paging, sort, and the filters. */
export interface ListQuery {
  pageSize: number;
  curPageIndex: number;
  sortKey?: string;
  sortOrder?: 'asc' | 'desc';
  [filter: string]: string | number | undefined;
}

/** The subset of an RTK Query query-hook result a list reads. */
export interface ListQueryState<Row> {
  data?: Page<Row>;
  isLoading: boolean;
  isFetching: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/**
 * Where a list gets its rows: an RTK Query endpoint (`usersApi.endpoints.userList` fits as is).
 * `useLazyQuery` lets CSV export walk every page of the current filter.
 */
export interface ListEndpoint<Row> {
  useQuery: (query: ListQuery) => ListQueryState<Row>;
  useLazyQuery: () => readonly [(query: ListQuery) => { unwrap: () => Promise<Page<Row>> }, ...unknown[]];
}

export interface ResourceColumn<Row> {
  key: string;
  /** Header text (already translated). */
  header: string;
  /** Cell content; the row's `key` field as text by default. */
  render?: (row: Row) => ReactNode;
  /** Sort key sent to the API (`sortKey`); the column is not sortable without one. */
  sortKey?: string;
  /** Value written to the CSV export; the cell's text (or the `key` field) by default. */
  exportValue?: (row: Row) => string | number | boolean | null | undefined;
  align?: 'left' | 'center' | 'right';
  /** 'status': a status chip, on a phone's card beside the row's actions (column.status, column.active). */
  kind?: 'status';
}

interface FilterBase {
  /** Query parameter name, in the URL and in the API call. */
  key: string;
  label: string;
  placeholder?: string;
}
export interface TextFilter extends FilterBase {
  type: 'text';
}
export interface SelectFilter extends FilterBase {
  type: 'select';
  options: { value: string; label: string }[];
  /** Value used while the URL has none (e.g. 'all'); sent to the API like any other. */
  defaultValue?: string;
}
export interface DateRangeFilter extends FilterBase {
  type: 'date-range';
  /** Query parameter names of the two ends (yyyy-MM-dd). */
  fromKey: string;
  toKey: string;
  /** Start one month before today when the URL names no range (spec section 9). */
  defaultLastMonth?: boolean;
}
export type ResourceFilter = TextFilter | SelectFilter | DateRangeFilter;

export interface RowActionConfirm<Row> {
  title: string;
  message: (row: Row) => ReactNode;
  confirmLabel: string;
  /** Red confirm button (destructive actions). */
  danger?: boolean;
}

/** What the reason dialog of a row action says (the reason is required unless `required` is false). */
export interface RowActionReason<Row> extends Omit<ReasonRequest, 'message' | 'submit'> {
  message: (row: Row) => ReactNode;
}

export interface RowAction<Row> {
  key: string;
  label: string;
  icon?: ComponentType<{ size?: number | string; stroke?: number }>;
  color?: string;
  /** The action is left out for rows where this answers true (e.g. activate on an active user). */
  hidden?: (row: Row) => boolean;
  /** Offered only to users holding this permission (the list checks it). */
  permission?: string;
  /** Ask before running (every destructive action). */
  confirm?: RowActionConfirm<Row>;
  /** Ask for a reason before running (ui/ReasonDialog); `run` gets it, closing the dialog runs nothing. */
  reason?: RowActionReason<Row>;
  /** Show this file (ui/FileViewer: the row's slip, a document) rather than run anything. */
  file?: (row: Row) => FileViewRequest;
  /** A link-like action: opens this path (no `run` needed). */
  to?: (row: Row) => string;
  /**
   * Runs the action. A returned string is shown as a success toast; a thrown API error shows the
   * server's message.
   */
  run?: (row: Row, reason?: string) => Promise<string | void> | string | void;
}

/** A button next to the title (e.g. 'Create user'): a link (`to`), an action (`onClick`) or a dialog (`dialog`). */
export interface ListCreate {
  label: string;
  to?: string;
  onClick?: () => void;
  /** Opens this dialog (titled with the label), e.g. a request form; `close` closes it (after a save). */
  dialog?: (close: () => void) => ReactNode;
  /** Shown only to users holding this permission. */
  permission?: string;
  icon?: ComponentType<{ size?: number | string; stroke?: number }>;
  testId?: string;
}

/** The API's export of a list (POST `path` with the filters, sort, fixed query and `format`; it answers the file). */
export interface ServerExport {
  path: string;
  formats: readonly ('csv' | 'xlsx')[];
}

/** Entries of a definition list may be left out with `cond && entry`. */
export type Maybe<T> = T | false | null | undefined;
