/** What the mark-ups (event-sourced: commands, queries, projections) contribute to PricingModule. */
export const MARKUP_CONTROLLERS = [];
export const MARKUP_PROVIDERS = [];
/** Nest modules of other contexts it needs (their exported services). */
export const MARKUP_IMPORTS = [];
