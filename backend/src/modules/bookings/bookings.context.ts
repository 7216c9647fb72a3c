import { MENU_CODES, SCREEN_PATHS } from '@bo/shared';
import { type ContextDefinition, MENU_GROUPS } from '../../core/wiring/context-definition';
import { CreditLedgerService } from '../credit/services/credit-ledger.service';
import { InventoryRepository } from '../hotels/inventory/inventory.repository';
import { HotelInventory } from '../hotels/ports/hotel-inventory';
import { OrganizationDirectory } from '../organizations/services/organization-directory';
import { BookingsModule } from './bookings.module';
import { BookingWriter } from './commands/booking-writer.service';
import { EXPIRE_DUE_BOOKINGS_EVERY_MS, ExpireBookingJob, ExpireDueBookings, ExpireDueBookingsJob } from './jobs/booking-expiry';
import { Bookings1732240001900 } from './migrations/1732240001900-bookings';
import { BookingsProjection } from './projections/bookings.projection';

/** Bookings (see bookings.module.ts, docs/bookings.md). */
export const BOOKINGS: ContextDefinition = {
  name: 'bookings',
  module: BookingsModule,
  migrations: [Bookings1732240001900], // bookings' read model, organizations' names
  // The expiry jobs write through BookingWriter: the rooms (hotels) and the credit (ledger) with it.
  worker: {
    jobs: [ExpireBookingJob, ExpireDueBookingsJob],
    providers: [
      BookingWriter,
      BookingsProjection,
      HotelInventory,
      InventoryRepository,
      CreditLedgerService,
      OrganizationDirectory,
    ],
  },
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
      group: MENU_GROUPS.bookings,
      category: 'Main',
      sortOrder: 20,
      functions: ['view', 'create', 'edit'],
      // Agencies book, pay, issue and cancel their own organization's bookings.
      grants: { MERCHANT_ADMIN: ['view', 'create', 'edit'], MERCHANT_USER: ['view', 'create'] },
    },
  ],
};
