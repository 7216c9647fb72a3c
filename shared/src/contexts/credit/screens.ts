/** The screens of the context (its web app feature's routes): `:ID` is a route parameter (`screenPath`). */
export const SCREEN_PATHS = {
  topUps: '/credit/credit-topups-payments',
  addTopUp: '/credit/add-credit-topup',
  creditHistory: '/credit/histories/:ID',
  // Not in the spec's route table (the spec has no screen for these calls): ours, in its style.
  creditAdjustments: '/credit/credit-adjustments',
  systemCredit: '/credit/system-credit',
} as const;
