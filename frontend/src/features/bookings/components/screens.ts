/** The two booking screens in one lazy chunk (one preload list in the login bundle, not two). */
export { BookingsPage } from './BookingsPage';
export { BookingConfirmationPage } from './BookingConfirmationPage';
