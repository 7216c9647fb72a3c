import { CountBookingsHandler } from './count-bookings/count-bookings.handler';
import { GetBookingHandler } from './get-booking/get-booking.handler';
import { GetDestinationsHandler } from './get-destinations/get-destinations.handler';
import { GetProductDetailsHandler } from './get-product-details/get-product-details.handler';
import { GetProductsHandler } from './get-products/get-products.handler';
import { ListBookingsHandler } from './list-bookings/list-bookings.handler';
import { PreCancelBookingHandler } from './pre-cancel/pre-cancel.handler';

/** Every query handler of the bookings, for BookingsModule's providers. */
export const BOOKING_QUERY_HANDLERS = [
  GetBookingHandler,
  ListBookingsHandler,
  CountBookingsHandler,
  PreCancelBookingHandler,
  GetDestinationsHandler,
  GetProductsHandler,
  GetProductDetailsHandler,
];
