import { signInResponseSchema, type SignInRequest, type SignInResponse } from '@bo/shared';
import { api } from '../../lib/api';

/** Calls of /bo/General used for authentication (spec section 7). */
export const identityAccessApi = api.injectEndpoints({
  endpoints: (build) => ({
    signIn: build.mutation<SignInResponse, SignInRequest>({
      query: (body) => ({ url: 'bo/General/sign-in', method: 'POST', body }),
      extraOptions: { anonymous: true },
      transformResponse: (response: unknown) => signInResponseSchema.parse(response),
    }),
    /** Revokes the bearer token server-side. */
    signOut: build.mutation<{ ok: boolean }, void>({
      query: () => ({ url: 'bo/General/sign-out', method: 'GET' }),
    }),
  }),
});

export const { useSignInMutation, useSignOutMutation } = identityAccessApi;
