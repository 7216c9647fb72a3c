/**
 * `POST updateThemePark` (docs/bookings.md "Theme parks and cable cars", "Changing the visit
 * date or the names"): a theme-park or cable-car booking not used yet moves to another visit date
 * (same product, same tickets; capacity on the new date taken in the same transaction; allowed when
 * the new date's selling price is the same or lower, the booking keeping its total) and/or gets
 * other ticket holders' names. Its answer is the booking (bookingResultSchema).
 */
import { z } from 'zod';
import type { ErrorCode } from '../errors/error-catalogue';
import { bookingRefField } from './booking.schema';
import { ticketHolderNamesField } from './booking-tickets.schema';
import { optional } from './hotel-fields';
import { dateField } from './hotel-inventory.schema';

export const updateThemeParkSchema = z
  .strictObject({
    bookingRef: bookingRefField(),
    /** The new visit date; absent: the same. */
    visitDate: optional(dateField()),
    /** The ticket holders' names, all of them (at most one per ticket); absent: the same. */
    travellers: optional(ticketHolderNamesField()),
  })
  .superRefine((b, ctx) => {
    if (b.visitDate === undefined && b.travellers === undefined)
      ctx.addIssue({ code: 'custom', message: 'REQUIRED_FIELD' satisfies ErrorCode, path: ['visitDate'] });
  });
export type UpdateThemeParkBody = z.infer<typeof updateThemeParkSchema>;
export type UpdateThemeParkInput = z.input<typeof updateThemeParkSchema>;
