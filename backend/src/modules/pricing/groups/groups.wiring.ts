/** What the mark-up groups (and organizations' group assignment) contribute to PricingModule. */
export const GROUP_CONTROLLERS = [];
export const GROUP_PROVIDERS = [];
