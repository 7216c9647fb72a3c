import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { Booking } from '@bo/shared';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../ui/dates';

/**
 * Why a booking needs attention and since when (`attention` of getBooking): in RHI the supplier's
 * refusal or staff's reason (staff issue again, set a status or cancel: BookingActions offers what
 * the transition table allows); else a gateway payment it could not take, to be refunded.
 * Nothing when nothing needs doing.
 */
export function AttentionAlert({ booking, className }: { booking: Booking; className?: string }) {
  const { t } = useTranslation('bookings');
  if (!booking.attention) return null;
  return (
    <Alert
      color="red"
      variant="light"
      role="status"
      icon={<IconAlertTriangle size={18} />}
      title={t('attention.title')}
      className={className}
      data-testid="booking-attention"
    >
      {t('attention.text', { reason: booking.attention.reason, date: formatDate(booking.attention.at, 'displayDateTime') })}
    </Alert>
  );
}
