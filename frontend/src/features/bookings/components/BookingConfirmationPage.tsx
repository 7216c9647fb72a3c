import type { ReactNode } from 'react';
import { Alert, Button, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { SCREEN_PATHS, type Booking } from '@bo/shared';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { BackLink } from '../../../ui/BackLink';
import { formatDate } from '../../../ui/dates';
import { Facts } from '../../../ui/Facts';
import { money } from '../../../ui/money';
import { StatusChip } from '../../../ui/StatusChip';
import { useLanguage } from '../../../ui/useLanguage';
import {
  bookingPath,
  bookingRefOf,
  bookingStatusChip,
  hasVoucher,
  OUTCOME_PARAM,
  paymentOutcomeOf,
  REF_PARAM,
} from '../booking-words';
import classes from './BookingConfirmation.module.css';
import { cancellationFacts, contactFacts, stayFacts, ticketFacts, type FactsOf } from './booking-facts';
import { useBookingQuery } from '../bookings.api';
import { AttentionAlert } from './AttentionAlert';
import { BookingLoader } from './BookingLoader';
import { flightFacts } from './flight-facts';
import { VoucherButton } from './VoucherButton';

/**
 * /bookingConfirmation?ref=BK... (bookings.view): one booking's confirmation as the guest keeps
 * it, printable (the shell and the buttons are left off the page): the reference large, the
 * status, the hotel and stay, the guests, the total paid and the cancellation terms; the hotel
 * voucher once confirmed. The iPay88 return lands here (`&outcome=paid|failed|pending|refund|refused`,
 * docs/bookings.md): the outcome is said above it; a pending payment's status follows live.
 */
export function BookingConfirmationPage() {
  const { t } = useTranslation('bookings');
  const [params] = useSearchParams();
  const bookingRef = bookingRefOf(params.get(REF_PARAM));
  const outcome = paymentOutcomeOf(params.get(OUTCOME_PARAM));

  // The header's voucher button needs the booking too (the same cached query as the loader's).
  const { data: booking } = useBookingQuery(bookingRef ?? '', { skip: !bookingRef });
  const content = <BookingLoader bookingRef={bookingRef}>{(booking) => <Confirmation booking={booking} />}</BookingLoader>;
  return (
    <Stack gap="md" maw={860}>
      <Group justify="space-between" wrap="wrap" gap="sm" className={classes.noPrint}>
        <BackLink
          to={bookingRef ? bookingPath(bookingRef) : SCREEN_PATHS.bookings}
          label={t(bookingRef ? 'confirmation.backToBooking' : 'detail.back')}
        />
        {booking && (
          <Group gap="sm">
            {hasVoucher(booking) && <VoucherButton bookingRef={booking.bookingRef} productType={booking.productType} />}
            <Button leftSection={<IconPrinter size={16} />} onClick={() => window.print()} data-testid="confirmation-print">
              {t('confirmation.print')}
            </Button>
          </Group>
        )}
      </Group>
      {outcome && (
        <Alert
          className={classes.noPrint}
          color={outcome === 'paid' ? 'green' : outcome === 'pending' ? 'blue' : 'red'}
          variant="light"
          role={outcome === 'paid' || outcome === 'pending' ? 'status' : 'alert'}
          title={t(`confirmation.outcome.${outcome}Title`)}
          data-testid="payment-outcome"
          data-outcome={outcome}
        >
          {t(`confirmation.outcome.${outcome}Text`)}
        </Alert>
      )}
      {content}
    </Stack>
  );
}

function Confirmation({ booking }: { booking: Booking }) {
  const { t } = useTranslation('bookings');
  const language = useLanguage();
  const words: FactsOf = { t, language };
  const cur = booking.currencyCode;
  return (
    <Paper withBorder p="xl" className={classes.sheet} data-testid="booking-confirmation-sheet" data-status={booking.status}>
      <Stack gap="lg">
        <div>
          <Text size="sm" c="dimmed">
            {t('confirmation.title')}
          </Text>
          <Title order={1} ff="monospace" className={classes.reference} data-testid="page-title">
            {booking.bookingRef}
          </Title>
          <Group gap="sm" mt="xs" wrap="wrap">
            <span data-testid="booking-status">
              <StatusChip {...bookingStatusChip(booking.status, language)} />
            </span>
            <Text size="sm" c="dimmed">
              {t('confirmation.booked', { date: formatDate(booking.createdAt, 'displayDateTime') })}
            </Text>
          </Group>
        </div>
        <AttentionAlert booking={booking} className={classes.noPrint} />
        {booking.flight && (
          <Part id="confirmation-flight" title={t('flight.title')}>
            <Facts facts={flightFacts(booking, words)} />
          </Part>
        )}
        {booking.hotel && (
          <Part id="confirmation-stay" title={t('detail.stay')}>
            <Facts facts={stayFacts(booking, words)} />
          </Part>
        )}
        {booking.tickets && (
          <Part id="confirmation-tickets" title={t('detail.tickets')}>
            <Facts facts={ticketFacts(booking, words)} />
          </Part>
        )}
        <Part id="confirmation-guests" title={t('detail.contact')}>
          <Facts facts={contactFacts(booking, words)} />
        </Part>
        <Part id="confirmation-payment" title={t('detail.payment')}>
          <Facts
            facts={[
              [t('fields.total'), money(booking.total, cur), 'booking-total'],
              [t('confirmation.totalPaid'), money(booking.paid, cur), 'booking-paid'],
              booking.refunded > 0 && [t('payment.refunded'), money(booking.refunded, cur), 'booking-refunded'],
            ]}
          />
        </Part>
        <Part id="confirmation-cancellation" title={t('detail.cancellation')}>
          <Facts facts={cancellationFacts(booking, words)} />
        </Part>
      </Stack>
    </Paper>
  );
}

/** One part of the printed confirmation: a rule above it, its heading, its facts. */
function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <>
      <Divider />
      <section aria-labelledby={id}>
        <Title order={2} size="h4" mb="sm" id={id}>
          {title}
        </Title>
        {children}
      </section>
    </>
  );
}
