import type { FeatureRoutes } from '../../app/routes.types';
import { screensOf } from '../../app/screen';

/**
 * The /Hotel/* screens of the hotels context (docs/hotel-inventory.md, "Screens"); the hotel
 * profile (/Hotel/Hotels/hotel-profile/:ID) is declared by its own feature. Navigation entries
 * come from the server menu (hotels.context.ts: hotels, hotel-rooms, hotel-amenities, hotel-beds,
 * hotel-bed-types).
 */
const screen = screensOf(['hotels']);

export const routes: FeatureRoutes = {
  app: [
    screen({ screen: 'hotels', menu: 'hotels', load: () => import('./components/HotelListPage'), pick: (m) => m.HotelListPage }),
    screen({
      screen: 'createHotel',
      menu: 'hotels',
      need: 'create',
      load: () => import('./components/CreateHotelPage'),
      pick: (m) => m.CreateHotelPage,
    }),
    screen({
      screen: 'rooms',
      menu: 'hotel-rooms',
      load: () => import('./components/RoomListPage'),
      pick: (m) => m.RoomListPage,
    }),
    screen({
      screen: 'createRoom',
      menu: 'hotel-rooms',
      need: 'create',
      load: () => import('./components/RoomFormPage'),
      pick: (m) => m.RoomFormPage,
    }),
    screen({
      screen: 'roomProfile',
      menu: 'hotel-rooms',
      load: () => import('./components/RoomProfilePage'),
      pick: (m) => m.RoomProfilePage,
    }),
    screen({
      screen: 'createRoomRate',
      menu: 'hotel-rooms',
      need: 'create',
      load: () => import('./components/CreateRoomRatePage'),
      pick: (m) => m.CreateRoomRatePage,
    }),
    screen({
      screen: 'amenities',
      menu: 'hotel-amenities',
      load: () => import('./components/AmenityListPage'),
      pick: (m) => m.AmenityListPage,
    }),
    screen({
      screen: 'bedCombinations',
      menu: 'hotel-beds',
      load: () => import('./components/BedCombinationListPage'),
      pick: (m) => m.BedCombinationListPage,
    }),
    screen({
      screen: 'createBedCombination',
      menu: 'hotel-beds',
      need: 'create',
      load: () => import('./components/BedCombinationFormPage'),
      pick: (m) => m.BedCombinationFormPage,
    }),
    screen({
      screen: 'editBedCombination',
      menu: 'hotel-beds',
      need: 'edit',
      load: () => import('./components/BedCombinationFormPage'),
      pick: (m) => m.BedCombinationFormPage,
    }),
    screen({
      screen: 'bedTypes',
      menu: 'hotel-bed-types',
      load: () => import('./components/BedTypeListPage'),
      pick: (m) => m.BedTypeListPage,
    }),
  ],
};
