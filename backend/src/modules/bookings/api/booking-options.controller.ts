import { Controller, Get } from '@nestjs/common';
import {
  BOOKING_STATUS,
  bookingListDropDownSchema,
  CHANNEL,
  hotelSupplierListSchema,
  optionsOf,
  PAYMENT_METHOD,
  PAYMENT_STATUS,
  PERMISSIONS,
  PRODUCT_TYPE,
} from '@bo/shared';
import { RequirePermission } from '../../../core/auth/auth.decorators';
import { requestContext } from '../../../core/context/request-context';
import { Contract } from '../../../core/http/contract.decorator';

/** How a booking is paid, of the spec's payment methods. */
const BOOKING_PAYMENT_METHODS = PAYMENT_METHOD.filter((m) => m.code === 'CREDIT' || m.code === 'IPAY88_FPX');

/** `/bo/General` options of the bookings, labelled in the caller's language. */
@Controller('bo/General')
export class BookingOptionsController {
  @Get('BookingListDropDown')
  @RequirePermission(PERMISSIONS.bookingsView)
  @Contract({ summary: "The booking list's filter options", response: bookingListDropDownSchema, tags: ['bookings'] })
  bookingListDropDown() {
    const lang = requestContext.get()?.language ?? 'en';
    return {
      statuses: optionsOf(BOOKING_STATUS, lang),
      paymentStatuses: optionsOf(PAYMENT_STATUS, lang),
      productTypes: optionsOf(PRODUCT_TYPE, lang),
      paymentMethods: optionsOf(BOOKING_PAYMENT_METHODS, lang),
    };
  }

  @Get('GetHotelSupplier')
  @RequirePermission(PERMISSIONS.bookingsView)
  @Contract({
    summary: 'Hotel suppliers (channels): Siteminder, eLeisure, BedsOnline, Sabre',
    response: hotelSupplierListSchema,
    tags: ['bookings'],
  })
  hotelSuppliers() {
    return optionsOf(CHANNEL, requestContext.get()?.language ?? 'en');
  }
}
