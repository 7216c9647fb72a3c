import { consolidatedLines, consolidationDue, unbrokenRanges } from './consolidation';
import { eInvoiceIssueTime } from './einvoice-flow.service';

const sale = (
  documentNo: string,
  amount: number,
  taxType: 'SERVICE_TAX' | 'TOURISM_TAX' | 'NONE' = 'SERVICE_TAX',
  roomNights: number | null = null,
) => ({
  documentId: documentNo,
  documentNo,
  lines: [{ taxType, amount, roomNights }],
});

describe('unbrokenRanges', () => {
  test('consecutive numbers of one prefix form a range; a gap or another prefix starts a new one', () => {
    const ranges = unbrokenRanges([
      sale('INV-2026-000003', 1),
      sale('INV-2026-000001', 1),
      sale('INV-2026-000002', 1),
      sale('INV-2026-000005', 1),
      sale('CN-2026-000006', 1),
    ]);
    expect(ranges.map((r) => r.map((s) => s.documentNo))).toEqual([
      ['CN-2026-000006'],
      ['INV-2026-000001', 'INV-2026-000002', 'INV-2026-000003'],
      ['INV-2026-000005'],
    ]);
  });

  test('numbers compare as numbers (000009 then 000010 is unbroken)', () => {
    expect(unbrokenRanges([sale('INV-2026-000010', 1), sale('INV-2026-000009', 1)])).toHaveLength(1);
  });
});

describe('consolidatedLines', () => {
  test('one line per range and tax type, classification 004, taxes recomputed on the sum', () => {
    const lines = consolidatedLines([
      sale('INV-2026-000001', 10_000),
      {
        ...sale('INV-2026-000002', 12_345),
        lines: [
          { taxType: 'SERVICE_TAX' as const, amount: 12_345, roomNights: null },
          { taxType: 'TOURISM_TAX' as const, amount: 0, roomNights: 3 },
        ],
      },
      sale('INV-2026-000007', 5_000, 'NONE'),
    ]);
    expect(lines.map((l) => [l.description, l.taxType, l.amount, l.serviceTax, l.tourismTax, l.classificationCode])).toEqual([
      ['Sales INV-2026-000001 - INV-2026-000002', 'SERVICE_TAX', 22_345, 1_788, 0, '004'],
      ['Sales INV-2026-000001 - INV-2026-000002', 'TOURISM_TAX', 0, 0, 3_000, '004'],
      ['Sales INV-2026-000007', 'NONE', 5_000, 0, 0, '004'],
    ]);
    expect(lines.every((l) => l.pax === 1 && l.unitPrice === l.amount)).toBe(true);
  });
});

describe('consolidationDue', () => {
  test('the previous month, due in the first 7 days only', () => {
    expect(consolidationDue('2026-12-01')).toEqual({ period: '2026-11', due: true });
    expect(consolidationDue('2026-12-07')).toEqual({ period: '2026-11', due: true });
    expect(consolidationDue('2026-12-08')).toEqual({ period: '2026-11', due: false });
    expect(consolidationDue('2027-01-03')).toEqual({ period: '2026-12', due: true });
  });
});

describe('eInvoiceIssueTime', () => {
  const now = new Date('2026-12-05T10:00:00.500Z');
  test("the document's issue time while MyInvois still takes it, else now (whole seconds, UTC)", () => {
    expect(eInvoiceIssueTime('2026-12-05T08:00:00.123Z', now)).toBe('2026-12-05T08:00:00Z');
    expect(eInvoiceIssueTime('2026-12-01T08:00:00.000Z', now)).toBe('2026-12-05T10:00:00Z');
    expect(eInvoiceIssueTime(null, now)).toBe('2026-12-05T10:00:00Z');
    // Never in the future.
    expect(eInvoiceIssueTime('2026-12-06T08:00:00.000Z', now)).toBe('2026-12-05T10:00:00Z');
  });
});
