import { Fragment, useContext, type ReactNode } from 'react';
import { Anchor, Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { labelOf, tableCellText, type DateFormatName, type Language, type LabelledEnum, type TableColumn } from '@bo/shared';
import { Link } from 'react-router';
import { formatDate } from './dates';
import { money, signedMoney } from './money';
import type { Maybe, ResourceColumn, RowAction } from './resource/resource.types';
import { RowActionRunner } from './resource/row-action-runner';
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
 *    column.active('active', t('fields.status'), [t('active'), t('inactive')]), // a boolean as a chip
 *    column.link('organizationName', t('fields.organizationName'), (row) => profilePath(row.id)),
 *    column.enumeration('paymentType', t('fields.paymentType'), TOP_UP_PAYMENT_TYPE, language),
 *    ...column.table(CREDIT_HISTORY_COLUMNS, language)]                // a shared definition the API exports too
 */
export interface ColumnOptions<Row> {
  sort?: boolean | string;
  align?: 'left' | 'center' | 'right';
  /** The column is shown only when true (a scoped user, a tab): `false` leaves it out. */
  when?: boolean;
  /** Cell content other than the text (the export keeps the text). */
  render?: (row: Row) => ReactNode;
  /** A small grey tag after the cell's text for some rows (e.g. 'All permissions'); not exported. */
  badge?: (row: Row) => string | false | null | undefined;
}

type Value = string | number | boolean | null | undefined;
type Key<Row> = Extract<keyof Row, string>;

const field = <Row,>(row: Row, key: string): unknown => (row as Record<string, unknown>)[key];
const asText = (value: unknown) => (value === null || value === undefined ? '' : String(value));
/** A column without `render` shows its row's `key` field as text (and exports it so). */
export const cellText = <Row,>(row: Row, key: string) => asText(field(row, key));

/**
 * A row's cells, one per column, as every table draws them: each carries its column's key, header
 * (the phone card's label) and kind, which the phone-card CSS and the specs select on.
 */
export function RowCells<Row>({ row, columns }: { row: Row; columns: readonly ResourceColumn<Row>[] }) {
  return columns.map((column) => (
    <Table.Td key={column.key} data-column={column.key} data-label={column.header} data-kind={column.kind} ta={column.align}>
      {column.render ? column.render(row) : cellText(row, column.key)}
    </Table.Td>
  ));
}

/**
 * Text that never wraps (dates, amounts: a wrapped 'yyyy-MMM-dd HH:mm' reads badly). Figures are
 * tabular app-wide (app/global.css), so amounts line up in the app's font.
 */
export function NoWrap({ children, amount }: { children: ReactNode; amount?: number }) {
  return (
    <Text size="sm" style={{ whiteSpace: 'nowrap' }} data-amount={amount}>
      {children}
    </Text>
  );
}

/**
 * Text that wraps only at its spaces, each word whole: a date and time ('2026-Dec-02 05:56') may
 * take two lines in a narrow column, but a date never breaks at its dashes.
 */
function WordsNoWrap({ text }: { text: string }) {
  const words = text.split(' ');
  return (
    <Text size="sm">
      {words.map((word, index) => (
        <Fragment key={index}>
          {index > 0 && ' '}
          <span style={{ whiteSpace: 'nowrap' }}>{word}</span>
        </Fragment>
      ))}
    </Text>
  );
}

/** A row action's button in a cell: run by the list around it (asked first, toasts), else directly. */
function ActionButton({
  action,
  row,
  ariaLabel,
  testId,
}: {
  action: RowAction<unknown>;
  row: unknown;
  ariaLabel?: string;
  testId?: string;
}) {
  const runAction = useContext(RowActionRunner);
  const Icon = action.icon;
  return (
    <Button
      size="compact-xs"
      variant="light"
      color={action.color}
      leftSection={Icon ? <Icon size={14} /> : undefined}
      onClick={() => void (runAction ? runAction(action, row) : action.run?.(row))}
      aria-label={ariaLabel}
      data-testid={testId}
    >
      {action.label}
    </Button>
  );
}

