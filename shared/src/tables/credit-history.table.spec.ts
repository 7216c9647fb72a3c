import { legacyCreditRemarkCode } from '../enums/credit';
import type { CreditHistoryItem } from '../schemas/credit.schema';
import { CREDIT_HISTORY_COLUMNS } from './credit-history.table';
import { tableCellText } from './table-columns';

const remark = CREDIT_HISTORY_COLUMNS.find((column) => column.key === 'remark')!;
const row = (over: Partial<CreditHistoryItem>) => ({ remark: null, remarkCode: null, ...over }) as CreditHistoryItem;

describe('credit history remark', () => {
  test("the server's own remark is written in the reader's language", () => {
    expect(tableCellText(remark, row({ remarkCode: 'BOOKING_CANCELLED' }), 'ms')).toBe('Tempahan dibatalkan');
    expect(tableCellText(remark, row({ remarkCode: 'BOOKING_CANCELLED' }), 'en')).toBe('Booking cancelled');
  });

  test("a person's words stay as typed", () => {
    expect(tableCellText(remark, row({ remark: 'Bank reversed the deposit' }), 'ms')).toBe('Bank reversed the deposit');
  });

  test('the English remark stored before codes were kept reads as its code', () => {
    expect(legacyCreditRemarkCode('Booking cancelled')).toBe('BOOKING_CANCELLED');
    expect(legacyCreditRemarkCode('Booking cancelled by phone')).toBeNull();
    expect(legacyCreditRemarkCode(null)).toBeNull();
  });
});
