/** What the service fees contribute to PricingModule. */
export const SERVICE_FEE_CONTROLLERS = [];
export const SERVICE_FEE_PROVIDERS = [];
/** Nest modules of other contexts it needs (their exported services). */
export const SERVICE_FEE_IMPORTS = [];
