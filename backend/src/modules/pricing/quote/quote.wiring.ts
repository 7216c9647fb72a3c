/** What the price quote and the hotels' selling-price source contribute to PricingModule. */
export const QUOTE_CONTROLLERS = [];
export const QUOTE_PROVIDERS = [];
/** Nest modules of other contexts it needs (their exported services). */
export const QUOTE_IMPORTS = [];
