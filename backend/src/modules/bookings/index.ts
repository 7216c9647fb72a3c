/**
 * The bookings context's face: all another context may import of it (ESLint refuses any deeper
 * path; docs/architecture.md "A public face per context"). No context uses bookings today: it sits
 * above the product lines, pricing, credit and the reference data.
 */
export { BookingsModule } from './bookings.module';
export { BookingsWorkerModule } from './bookings.worker.module';
// Published events (a booking's stream).
export type { BookingEvent } from './domain/booking.events';
