/** The screens of the context (its web app feature's routes): `:ID` is a route parameter (`screenPath`). */
export const SCREEN_PATHS = {
  // Hotel inventory (docs/hotel-inventory.md, "Screens"). A hotel is edited on its profile (Details tab).
  hotels: '/Hotel/Hotels/hotelList',
  createHotel: '/Hotel/Hotels/create-hotel',
  hotelProfile: '/Hotel/Hotels/hotel-profile/:ID',
  rooms: '/Hotel/Rooms/roomList',
  createRoom: '/Hotel/Rooms/create-room',
  roomProfile: '/Hotel/Rooms/room-profile/:ID',
  createRoomRate: '/Hotel/Rooms/create-roomRate',
  amenities: '/Hotel/Amenities/amenitiesList',
  bedCombinations: '/Hotel/Bed/bedList',
  createBedCombination: '/Hotel/Bed/create/create-bed',
  editBedCombination: '/Hotel/Bed/edit/:ID',
  bedTypes: '/Hotel/BedType/bedTypeList',
} as const;
