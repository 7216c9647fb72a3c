import { useState } from 'react';
import { Anchor, Button, Group, Progress, Select, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconDownload } from '@tabler/icons-react';
import {
  CURRENCY_CODES,
  FINANCE_DOCUMENT_KIND,
  labelOf,
  screenPath,
  type Aging,
  type FinanceDocumentListItem,
  type Statement,
} from '@bo/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppSelector } from '../../../app/hooks';
import { ApiFileError, fetchApiFile } from '../../../lib/download';
import { selectToken } from '../../../lib/session';
import { toastError } from '../../../lib/toast';
import { columnsOf } from '../../../ui/columns';
import { DataTable } from '../../../ui/DataTable';
import { businessToday, dayjsFormat, defaultDateRange, formatDate } from '../../../ui/dates';
import { Section } from '../../../ui/Facts';
import { money } from '../../../ui/money';
import { downloadFile } from '../../../ui/resource';
import { useLanguage } from '../../../ui/useLanguage';
import { DOCUMENT_KINDS } from '../document-kinds';
import { documentNoPath, documentPath, paymentChip } from '../document-words';
import { useAgingQuery, useDocumentListQuery, useStatementQuery } from '../invoicing.api';

type AgingRow = Aging['rows'][number];
type StatementRow = Statement['rows'][number];
type BucketKey = 'current0to30' | 'days31to60' | 'days61to90' | 'over90';

/**
 * The aging buckets in order, each with its colour (the bar's sections and the legend's marks):
 * from green to red as it gets older, shades far enough apart to tell neighbours in both schemes.
 */
export const AGING_BUCKETS: readonly { key: BucketKey; color: string }[] = [
  { key: 'current0to30', color: 'teal.6' },
  { key: 'days31to60', color: 'yellow.4' },
  { key: 'days61to90', color: 'orange.7' },
  { key: 'over90', color: 'red.9' },
];
/** A bucket's colour as a CSS variable ('orange.7' -> var(--mantine-color-orange-7)). */
const cssColor = (color: string) => `var(--mantine-color-${color.replace('.', '-')})`;
const INVOICE = DOCUMENT_KINDS.INVOICE;
const OPEN_PAGE = 50;

/**
 * An organization's receivables (organization profile, issue 27): what it owes per currency in
 * buckets of days past due as of a day, its open invoices (not or partly paid) with what each
 * still owes, and its statement of account for a period with the PDF. Agency users see their own
 * (the API answers only that).
 */