function column<Row>(
  key: string,
  header: string,
  text: (row: Row) => Value,
  cell: ((row: Row, text: string) => ReactNode) | undefined,
  options: ColumnOptions<Row> = {},
  kind?: ResourceColumn<Row>['kind'],
): ResourceColumn<Row> | false {
  if (options.when === false) return false;
  const shown = options.render ?? (cell ? (row: Row) => cell(row, asText(text(row))) : (row: Row) => asText(text(row)));
  const badge = options.badge;
  return {
    key,
    header,
    sortKey: options.sort === true ? key : options.sort || undefined,
    align: options.align,
    kind,
    render: badge
      ? (row) => (
          <>
            {shown(row)}
            {badge(row) && (
              <Badge size="sm" variant="light" color="gray" ml={8}>
                {badge(row)}
              </Badge>
            )}
          </>
        )
      : shown,
    exportValue: text,
  };
}

/** The column helpers for rows of type Row. */
export function columnsOf<Row>() {
  return {
    /** The row's `key` field as is, or `value(row)`. */
    text: (key: Key<Row> | string, header: string, options: ColumnOptions<Row> & { value?: (row: Row) => Value } = {}) =>
      column<Row>(key, header, options.value ?? ((row) => asText(field(row, key))), undefined, options),
    /** Several plain text columns, each header from `header(key)` (e.g. `(key) => t(\`fields.${key}\`)`). */
    texts: (keys: readonly Key<Row>[], header: (key: Key<Row>) => string, options: ColumnOptions<Row> = {}) =>
      keys.map((key) => column<Row>(key, header(key), (row) => asText(field(row, key)), undefined, options)),
    /** A date in one of the spec's formats (date and time by default); the time may go under the date, the date never breaks. */
    date: (key: Key<Row>, header: string, options: ColumnOptions<Row> & { format?: DateFormatName } = {}) =>
      column<Row>(
        key,
        header,
        (row) => formatDate(field(row, key) as string | null, options.format ?? 'displayDateTime'),
        (_row, text) => <WordsNoWrap text={text} />,
        options,
      ),
    /** Minor units with the currency code ('MYR 1,250.50'; `signed`: 'MYR +1,250.50'), tabular figures, one line. */
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
        (row, text) => <NoWrap amount={Number(field(row, key))}>{text}</NoWrap>,
        options,
      );
    },
    /** A code of a shared enumeration, shown (and exported) as its label in `language`. */
    enumeration: (key: Key<Row>, header: string, values: LabelledEnum, language: Language, options: ColumnOptions<Row> = {}) =>
      column<Row>(key, header, (row) => labelOf(values, field(row, key) as string | null, language), undefined, options),
    /**
     * The columns of a shared table definition (shared/src/tables), headers in `language`: the
     * cells show the text the API's CSV/XLSX export of the same table writes.
     */
    table: (definition: readonly TableColumn<Row>[], language: Language) =>
      definition.map((entry) => {
        const kind = entry.kind ?? 'text';
        const money = kind === 'money' || kind === 'signedMoney';
        const cell =
          kind === 'text'
            ? undefined
            : (row: Row, text: string) => <NoWrap amount={money ? Number(field(row, entry.key)) : undefined}>{text}</NoWrap>;
        return column<Row>(entry.key, entry.header[language], (row) => tableCellText(entry, row, language), cell, {
          sort: entry.sort,
        }) as ResourceColumn<Row>;
      }),
    /**
     * A status chip (spec section 4 tones); `note`, when given, is a grey outline badge under it
     * (test id status-note), e.g. 'Undone'. The export writes 'label (note)'.
     */
    status: (
      key: Key<Row> | string,
      header: string,
      chip: (row: Row) => { label: string; tone: StatusTone; note?: string | null },
      options: ColumnOptions<Row> = {},
    ) =>
      column<Row>(
        key,
        header,
        (row) => {
          const { label, note } = chip(row);
          return note ? `${label} (${note})` : label;
        },
        (row) => {
          const { label, tone, note } = chip(row);
          if (!note) return <StatusChip label={label} tone={tone} />;
          return (
            <Stack gap={4} align="flex-start">
              <StatusChip label={label} tone={tone} />
              <Badge color="gray" variant="outline" radius="sm" miw="max-content" data-testid="status-note">
                {note}
              </Badge>
            </Stack>
          );
        },
        options,
        'status',
      ),
    /**
     * Several status chips of a row stacked in one column (a booking's status over its payment's):
     * one column's width for both, so a wide table keeps every column in view. The export writes
     * 'A / B'.
     */
    statuses: (
      key: Key<Row> | string,
      header: string,
      chips: (row: Row) => readonly { label: string; tone: StatusTone }[],
      options: ColumnOptions<Row> = {},
    ) =>
      column<Row>(
        key,
        header,
        (row) =>
          chips(row)
            .map((c) => c.label)
            .join(' / '),
        (row) => (
          <Stack gap={4} align="flex-start">
            {chips(row).map((c) => (
              <StatusChip key={c.label} label={c.label} tone={c.tone} />
            ))}
          </Stack>
        ),
        options,
        'status',
      ),
    /** A yes/no field as a chip: `labels[0]` in the success tone when true (Active), `labels[1]` in the error tone (Inactive). */
    active: (key: Key<Row>, header: string, [yes, no]: readonly [string, string], options: ColumnOptions<Row> = {}) =>
      column<Row>(
        key,
        header,
        (row) => (field(row, key) ? yes : no),
        (row, text) => <StatusChip label={text} tone={field(row, key) ? 'success' : 'error'} />,
        options,
        'status',
      ),
    /** Small grey tags, one per value (e.g. a menu's functions); the export joins them with spaces. */
    tags: (key: string, header: string, tags: (row: Row) => readonly string[], options: ColumnOptions<Row> = {}) =>
      column<Row>(
        key,
        header,
        (row) => tags(row).join(' '),
        (row) => (
          <Group gap={4}>
            {tags(row).map((tag) => (
              <Badge key={tag} size="sm" variant="light" color="gray">
                {tag}
              </Badge>
            ))}
          </Group>
        ),
        options,
      ),
    /**
     * Text on two lines, the second one smaller and dimmed; the export joins them with ' / '.
     * `noWrap`: each line on one line (dates: a wrapped '2025-Okt-05' reads badly).
     */
    lines: (
      key: string,
      header: string,
      lines: (row: Row) => [string, string],
      options: ColumnOptions<Row> & { noWrap?: boolean } = {},
    ) => {
      const style = options.noWrap ? { whiteSpace: 'nowrap' as const } : undefined;
      return column<Row>(
        key,
        header,
        (row) => lines(row).join(' / '),
        (row) => (
          <Stack gap={0}>
            <Text size="sm" style={style}>
              {lines(row)[0]}
            </Text>
            <Text size="xs" c="dimmed" style={style}>
              {lines(row)[1]}
            </Text>
          </Stack>
        ),
        options,
      );
    },
    /**
     * A row action as a small button in the cell (e.g. 'View slip'), '—' for rows it is hidden on;
     * the export writes `value`. In a ResourceList the button runs it as the row's menu does.
     */
    action: (
      key: string,
      header: string,
      action: RowAction<Row>,
      options: ColumnOptions<Row> & { value: (row: Row) => Value; ariaLabel?: (row: Row) => string; testId?: string },
    ) =>
      column<Row>(
        key,
        header,
        options.value,
        (row) =>
          action.hidden?.(row) ? (
            '—'
          ) : (
            <ActionButton
              action={action as RowAction<unknown>}
              row={row}
              ariaLabel={options.ariaLabel?.(row)}
              testId={options.testId}
            />
          ),
        options,
      ),
    /**
     * Row actions as buttons side by side in one cell (a queue's Approve and Reject, in view rather
     * than in the row's menu), each run as the menu runs it (asked first); the export writes `value`.
     */
    actions: (
      key: string,
      header: string,
      actions: readonly RowAction<Row>[],
      options: ColumnOptions<Row> & { value: (row: Row) => Value; ariaLabel?: (action: RowAction<Row>, row: Row) => string },
    ) =>
      column<Row>(
        key,
        header,
        options.value,
        (row) => (
          <Group gap={6} wrap="nowrap">
            {actions
              .filter((action) => !action.hidden?.(row))
              .map((action) => (
                <ActionButton
                  key={action.key}
                  action={action as RowAction<unknown>}
                  row={row}
                  ariaLabel={options.ariaLabel?.(action, row)}
                  testId={`cell-action-${action.key}`}
                />
              ))}
          </Group>
        ),
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
export const shownColumns = <Row,>(columns: readonly Maybe<ResourceColumn<Row>>[]) =>
  columns.filter((entry): entry is ResourceColumn<Row> => Boolean(entry));
