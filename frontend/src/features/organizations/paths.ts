import { SCREEN_PATHS, screenPath } from '@bo/shared';

/** Links to the organization screens: paths from the shared SCREEN_PATHS, with their query strings. */
/** The approval queue: the listing's 'Pending' tab (the spec has no route of its own for it). */
export const PENDING_TAB = 'pending';
export const PENDING_QUEUE_PATH = `${SCREEN_PATHS.organizations}?tab=${PENDING_TAB}`;
export const profilePath = (organizationId: string) => screenPath('organizationProfile', organizationId);
