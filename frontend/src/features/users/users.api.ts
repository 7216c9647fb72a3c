import {
  actionResultSchema,
  createUserResponseSchema,
  userListPageSchema,
  userManagementInitSchema,
  userStatusUpdateResponseSchema,
  type CreateUserRequest,
  type UpdateUserRequest,
  type UserStatusUpdateRequest,
} from '@bo/shared';
import { api } from '../../lib/api';
import { callsOf, endpointsOf } from '../../lib/endpoints';
import type { ListQuery } from '../../ui/resource';

/** User administration calls of `/bo/User` (identity-access context) and the screen's init. */
export const usersApi = api.enhanceEndpoints({ addTagTypes: ['User', 'Role', 'RoleOption'] }).injectEndpoints({
  endpoints: (build) => {
    const { read, write } = endpointsOf(build);
    const user = callsOf('bo/User');
    return {
      userList: read(user.get<ListQuery>('userList'), userListPageSchema, ['User']),
      userManagementInit: read(callsOf('bo/Form').get('usermanagement/init'), userManagementInitSchema, ['Role', 'RoleOption']),
      createUser: write(user.send<CreateUserRequest>('sign-up'), createUserResponseSchema, ['User']),
      /** PUT root: an administrator edits a user (username and organization never change). */
      updateUser: write(user.send<UpdateUserRequest>('', 'PUT'), actionResultSchema, ['User']),
      updateUserStatus: write(user.send<UserStatusUpdateRequest>('status/update'), userStatusUpdateResponseSchema, ['User']),
    };
  },
});

export const {
  useUserListQuery,
  useUserManagementInitQuery,
  useCreateUserMutation,
  useUpdateUserMutation,
  useUpdateUserStatusMutation,
} = usersApi;
