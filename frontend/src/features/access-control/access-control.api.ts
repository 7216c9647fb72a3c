import {
  actionResultSchema,
  menuDeleteResultSchema,
  menuInitSchema,
  menuPageSchema,
  roleAccessSchema,
  roleListSchema,
  roleOptionListSchema,
  uacInitSchema,
  type ActionResult,
  type MenuDelete,
  type MenuSave,
  type RoleAccess,
  type RoleAccessSave,
  type RoleCreate,
  type RoleOption,
  type RoleOptionCreate,
  type RoleOptionUpdate,
  type RoleUpdate,
} from '@bo/shared';
import type { z } from 'zod';
import { api } from '../../lib/api';
import type { ListQuery } from '../../ui/resource';
import { localList } from '../../ui/resource/local-list';

/**
 * Access control calls (identity-access context): roles and their access matrix (`/bo/UAC`), menu
 * entries (`/bo/Menu`), role options (`/bo/Dropdown`) and the screens' inits (`/bo/Form`).
 * A role's access changes what its users see in the navigation: saving invalidates 'UserMenu'.
 */
export const accessControlApi = api
  .enhanceEndpoints({ addTagTypes: ['Role', 'RoleAccess', 'Menu', 'RoleOption'] })
  .injectEndpoints({
    endpoints: (build) => ({
      roleList: build.query<z.infer<typeof roleListSchema>, ListQuery>({
        query: (params) => ({ url: 'bo/UAC/getrolelist', params }),
        transformResponse: (response: unknown) => roleListSchema.parse(response),
        providesTags: ['Role'],
      }),
      roleAccess: build.query<RoleAccess, string>({
        query: (roleCode) => `bo/UAC/${encodeURIComponent(roleCode)}`,
        transformResponse: (response: unknown) => roleAccessSchema.parse(response),
        providesTags: (_result, _error, roleCode) => [{ type: 'RoleAccess', id: roleCode }],
      }),
      createRole: build.mutation<ActionResult, RoleCreate>({
        query: (body) => ({ url: 'bo/UAC/createrole', method: 'POST', body }),
        transformResponse: (response: unknown) => actionResultSchema.parse(response),
        invalidatesTags: ['Role'],
      }),
      updateRole: build.mutation<ActionResult, RoleUpdate>({
        query: (body) => ({ url: 'bo/UAC/updaterole', method: 'POST', body }),
        transformResponse: (response: unknown) => actionResultSchema.parse(response),
        invalidatesTags: (_result, _error, body) => ['Role', { type: 'RoleAccess', id: body.code }],
      }),
      /** Replaces the role's whole matrix. */
      saveRoleAccess: build.mutation<ActionResult, RoleAccessSave>({
        query: (body) => ({ url: 'bo/UAC/save', method: 'POST', body }),
        transformResponse: (response: unknown) => actionResultSchema.parse(response),
        invalidatesTags: (_result, _error, body) => [{ type: 'RoleAccess', id: body.roleCode }, 'UserMenu'],
      }),
      uacInit: build.query<z.infer<typeof uacInitSchema>, void>({
        query: () => ({ url: 'bo/Form/uac/init', method: 'POST' }),
        transformResponse: (response: unknown) => uacInitSchema.parse(response),
        providesTags: ['Menu', 'Role'],
      }),

      menuList: build.query<z.infer<typeof menuPageSchema>, ListQuery>({
        query: (body) => ({ url: 'bo/Menu/filter', method: 'POST', body }),
        transformResponse: (response: unknown) => menuPageSchema.parse(response),
        providesTags: ['Menu'],
      }),
      menuInit: build.query<z.infer<typeof menuInitSchema>, void>({
        query: () => ({ url: 'bo/Form/menu/init', method: 'POST' }),
        transformResponse: (response: unknown) => menuInitSchema.parse(response),
        providesTags: ['Menu'],
      }),
      saveMenu: build.mutation<ActionResult, MenuSave>({
        query: (body) => ({ url: 'bo/Menu/save', method: 'PUT', body }),
        transformResponse: (response: unknown) => actionResultSchema.parse(response),
        invalidatesTags: ['Menu', 'UserMenu', 'RoleAccess'],
      }),
      deleteMenus: build.mutation<z.infer<typeof menuDeleteResultSchema>, MenuDelete>({
        query: (body) => ({ url: 'bo/Menu', method: 'DELETE', body }),
        transformResponse: (response: unknown) => menuDeleteResultSchema.parse(response),
        invalidatesTags: ['Menu', 'UserMenu', 'RoleAccess'],
      }),

      allRoleOptions: build.query<RoleOption[], void>({
        query: () => 'bo/Dropdown/getallroleoptions',
        transformResponse: (response: unknown) => roleOptionListSchema.parse(response),
        providesTags: ['RoleOption'],
      }),
      roleOptionsByRole: build.query<RoleOption[], string>({
        query: (roleCode) => ({ url: 'bo/Dropdown/getroleoptionsbyrole', params: { roleCode } }),
        transformResponse: (response: unknown) => roleOptionListSchema.parse(response),
        providesTags: ['RoleOption'],
      }),
      createRoleOption: build.mutation<ActionResult, RoleOptionCreate>({
        query: (body) => ({ url: 'bo/Dropdown/createroleoptions', method: 'POST', body }),
        transformResponse: (response: unknown) => actionResultSchema.parse(response),
        invalidatesTags: ['RoleOption'],
      }),
      updateRoleOption: build.mutation<ActionResult, RoleOptionUpdate>({
        query: (body) => ({ url: 'bo/Dropdown/updateroleoptions', method: 'POST', body }),
        transformResponse: (response: unknown) => actionResultSchema.parse(response),
        invalidatesTags: ['RoleOption'],
      }),
    }),
  });

export const {
  useRoleListQuery,
  useRoleAccessQuery,
  useCreateRoleMutation,
  useUpdateRoleMutation,
  useSaveRoleAccessMutation,
  useUacInitQuery,
  useMenuListQuery,
  useMenuInitQuery,
  useSaveMenuMutation,
  useDeleteMenusMutation,
  useAllRoleOptionsQuery,
  useRoleOptionsByRoleQuery,
  useCreateRoleOptionMutation,
  useUpdateRoleOptionMutation,
} = accessControlApi;

/**
 * The role options screen's list: `getallroleoptions` answers every level of every role (a few
 * per role), so the role filter (`roleCode`), paging and sort are done on the answer; by role,
 * then each role's order, unless another column is chosen.
 */
export const roleOptionList = localList(accessControlApi.endpoints.allRoleOptions, {
  args: () => undefined,
  sort: {
    roleCode: (option) => [option.roleCode, option.sortOrder, option.code],
    code: (option) => option.code,
    label: (option) => option.label,
    sortOrder: (option) => option.sortOrder,
    active: (option) => (option.active ? 0 : 1),
  },
  defaultSort: 'roleCode',
  keep: (option, query) => !query.roleCode || option.roleCode === query.roleCode,
});
