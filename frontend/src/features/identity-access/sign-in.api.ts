import type { SignInRequest, SignInResponse } from '@bo/shared';
import { api } from '../../lib/api';

/** zod and the sign-in contracts: needed to submit the login form, not to show it. */
export const loadSignInChecks = () => import('./sign-in-checks');

/**
 * Sign-in, apart from the other identity-access calls: /login is the first screen most visitors
 * load, and this module keeps zod out of its bundle (bench/bundle). The answer is still checked
 * against the shared schema, fetched with the submit.
 */
export const signInApi = api.injectEndpoints({
  endpoints: (build) => ({
    signIn: build.mutation<SignInResponse, SignInRequest>({
      query: (body) => ({ url: 'bo/General/sign-in', method: 'POST', body }),
      extraOptions: { anonymous: true },
      transformResponse: async (response: unknown) => (await loadSignInChecks()).signInResponseSchema.parse(response),
    }),
  }),
});

export const { useSignInMutation } = signInApi;
