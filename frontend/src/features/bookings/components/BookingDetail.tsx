import { Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { labelOf, PERMISSIONS, PRODUCT_TYPE, SCREEN_PATHS, type Booking, type RuleRef } from '@bo/shared';
import { useTranslation } from 'react-i18next';
import { useAppSelector, useCan } from '../../../app/hooks';
import { selectUser } from '../../../lib/session';
import { formatDate } from '../../../ui/dates';
import { FactsSection, Section } from '../../../ui/Facts';
import { OverListPage } from '../../../ui/OverList';
import { PriceBreakdown } from '../../../ui/PriceBreakdown';
import { StatusChip } from '../../../ui/StatusChip';
import { useLanguage } from '../../../ui/useLanguage';
import { ruleLink } from '../../markups';
import { bookingRefOf, bookingStatusChip, REF_PARAM } from '../booking-words';
import { AttentionAlert } from './AttentionAlert';
import { BookingActions } from './BookingActions';
import { BookingHistory } from './BookingHistory';
import { BookingPayments } from './BookingPayments';
import { cancellationFacts, contactFacts, paymentFacts, stayFacts, ticketFacts, type FactsOf } from './booking-facts';
import { BookingLoader } from './BookingLoader';
import { flightFacts } from './flight-facts';

/**
 * One booking (`/view-booking?ref=BK...`), over the list it was opened from (the way back keeps
 * the list's tab, filters and page): what was booked and for whom, the payment, the cancellation
 * terms, the price line by line (staff), every event of its history, and the actions its status leaves
 * the caller (BookingActions). Refetched live when any of its events is pushed.
 */
export function BookingDetail({ bookingRef: asked }: { bookingRef: string }) {
  const { t } = useTranslation('bookings');
  const bookingRef = bookingRefOf(asked);
  return (
    <OverListPage listPath={SCREEN_PATHS.bookings} param={REF_PARAM} backLabel={t('detail.back')} backTestId="booking-back">
      <BookingLoader bookingRef={bookingRef}>{(booking) => <BookingView booking={booking} />}</BookingLoader>
    </OverListPage>
  );
}

function BookingView({ booking }: { booking: Booking }) {
  const { t } = useTranslation('bookings');
  // The price engine's words (markups' catalogue, loaded with these screens: routes.tsx).
  const { t: pricing } = useTranslation('markups');
  const language = useLanguage();
  const can = useCan();
  const staff = (useAppSelector(selectUser)?.organizationId ?? null) === null;
  const words: FactsOf = { t, language };
  // A rule used links to where it is kept for those who may open it there.
  const linkOf = (rule: RuleRef) =>
    (rule.kind === 'MARKUP' && can(PERMISSIONS.markupsView)) || (rule.kind === 'SERVICE_FEE' && can(PERMISSIONS.serviceFeesView))
      ? ruleLink(rule)
      : null;
  return (
    <Stack gap="md" data-testid="booking-detail" data-status={booking.status} data-payment-status={booking.paymentStatus}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <div>
          <Group gap="sm" wrap="wrap">
            <Title order={1} size="h2" ff="monospace" data-testid="page-title">
              {booking.bookingRef}
            </Title>
            <span data-testid="booking-status">
              <StatusChip {...bookingStatusChip(booking.status, language)} />
            </span>
          </Group>
          <Text c="dimmed" size="sm">
            {t('detail.subtitle', {
              product: labelOf(PRODUCT_TYPE, booking.productType, language),
              date: formatDate(booking.createdAt, 'displayDateTime'),
            })}
            {booking.supplierRef && ` · ${t('detail.supplierRef', { ref: booking.supplierRef })}`}
          </Text>
        </div>
        <BookingActions booking={booking} />
      </Group>
      <AttentionAlert booking={booking} />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        {booking.hotel && <FactsSection title={t('detail.stay')} testId="booking-stay" facts={stayFacts(booking, words)} />}
        {booking.tickets && (
          <FactsSection title={t('detail.tickets')} testId="booking-tickets-section" facts={ticketFacts(booking, words)} />
        )}
        {booking.flight && <FactsSection title={t('flight.title')} testId="booking-flight" facts={flightFacts(booking, words)} />}
        <FactsSection title={t('detail.contact')} testId="booking-contact-section" facts={contactFacts(booking, words)} />
        <FactsSection title={t('detail.payment')} testId="booking-payment" facts={paymentFacts(booking, words)} />
        <FactsSection
          title={t('detail.cancellation')}
          testId="booking-cancellation-terms"
          facts={cancellationFacts(booking, words)}
        />
      </SimpleGrid>
      {/* How the price was made (supplier cost, mark-ups, fees) is the provider's: staff only. */}
      {staff && (
        <Section title={t('detail.price')} testId="booking-price">
          <PriceBreakdown
            breakdown={booking.breakdown}
            productType={booking.productType}
            customerType={booking.customerType}
            words={{ t: pricing, prefix: 'breakdown' }}
            ruleLink={linkOf}
          />
        </Section>
      )}
      <Section title={t('detail.payments')} testId="booking-payments-section">
        <BookingPayments booking={booking} />
      </Section>
      <Section title={t('detail.history')} testId="booking-history-section">
        <BookingHistory booking={booking} />
      </Section>
    </Stack>
  );
}
