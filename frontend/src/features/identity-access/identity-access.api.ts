import {
  actionResultSchema,
  firstTimeLoginResponseSchema,
  validatePasswordResetResponseSchema,
  verifyUserTokenResponseSchema,
  type ActionResult,
  type FirstTimeLoginRequest,
  type LinkTokenRequest,
  type PasswordResetRequest,
  type ResetPasswordRequest,
  type ValidatePasswordResetResponse,
  type VerifyUserTokenResponse,
} from '@bo/shared';
import type { z } from 'zod';
import { api } from '../../lib/api';

type FirstTimeLoginResponse = z.infer<typeof firstTimeLoginResponseSchema>;

/**
 * Calls of /bo/General and /bo/Public used before a session exists (spec section 7): sign-out,
 * forgot/reset password and first-time login from the e-mailed link (sign-in: sign-in.api.ts).
 * All but sign-out are anonymous, so a stale token in the store never turns their 401s into "session ended".
 */
export const identityAccessApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Revokes the bearer token server-side. */
    signOut: build.mutation<{ ok: boolean }, void>({
      query: () => ({ url: 'bo/General/sign-out', method: 'GET' }),
    }),
    /** Always answers the same neutral message, whether or not the account exists. */
    requestPasswordReset: build.mutation<ActionResult, PasswordResetRequest>({
      query: (body) => ({ url: 'bo/General/request-password-reset', method: 'POST', body }),
      extraOptions: { anonymous: true },
      transformResponse: (response: unknown) => actionResultSchema.parse(response),
    }),
    /** A query (not a mutation) so the screen checks the link as it opens; never cached: links are single-use. */
    validatePasswordReset: build.query<ValidatePasswordResetResponse, LinkTokenRequest>({
      query: (body) => ({ url: 'bo/General/validate-password-reset', method: 'POST', body }),
      extraOptions: { anonymous: true },
      keepUnusedDataFor: 0,
      transformResponse: (response: unknown) => validatePasswordResetResponseSchema.parse(response),
    }),
    resetPassword: build.mutation<ActionResult, ResetPasswordRequest>({
      query: (body) => ({ url: 'bo/General/reset-password', method: 'POST', body }),
      extraOptions: { anonymous: true },
      transformResponse: (response: unknown) => actionResultSchema.parse(response),
    }),
    verifyUserToken: build.query<VerifyUserTokenResponse, LinkTokenRequest>({
      query: (body) => ({ url: 'bo/Public/verifyUserToken', method: 'POST', body }),
      extraOptions: { anonymous: true },
      keepUnusedDataFor: 0,
      transformResponse: (response: unknown) => verifyUserTokenResponseSchema.parse(response),
    }),
    completeFirstTimeLogin: build.mutation<FirstTimeLoginResponse, FirstTimeLoginRequest>({
      query: (body) => ({ url: 'bo/Public/verify', method: 'POST', body }),
      extraOptions: { anonymous: true },
      transformResponse: (response: unknown) => firstTimeLoginResponseSchema.parse(response),
    }),
  }),
});

export const {
  useSignOutMutation,
  useRequestPasswordResetMutation,
  useValidatePasswordResetQuery,
  useResetPasswordMutation,
  useVerifyUserTokenQuery,
  useCompleteFirstTimeLoginMutation,
} = identityAccessApi;
