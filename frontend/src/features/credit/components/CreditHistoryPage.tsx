import { useMemo, useState } from 'react';
import { Button, Group, Select } from '@mantine/core';
import { IconFileSpreadsheet, IconFileTypeCsv } from '@tabler/icons-react';
import {
  CREDIT_HISTORY_ACTION,
  DEFAULT_CURRENCY,
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
import { downloadFile, ResourceList, useListParams, type ResourceFilter } from '../../../ui/resource';
import { creditApi, HISTORY_EXPORT_PATH, useAvailableCreditQuery, useCreditListQuery } from '../credit.api';
import { columnsOf } from '../../../ui/columns';
import { money } from '../../../ui/money';
import { useLanguage } from '../../../ui/useLanguage';

const NAMESPACE = 'credit';
const CURRENCY_PARAM = 'currencyCode';
const ACCOUNTS_QUERY = { pageSize: 50, curPageIndex: 1, sortKey: 'currencyCode', sortOrder: 'asc' as const };
const DEFAULT_SORT = { key: 'recordedAt', order: 'desc' as const };

const column = columnsOf<CreditHistoryItem>();

/**
 * /credit/histories/:ID (ID = organization id): every entry of one credit account (the currency is
 * chosen on the page, `?currencyCode=`), newest first, each with the running balance it left;
 * filters (date range, action, transaction type, reference), paging, and the server's CSV and
 * XLSX exports of the current filter. Updated live when a top-up of the account is decided.
 */
export function CreditHistoryPage() {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
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

  const columns = [
    column.date('recordedAt', t('fields.recordedAt'), { sort: true }),
    column.text('actionCode', t('fields.actionCode'), {
      sort: true,
      value: (row) => labelOf(CREDIT_HISTORY_ACTION, row.actionCode, language),
    }),
    column.text('transactionType', t('fields.transactionType'), {
      value: (row) => labelOf(TRANSACTION_TYPE, row.transactionType, language),
    }),
    column.text('reference', t('fields.reference')),
    column.money('amount', t('fields.entryAmount'), { sort: true, signed: true }),
    column.money('requestedAmount', t('fields.requestedAmount')),
    column.money('balanceAfter', t('fields.balanceAfter')),
    column.money('availableAfter', t('fields.availableAfter')),
    column.text('remark', t('fields.remark')),
    column.text('actorName', t('fields.actor')),
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
      endpoint={creditApi.endpoints.creditHistories}
      fixedQuery={account}
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
