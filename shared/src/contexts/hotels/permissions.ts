import { permission } from '../../auth/menu-functions';

/** The menu codes of the context: each guards API calls and is seeded as a menu entry (its `<ctx>.context.ts`). */
export const MENU_CODES = {
  // Hotel inventory, one code per list screen of /Hotel/* (menus come with the screens).
  hotels: 'hotels',
  hotelRooms: 'hotel-rooms',
  hotelAmenities: 'hotel-amenities',
  hotelBeds: 'hotel-beds',
  hotelBedTypes: 'hotel-bed-types',
} as const;

/** `<menu code>.<function>`: what its controllers require (`@RequirePermission`). */
export const PERMISSIONS = {
  hotelsView: permission('hotels', 'view'),
  hotelsCreate: permission('hotels', 'create'),
  hotelsEdit: permission('hotels', 'edit'),
  hotelsDelete: permission('hotels', 'delete'),
  hotelRoomsView: permission('hotel-rooms', 'view'),
  hotelRoomsCreate: permission('hotel-rooms', 'create'),
  hotelRoomsEdit: permission('hotel-rooms', 'edit'),
  hotelRoomsDelete: permission('hotel-rooms', 'delete'),
  hotelAmenitiesView: permission('hotel-amenities', 'view'),
  hotelAmenitiesCreate: permission('hotel-amenities', 'create'),
  hotelAmenitiesEdit: permission('hotel-amenities', 'edit'),
  hotelAmenitiesDelete: permission('hotel-amenities', 'delete'),
  hotelBedsView: permission('hotel-beds', 'view'),
  hotelBedsCreate: permission('hotel-beds', 'create'),
  hotelBedsEdit: permission('hotel-beds', 'edit'),
  hotelBedTypesView: permission('hotel-bed-types', 'view'),
  hotelBedTypesCreate: permission('hotel-bed-types', 'create'),
  hotelBedTypesDelete: permission('hotel-bed-types', 'delete'),
} as const;
