/** What the service fees contribute to PricingModule. */
export const SERVICE_FEE_CONTROLLERS = [];
export const SERVICE_FEE_PROVIDERS = [];
