import { Select } from '@mantine/core';
import { CREDIT_HISTORY_ACTION, CREDIT_HISTORY_COLUMNS, labelOf, TRANSACTION_TYPE, type CreditHistoryItem } from '@bo/shared';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { columnsOf } from '../../../ui/columns';
import { formatDate } from '../../../ui/dates';
import { filter } from '../../../ui/filters';
import { money } from '../../../ui/money';
import { ResourceList } from '../../../ui/resource';
import { useLanguage } from '../../../ui/useLanguage';
import { creditApi, HISTORY_EXPORT_PATH, useAvailableCreditQuery } from '../credit.api';
import { useCreditAccount } from '../useCreditAccount';

const column = columnsOf<CreditHistoryItem>();

/**
 * /credit/histories/:ID (ID = organization id): every entry of one credit account (the currency is
 * chosen on the page, `?currencyCode=`), newest first, each with the running balance it left;
 * filters, paging, and the server's CSV and XLSX exports of the current filter, whose columns are
 * the screen's (shared CREDIT_HISTORY_COLUMNS). Updated live when a top-up of the account is decided.
 */
export function CreditHistoryPage() {
  const { t } = useTranslation('credit');
  const language = useLanguage();
  const organizationId = useParams().ID ?? '';
  const { currencyCode, currencies, organizationName: name, chooseCurrency } = useCreditAccount(organizationId);
  const { data: balance } = useAvailableCreditQuery({ organizationId, currencyCode });
  const [available, total, limit, held] = balance
    ? [balance.available, balance.balance, balance.creditLimit, balance.held].map((amount) => money(amount, currencyCode))
    : [];
  const summary = balance && t('history.summary', { available, balance: total, limit, held });

  return (
    <ResourceList
      title={name ? t('history.titleOf', { name }) : t('history.title')}
      description={
        summary && (
          <span data-testid="history-balance" data-available={balance?.available}>
            {summary}
          </span>
        )
      }
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
      rowLabel={(row) =>
        `${labelOf(CREDIT_HISTORY_ACTION, row.actionCode, language)} ${formatDate(row.recordedAt, 'displayDateTime')}`
      }
      defaultSort={{ key: 'recordedAt', order: 'desc' }}
      emptyText={t('history.empty')}
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
