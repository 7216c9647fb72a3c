import type { FeatureRoutes } from '../../app/routes.types';
import { screensOf } from '../../app/screen';

/**
 * The booking screens of the bookings context (issue 18, docs/bookings.md "Screens"): the list
 * with its status tabs, one booking opened over it (`?ref=`: the booking, its price, payments,
 * cancellation terms, history and actions), and the printable confirmation of one booking
 * (`?ref=`). Menu code 'bookings' (the server's menu entry leads to the list). The price
 * breakdown speaks the pricing words (markups' `breakdown.*`). One chunk for both screens
 * (components/screens.ts).
 */
const screen = screensOf(['bookings', 'markups']);
const screens = () => import('./components/screens');

export const routes: FeatureRoutes = {
  app: [
    screen('bookings', screens, 'BookingsPage', 'bookings'),
    screen('bookingConfirmation', screens, 'BookingConfirmationPage', 'bookings'),
  ],
};
