import { BookFlightHandler } from './book-flight/book-flight.handler';
import { BookHotelHandler } from './book-hotel/book-hotel.handler';
import { BookTicketsHandler } from './book-tickets/book-tickets.handler';
import { CancelBookingHandler } from './cancel-booking/cancel-booking.handler';
import { ChangeTicketsHandler } from './change-tickets/change-tickets.handler';
import { IssueBookingHandler } from './issue-booking/issue-booking.handler';
import { PayBookingHandler } from './pay-booking/pay-booking.handler';
import { RecordIpay88AnswerHandler } from './record-gateway-payment/record-ipay88-answer.handler';
import { SetBookingStatusHandler } from './set-booking-status/set-booking-status.handler';
import { UpdateFolioHandler } from './update-folio/update-folio.handler';

/** Every command handler of the bookings, for BookingsModule's providers. */
export const BOOKING_COMMAND_HANDLERS = [
  BookHotelHandler,
  BookFlightHandler,
  BookTicketsHandler,
  PayBookingHandler,
  RecordIpay88AnswerHandler,
  IssueBookingHandler,
  CancelBookingHandler,
  SetBookingStatusHandler,
  UpdateFolioHandler,
  ChangeTicketsHandler,
];
