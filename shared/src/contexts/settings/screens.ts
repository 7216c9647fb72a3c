/** The screens of the context (its web app feature's routes): `:ID` is a route parameter (`screenPath`). */
export const SCREEN_PATHS = {
  roleOptions: '/Settings/roleOptions/roleOptionsList',
  banks: '/Settings/bank/bankList',
} as const;
