import type { Hotel, RoomRate } from '@bo/shared';

/** A city with live, active hotels, as the booking calls' destinations. */
export interface HotelDestination {
  destination: string;
  state: string | null;
  countryCode: string;
  hotelCount: number;
}

/**
 * The hotel reads other contexts call (bookings: destinations, the hotel of a booking, its
 * supplier, a voucher). Implemented by HotelsService; provided and exported by HotelsModule and
 * HotelsWorkerModule.
 */
export abstract class HotelCatalogue {
  /** Cities with live, active hotels (matching `search`). */
  abstract destinations(search?: string): Promise<HotelDestination[]>;
  /** One hotel; 404 HOTEL_NOT_FOUND when there is none. */
  abstract get(hotelID: string): Promise<Hotel>;
}

/**
 * The rate reads other contexts call (bookings: a voucher's rate, the eLeisure channel's rate
 * codes). Implemented by RoomRatesService; provided and exported by HotelsModule and
 * HotelsWorkerModule.
 */
export abstract class HotelRates {
  /** One rate (room rate inclusion); 404 ROOM_RATE_NOT_FOUND when there is none. */
  abstract get(roomRateInclusionID: string): Promise<RoomRate>;
}
