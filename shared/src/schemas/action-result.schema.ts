import { z } from 'zod';
import { SUCCESS_MESSAGES, type SuccessCode } from '../errors/success-messages';

/**
 * What a write answers when the screen only needs a toast: a success-catalogue code and its text
 * in the caller's language. Endpoints extend it with what the screen needs next (ids, status).
 */
export const actionResultSchema = z.object({
  code: z.enum(Object.keys(SUCCESS_MESSAGES) as [SuccessCode, ...SuccessCode[]]),
  message: z.string(),
});
export type ActionResult = z.infer<typeof actionResultSchema>;
