import { Module } from '@nestjs/common';
import { HotelCatalogue, HotelRates } from './ports/hotel-catalogue.port';
import { AvailabilityService } from './availability/availability.service';
import { HotelAvailability } from './ports/hotel-availability.port';
import { SellingPrices } from './ports/selling-prices';
import { HotelProductLine } from './product-line/hotel-product-line';
import { HotelVoucherDocument } from './product-line/voucher/hotel-voucher-document';
import { AvailabilityRepository } from './availability/availability.repository';
import { CatalogueCache } from './availability/catalogue.cache';
import { SellableCalendar } from './availability/sellable-calendar';
import { BedsService } from './beds/beds.service';
import { FacilitiesService } from './facilities/facilities.service';
import { HotelsRepository } from './hotels/hotels.repository';
import { HotelsService } from './hotels/hotels.service';
import { InventoryRepository } from './inventory/inventory.repository';
import { ReleaseExpiredHoldsJob } from './inventory/release-expired-holds.job';
import { FutureBookings } from './ports/future-bookings';
import { HotelInventory } from './ports/hotel-inventory';
import { RoomRatesRepository } from './rates/room-rates.repository';
import { RoomRatesService } from './rates/room-rates.service';
import { RoomsRepository } from './rooms/rooms.repository';
import { RoomsService } from './rooms/rooms.service';

/**
 * The hotels in the worker process (no controllers, no subscribers): the expired-hold sweep, and
 * what other contexts' jobs use through this module: the HotelInventory port (rooms held, kept,
 * confirmed, released, with the sellable calendar kept in the same transaction) and the hotel and
 * rate reads a voucher prints (the HotelCatalogue and HotelRates ports: HotelsService.get,
 * RoomRatesService.get, with what they need).
 */
@Module({
  providers: [
    ReleaseExpiredHoldsJob,
    HotelInventory,
    HotelProductLine,
    HotelVoucherDocument,
    InventoryRepository,
    SellableCalendar,
    HotelsService,
    HotelsRepository,
    RoomRatesService,
    RoomRatesRepository,
    RoomsService,
    RoomsRepository,
    BedsService,
    FacilitiesService,
    FutureBookings,
    CatalogueCache,
    AvailabilityRepository,
    // The product line's quote searches availability (no selling prices in the worker: nothing registers them here).
    AvailabilityService,
    SellingPrices,
    { provide: HotelAvailability, useExisting: AvailabilityService },
    { provide: HotelCatalogue, useExisting: HotelsService },
    { provide: HotelRates, useExisting: RoomRatesService },
  ],
  exports: [HotelInventory, HotelProductLine, HotelCatalogue, HotelRates],
})
export class HotelsWorkerModule {}
