/** The screens of the context (its web app feature's routes): `:ID` is a route parameter (`screenPath`). */
export const SCREEN_PATHS = {
  signUp: '/sign-up',
  organizations: '/organization/view-organization-listing',
  createOrganization: '/organization/create-organization',
  organizationProfile: '/organization/organization-profile/:ID',
} as const;
