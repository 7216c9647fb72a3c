import {
  actionResultSchema,
  menuDeleteResultSchema,
  menuInitSchema,
  menuPageSchema,
  roleAccessSchema,
  roleListSchema,
  roleOptionListSchema,
  uacInitSchema,
  type MenuDelete,
  type MenuSave,
  type RoleAccessSave,
  type RoleCreate,
  type RoleOptionCreate,
  type RoleOptionUpdate,
  type RoleUpdate,
} from '@bo/shared';
import { api } from '../../lib/api';
import { byId, callsOf, endpointsOf } from '../../lib/endpoints';
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
    endpoints: (build) => {
      const { read, write } = endpointsOf(build);
      const uac = callsOf('bo/UAC');
      const form = callsOf('bo/Form');
      const menu = callsOf('bo/Menu');
      const dropdown = callsOf('bo/Dropdown');
      return {
        roleList: read(uac.get<ListQuery>('getrolelist'), roleListSchema, ['Role']),
        roleAccess: read((roleCode: string) => `bo/UAC/${encodeURIComponent(roleCode)}`, roleAccessSchema, byId('RoleAccess')),
        createRole: write(uac.send<RoleCreate>('createrole'), actionResultSchema, ['Role']),
        updateRole: write(uac.send<RoleUpdate>('updaterole'), actionResultSchema, (_result, _error, body) => [
          'Role',
          { type: 'RoleAccess', id: body.code },
        ]),
        /** Replaces the role's whole matrix. */
        saveRoleAccess: write(uac.send<RoleAccessSave>('save'), actionResultSchema, (_result, _error, body) => [
          { type: 'RoleAccess', id: body.roleCode },
          'UserMenu',
        ]),
        uacInit: read(form.send<void>('uac/init'), uacInitSchema, ['Menu', 'Role']),

        menuList: read(menu.send<ListQuery>('filter'), menuPageSchema, ['Menu']),
        menuInit: read(form.send<void>('menu/init'), menuInitSchema, ['Menu']),
        saveMenu: write(menu.send<MenuSave>('save', 'PUT'), actionResultSchema, ['Menu', 'UserMenu', 'RoleAccess']),
        deleteMenus: write(menu.send<MenuDelete>('', 'DELETE'), menuDeleteResultSchema, ['Menu', 'UserMenu', 'RoleAccess']),

        allRoleOptions: read(dropdown.get('getallroleoptions'), roleOptionListSchema, ['RoleOption']),
        roleOptionsByRole: read(dropdown.getBy('getroleoptionsbyrole', 'roleCode'), roleOptionListSchema, ['RoleOption']),
        createRoleOption: write(dropdown.send<RoleOptionCreate>('createroleoptions'), actionResultSchema, ['RoleOption']),
        updateRoleOption: write(dropdown.send<RoleOptionUpdate>('updateroleoptions'), actionResultSchema, ['RoleOption']),
      };
    },
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
