import {
  actionResultSchema,
  createUserResponseSchema,
  userListPageSchema,
  userManagementInitSchema,
  userStatusUpdateResponseSchema,
  type CreateUserRequest,
  type CreateUserResponse,
  type UpdateUserRequest,
  type UserListPage,
  type UserStatusUpdateRequest,
} from '@bo/shared';
import type { z } from 'zod';
import { api } from '../../lib/api';
import type { ListQuery } from '../../ui/resource';

/** User administration calls of `/bo/User` (identity-access context) and the screen's init. */
export const usersApi = api.enhanceEndpoints({ addTagTypes: ['User', 'Role', 'RoleOption'] }).injectEndpoints({
  endpoints: (build) => ({
    userList: build.query<UserListPage, ListQuery>({
      query: (params) => ({ url: 'bo/User/userList', params }),
      transformResponse: (response: unknown) => userListPageSchema.parse(response),
      providesTags: ['User'],
    }),
    userManagementInit: build.query<z.infer<typeof userManagementInitSchema>, void>({
      query: () => 'bo/Form/usermanagement/init',
      transformResponse: (response: unknown) => userManagementInitSchema.parse(response),
      providesTags: ['Role', 'RoleOption'],
    }),
    createUser: build.mutation<CreateUserResponse, CreateUserRequest>({
      query: (body) => ({ url: 'bo/User/sign-up', method: 'POST', body }),
      transformResponse: (response: unknown) => createUserResponseSchema.parse(response),
      invalidatesTags: ['User'],
    }),
    /** PUT root: an administrator edits a user (username and organization never change). */
    updateUser: build.mutation<z.infer<typeof actionResultSchema>, UpdateUserRequest>({
      query: (body) => ({ url: 'bo/User', method: 'PUT', body }),
      transformResponse: (response: unknown) => actionResultSchema.parse(response),
      invalidatesTags: ['User'],
    }),
    updateUserStatus: build.mutation<z.infer<typeof userStatusUpdateResponseSchema>, UserStatusUpdateRequest>({
      query: (body) => ({ url: 'bo/User/status/update', method: 'POST', body }),
      transformResponse: (response: unknown) => userStatusUpdateResponseSchema.parse(response),
      invalidatesTags: ['User'],
    }),
  }),
});

export const {
  useUserListQuery,
  useUserManagementInitQuery,
  useCreateUserMutation,
  useUpdateUserMutation,
  useUpdateUserStatusMutation,
} = usersApi;
