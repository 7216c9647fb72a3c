import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableProps } from '../../../ui/DataTable';

/**
 * A list section of the booking detail (its history, its payments), oldest first, inside the
 * section's card: rows keyed by their place, the scroll label, empty text and test id of the
 * section (`detail.<section>`, `<section>.empty`, `booking-<section>`).
 */
export function BookingSectionTable<Row extends { index: number }>({
  section,
  ...table
}: { section: 'history' | 'payments' } & Omit<
  DataTableProps<Row>,
  'rowKey' | 'withBorder' | 'scrollLabel' | 'emptyText' | 'testId'
>) {
  const { t } = useTranslation('bookings');
  return (
    <DataTable
      {...table}
      rowKey={(row) => String(row.index)}
      scrollLabel={t(`detail.${section}`)}
      withBorder={false}
      emptyText={t(`${section}.empty`)}
      testId={`booking-${section}`}
    />
  );
}
