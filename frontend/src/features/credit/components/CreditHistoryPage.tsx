import { useMemo, useState } from 'react';
import { Button, Group, Select, Text } from '@mantine/core';
import { IconFileSpreadsheet, IconFileTypeCsv } from '@tabler/icons-react';
import {
  CREDIT_HISTORY_ACTION,
  DEFAULT_CURRENCY,
  formatMinor,
  labelOf,
  optionsOf,
  TRANSACTION_TYPE,
  type CreditHistoryItem,
} from '@bo/shared';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { useAppSelector } from '../../../app/hooks';
import { fetchApiFile } from '../../../lib/download';
import { selectToken } from '../../../lib/session';
import { toastError } from '../../../lib/toast';
import { formatDate } from '../../../ui/dates';
import { downloadFile, ResourceList, useListParams, type ResourceColumn, type ResourceFilter } from '../../../ui/resource';
import { creditApi, HISTORY_EXPORT_PATH, useAvailableCreditQuery, useCreditListQuery } from '../credit.api';
import { useFixedQuery } from './fixed-query';
import { DateTime, money } from './format';

const NAMESPACE = 'credit';
const CURRENCY_PARAM = 'currencyCode';
const ACCOUNTS_QUERY = { pageSize: 50, curPageIndex: 1, sortKey: 'currencyCode', sortOrder: 'asc' as const };
const DEFAULT_SORT = { key: 'recordedAt', order: 'desc' as const };

/** A signed amount: what the entry did to the posted balance. */
const signed = (amount: number, currencyCode: string) =>
  `${currencyCode} ${amount > 0 ? '+' : ''}${formatMinor(amount, currencyCode)}`;

/**
 * /credit/histories/:ID (ID = organization id): every entry of one credit account (the currency is
 * chosen on the page, `?currencyCode=`), newest first, each with the running balance it left;
 * filters (date range, action, transaction type, reference), paging, and the server's CSV and
 * XLSX exports of the current filter. Updated live when a top-up of the account is decided.
 */
