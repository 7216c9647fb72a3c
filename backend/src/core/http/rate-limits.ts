import { Throttle } from '@nestjs/throttler';

/**
 * The lower per-address limit of the public calls that guess or make something (sign-in,
 * organization sign-up, public uploads): SIGN_IN_RATE_LIMIT_PER_MINUTE per client address and
 * minute, read per request, on top of the global RATE_LIMIT_PER_MINUTE.
 */
export const SignInRateLimit = () =>
  Throttle({ default: { limit: () => Number(process.env.SIGN_IN_RATE_LIMIT_PER_MINUTE ?? 20), ttl: 60_000 } });
