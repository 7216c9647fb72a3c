/** The screens of the context (its web app feature's routes): `:ID` is a route parameter (`screenPath`). */
export const SCREEN_PATHS = {
  // Pricing (docs/pricing.md, "Screens"). Editing a group or a mark-up takes `?id=`.
  markupGroups: '/Group/groupList',
  createMarkupGroup: '/Group/create-group',
  editMarkupGroup: '/Group/edit-group',
  markups: '/Markup/markupList',
  modifyMarkup: '/Markup/modify-markup',
  // Not in the spec's route table: the quote that explains a price ("Why this price").
  priceQuote: '/Markup/price-quote',
  serviceFees: '/service-fee-management',
  addServiceFee: '/AddServiceFee',
  /** Editing one service fee (`?id=`). */
  serviceFeeSetup: '/service-fee-setup',
  serviceFeeOverview: '/service-fee-overview',
} as const;
