import { CountBookingsHandler } from './count-bookings/count-bookings.handler';
import { GetBookingHandler } from './get-booking/get-booking.handler';
import { GetDestinationsHandler } from './get-destinations/get-destinations.handler';
import { GetFlightDetailsHandler } from './get-flight-details/get-flight-details.handler';
import { GetProductDetailsHandler } from './get-product-details/get-product-details.handler';
import { GetPaymentBankOptionsHandler } from './get-payment-bank-options/get-payment-bank-options.handler';
import { GetPaymentFeeHandler } from './get-payment-fee/get-payment-fee.handler';
import { GetPaymentMethodsHandler } from './get-payment-methods/get-payment-methods.handler';
import { GetPaymentMethodsWithFeeHandler } from './get-payment-methods-with-fee/get-payment-methods-with-fee.handler';
import { GetProductsHandler } from './get-products/get-products.handler';
import { ListBookingsHandler } from './list-bookings/list-bookings.handler';
import { PreCancelBookingHandler } from './pre-cancel/pre-cancel.handler';
import { RegisterPaymentHandler } from './register-payment/register-payment.handler';
import { SearchFlightsHandler } from './search-flights/search-flights.handler';
import { GetSupplierExchangeHandler } from './get-supplier-exchange/get-supplier-exchange.handler';
import { ListSupplierExchangesHandler } from './list-supplier-exchanges/list-supplier-exchanges.handler';
import { SendSupplierPayloadHandler } from './send-supplier-payload/send-supplier-payload.handler';

/** Every query handler of the bookings, for BookingsModule's providers. */
export const BOOKING_QUERY_HANDLERS = [
  GetBookingHandler,
  ListBookingsHandler,
  CountBookingsHandler,
  PreCancelBookingHandler,
  GetDestinationsHandler,
  GetProductsHandler,
  GetProductDetailsHandler,
  // Flights: the flight supplier's fares, priced by pricing's FlightSalePrices.
  SearchFlightsHandler,
  GetFlightDetailsHandler,
  // How to pay: methods, fees, FPX banks, registering the choice (payment-option-rows.ts).
  GetPaymentMethodsHandler,
  GetPaymentFeeHandler,
  GetPaymentMethodsWithFeeHandler,
  GetPaymentBankOptionsHandler,
  RegisterPaymentHandler,
  // The payloads exchanged with eLeisure (/bo/Eleisure).
  ListSupplierExchangesHandler,
  GetSupplierExchangeHandler,
  SendSupplierPayloadHandler,
];
