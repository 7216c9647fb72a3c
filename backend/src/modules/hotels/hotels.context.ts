import { MENU_CODES, SCREEN_PATHS } from '@bo/shared';
import { type ContextDefinition, type MenuGroup, staffMenus } from '../../core/wiring/context-definition';
import { HotelsModule } from './hotels.module';
import { HotelsWorkerModule } from './hotels.worker.module';
import { RELEASE_EXPIRED_HOLDS_EVERY_MS, ReleaseExpiredHolds } from './inventory/release-expired-holds.job';
import { Hotels1732240001600 } from './migrations/1732240001600-hotels';
import { HotelPhotos1732240001650 } from './migrations/1732240001650-hotel-photos';
import { HotelInventory1732240001700 } from './migrations/1732240001700-hotel-inventory';
import { SellableCalendar1732240001750 } from './migrations/1732240001750-sellable-calendar';

/** The navigation group of its screens. */
const HOTEL_GROUP: MenuGroup = ['Hotel', 'Hotel'];

/** One entry per list screen of /Hotel/* (web app: features/hotels), for the provider's staff. */
const menu = staffMenus(HOTEL_GROUP, ['view', 'create', 'edit', 'delete']);

/**
 * Hotel inventory (see hotels.module.ts, docs/hotel-inventory.md). No seed: demo hotels come
 * through the API (part 2).
 */
export const HOTELS: ContextDefinition = {
  name: 'hotels',
  module: HotelsModule,
  schemas: ['hotels'],
  migrations: [Hotels1732240001600, HotelPhotos1732240001650, HotelInventory1732240001700, SellableCalendar1732240001750],
  // Rooms of holds a booking never confirmed nor released go back on sale.
  worker: HotelsWorkerModule,
  schedules: [
    {
      id: 'release-expired-room-holds',
      job: ReleaseExpiredHolds,
      everyMs: RELEASE_EXPIRED_HOLDS_EVERY_MS,
      data: {},
      opts: { removeOnComplete: true },
    },
  ],
  menus: [
    menu(MENU_CODES.hotels, ['Hotels', 'Hotel'], SCREEN_PATHS.hotels, 'building', 11),
    menu(MENU_CODES.hotelRooms, ['Room Types', 'Jenis Bilik'], SCREEN_PATHS.rooms, 'home', 12),
    menu(MENU_CODES.hotelAmenities, ['Amenities', 'Kemudahan'], SCREEN_PATHS.amenities, 'list-details', 13),
    menu(MENU_CODES.hotelBeds, ['Bed Combinations', 'Kombinasi Katil'], SCREEN_PATHS.bedCombinations, 'bed', 14, [
      'view',
      'create',
      'edit',
    ]),
    menu(MENU_CODES.hotelBedTypes, ['Bed Types', 'Jenis Katil'], SCREEN_PATHS.bedTypes, 'list-tree', 15, [
      'view',
      'create',
      'delete',
    ]),
  ],
};
