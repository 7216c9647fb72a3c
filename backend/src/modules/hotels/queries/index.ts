import { GetRoomCalendarHandler } from './get-room-calendar/get-room-calendar.handler';
import { ProbeHotelInventoryHandler } from './probe-hotel-inventory/probe-hotel-inventory.handler';
import { SearchAvailabilityHandler } from './search-availability/search-availability.handler';

/**
 * The query handlers of the hotels' use-case reads, for the module's providers. The CRUD resources
 * (hotels, rooms, rates, beds, facilities, photos) read through their resource base instead
 * (decision 0009).
 */
export const HOTEL_QUERY_HANDLERS = [SearchAvailabilityHandler, GetRoomCalendarHandler, ProbeHotelInventoryHandler];
