import { createParamDecorator, type ExecutionContext, SetMetadata } from '@nestjs/common';
import { requestContext, type Actor } from '../context/request-context';

export const PUBLIC_KEY = 'bo:public';
export const PERMISSION_KEY = 'bo:permission';
export const SCRAPE_TOKEN_KEY = 'bo:scrape-token';

/** Marks a route callable without signing in. Every other route needs a permission. */
export const Public = () => SetMetadata(PUBLIC_KEY, true);

/** The permission a caller's role must grant; '' means "any signed-in user". */
export const RequirePermission = (permission: string) => SetMetadata(PERMISSION_KEY, permission);
export const SignedIn = () => RequirePermission('');
/**
 * Besides a signed-in caller with the route's permission, the route accepts the scrape token
 * (`Authorization: Bearer <METRICS_TOKEN>`, when set) for a monitoring system without a user.
 */
export const AcceptsScrapeToken = () => SetMetadata(SCRAPE_TOKEN_KEY, true);
/**
 * Any one of these permissions will do, for reads that several roles need for different reasons
 * (the bank list: bank administrators, and whoever may request a top-up and must pick a bank).
 */
export const RequireAnyPermission = (...permissions: [string, ...string[]]) => SetMetadata(PERMISSION_KEY, permissions);

/** The signed-in caller, as the auth guard established it. */
export const CurrentActor = createParamDecorator((_: unknown, _ctx: ExecutionContext): Actor | undefined => {
  return requestContext.get()?.actor;
});
