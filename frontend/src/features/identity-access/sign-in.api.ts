import type { SignInRequest, SignInResponse } from '@bo/shared';
import { api } from '../../lib/api';
import { signInResponseSchema } from './sign-in-checks';

/**
 * Sign-in, apart from the other identity-access calls. /login is the first screen most visitors
 * load, and its bundle carries neither zod nor RTK Query (bench/bundle): the login screen loads
 * this module (with the shared schemas of sign-in-checks.ts) once it is shown, and the submit
 * waits for it. The answer is checked against the shared schema.
 */
export const signInApi = api.injectEndpoints({
  endpoints: (build) => ({
    signIn: build.mutation<SignInResponse, SignInRequest>({
      query: (body) => ({ url: 'bo/General/sign-in', method: 'POST', body }),
      extraOptions: { anonymous: true },
      transformResponse: (response: unknown) => signInResponseSchema.parse(response),
    }),
  }),
});

export { applyFieldErrors, signInRequestSchema, zodFormValidator } from './sign-in-checks';
