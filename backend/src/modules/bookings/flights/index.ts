/**
 * Flights, bookings' own product line (no context keeps flight inventory; the flight supplier
 * confirms them: suppliers/sabre). What the rest of bookings uses of it.
 */
export { type FlightRequest, FlightProductLine, type FlightSale } from './flight-product-line';
