/** What the mark-ups (event-sourced: commands, queries, projections) contribute to PricingModule. */
export const MARKUP_CONTROLLERS = [];
export const MARKUP_PROVIDERS = [];
