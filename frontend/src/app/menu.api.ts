import { userMenuSchema, type UserMenu } from '@bo/shared';
import { api } from '../lib/api';

/**
 * `GET /bo/UAC/menu`: the signed-in user's navigation, already cut down to what the role may view.
 * Part of the shell chunk (only the signed-in layout imports it). Saving a role's access
 * invalidates 'UserMenu', so an administrator editing their own role sees the change at once.
 */
export const menuApi = api.injectEndpoints({
  endpoints: (build) => ({
    userMenu: build.query<UserMenu, void>({
      query: () => 'bo/UAC/menu',
      transformResponse: (response: unknown) => userMenuSchema.parse(response),
      providesTags: ['UserMenu'],
    }),
  }),
});

export const { useUserMenuQuery } = menuApi;
