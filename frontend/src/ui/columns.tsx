import type { ReactNode } from 'react';
import { Anchor, Text } from '@mantine/core';
import type { DateFormatName } from '@bo/shared';
import { Link } from 'react-router';
import { formatDate } from './dates';
import { money, signedMoney } from './money';
import type { ResourceColumn } from './resource/resource.types';
import { StatusChip, type StatusTone } from './StatusChip';

/**
 * One-line list columns (ResourceList and DataTable). Each helper computes the cell's text once:
 * the cell shows it and the CSV/XLSX export writes the same text, so an export reads like the
 * screen. `sort: true` sorts by the column key, a string sorts by that API sort key.
 *
 *   const column = columnsOf<UserListRow>();
 *   [column.text('email', t('fields.email'), { sort: true }),
 *    column.date('createdAt', t('fields.createdAt'), { sort: true }),
 *    column.money('amount', t('fields.amount')),                      // row.currencyCode
 *    column.status('status', t('fields.status'), (row) => ({ label, tone })),
 *    column.link('organizationName', t('fields.organizationName'), (row) => profilePath(row.id))]
 */
export interface ColumnOptions<Row> {
  sort?: boolean | string;
  width?: number | string;
  align?: 'left' | 'center' | 'right';
  /** Left out of the export (images, buttons). */
  noExport?: boolean;
  /** The column is shown only when true (a scoped user, a tab): `false` leaves it out. */
  when?: boolean;
  /** Cell content other than the text (the export keeps the text). */
  render?: (row: Row) => ReactNode;
}

type Value = string | number | boolean | null | undefined;
type Key<Row> = Extract<keyof Row, string>;

const field = <Row,>(row: Row, key: string): unknown => (row as Record<string, unknown>)[key];
const asText = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** Text that never wraps (dates, amounts: a wrapped 'yyyy-MMM-dd HH:mm' reads badly). */
export function NoWrap({ children, mono, amount }: { children: ReactNode; mono?: boolean; amount?: number }) {
  return (
    <Text size="sm" ff={mono ? 'monospace' : undefined} style={{ whiteSpace: 'nowrap' }} data-amount={amount}>
      {children}
    </Text>
  );
}

function column<Row>(
  key: string,
  header: string,
  text: (row: Row) => Value,
  cell: ((row: Row, text: string) => ReactNode) | undefined,
  options: ColumnOptions<Row> = {},
): ResourceColumn<Row> | false {
  if (options.when === false) return false;
  return {
    key,
    header,
    sortKey: options.sort === true ? key : options.sort || undefined,
    width: options.width,
    align: options.align,
    noExport: options.noExport,
    render: options.render ?? (cell ? (row) => cell(row, asText(text(row))) : (row) => asText(text(row))),
    exportValue: text,
  };
}

/** The column helpers for rows of type Row. */
export function columnsOf<Row>() {
  return {
    /** The row's `key` field as is, or `value(row)`. */
    text: (key: Key<Row> | string, header: string, options: ColumnOptions<Row> & { value?: (row: Row) => Value } = {}) =>
      column<Row>(key, header, options.value ?? ((row) => asText(field(row, key))), undefined, options),
    /** A date in one of the spec's formats (date and time by default), on one line. */
    date: (key: Key<Row>, header: string, options: ColumnOptions<Row> & { format?: DateFormatName } = {}) =>
      column<Row>(
        key,
        header,
        (row) => formatDate(field(row, key) as string | null, options.format ?? 'displayDateTime'),
        (_row, text) => <NoWrap>{text}</NoWrap>,
        options,
      ),
    /** Minor units with the currency code ('MYR 1,250.50'; `signed`: 'MYR +1,250.50'), monospace, one line. */
    money: (
      key: Key<Row>,
      header: string,
      options: ColumnOptions<Row> & { currency?: (row: Row) => string; signed?: boolean } = {},
    ) => {
      const currency = options.currency ?? ((row: Row) => asText(field(row, 'currencyCode')));
      const format = options.signed ? signedMoney : money;
      return column<Row>(
        key,
        header,
        (row) => format(Number(field(row, key)), currency(row)),
        (row, text) => (
          <NoWrap mono amount={Number(field(row, key))}>
            {text}
          </NoWrap>
        ),
        options,
      );
    },
    /** A status chip (spec section 4 tones); the export writes its label. */
    status: (
      key: Key<Row> | string,
      header: string,
      chip: (row: Row) => { label: string; tone: StatusTone },
      options: ColumnOptions<Row> = {},
    ) =>
      column<Row>(
        key,
        header,
        (row) => chip(row).label,
        (row) => <StatusChip {...chip(row)} />,
        options,
      ),
    /** A link to another screen; the export writes the link's text. */
    link: (
      key: Key<Row> | string,
      header: string,
      to: (row: Row) => string,
      options: ColumnOptions<Row> & { value?: (row: Row) => Value; testId?: string } = {},
    ) =>
      column<Row>(
        key,
        header,
        options.value ?? ((row) => asText(field(row, key))),
        (row, text) => (
          <Anchor component={Link} to={to(row)} size="sm" data-testid={options.testId}>
            {text}
          </Anchor>
        ),
        options,
      ),
  };
}

/** The columns that are shown (helpers answer `false` for a column whose `when` is false). */
export const shownColumns = <Row,>(columns: readonly (ResourceColumn<Row> | false | null | undefined)[]) =>
  columns.filter((entry): entry is ResourceColumn<Row> => Boolean(entry));
