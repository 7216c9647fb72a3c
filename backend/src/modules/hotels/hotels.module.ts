import { Module } from '@nestjs/common';
import { HotelAvailability } from './ports/hotel-availability.port';
import { HotelCatalogue, HotelRates } from './ports/hotel-catalogue.port';
import { AvailabilityController } from './availability/availability.controller';
import { AvailabilityRepository } from './availability/availability.repository';
import { AvailabilityService } from './availability/availability.service';
import { CatalogueCache } from './availability/catalogue.cache';
import { SellableCalendar } from './availability/sellable-calendar';
import { BedsController, BedTypesController } from './beds/beds.controller';
import { BedTypesService } from './beds/bed-types.service';
import { BedsService } from './beds/beds.service';
import { FacilitiesController } from './facilities/facilities.controller';
import { FacilitiesService } from './facilities/facilities.service';
import { HotelFacilitiesRepository } from './hotels/hotel-facilities.repository';
import { HotelFacilitiesService } from './hotels/hotel-facilities.service';
import { HotelsController } from './hotels/hotels.controller';
import { HotelsRepository } from './hotels/hotels.repository';
import { HotelsService } from './hotels/hotels.service';
import { HotelPhotosController } from './photos/hotel-photos.controller';
import { HotelPhotosRepository } from './photos/hotel-photos.repository';
import { HotelPhotosService } from './photos/hotel-photos.service';
import { InventoryController } from './inventory/inventory.controller';
import { InventoryRepository } from './inventory/inventory.repository';
import { RateSeasonsService } from './inventory/rate-seasons.service';
import { RoomCalendarService } from './inventory/room-calendar.service';
import { HOTEL_QUERY_HANDLERS } from './queries';
import { FutureBookings } from './ports/future-bookings';
import { HotelInventory } from './ports/hotel-inventory';
import { HotelProductLine } from './product-line/hotel-product-line';
import { HotelVoucherDocument } from './product-line/voucher/hotel-voucher-document';
import { SellingPrices } from './ports/selling-prices';
import { HotelProbeController } from './probe/hotel-probe.controller';
import { RoomRatesController } from './rates/room-rates.controller';
import { RoomInventoryReportSource } from './reports/room-inventory.source';
import { RoomRatesRepository } from './rates/room-rates.repository';
import { RoomRatesService } from './rates/room-rates.service';
import { RoomsController } from './rooms/rooms.controller';
import { RoomsRepository } from './rooms/rooms.repository';
import { RoomsService } from './rooms/rooms.service';

/**
 * The hotel inventory (`/bo/RWTDIYHotel`, docs/hotel-inventory.md), in the `hotels` schema: the
 * facility catalogue, bed types and combinations, hotels with their facilities, room types and
 * their rates. Reference data: controller -> service -> repository, every change audited.
 * Exported: `FutureBookings`, the port a booking context registers with so that hotels, room types
 * and rates with upcoming bookings cannot be deleted; `HotelInventory`, the port it holds, confirms
 * and releases rooms through in its own transaction; `SellingPrices`, the port a pricing context
 * registers with so that the availability search answers selling prices; and, for reading, the
 * HotelCatalogue, HotelRates and HotelAvailability ports (implemented by the services). Other
 * contexts import these from the face, index.ts.
 */
@Module({
  controllers: [
    HotelProbeController,
    HotelsController,
    FacilitiesController,
    BedTypesController,
    BedsController,
    RoomsController,
    RoomRatesController,
    InventoryController,
    AvailabilityController,
    HotelPhotosController,
  ],
  providers: [
    FutureBookings,
    SellingPrices,
    HotelsRepository,
    HotelsService,
    HotelFacilitiesRepository,
    HotelFacilitiesService,
    FacilitiesService,
    BedTypesService,
    BedsService,
    RoomsRepository,
    RoomsService,
    RoomRatesRepository,
    RoomRatesService,
    InventoryRepository,
    RoomCalendarService,
    RateSeasonsService,
    HotelInventory,
    HotelProductLine,
    HotelVoucherDocument,
    RoomInventoryReportSource,
    AvailabilityRepository,
    CatalogueCache,
    SellableCalendar,
    AvailabilityService,
    ...HOTEL_QUERY_HANDLERS,
    HotelPhotosRepository,
    HotelPhotosService,
    // The ports other contexts inject (index.ts): the same instances as the services.
    { provide: HotelCatalogue, useExisting: HotelsService },
    { provide: HotelRates, useExisting: RoomRatesService },
    { provide: HotelAvailability, useExisting: AvailabilityService },
  ],
  exports: [FutureBookings, SellingPrices, HotelInventory, HotelProductLine, HotelCatalogue, HotelRates, HotelAvailability],
})
export class HotelsModule {}
