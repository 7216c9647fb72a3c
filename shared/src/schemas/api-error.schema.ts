import { z } from 'zod';

/** The one error shape of the API: `{ code, message, details }`. */
export const apiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  details: z.unknown().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/**
 * One field problem inside `details.fields` of a VALIDATION_FAILED error. `params` holds the
 * placeholder values of `code` (e.g. { min: 8 }) so the web app can re-render the message in
 * the user's language with formatMessage(code, lang, params).
 */
export const fieldErrorSchema = z.object({
  path: z.string(),
  code: z.string(),
  message: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;
