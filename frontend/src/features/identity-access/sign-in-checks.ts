/**
 * What submitting the login form needs and showing it does not: the shared sign-in contracts
 * (zod) and the form helpers built on them. Loaded with sign-in.api.ts, after the first paint.
 */
export { signInRequestSchema, signInResponseSchema } from '@bo/shared';
export { applyFieldErrors, zodFormValidator } from '../../lib/form';
