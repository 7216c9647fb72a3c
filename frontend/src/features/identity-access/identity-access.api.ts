import {
  actionResultSchema,
  firstTimeLoginResponseSchema,
  validatePasswordResetResponseSchema,
  verifyUserTokenResponseSchema,
  type FirstTimeLoginRequest,
  type LinkTokenRequest,
  type PasswordResetRequest,
  type ResetPasswordRequest,
} from '@bo/shared';
import { api } from '../../lib/api';
import { callsOf, endpointsOf } from '../../lib/endpoints';

/**
 * Calls of /bo/General and /bo/Public used before a session exists (spec section 7): sign-out,
 * forgot/reset password and first-time login from the e-mailed link (sign-in: sign-in.api.ts).
 * All but sign-out are anonymous, so a stale token in the store never turns their 401s into "session ended".
 */
export const identityAccessApi = api.injectEndpoints({
  endpoints: (build) => {
    const { read, write } = endpointsOf(build);
    const general = callsOf('bo/General');
    const publicCalls = callsOf('bo/Public');
    const anonymous = { extraOptions: { anonymous: true } };
    // Links are single-use: their checks are never cached.
    const linkCheck = { ...anonymous, keepUnusedDataFor: 0 };
    return {
      /** Revokes the bearer token server-side. */
      signOut: build.mutation<{ ok: boolean }, void>({
        query: () => ({ url: 'bo/General/sign-out', method: 'GET' }),
      }),
      /** Always answers the same neutral message, whether or not the account exists. */
      requestPasswordReset: write(
        general.send<PasswordResetRequest>('request-password-reset'),
        actionResultSchema,
        undefined,
        anonymous,
      ),
      /** A query (not a mutation) so the screen checks the link as it opens; never cached: links are single-use. */
      validatePasswordReset: read(
        general.send<LinkTokenRequest>('validate-password-reset'),
        validatePasswordResetResponseSchema,
        undefined,
        linkCheck,
      ),
      resetPassword: write(general.send<ResetPasswordRequest>('reset-password'), actionResultSchema, undefined, anonymous),
      verifyUserToken: read(
        publicCalls.send<LinkTokenRequest>('verifyUserToken'),
        verifyUserTokenResponseSchema,
        undefined,
        linkCheck,
      ),
      completeFirstTimeLogin: write(
        publicCalls.send<FirstTimeLoginRequest>('verify'),
        firstTimeLoginResponseSchema,
        undefined,
        anonymous,
      ),
    };
  },
});

export const {
  useSignOutMutation,
  useRequestPasswordResetMutation,
  useValidatePasswordResetQuery,
  useResetPasswordMutation,
  useVerifyUserTokenQuery,
  useCompleteFirstTimeLoginMutation,
} = identityAccessApi;
