import { type Language, labelOf, MEAL_PLAN } from '@bo/shared';
import type { IssuedProduct } from '../../../../core/product-lines/product-line';
import type { BookedRooms } from '../hotel-product-line';
import type { HotelVoucher } from './hotel-voucher';

/** What the voucher of an issued hotel booking is made from (gathered by HotelVoucherDocument). */
export interface HotelVoucherSources {
  issued: IssuedProduct<BookedRooms>;
  /** The hotel as the hotels context answers it today (address, phone, times). */
  hotel: {
    addressLine1: string;
    addressLine2: string | null;
    postcode: string | null;
    city: string;
    state: string | null;
    phone: string | null;
    checkInTime: string | null;
    checkOutTime: string | null;
  };
  /** The rate as the hotels context answers it today: board code, inclusions, the terms text. */
  rate: { mealPlan: string; inclusions: string[]; terms: string | null };
}

/**
 * The voucher's data: what was booked as the booking recorded it (hotel, room and rate names, stay,
 * guests, contact, the cancellation terms booked), with the hotel's address, phone and times and the
 * rate's board, inclusions and terms text from the hotels context. No money: a voucher shows none.
 */
export function hotelVoucherOf(s: HotelVoucherSources, lang: Language): HotelVoucher {
  const { issued, hotel, rate } = s;
  const booked = issued.booked;
  const cityLine = [hotel.postcode, hotel.city].filter((part) => part?.trim()).join(' ');
  return {
    bookingRef: issued.bookingRef,
    issuedAt: issued.issuedAt,
    hotel: {
      name: booked.hotelName,
      addressLines: [hotel.addressLine1, hotel.addressLine2, cityLine, hotel.state].filter(
        (line): line is string => !!line?.trim(),
      ),
      city: hotel.city,
      phone: hotel.phone,
      checkInTime: hotel.checkInTime,
      checkOutTime: hotel.checkOutTime,
    },
    roomName: booked.roomName,
    rateName: booked.rateName,
    mealPlan: labelOf(MEAL_PLAN, rate.mealPlan, lang),
    inclusions: rate.inclusions,
    checkIn: booked.checkIn,
    checkOut: booked.checkOut,
    nights: booked.nights,
    rooms: booked.rooms,
    adults: booked.adults,
    childAges: booked.childAges,
    leadGuest: issued.travellers[0] ?? issued.contact.name,
    travellers: issued.travellers,
    contact: issued.contact,
    // The folio's, when given (updateFolio).
    ...(issued.arrivalTime && { arrivalTime: issued.arrivalTime }),
    ...(issued.specialRequests && { specialRequests: issued.specialRequests }),
    cancellation: {
      refundable: issued.cancellation.refundable,
      freeCancellationUntil: issued.cancellation.freeCancellationUntil,
      text: rate.terms ?? '',
    },
    supplierRef: issued.supplierRef,
    organizationName: issued.organizationName,
  };
}

/** The file name of a booking's voucher, stored, downloaded and attached. */
export const voucherFileName = (bookingRef: string) => `voucher-${bookingRef}.pdf`;
