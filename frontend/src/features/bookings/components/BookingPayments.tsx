import type { Booking, BookingPayment } from '@bo/shared';
import { useTranslation } from 'react-i18next';
import { columnsOf } from '../../../ui/columns';
import { useLanguage } from '../../../ui/useLanguage';
import { paymentStateChip } from '../booking-words';
import { BookingSectionTable } from './BookingSectionTable';

type Row = BookingPayment & { index: number; currencyCode: string };
const column = columnsOf<Row>();

/**
 * The booking's payments, oldest first (getBooking's `payments`): when, what happened (paid,
 * failed, refunded, to refund), by which method, how much, the gateway's reference and a refused
 * attempt's reason. On a phone, one card per payment.
 */
export function BookingPayments({ booking }: { booking: Booking }) {
  const { t } = useTranslation('bookings');
  const language = useLanguage();
  const rows: Row[] = booking.payments.map((p, index) => ({ ...p, index, currencyCode: booking.currencyCode }));
  return (
    <BookingSectionTable
      section="payments"
      rows={rows}
      rowProps={(row) => ({ 'data-state': row.state })}
      columns={[
        column.date('at', t('payments.at')),
        column.status('state', t('payments.state'), (row) => paymentStateChip(row.state, language)),
        column.text('method', t('payments.method'), {
          value: (row) => t(`payment.methods.${row.method}`, { defaultValue: row.method }),
        }),
        column.money('amount', t('payments.amount')),
        column.text('reference', t('payments.reference'), { value: (row) => row.reference ?? '—' }),
        column.text('reason', t('payments.reason'), { value: (row) => row.reason ?? '—' }),
      ]}
    />
  );
}
