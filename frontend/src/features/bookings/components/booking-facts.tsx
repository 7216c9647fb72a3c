import { CUSTOMER_TYPE, labelOf, PRODUCT_TYPE, type Booking, type Language } from '@bo/shared';
import type { TFunction } from 'i18next';
import { formatDate } from '../../../ui/dates';
import type { Fact } from '../../../ui/Facts';
import { percentText } from '../../../ui/major-amount';
import { money } from '../../../ui/money';
import { StatusChip } from '../../../ui/StatusChip';
import { cancellationFeeText, paymentStatusChip } from '../booking-words';

/** What a booking's page and its confirmation say of it, as facts (Facts), in the bookings catalogue's words. */
export interface FactsOf {
  t: TFunction;
  language: Language;
}

/** '2 adults, 1 child (5)' per room. */
export function guestsText(hotel: NonNullable<Booking['hotel']>, t: TFunction) {
  const adults = t('stay.adults', { count: hotel.adults });
  if (hotel.childAges.length === 0) return adults;
  return `${adults}, ${t('stay.children', { count: hotel.childAges.length, ages: hotel.childAges.join(', ') })}`;
}

/** The hotel and the stay: hotel, destination, room and rate, check-in and -out, nights, rooms, guests. */
export function stayFacts({ hotel }: Booking, { t }: FactsOf): Fact[] {
  if (!hotel) return [];
  return [
    [t('fields.hotel'), hotel.hotelName, 'booking-hotel'],
    [t('fields.destination'), hotel.city ?? '—'],
    [t('stay.room'), `${hotel.roomName} · ${hotel.rateName}`, 'booking-room'],
    [t('stay.nightsRooms'), `${t('stay.nights', { count: hotel.nights })}, ${t('stay.rooms', { count: hotel.rooms })}`],
    [t('fields.checkIn'), formatDate(hotel.checkIn, 'display'), 'booking-check-in'],
    [t('fields.checkOut'), formatDate(hotel.checkOut, 'display'), 'booking-check-out'],
    [t('stay.guests'), guestsText(hotel, t), 'booking-guests'],
  ];
}

/**
 * A theme-park or cable-car booking's product and visit: the product, its city, the visit date
 * (as updateThemePark last set it) and the tickets of each type.
 */
export function ticketFacts({ tickets }: Booking, { t }: FactsOf): Fact[] {
  if (!tickets) return [];
  return [
    [t('tickets.product'), tickets.productName, 'booking-product'],
    [t('fields.destination'), tickets.city ?? '—'],
    [t('tickets.visitDate'), formatDate(tickets.visitDate, 'display'), 'booking-visit-date'],
    [t('tickets.tickets'), tickets.tickets.map((line) => `${line.quantity} × ${line.name}`).join(', '), 'booking-tickets'],
    [t('tickets.total'), t('tickets.count', { count: tickets.quantity })],
  ];
}

/** Who booked and who travels: the buyer, the contact and the guests' names (a ticket booking's ticket holders). */
export function contactFacts(booking: Booking, { t, language }: FactsOf): Fact[] {
  const { contact } = booking;
  return [
    [t('fields.buyer'), booking.organizationName ?? labelOf(CUSTOMER_TYPE, booking.customerType, language)],
    [t('fields.product'), labelOf(PRODUCT_TYPE, booking.productType, language)],
    [t('fields.contact'), contact.name, 'booking-contact'],
    [t('contact.email'), contact.email],
    [t('contact.phone'), contact.phone ?? '—'],
    [
      t(booking.tickets ? 'contact.holders' : 'contact.travellers'),
      booking.travellers.length > 0 ? booking.travellers.join(', ') : contact.name,
      'booking-travellers',
    ],
    [t('folio.arrivalTime'), booking.arrivalTime ?? '—', 'booking-arrival-time'],
    [t('folio.specialRequests'), booking.specialRequests ?? '—', 'booking-special-requests'],
  ];
}

/** The money: method, status, total, paid, refunded, the deadline while unpaid. */
export function paymentFacts(booking: Booking, { t, language }: FactsOf): Fact[] {
  const cur = booking.currencyCode;
  return [
    [t('fields.paymentStatus'), <StatusChip {...paymentStatusChip(booking.paymentStatus, language)} />, 'booking-payment-status'],
    [t('payment.method'), t(`payment.methods.${booking.paymentMethod}`)],
    [t('fields.total'), money(booking.total, cur), 'booking-total'],
    [t('payment.paid'), money(booking.paid, cur), 'booking-paid'],
    [t('payment.refunded'), money(booking.refunded, cur), 'booking-refunded'],
    [t('payment.deadline'), formatDate(booking.paymentDeadline, 'displayDateTime'), 'booking-deadline'],
  ];
}

/** The cancellation terms as the rate stated them when booked. */
export function cancellationFacts({ cancellation, currencyCode, tickets }: Booking, { t, language }: FactsOf): Fact[] {
  if (!cancellation.refundable) return [[t('cancellation.terms'), t('cancellation.nonRefundable'), 'booking-cancellation']];
  return [
    [
      t('cancellation.freeUntil'),
      cancellation.freeCancellationUntil
        ? formatDate(cancellation.freeCancellationUntil, 'display')
        : t('cancellation.neverFree'),
      'booking-free-until',
    ],
    [
      t('cancellation.fee'),
      // Tickets keep a share of the booking's total, not of a stay.
      tickets && cancellation.fee.basis === 'PERCENT'
        ? t('cancellation.percentOfTotal', { rate: percentText(cancellation.fee.value) })
        : cancellationFeeText(cancellation.fee, currencyCode, t, language),
      'booking-cancellation-fee',
    ],
  ];
}
