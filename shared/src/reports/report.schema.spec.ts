import { zodErrorToFieldErrors } from '../schemas/zod-issue';
import { tableCellText } from '../tables/table-columns';
import { REPORT_CATALOGUE, REPORT_CODES } from './report-catalogue';
import { reportSortKeys } from './report-definition';
import { REPORT_DEFINITIONS } from './report-definitions';
import { reportExportSchema, reportGenerateSchema } from './report.schema';
import { ROOM_INVENTORY_REPORT, type RoomInventoryReportRow } from './room-inventory.report';

const hotelID = '4f0c7a57-2b8e-4a43-9a1f-3f1c1b7c9d10';
const run = (filters: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  reportGenerateSchema.safeParse({ reportCode: 'RoomInventoryReport', filters, ...extra });
const fieldsOf = (result: ReturnType<typeof run>) =>
  result.success ? [] : zodErrorToFieldErrors(result.error).map((f) => `${f.path}:${f.code}`);

describe('report definitions', () => {
  test('every catalogue entry has its definition, under its own code', () => {
    for (const code of REPORT_CODES) expect(REPORT_DEFINITIONS[code].code).toBe(code);
    expect(Object.keys(REPORT_DEFINITIONS).sort()).toEqual(Object.keys(REPORT_CATALOGUE).sort());
  });

  test('the sort keys are the default first, then the sortable columns', () => {
    expect(reportSortKeys(ROOM_INVENTORY_REPORT)).toEqual(['date', 'hotel', 'room', 'allotment', 'held', 'sold', 'free']);
  });

  test('chart series and row keys name columns of the report', () => {
    for (const definition of Object.values(REPORT_DEFINITIONS)) {
      const keys = definition.columns.map((c) => c.key);
      for (const series of definition.chart?.series ?? []) expect(keys).toContain(series.key);
      if (definition.chart) expect(keys).toContain(definition.chart.x);
    }
  });
});

describe('generate and export bodies', () => {
  test('a run of a hotel over a month, paged and sorted', () => {
    const result = run({ hotelID, from: '2025-01-01', to: '2025-01-31' }, { pageSize: 25, sortKey: 'free', sortOrder: 'desc' });
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({ pageSize: 25, curPageIndex: 1, sortKey: 'free' });
  });

  test('a hotel or a destination is required', () => {
    expect(fieldsOf(run({ from: '2025-01-01', to: '2025-01-02' }))).toEqual(['filters.hotelID:REQUIRED_FIELD']);
    expect(run({ destination: 'Penang', from: '2025-01-01', to: '2025-01-02' }).success).toBe(true);
  });

  test('dates: real, in order, at most 366 days', () => {
    expect(fieldsOf(run({ hotelID, from: '2025-02-30', to: '2025-03-01' }))).toEqual(['filters.from:DATE_FORMAT']);
    expect(fieldsOf(run({ hotelID, from: '2025-03-02', to: '2025-03-01' }))).toEqual(['filters.to:DATE_RANGE_REVERSED']);
    expect(run({ hotelID, from: '2024-01-01', to: '2024-12-31' }).success).toBe(true);
    const tooLong = run({ hotelID, from: '2025-01-01', to: '2026-01-02' });
    expect(fieldsOf(tooLong)).toEqual(['filters.to:DATE_RANGE_TOO_LONG']);
  });

  test('an unknown report, sort key or malformed id is refused', () => {
    expect(reportGenerateSchema.safeParse({ reportCode: 'NoSuchReport', filters: {} }).success).toBe(false);
    expect(fieldsOf(run({ hotelID, from: '2025-01-01', to: '2025-01-02' }, { sortKey: 'price' }))).toEqual([
      'sortKey:INVALID_OPTION',
    ]);
    expect(fieldsOf(run({ hotelID: 'x', from: '2025-01-01', to: '2025-01-02' }))).toEqual(['filters.hotelID:RECORD_NOT_FOUND']);
  });

  test('a field no report takes is named, even in a body that names no report', () => {
    const fields = (body: unknown) => {
      const result = reportGenerateSchema.safeParse(body);
      return result.success ? [] : zodErrorToFieldErrors(result.error).map((f) => `${f.path}:${f.code}`);
    };
    expect(fields({ zzNotAField: 1 })).toContain('zzNotAField:UNKNOWN_FIELD');
    expect(
      fields({ reportCode: 'RoomInventoryReport', filters: { hotelID, from: '2025-01-01', to: '2025-01-02' }, x: 1 }),
    ).toEqual(['x:UNKNOWN_FIELD']);
  });

  test('an export names its format (CSV by default)', () => {
    const filters = { hotelID, from: '2025-01-01', to: '2025-01-02' };
    expect(reportExportSchema.parse({ reportCode: 'RoomInventoryReport', filters }).format).toBe('csv');
    expect(reportExportSchema.safeParse({ reportCode: 'RoomInventoryReport', filters, format: 'pdf' }).success).toBe(false);
  });
});

describe('report cells', () => {
  const row: RoomInventoryReportRow = {
    date: '2025-08-07',
    hotelID,
    hotelName: 'Hotel',
    roomInfoID: hotelID,
    roomName: 'Deluxe',
    allotment: 10,
    held: 2,
    sold: 3,
    free: 5,
    overbookingAllowance: 0,
    stopSell: true,
  };
  const text = (key: string, language: 'en' | 'ms' = 'en') =>
    tableCellText(
      ROOM_INVENTORY_REPORT.columns.find((c) => c.key === key)!,
      row,
      language,
    );

  test('dates in the display format, counts as digits, flags as Yes/No in the language', () => {
    expect(text('date', 'ms')).toBe('2025-Ogo-07');
    expect(text('free')).toBe('5');
    expect(text('stopSell')).toBe('Yes');
    expect(text('stopSell', 'ms')).toBe('Ya');
    expect(tableCellText(ROOM_INVENTORY_REPORT.columns.at(-1)!, { ...row, stopSell: false }, 'ms')).toBe('Tidak');
  });
});
