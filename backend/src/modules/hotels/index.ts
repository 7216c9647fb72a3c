/**
 * The hotels context's face: all another context may import of it (ESLint refuses any deeper
 * path; docs/architecture.md "A public face per context").
 */
export { HotelsModule } from './hotels.module';
export { HotelsWorkerModule } from './hotels.worker.module';
// Ports: what other contexts inject (docs/hotel-inventory.md "The booking port").
export { HotelInventory, type HoldRequest } from './ports/hotel-inventory';
// The product line bookings sells hotel rooms through (docs/bookings.md "Product lines").
export { type BookedRooms, HotelProductLine, type RoomsRequest, type RoomsSale } from './product-line/hotel-product-line';
export { HOTEL_VOUCHER_KIND } from './product-line/voucher/hotel-voucher-document';
export { FutureBookings, type FutureBookingsSource, type InventoryTarget } from './ports/future-bookings';
export {
  SellingPrices,
  type PricedFor,
  type RateToPrice,
  type SellingPriceBuyer,
  type SellingPriceRequest,
  type SellingPriceSource,
  type SellingPricer,
} from './ports/selling-prices';
export { HotelAvailability } from './ports/hotel-availability.port';
export { HotelCatalogue, type HotelDestination, HotelRates } from './ports/hotel-catalogue.port';
export type { Refusals } from './availability/availability.service';
// Pure rules others share: the local date of a time zone, why a rate is not sellable.
export { todayIn, type Refusal } from './availability/rules';
