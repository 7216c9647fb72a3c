import { z } from 'zod';

/** The one error shape of the API: `{ code, message, details }`. */
export const apiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  details: z.unknown().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** One field problem inside `details.fields` of a VALIDATION_FAILED error. */
export const fieldErrorSchema = z.object({ path: z.string(), code: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;
