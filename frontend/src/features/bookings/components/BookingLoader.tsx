import type { ReactNode } from 'react';
import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { formatMessage, type Booking } from '@bo/shared';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api';
import { PageLoader } from '../../../ui/PageLoader';
import { useLanguage } from '../../../ui/useLanguage';
import { useBookingQuery } from '../bookings.api';

/**
 * One booking by reference for the booking page and the confirmation: loading, then `children`
 * with the booking; no valid reference, or a booking the API does not answer (not found, another
 * organization's), an alert saying so.
 */
export function BookingLoader({
  bookingRef,
  children,
}: {
  bookingRef: string | null;
  children: (booking: Booking) => ReactNode;
}) {
  const { t } = useTranslation('bookings');
  const language = useLanguage();
  const { data: booking, error, isLoading } = useBookingQuery(bookingRef ?? '', { skip: !bookingRef });
  if (!bookingRef || (error !== undefined && !booking)) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert" title={t('detail.loadFailed')}>
        {bookingRef ? errorMessage(error, t('common:resource.loadFailedText')) : formatMessage('BOOKING_NOT_FOUND', language)}
      </Alert>
    );
  }
  if (isLoading || !booking) return <PageLoader />;
  return children(booking);
}
