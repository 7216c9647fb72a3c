import { Select } from '@mantine/core';
import { CREDIT_HISTORY_ACTION, CREDIT_HISTORY_COLUMNS, TRANSACTION_TYPE, type CreditHistoryItem } from '@bo/shared';
import { useParams } from 'react-router';
import { money } from '../../../ui/money';
import { ResourceList, useListKit } from '../../../ui/resource';
import { creditApi, HISTORY_EXPORT_PATH, useAvailableCreditQuery } from '../credit.api';
import { useCreditAccount } from '../useCreditAccount';

/**
 * /credit/histories/:ID (ID = organization id): every entry of one credit account (the currency is
 * chosen on the page, `?currencyCode=`), newest first, each with the running balance it left;
 * filters, paging, and the server's CSV and XLSX exports of the current filter, whose columns are
 * the screen's (shared CREDIT_HISTORY_COLUMNS). Updated live when a top-up of the account is decided.
 */
export function CreditHistoryPage() {
  const list = useListKit<CreditHistoryItem>('credit', 'history');
  const { t, language, column, filter } = list;
  const organizationId = useParams().ID ?? '';
  const { currencyCode, currencies, organizationName: name, chooseCurrency } = useCreditAccount(organizationId);
  const { data: balance } = useAvailableCreditQuery({ organizationId, currencyCode });
  const [available, total, limit, held] = balance
    ? [balance.available, balance.balance, balance.creditLimit, balance.held].map((amount) => money(amount, currencyCode))
    : [];
  const summary = balance && (
    <span data-testid="history-balance" data-available={balance.available}>
      {t('history.summary', { available, balance: total, limit, held })}
    </span>
  );
  return (
    <ResourceList
      words={list}
      title={name ? t('history.titleOf', { name }) : undefined}
      description={summary}
      endpoint={creditApi.endpoints.creditHistories}
      fixedQuery={{ organizationId, currencyCode }}
      columns={column.table(CREDIT_HISTORY_COLUMNS, language)}
      filters={[
        filter.dateRange('recorded', t('fields.dateRange'), ['dateFrom', 'dateTo'], { lastMonth: true }),
        filter.enumeration('actionCode', t('fields.actionCode'), CREDIT_HISTORY_ACTION, language),
        filter.enumeration('transactionType', t('fields.transactionType'), TRANSACTION_TYPE, language),
        filter.text('reference', t('fields.reference')),
      ]}
      rowKey={(row) => row.eventId}
      defaultSort={{ key: 'recordedAt', order: 'desc' }}
      testId="credit-history-table"
      exportName={`credit-history-${currencyCode}`}
      serverExport={{ path: HISTORY_EXPORT_PATH, formats: ['csv', 'xlsx'] }}
      toolbar={
        <Select
          aria-label={t('fields.currencyCode')}
          data={currencies}
          value={currencyCode}
          onChange={chooseCurrency}
          allowDeselect={false}
          w={110}
          data-testid="history-currency"
        />
      }
    />
  );
}
