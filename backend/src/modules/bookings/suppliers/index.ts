/**
 * Outside suppliers (docs/bookings.md "Suppliers and flights"): the supplier port and its
 * registered channels, who confirms a booking, the stored exchanges, and the adapters (sabre/:
 * the flight supplier; eleisure/: RWT hotels). What the rest of bookings uses of them.
 */
export { type BookingSupplier, BookingSuppliers } from './booking-suppliers';
export { EleisureChannel } from './eleisure/eleisure-channel';
export { SabreChannel } from './sabre/sabre-channel';
export { partyOf, type Party, type SupplierFare } from './sabre/sabre-fares';
export { SabreFlights } from './sabre/sabre-flights';
export { type SupplierChannel, SupplierChannels, type SupplierConfirmRequest, SupplierFailure } from './supplier-channel';
export { type SupplierExchangeRecord, SupplierExchanges } from './supplier-exchanges';
