/** What the mark-up groups (and organizations' group assignment) contribute to PricingModule. */
export const GROUP_CONTROLLERS = [];
export const GROUP_PROVIDERS = [];
/** Nest modules of other contexts it needs (their exported services). */
export const GROUP_IMPORTS = [];
