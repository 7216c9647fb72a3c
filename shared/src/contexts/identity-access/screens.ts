/** The screens of the context (its web app feature's routes): `:ID` is a route parameter (`screenPath`). */
export const SCREEN_PATHS = {
  users: '/user/manage-user',
  createUser: '/user/create-user',
  roles: '/uac',
  menus: '/fac',
} as const;
