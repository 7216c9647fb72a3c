import type { FeatureRoutes } from '../../app/routes.types';
import { screensOf } from '../../app/screen';

/**
 * The /Hotel/* screens of the hotels context (docs/hotel-inventory.md, "Screens"); the hotel
 * profile (/Hotel/Hotels/hotel-profile/:ID) is declared by its own feature. Navigation entries
 * come from the server menu (hotels.context.ts: hotels, hotel-rooms, hotel-amenities, hotel-beds,
 * hotel-bed-types).
 */
const screen = screensOf(['hotels']);
// One import call for create and edit (each call site carries its own preload list).
const bedCombinationForm = () => import('./components/BedCombinationFormPage');

export const routes: FeatureRoutes = {
  app: [
    screen('hotels', () => import('./components/HotelListPage'), 'HotelListPage', 'hotels'),
    screen('createHotel', () => import('./components/CreateHotelPage'), 'CreateHotelPage', 'hotels.create'),
    screen('rooms', () => import('./components/RoomListPage'), 'RoomListPage', 'hotel-rooms'),
    screen('createRoom', () => import('./components/RoomFormPage'), 'RoomFormPage', 'hotel-rooms.create'),
    screen('roomProfile', () => import('./components/RoomProfilePage'), 'RoomProfilePage', 'hotel-rooms'),
    screen('createRoomRate', () => import('./components/CreateRoomRatePage'), 'CreateRoomRatePage', 'hotel-rooms.create'),
    screen('amenities', () => import('./components/AmenityListPage'), 'AmenityListPage', 'hotel-amenities'),
    screen('bedCombinations', () => import('./components/BedCombinationListPage'), 'BedCombinationListPage', 'hotel-beds'),
    screen('createBedCombination', bedCombinationForm, 'BedCombinationFormPage', 'hotel-beds.create'),
    screen('editBedCombination', bedCombinationForm, 'BedCombinationFormPage', 'hotel-beds.edit'),
    screen('bedTypes', () => import('./components/BedTypeListPage'), 'BedTypeListPage', 'hotel-bed-types'),
  ],
};
