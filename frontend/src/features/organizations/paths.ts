/** Routes of the organization screens (spec route table), in one place for links and tests. */
export const LISTING_PATH = '/organization/view-organization-listing';
export const CREATE_PATH = '/organization/create-organization';
/** The approval queue: the listing's 'Pending' tab (the spec has no route of its own for it). */
export const PENDING_TAB = 'pending';
export const PENDING_QUEUE_PATH = `${LISTING_PATH}?tab=${PENDING_TAB}`;
export const profilePath = (organizationId: string) => `/organization/organization-profile/${encodeURIComponent(organizationId)}`;
