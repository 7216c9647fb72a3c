import { formatDateText } from '../enums/date-text';
import type { CreditHistoryItem } from '../schemas/credit.schema';
import { CREDIT_HISTORY_COLUMNS } from './credit-history.table';
import { tableCellText, type TableColumn } from './table-columns';

describe('formatDateText', () => {
  test('date-times read on the business clock (Kuala Lumpur), whatever the process zone', () => {
    expect(formatDateText('2025-03-06T16:30:00Z', 'displayDateTime')).toBe('2025-Mar-07 00:30');
    expect(formatDateText('2025-03-06T16:30:00Z', 'display')).toBe('2025-Mar-07');
    expect(formatDateText(Date.UTC(2025, 9, 1, 1, 5), 'displayDateTime')).toBe('2025-Oct-01 09:05');
    expect(formatDateText(Date.UTC(2025, 9, 1, 1, 5), 'displayDateTime', 'ms')).toBe('2025-Okt-01 09:05');
    expect(formatDateText('2025-08-07', 'display', 'ms')).toBe('2025-Ogo-07');
    expect(formatDateText(new Date('2025-12-31T15:59:00Z'), 'iso')).toBe('2025-12-31');
  });

  test('a calendar day is that day, never shifted', () => {
    expect(formatDateText('2025-03-07', 'display')).toBe('2025-Mar-07');
    expect(formatDateText('2025-03-07', 'short')).toBe('7/3/2025');
    expect(formatDateText('2025-03-07', 'picker')).toBe('2025-3-7');
  });

  test('absent or invalid values give empty text', () => {
    expect(formatDateText(null)).toBe('');
    expect(formatDateText('')).toBe('');
    expect(formatDateText('not a date')).toBe('');
  });
});

describe('tableCellText', () => {
  interface Row {
    name: string;
    amount: number;
    currencyCode: string;
    at: string | null;
  }
  const row: Row = { name: 'Ali', amount: -125050, currencyCode: 'MYR', at: '2025-03-06T16:30:00Z' };
  const column = (extra: Partial<TableColumn<Row>>): TableColumn<Row> => ({
    key: 'name',
    header: { en: 'x', ms: 'x' },
    ...extra,
  });

  test('money with its code, signed when asked; dates in the display formats; text as is', () => {
    expect(tableCellText(column({ key: 'amount', kind: 'money' }), row, 'en')).toBe('MYR -1,250.50');
    expect(tableCellText(column({ key: 'amount', kind: 'signedMoney' }), { ...row, amount: 125050 }, 'en')).toBe('MYR +1,250.50');
    expect(tableCellText(column({ key: 'amount', kind: 'signedMoney' }), { ...row, amount: 0 }, 'en')).toBe('MYR 0.00');
    expect(tableCellText(column({ key: 'at', kind: 'datetime' }), row, 'en')).toBe('2025-Mar-07 00:30');
    expect(tableCellText(column({ key: 'at', kind: 'date' }), { ...row, at: null }, 'en')).toBe('');
    expect(tableCellText(column({}), row, 'ms')).toBe('Ali');
    expect(tableCellText(column({ value: (r, language) => `${r.name}/${language}` }), row, 'ms')).toBe('Ali/ms');
  });

  test('the credit history: the posted amount is the signed Amount, labels in the language', () => {
    const entry = {
      actionCode: 'CREDIT_SPEND',
      transactionType: 'FLIGHT_BOOKING',
      amount: -1234,
      requestedAmount: 1234,
      currencyCode: 'MYR',
    } as CreditHistoryItem;
    const text = (key: string, language: 'en' | 'ms' = 'en') =>
      tableCellText(
        CREDIT_HISTORY_COLUMNS.find((c) => c.key === key)!,
        entry,
        language,
      );
    expect(CREDIT_HISTORY_COLUMNS.find((c) => c.key === 'amount')?.header.en).toBe('Amount');
    expect(text('amount')).toBe('MYR -12.34');
    expect(text('requestedAmount')).toBe('MYR 12.34');
    expect(text('transactionType')).toBe('Flight booking');
    expect(text('actionCode', 'ms')).not.toBe('CREDIT_SPEND');
  });
});
