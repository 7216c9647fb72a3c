import { Stack, Text } from '@mantine/core';
import { BOOKING_ACTION, type Booking, type BookingHistoryEntry } from '@bo/shared';
import { useTranslation } from 'react-i18next';
import { columnsOf } from '../../../ui/columns';
import { useLanguage } from '../../../ui/useLanguage';
import { bookingStatusChip, historyDetail, paymentStatusChip } from '../booking-words';
import { BookingSectionTable } from './BookingSectionTable';

type Row = BookingHistoryEntry & { index: number };
const column = columnsOf<Row>();

/**
 * Every event of a booking, oldest first: when, what (the action's label), the status and payment
 * status it left, who (the system for jobs, the gateway and suppliers) from which screen, and the
 * event's own facts (amounts, reasons, references). On a phone, one card per event.
 */
export function BookingHistory({ booking }: { booking: Booking }) {
  const { t } = useTranslation('bookings');
  const language = useLanguage();
  const rows: Row[] = booking.history.map((entry, index) => ({ ...entry, index }));
  const partsOf = (row: Row) =>
    historyDetail(row.detail, {
      currencyCode: booking.currencyCode,
      language,
      methodLabel: (code) => t(`payment.methods.${code}`, { defaultValue: code }),
    }).map((part) => ({ ...part, label: t(`history.fields.${part.key}`, { defaultValue: part.key }) }));
  return (
    <BookingSectionTable
      section="history"
      rows={rows}
      rowProps={(row) => ({ 'data-action': row.action })}
      minWidth={960}
      columns={[
        column.date('at', t('history.at')),
        column.enumeration('action', t('history.action'), BOOKING_ACTION, language),
        column.status('status', t('history.status'), (row) => bookingStatusChip(row.status, language)),
        column.status('paymentStatus', t('history.paymentStatus'), (row) => paymentStatusChip(row.paymentStatus, language)),
        column.text('by', t('history.by'), {
          value: (row) => (row.by ? (row.by.username ?? row.by.userId) : t('history.system')),
        }),
        column.text('pagePath', t('history.screen'), { value: (row) => row.pagePath ?? '—' }),
        column.text('detail', t('history.detail'), {
          value: (row) =>
            partsOf(row)
              .map((part) => `${part.label}: ${part.value}`)
              .join('; '),
          render: (row) => (
            <Stack gap={2}>
              {partsOf(row).map((part) => (
                <Text key={part.key} size="xs">
                  <Text span size="xs" c="dimmed">
                    {part.label}:
                  </Text>{' '}
                  {part.value}
                </Text>
              ))}
            </Stack>
          ),
        }),
      ]}
    />
  );
}