export function ReceivablesPanel({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation('invoicing');
  const [asOf, setAsOf] = useState<string>(() => businessToday().format('YYYY-MM-DD'));
  const aging = useAgingQuery({ organizationId, asOf });
  const currencies = (aging.data?.rows ?? []).map((row) => row.currencyCode);
  return (
    <Stack gap="md" data-testid="receivables">
      <Section title={t('receivables.agingTitle')} testId="receivables-aging">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
          <DatePickerInput
            label={t('receivables.asOf')}
            description={t('receivables.asOfHint')}
            value={asOf}
            onChange={(value) => value && setAsOf(value)}
            valueFormat={dayjsFormat('display')}
            popoverProps={{ withinPortal: true }}
            data-testid="receivables-as-of"
          />
        </SimpleGrid>
        <AgingTable aging={aging.data} loading={aging.isLoading} error={aging.error} onRetry={aging.refetch} />
      </Section>
      <OpenInvoices organizationId={organizationId} />
      <StatementSection organizationId={organizationId} currencies={currencies} />
    </Stack>
  );
}

/** Each currency's buckets as a row, and a bar of their shares (the chart) under the figures. */
export function AgingTable({
  aging,
  loading,
  error,
  onRetry,
}: {
  aging: Aging | undefined;
  loading?: boolean;
  error?: unknown;
  onRetry?: () => unknown;
}) {
  const { t } = useTranslation('invoicing');
  const column = columnsOf<AgingRow>();
  const currency = (row: AgingRow) => row.currencyCode;
  const bucketHeader = (key: BucketKey) => t(`receivables.buckets.${key}`);
  return (
    <Stack gap="sm">
      <DataTable
        rows={aging?.rows ?? []}
        rowKey={(row) => row.currencyCode}
        testId="aging-table"
        loading={loading}
        error={error}
        onRetry={onRetry}
        emptyText={t('receivables.agingEmpty')}
        columns={[
          column.text('currencyCode', t('fields.currencyCode')),
          ...AGING_BUCKETS.map(({ key }) => column.money(key, bucketHeader(key), { currency, align: 'right' })),
          column.money('total', t('receivables.total'), { currency, align: 'right' }),
          column.text('invoices', t('receivables.invoices'), { align: 'right' }),
        ]}
      />
      {(aging?.rows ?? [])
        .filter((row) => row.total > 0)
        .map((row) => (
          <AgingBar key={row.currencyCode} row={row} label={bucketHeader} />
        ))}
      {aging && aging.rows.some((row) => row.total > 0) && (
        <Group gap="md" wrap="wrap" aria-hidden>
          {AGING_BUCKETS.map(({ key, color }) => (
            <Group key={key} gap={6} wrap="nowrap">
              <span style={{ width: 10, height: 10, borderRadius: 2, background: cssColor(color) }} />
              <Text size="xs">{bucketHeader(key)}</Text>
            </Group>
          ))}
        </Group>
      )}
    </Stack>
  );
}

/** One currency's outstanding split by bucket, as shares of one bar (each section named for a screen reader). */
function AgingBar({ row, label }: { row: AgingRow; label: (key: BucketKey) => string }) {
  const { t } = useTranslation('invoicing');
  return (
    <Stack gap={4} data-testid={`aging-bar-${row.currencyCode}`}>
      <Text size="sm">
        {t('receivables.barTitle', { currency: row.currencyCode, total: money(row.total, row.currencyCode) })}
      </Text>
      <Progress.Root size="lg" aria-label={t('receivables.barTitle', { currency: row.currencyCode, total: '' }).trim()}>
        {AGING_BUCKETS.filter(({ key }) => row[key] > 0).map(({ key, color }) => {
          const text = `${label(key)}: ${money(row[key], row.currencyCode)}`;
          return (
            <Tooltip key={key} label={text} withArrow>
              <Progress.Section value={(row[key] / row.total) * 100} color={color} aria-label={text} data-bucket={key} />
            </Tooltip>
          );
        })}
      </Progress.Root>
    </Stack>
  );
}

/** The organization's invoices still owed something (not paid, partly paid), oldest due first. */
function OpenInvoices({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation('invoicing');
  const language = useLanguage();
  const query = {
    kind: INVOICE.kind,
    status: 'ISSUED',
    organizationId,
    pageSize: OPEN_PAGE,
    curPageIndex: 1,
    sortKey: 'dueDate',
    sortOrder: 'asc' as const,
  };
  const notPaid = useDocumentListQuery({ ...query, paymentStatus: 'NOT_PAID' });
  const partlyPaid = useDocumentListQuery({ ...query, paymentStatus: 'PARTLY_PAID' });
  const rows = [...(notPaid.data?.items ?? []), ...(partlyPaid.data?.items ?? [])].sort((a, b) =>
    (a.dueDate ?? a.documentDate).localeCompare(b.dueDate ?? b.documentDate),
  );
  const more = (notPaid.data?.total ?? 0) + (partlyPaid.data?.total ?? 0) > rows.length;
  const column = columnsOf<FinanceDocumentListItem>();
  return (
    <Section title={t('receivables.openTitle')} testId="receivables-open">
      <DataTable
        rows={rows}
        rowKey={(row) => row.documentId}
        testId="open-invoices"
        loading={notPaid.isLoading || partlyPaid.isLoading}
        error={notPaid.error ?? partlyPaid.error}
        onRetry={() => void Promise.all([notPaid.refetch(), partlyPaid.refetch()])}
        emptyText={t('receivables.openEmpty')}
        columns={[
          column.link('documentNo', t('fields.documentNo'), (row) => documentPath(INVOICE, row.documentId), {
            value: (row) => row.documentNo ?? '',
          }),
          column.date('documentDate', t('fields.documentDate'), { format: 'display' }),
          column.date('dueDate', t('fields.dueDate'), { format: 'display' }),
          column.money('total', t('fields.total'), { align: 'right' }),
          column.money('outstanding', t('fields.outstanding'), { align: 'right' }),
          column.statuses('paymentStatus', t('fields.paymentStatus'), (row) =>
            row.paymentStatus ? [paymentChip(row.paymentStatus, language)] : [],
          ),
        ]}
      />
      {more && (
        <Anchor
          component={Link}
          to={`${screenPath(INVOICE.screens.manage)}?organizationId=${encodeURIComponent(organizationId)}&status=ISSUED`}
          size="sm"
          data-testid="open-invoices-all"
        >
          {t('receivables.openAll')}
        </Anchor>
      )}
    </Section>
  );
}

/** The statement of account in one currency for a period (inclusive), as a table and as the API's PDF. */
function StatementSection({ organizationId, currencies }: { organizationId: string; currencies: string[] }) {
  const { t } = useTranslation('invoicing');
  const language = useLanguage();
  const token = useAppSelector(selectToken);
  const [chosen, setChosen] = useState<string | null>(null);
  const currencyCode = chosen ?? currencies[0] ?? 'MYR';
  const [[from, to], setPeriod] = useState<[string | null, string | null]>(() => defaultDateRange());
  const [downloading, setDownloading] = useState(false);
  const complete = from !== null && to !== null;
  const statement = useStatementQuery({ organizationId, currencyCode, from: from ?? '', to: to ?? '' }, { skip: !complete });
  const options = [...new Set([...currencies, ...CURRENCY_CODES])].map((code) => ({ value: code, label: code }));

  const downloadPdf = async () => {
    if (!complete) return;
    setDownloading(true);
    try {
      const params = new URLSearchParams({ organizationId, currencyCode, from, to });
      const file = await fetchApiFile(`finance/receivables/statement.pdf?${params.toString()}`, {
        token,
        language,
        fallbackName: `statement-${currencyCode}-${to}.pdf`,
      });
      downloadFile(file.fileName, file.blob);
    } catch (error) {
      // A 404 is the route not being there yet (or nothing to show): say the PDF is not available rather than "not found".
      toastError(error instanceof ApiFileError && error.status === 404 ? t('statement.pdfUnavailable') : errorText(error, t));
    } finally {
      setDownloading(false);
    }
  };

  const data = statement.data;
  const column = columnsOf<StatementRow & { index: number }>();
  const amount = (value: number) => (data ? money(value, data.currencyCode) : '');
  return (
    <Section title={t('statement.title')} testId="receivables-statement">
      <Group align="flex-end" justify="space-between" gap="sm" wrap="wrap">
        {/* A basis of its own, so on a phone the PDF button goes under the fields rather than squeezing them. */}
        <SimpleGrid cols={{ base: 1, xs: 2 }} style={{ flex: '1 1 300px' }} maw={640}>
          <Select
            label={t('fields.currencyCode')}
            data={options}
            value={currencyCode}
            onChange={(value) => value && setChosen(value)}
            allowDeselect={false}
            searchable
            comboboxProps={{ withinPortal: true }}
            data-testid="statement-currency"
          />
          <DatePickerInput
            type="range"
            label={t('statement.period')}
            value={[from, to]}
            onChange={(value) => setPeriod(value)}
            valueFormat={dayjsFormat('display')}
            allowSingleDateInRange
            popoverProps={{ withinPortal: true }}
            data-testid="statement-period"
          />
        </SimpleGrid>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          loading={downloading}
          disabled={!complete}
          onClick={() => void downloadPdf()}
          data-testid="statement-pdf"
        >
          {t('statement.pdf')}
        </Button>
      </Group>
      {data && (
        <Text size="sm" data-testid="statement-opening">
          {t('statement.opening', { date: formatDate(data.from, 'display'), amount: amount(data.openingBalance) })}
        </Text>
      )}
      <DataTable
        rows={(data?.rows ?? []).map((row, index) => ({ ...row, index }))}
        rowKey={(row) => String(row.index)}
        testId="statement-table"
        loading={statement.isFetching && !data}
        error={statement.error}
        onRetry={statement.refetch}
        emptyText={t('statement.empty')}
        columns={[
          column.date('documentDate', t('fields.documentDate'), { format: 'display' }),
          column.link('documentNo', t('fields.documentNo'), (row) => documentNoPath(DOCUMENT_KINDS[row.kind], row.documentNo)),
          column.text('kind', t('statement.kind'), { value: (row) => labelOf(FINANCE_DOCUMENT_KIND, row.kind, language) }),
          column.text('description', t('fields.description'), { value: (row) => row.description ?? '' }),
          column.text('debit', t('statement.debit'), { align: 'right', value: (row) => (row.debit ? amount(row.debit) : '') }),
          column.text('credit', t('statement.credit'), {
            align: 'right',
            value: (row) => (row.credit ? amount(row.credit) : ''),
          }),
          column.text('balance', t('statement.balance'), { align: 'right', value: (row) => amount(row.balance) }),
        ]}
      />
      {data && (
        <Stack gap={4}>
          <Text size="sm" fw={600} data-testid="statement-closing">
            {t('statement.closing', { date: formatDate(data.to, 'display'), amount: amount(data.closingBalance) })}
          </Text>
          <Text size="sm" c="dimmed" data-testid="statement-aging">
            {AGING_BUCKETS.map(({ key }) => `${t(`receivables.buckets.${key}`)}: ${amount(data.aging[key])}`).join(' · ')}
          </Text>
        </Stack>
      )}
    </Section>
  );
}

function errorText(error: unknown, t: (key: string) => string): string {
  return error instanceof Error && error.message ? error.message : t('form.actionFailed');
}
