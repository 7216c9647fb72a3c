import { CABIN_CLASS, labelOf, PASSENGER_TYPE, type Booking } from '@bo/shared';
import { formatDate } from '../../../ui/dates';
import type { Fact } from '../../../ui/Facts';
import type { FactsOf } from './booking-facts';

/** An airport-local time of a segment (YYYY-MM-DDTHH:mm) as HH:mm: the airline's own clock, not the viewer's. */
const localTime = (at: string) => at.slice(11, 16);

/**
 * A flight booking's flight (docs/bookings.md, "Suppliers and flights"): route, departure date,
 * airline and fare, cabin, each flight with its local times, baggage, passengers by type, and the
 * airline's booking reference once ticketed (the supplier's PNR).
 */
export function flightFacts({ flight, supplierRef }: Booking, { t, language }: FactsOf): Fact[] {
  if (!flight) return [];
  const segments = flight.segments
    .map((s) =>
      t('flight.segment', {
        flight: s.flightNumber,
        from: s.origin,
        departs: localTime(s.departAt),
        to: s.destination,
        arrives: localTime(s.arriveAt),
      }),
    )
    .join('; ');
  const passengers = flight.passengers
    .map((p) => `${p.firstName} ${p.lastName} (${labelOf(PASSENGER_TYPE, p.type, language)})`)
    .join(', ');
  return [
    [
      t('flight.route'),
      t('flight.routeText', {
        from: flight.originCity,
        origin: flight.origin,
        to: flight.destinationCity,
        destination: flight.destination,
      }),
      'booking-flight-route',
    ],
    [t('flight.date'), formatDate(flight.departureDate, 'display'), 'booking-flight-date'],
    [t('flight.airline'), `${flight.carrierName} · ${flight.fareName}`, 'booking-flight-airline'],
    [t('flight.cabin'), labelOf(CABIN_CLASS, flight.cabinClass, language), 'booking-flight-cabin'],
    [t('flight.segments', { count: flight.segments.length }), segments, 'booking-flight-segments'],
    [t('flight.baggage'), flight.baggage],
    [t('flight.passengers'), passengers, 'booking-flight-passengers'],
    [t('flight.supplierRef'), supplierRef ?? t('flight.notTicketed'), 'booking-flight-pnr'],
  ];
}
