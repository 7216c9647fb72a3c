import type { ApiToken, GetTokenBody } from '@bo/shared';
import type { RouteExamples } from '../../../core/http/contract.decorator';

/**
 * The OpenAPI examples of the organizations' public calls (docs/api-conventions.md, "Examples"): an
 * agency's system asks for its API client token with its organization code and the secret key its
 * profile showed once (`bo_sk_` and 43 characters); the token lasts ACCESS_TOKEN_TTL_SECONDS (8 hours
 * by default). Checked against the routes' schemas by `test/openapi-examples.int-spec.ts`.
 */
export const ORGANIZATION_EXAMPLES = {
  getToken: {
    body: { clientId: 'MUTIARA01', secretKey: 'bo_sk_Q2v8Xk4Lm9Rt1Nc6Jw3Hp7Dz5Bf0Kg2Ys8Ea4Tu6Wo1' } satisfies GetTokenBody,
    response: {
      accessToken:
        'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJjbGllbnQ6TVVUSUFSQTAxIiwib3JnIjoiM2Y2YzJhOWUiLCJpYXQiOjE3OTU4MzA0MDB9.Xk3v9mQ2rT8wLp5nZ1cY7hB4dF6gJ0sA2eR9uW3oN5k',
      tokenType: 'Bearer',
      expiresIn: 28_800,
    } satisfies ApiToken,
  },
} satisfies Record<string, RouteExamples>;
