import { z } from 'zod';
import { emailField, optionalTextField, requiredTextField } from './validation';

/**
 * What every `book` body asks alike, whatever the product (hotels: booking.schema.ts; flights,
 * theme parks and cable cars: their own files, which booking.schema.ts imports, so these live here).
 */

/** How a booking is paid: the agency's credit (held at booking) or iPay88 FPX online banking. */
export const bookingPaymentMethodSchema = z.enum(['CREDIT', 'IPAY88_FPX'], { error: 'INVALID_OPTION' });
export type BookingPaymentMethodCode = z.infer<typeof bookingPaymentMethodSchema>;

/** Who to tell about the booking (the lead guest unless names are given). */
export const bookingContactSchema = () =>
  z.strictObject({
    name: requiredTextField({ max: 100 }),
    email: emailField(),
    phone: optionalTextField(30),
  });
