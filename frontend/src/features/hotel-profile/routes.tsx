import type { FeatureRoutes } from '../../app/routes.types';
import { screensOf } from '../../app/screen';

/**
 * /Hotel/Hotels/hotel-profile/:ID: one hotel in tabs (details, room types, facilities, rate plans,
 * photos, calendar). Its own feature so the calendar and photo code load only with it; it reuses
 * the hotels feature's form and calls (its `hotels` strings load with it).
 */
const screen = screensOf(['hotel-profile', 'hotels']);

export const routes: FeatureRoutes = {
  app: [screen('hotelProfile', () => import('./components/HotelProfilePage'), 'HotelProfilePage', 'hotels')],
};
