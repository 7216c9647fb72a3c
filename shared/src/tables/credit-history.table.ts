import { labelOf } from '../enums/labelled';
import { CREDIT_HISTORY_ACTION, CREDIT_REMARK, TRANSACTION_TYPE } from '../enums/credit';
import type { CreditHistoryItem } from '../schemas/credit.schema';
import type { TableColumn } from './table-columns';

/**
 * The credit history of an account (`/credit/histories/:ID`) and its CSV/XLSX export
 * (`credit-histories/export`): one definition, so the file is the screen.
 */
export const CREDIT_HISTORY_COLUMNS: readonly TableColumn<CreditHistoryItem>[] = [
  { key: 'recordedAt', kind: 'datetime', header: { en: 'Date', ms: 'Tarikh' }, sort: true },
  {
    key: 'actionCode',
    header: { en: 'Action', ms: 'Tindakan' },
    value: (row, language) => labelOf(CREDIT_HISTORY_ACTION, row.actionCode, language),
    sort: true,
  },
  {
    key: 'transactionType',
    header: { en: 'Transaction type', ms: 'Jenis transaksi' },
    value: (row, language) => labelOf(TRANSACTION_TYPE, row.transactionType, language),
  },
  { key: 'reference', header: { en: 'Reference', ms: 'Rujukan' } },
  /** What the entry posted (signed); 0 for entries that post nothing, such as a payment entry. */
  { key: 'amount', kind: 'signedMoney', header: { en: 'Amount', ms: 'Amaun' }, sort: true },
  { key: 'requestedAmount', kind: 'money', header: { en: 'Requested amount', ms: 'Amaun dimohon' } },
  { key: 'balanceAfter', kind: 'money', header: { en: 'Running balance', ms: 'Baki berjalan' } },
  { key: 'availableAfter', kind: 'money', header: { en: 'Available after', ms: 'Tersedia selepas' } },
  {
    key: 'remark',
    header: { en: 'Remark', ms: 'Catatan' },
    value: (row, language) => (row.remarkCode ? labelOf(CREDIT_REMARK, row.remarkCode, language) : row.remark),
  },
  { key: 'actorName', header: { en: 'By', ms: 'Oleh' } },
];
