import { aggregateScenarios } from '../../../core/event-store/testing/given-when-then';
import { booking, type BookingCommand, decide } from './booking';
import type { BookedTickets, BookingEvent, BookingPlaced } from './booking.events';

/**
 * Test fixtures for the bookings handlers' decision specs (commands/<use-case>/*.handler.spec.ts):
 * given past events / when the command a handler sends / then the events decided or the refusal.
 * Pure: no database, no supplier.
 */
export const { given } = aggregateScenarios(booking, (command: BookingCommand, state) => decide(command, state));

export const DEADLINE = '2031-05-01T10:00:00.000Z';
export const BEFORE_DEADLINE = new Date('2031-05-01T09:59:59.000Z');
export const AT_DEADLINE = new Date(DEADLINE);

/** A hotel booking for 3 nights, 1 room, 2 adults, MYR 300.00, by agent credit; free cancellation until 2031-06-07. */
export const placed = (over: Partial<BookingPlaced> = {}): BookingPlaced => ({
  bookingRef: 'BK2031ABCDEF',
  productType: 'hotel',
  buyer: { customerType: 'B2B', organizationId: '00000000-0000-4000-8000-000000000001' },
  hotel: {
    hotelID: 'h',
    hotelName: 'Hotel',
    city: 'Kuala Lumpur',
    roomInfoID: 'r',
    roomName: 'Deluxe',
    roomRateInclusionID: 'rate',
    rateName: 'BAR',
    checkIn: '2031-06-10',
    checkOut: '2031-06-13',
    nights: 3,
    rooms: 1,
    adults: 2,
    childAges: [],
    holdID: 'hold',
  },
  contact: { name: 'Aisyah', email: 'a@example.test', phone: null },
  travellers: ['Aisyah'],
  currencyCode: 'MYR',
  total: 30_000,
  breakdown: null,
  paymentMethod: 'CREDIT',
  paymentDeadline: DEADLINE,
  cancellation: { refundable: true, freeCancellationUntil: '2031-06-07', fee: { basis: 'NIGHTS', value: 1 } },
  ...over,
});

/** Three theme-park tickets for 2031-06-05, MYR 462.00. */
export const ticketsPlaced = (over: Partial<BookedTickets> = {}): BookingPlaced =>
  placed({
    productType: 'themePark',
    hotel: null,
    total: 46_200,
    tickets: {
      productID: 'p-1',
      productCode: 'SUNWAY-LAGOON',
      productName: 'Sunway Lagoon',
      city: 'Petaling Jaya',
      visitDate: '2031-06-05',
      tickets: [{ ticketTypeID: 't-a', code: 'ADULT', name: 'Adult', nameMs: 'Dewasa', quantity: 3, unitSupplierCost: 15_000 }],
      quantity: 3,
      holdID: 'hold-1',
      ...over,
    },
  });

/** The events of a booking placed (`placed()`, unless given), then paid in full by agent credit. */
export const placedEvent = (p: BookingPlaced = placed()): BookingEvent => ({ type: 'BookingPlaced', data: p });
export const paidEvent = (p: BookingPlaced = placed()): BookingEvent => ({
  type: 'BookingPaid',
  data: { method: p.paymentMethod, amount: p.total, reference: null },
});
export const issuedEvent: BookingEvent = { type: 'BookingIssued', data: { supplierRef: null } };
export const supplierFailedEvent: BookingEvent = { type: 'BookingSupplierFailed', data: { reason: 'Supplier down' } };
