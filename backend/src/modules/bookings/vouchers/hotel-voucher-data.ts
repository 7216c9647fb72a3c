import { type Language, labelOf, MEAL_PLAN } from '@bo/shared';
import type { BookedHotel, BookingPlaced } from '../domain/booking.events';
import type { HotelVoucher } from './hotel-voucher';

/** What the voucher of an issued hotel booking is made from (gathered by BookingVouchers). */
export interface HotelVoucherSources {
  placed: BookingPlaced & { hotel: BookedHotel };
  /** The BookingIssued event's time (ISO). */
  issuedAt: string;
  supplierRef: string | null;
  organizationName: string | null;
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
  const { placed, hotel, rate } = s;
  const booked = placed.hotel;
  const cityLine = [hotel.postcode, hotel.city].filter((part) => part?.trim()).join(' ');
  return {
    bookingRef: placed.bookingRef,
    issuedAt: s.issuedAt,
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
    leadGuest: placed.travellers[0] ?? placed.contact.name,
    travellers: placed.travellers,
    contact: placed.contact,
    // The folio's, when given (updateFolio).
    ...(placed.arrivalTime && { arrivalTime: placed.arrivalTime }),
    ...(placed.specialRequests && { specialRequests: placed.specialRequests }),
    cancellation: {
      refundable: placed.cancellation.refundable,
      freeCancellationUntil: placed.cancellation.freeCancellationUntil,
      text: rate.terms ?? '',
    },
    supplierRef: s.supplierRef,
    organizationName: s.organizationName,
  };
}

/** The file name of a booking's voucher, stored, downloaded and attached. */
export const voucherFileName = (bookingRef: string) => `voucher-${bookingRef}.pdf`;