export function CreditHistoryPage() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const language = i18n.resolvedLanguage === 'ms' ? 'ms' : 'en';
  const organizationId = useParams().ID ?? '';
  const token = useAppSelector(selectToken);
  const [params, setParams] = useSearchParams();
  const { data: accounts } = useCreditListQuery(ACCOUNTS_QUERY);
  const own = (accounts?.items ?? []).filter((account) => account.organizationId === organizationId);
  const currencyCode = (params.get(CURRENCY_PARAM) ?? own[0]?.currencyCode ?? DEFAULT_CURRENCY).toUpperCase();
  const currencies = [...new Set([currencyCode, ...own.map((account) => account.currencyCode)])];
  const { data: balance } = useAvailableCreditQuery({ organizationId, currencyCode });
  const [exporting, setExporting] = useState<'csv' | 'xlsx' | null>(null);

  const filters = useMemo<ResourceFilter[]>(
    () => [
      {
        type: 'date-range',
        key: 'recorded',
        fromKey: 'dateFrom',
        toKey: 'dateTo',
        label: t('fields.dateRange'),
        defaultLastMonth: true,
      },
      { type: 'select', key: 'actionCode', label: t('fields.actionCode'), options: optionsOf(CREDIT_HISTORY_ACTION, language) },
      {
        type: 'select',
        key: 'transactionType',
        label: t('fields.transactionType'),
        options: optionsOf(TRANSACTION_TYPE, language),
      },
      { type: 'text', key: 'reference', label: t('fields.reference') },
    ],
    [t, language],
  );
  const account = { organizationId, currencyCode };
  const endpoint = useFixedQuery(creditApi.endpoints.creditHistories, account);
  // The same URL state ResourceList reads: the export takes exactly the filter and sort on screen.
  const list = useListParams({ filters, defaultSort: DEFAULT_SORT });

  const exportAs = async (format: 'csv' | 'xlsx') => {
    setExporting(format);
    try {
      const { pageSize: _pageSize, curPageIndex: _page, ...query } = list.query;
      const name = `credit-history-${currencyCode}-${formatDate(new Date(), 'iso')}.${format}`;
      const file = await fetchApiFile(HISTORY_EXPORT_PATH, {
        token,
        language,
        method: 'POST',
        body: { ...query, ...account, format },
        fallbackName: name,
      });
      downloadFile(file.fileName, file.blob);
    } catch (failure) {
      toastError(failure instanceof Error && failure.message ? failure.message : t('history.exportFailed'));
    } finally {
      setExporting(null);
    }
  };

  const chooseCurrency = (next: string | null) =>
    next &&
    setParams((previous) => {
      const updated = new URLSearchParams(previous);
      updated.set(CURRENCY_PARAM, next);
      updated.delete('curPageIndex');
      return updated;
    });

  const amountCell = (value: number, text: string) => (
    <Text size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }} data-amount={value}>
      {text}
    </Text>
  );
  const columns: ResourceColumn<CreditHistoryItem>[] = [
    {
      key: 'recordedAt',
      header: t('fields.recordedAt'),
      sortKey: 'recordedAt',
      render: (row) => <DateTime value={row.recordedAt} />,
      exportValue: (row) => formatDate(row.recordedAt, 'displayDateTime'),
    },
    {
      key: 'actionCode',
      header: t('fields.actionCode'),
      sortKey: 'actionCode',
      render: (row) => labelOf(CREDIT_HISTORY_ACTION, row.actionCode, language),
      exportValue: (row) => labelOf(CREDIT_HISTORY_ACTION, row.actionCode, language),
    },
    {
      key: 'transactionType',
      header: t('fields.transactionType'),
      render: (row) => labelOf(TRANSACTION_TYPE, row.transactionType, language),
      exportValue: (row) => labelOf(TRANSACTION_TYPE, row.transactionType, language),
    },
    { key: 'reference', header: t('fields.reference') },
    {
      key: 'amount',
      header: t('fields.entryAmount'),
      sortKey: 'amount',
      render: (row) => amountCell(row.amount, signed(row.amount, row.currencyCode)),
      exportValue: (row) => signed(row.amount, row.currencyCode),
    },
    {
      key: 'requestedAmount',
      header: t('fields.requestedAmount'),
      render: (row) => amountCell(row.requestedAmount, money(row.requestedAmount, row.currencyCode)),
      exportValue: (row) => money(row.requestedAmount, row.currencyCode),
    },
    {
      key: 'balanceAfter',
      header: t('fields.balanceAfter'),
      render: (row) => amountCell(row.balanceAfter, money(row.balanceAfter, row.currencyCode)),
      exportValue: (row) => money(row.balanceAfter, row.currencyCode),
    },
    {
      key: 'availableAfter',
      header: t('fields.availableAfter'),
      render: (row) => amountCell(row.availableAfter, money(row.availableAfter, row.currencyCode)),
      exportValue: (row) => money(row.availableAfter, row.currencyCode),
    },
    { key: 'remark', header: t('fields.remark') },
    { key: 'actorName', header: t('fields.actor') },
  ];

  const name = own[0]?.organizationName;
  return (
    <ResourceList
      title={name ? t('history.titleOf', { name }) : t('history.title')}
      description={
        balance && (
          <span data-testid="history-balance" data-available={balance.available}>
            {t('history.summary', {
              available: money(balance.available, balance.currencyCode),
              balance: money(balance.balance, balance.currencyCode),
              limit: money(balance.creditLimit, balance.currencyCode),
              held: money(balance.held, balance.currencyCode),
            })}
          </span>
        )
      }
      endpoint={endpoint}
      columns={columns}
      rowKey={(row) => row.eventId}
      rowLabel={(row) =>
        `${labelOf(CREDIT_HISTORY_ACTION, row.actionCode, language)} ${formatDate(row.recordedAt, 'displayDateTime')}`
      }
      filters={filters}
      defaultSort={DEFAULT_SORT}
      emptyText={t('history.empty')}
      testId="credit-history-table"
      toolbar={
        <Group gap="sm">
          <Select
            aria-label={t('fields.currencyCode')}
            data={currencies}
            value={currencyCode}
            onChange={chooseCurrency}
            allowDeselect={false}
            w={110}
            data-testid="history-currency"
          />
          <Button
            variant="default"
            leftSection={<IconFileTypeCsv size={16} />}
            onClick={() => void exportAs('csv')}
            loading={exporting === 'csv'}
            data-testid="history-export-csv"
          >
            {t('history.exportCsv')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconFileSpreadsheet size={16} />}
            onClick={() => void exportAs('xlsx')}
            loading={exporting === 'xlsx'}
            data-testid="history-export-xlsx"
          >
            {t('history.exportXlsx')}
          </Button>
        </Group>
      }
    />
  );
}
