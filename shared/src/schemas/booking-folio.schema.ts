/**
 * A booking's folio (the public booking call `updateFolio`, spec section 7; docs/bookings.md "Guest
 * details (folio)"): the guest-facing details of a stay that may change after booking without
 * re-pricing it: the contact (lead guest), the guests' names, the special requests to the hotel and
 * the estimated arrival time. Each field left out stays as it is.
 */
import { z } from 'zod';
import type { BookingStatus } from '../enums/booking';
import type { ErrorCode } from '../errors/error-catalogue';
import { bookingRefField, bookingSchema } from './booking.schema';
import { emailField, optionalTextField, requiredTextField, validTextField } from './validation';

/** A folio may change while the stay is still going ahead: pending payment, confirmed, or needing attention. */
export const FOLIO_EDITABLE_STATUSES: readonly BookingStatus[] = ['PPA', 'CON', 'RHI'];
export const SPECIAL_REQUESTS_MAX = 500;
/** As many names as `book` takes; a hotel booking takes one per guest booked (rooms × guests per room). */
export const MAX_TRAVELLERS = 40;

/** The fields a folio update may change, as the history names them (`{ before, after }` each). */
export const FOLIO_FIELDS = [
  'contactName',
  'contactEmail',
  'contactPhone',
  'travellers',
  'specialRequests',
  'arrivalTime',
] as const;
export const folioFieldSchema = z.enum(FOLIO_FIELDS);
export type FolioField = z.infer<typeof folioFieldSchema>;

/** null and blank clear the value; absent leaves it as it is. */
const clearable = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), schema.nullable().optional());

/** `HH:MM` on the 24-hour clock, hotel-local: when the guests expect to arrive. */
export const arrivalTimeField = () =>
  z
    .string({ error: 'TIME_FORMAT' satisfies ErrorCode })
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'TIME_FORMAT' satisfies ErrorCode });

/**
 * `POST updateFolio`: the booking and what to change. `contact` replaces the contact (a phone left
 * out is none); `travellers` replaces the guests' names (the first is the lead guest on the voucher);
 * `specialRequests` and `arrivalTime` are set, or cleared with null or ''.
 */
export const updateFolioSchema = z.strictObject({
  bookingRef: bookingRefField(),
  contact: z
    .strictObject({
      name: requiredTextField({ max: 100 }),
      email: emailField(),
      phone: optionalTextField(30),
    })
    .optional(),
  travellers: z
    .array(validTextField({ max: 100 }))
    .min(1, { error: 'REQUIRED_FIELD' satisfies ErrorCode })
    .max(MAX_TRAVELLERS, { error: 'TOO_MANY_TRAVELLERS' satisfies ErrorCode })
    .optional(),
  specialRequests: clearable(validTextField({ max: SPECIAL_REQUESTS_MAX })),
  arrivalTime: clearable(arrivalTimeField()),
});
export type UpdateFolioBody = z.infer<typeof updateFolioSchema>;
export type UpdateFolioInput = z.input<typeof updateFolioSchema>;

/** What `updateFolio` answers: the toast, the booking after it, and the fields it changed (none: nothing to change). */
export const bookingFolioResultSchema = z.object({
  code: z.string(),
  message: z.string(),
  booking: bookingSchema,
  changed: z.array(folioFieldSchema),
});
export type BookingFolioResult = z.infer<typeof bookingFolioResultSchema>;
