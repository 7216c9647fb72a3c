import { MENU_CODES, SCREEN_PATHS } from '@bo/shared';
import { type ContextDefinition, MENU_GROUPS } from '../../core/wiring/context-definition';
import { AttractionsCatalogue } from '../attractions/catalogue/attractions-catalogue.service';
import { AttractionsRepository } from '../attractions/catalogue/attractions.repository';
import { TicketInventoryRepository } from '../attractions/inventory/ticket-inventory.repository';
import { TicketInventory } from '../attractions/ports/ticket-inventory';
import { CreditLedgerService } from '../credit/services/credit-ledger.service';
import { CatalogueCache } from '../hotels/availability/catalogue.cache';
import { AvailabilityRepository } from '../hotels/availability/availability.repository';
import { BedsRepository } from '../hotels/beds/beds.repository';
import { BedsService } from '../hotels/beds/beds.service';
import { FacilitiesRepository } from '../hotels/facilities/facilities.repository';
import { FacilitiesService } from '../hotels/facilities/facilities.service';
import { HotelsRepository } from '../hotels/hotels/hotels.repository';
import { HotelsService } from '../hotels/hotels/hotels.service';
import { InventoryRepository } from '../hotels/inventory/inventory.repository';
import { HotelInventory } from '../hotels/ports/hotel-inventory';
import { FutureBookings } from '../hotels/ports/future-bookings';
import { RoomRatesRepository } from '../hotels/rates/room-rates.repository';
import { RoomRatesService } from '../hotels/rates/room-rates.service';
import { RoomsRepository } from '../hotels/rooms/rooms.repository';
import { RoomsService } from '../hotels/rooms/rooms.service';
import { OrganizationDirectory } from '../organizations/services/organization-directory';
import { BookingsModule } from './bookings.module';
import { BookingWriter } from './commands/booking-writer.service';
import { EXPIRE_DUE_BOOKINGS_EVERY_MS, ExpireBookingJob, ExpireDueBookings, ExpireDueBookingsJob } from './jobs/booking-expiry';
import { EmailBookingConfirmationJob } from './jobs/email-booking-confirmation.job';
import { MakeHotelVoucherJob } from './jobs/make-hotel-voucher.job';
import { MakeThemeParkTicketJob } from './jobs/make-theme-park-ticket.job';
import { RemakeHotelVoucherJob } from './jobs/remake-hotel-voucher.job';
import { Bookings1732240001900 } from './migrations/1732240001900-bookings';
import { BookingDocuments1732240001910 } from './migrations/1732240001910-booking-documents';
import { ThemeParkTickets1732240002005 } from './migrations/1732240002005-theme-park-tickets';
import { SupplierExchanges1732240002020 } from './migrations/1732240002020-supplier-exchanges';
import { BookingsProjection } from './projections/bookings.projection';
import { BookingTicketDocuments } from './vouchers/booking-tickets.service';
import { BookingVouchers } from './vouchers/booking-vouchers.service';

/** What HotelsService.get and RoomRatesService.get need in the worker (it loads no API module). */
const HOTEL_READS = [
  HotelsService,
  HotelsRepository,
  RoomRatesService,
  RoomRatesRepository,
  RoomsService,
  RoomsRepository,
  BedsService,
  BedsRepository,
  FacilitiesService,
  FacilitiesRepository,
  FutureBookings,
  CatalogueCache,
  AvailabilityRepository,
];

/** Bookings (see bookings.module.ts, docs/bookings.md). */
export const BOOKINGS: ContextDefinition = {
  name: 'bookings',
  module: BookingsModule,
  // Bookings' read model, organizations' names; the documents made for a booking (its voucher's file).
  // The calls made to outside suppliers (eLeisure) with their payloads.
  // Theme-park and cable-car tickets as documents (1732240002005).
  migrations: [
    Bookings1732240001900,
    BookingDocuments1732240001910,
    ThemeParkTickets1732240002005,
    SupplierExchanges1732240002020,
  ],
  // The expiry jobs write through BookingWriter: the rooms (hotels) and the credit (ledger) with it.
  // The voucher job reads the hotel and the rate through the hotels' exported services (HotelsService,
  // RoomRatesService), which need the rest of this list; the e-mail job sends with core's MailService.
  worker: {
    jobs: [
      ExpireBookingJob,
      ExpireDueBookingsJob,
      MakeHotelVoucherJob,
      RemakeHotelVoucherJob,
      MakeThemeParkTicketJob,
      EmailBookingConfirmationJob,
    ],
    providers: [
      BookingWriter,
      BookingsProjection,
      HotelInventory,
      InventoryRepository,
      CreditLedgerService,
      OrganizationDirectory,
      BookingVouchers,
      // Theme parks and cable cars: the tickets held (BookingWriter), and the ticket PDF's maker with the product it prints.
      TicketInventory,
      TicketInventoryRepository,
      BookingTicketDocuments,
      AttractionsCatalogue,
      AttractionsRepository,
      ...HOTEL_READS,
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
