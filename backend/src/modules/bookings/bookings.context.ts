import { MENU_CODES, SCREEN_PATHS } from '@bo/shared';
import { type ContextDefinition, MENU_GROUPS, type MenuGroup } from '../../core/wiring/context-definition';
import { BOOKINGS_CONFIG, type BookingsConfig } from './bookings.config';
import { BookingsModule } from './bookings.module';
import { BookingsWorkerModule } from './bookings.worker.module';
import { EXPIRE_DUE_BOOKINGS_EVERY_MS, ExpireDueBookings } from './jobs/booking-expiry';
import { Bookings1732240001900 } from './migrations/1732240001900-bookings';
import { BookingDocuments1732240001910 } from './migrations/1732240001910-booking-documents';
import { ThemeParkTickets1732240002005 } from './migrations/1732240002005-theme-park-tickets';
import { SupplierExchanges1732240002020 } from './migrations/1732240002020-supplier-exchanges';

/** The navigation group of its screens. */
const BOOKINGS_GROUP: MenuGroup = ['Bookings', 'Tempahan'];

/** Bookings (see bookings.module.ts, docs/bookings.md). */
export const BOOKINGS: ContextDefinition<BookingsConfig> = {
  name: 'bookings',
  module: BookingsModule,
  config: BOOKINGS_CONFIG,
  schemas: ['bookings'],
  // Bookings' read model, organizations' names; the documents made for a booking (its voucher's file).
  // The calls made to outside suppliers (eLeisure) with their payloads.
  // Theme-park and cable-car tickets as documents (1732240002005).
  migrations: [
    Bookings1732240001900,
    BookingDocuments1732240001910,
    ThemeParkTickets1732240002005,
    SupplierExchanges1732240002020,
  ],
  worker: BookingsWorkerModule,
  schedules: [
    {
      id: 'expire-due-bookings',
      job: ExpireDueBookings,
      everyMs: EXPIRE_DUE_BOOKINGS_EVERY_MS,
      data: {},
      opts: { removeOnComplete: true },
    },
  ],
  menus: [
    {
      code: MENU_CODES.bookings,
      nameEn: 'Bookings',
      nameMs: 'Tempahan',
      path: SCREEN_PATHS.bookings,
      icon: 'calendar-event',
      group: BOOKINGS_GROUP,
      category: 'Main',
      sortOrder: 19, // after Pricing (hotels and pricing are 11-18)
      functions: ['view', 'create', 'edit'],
      // Agencies book, pay, issue and cancel their own organization's bookings.
      grants: { MERCHANT_ADMIN: ['view', 'create', 'edit'], MERCHANT_USER: ['view', 'create'] },
    },
    {
      // Settings "Download payload": what was sent to eLeisure and what it answered (features/eleisure-payloads).
      // The payloads carry every organization's guests: staff only (the API refuses agency users), granted to no role.
      code: MENU_CODES.downloadPayload,
      nameEn: 'Download Payload',
      nameMs: 'Muat Turun Muatan',
      path: SCREEN_PATHS.downloadPayload,
      icon: 'file-text',
      group: MENU_GROUPS.settings,
      category: 'Settings',
      sortOrder: 66,
      functions: ['view'],
      grants: {},
    },
  ],
};
