import { IconEdit, IconPlayerPause, IconPlayerPlay, IconTrash, IconUserPlus } from '@tabler/icons-react';
import { PERMISSIONS, SCREEN_PATHS, USER_ACTIVE_FILTER, type UserListRow, type UserStatusAction } from '@bo/shared';
import { ResourceList, useListKit } from '../../../ui/resource';
import { userStatusChip } from '../user-status';
import { usersApi, useUpdateUserStatusMutation, useUserManagementInitQuery } from '../users.api';
import { useEditUser } from './useEditUser';

const { usersEdit, usersDelete, usersCreate } = PERMISSIONS;

/** /user/manage-user: every user the signed-in user may manage, with edit, activate, deactivate, delete (spec section 4). */
export function ManageUserPage() {
  const list = useListKit<UserListRow>('users', 'list', 'actions');
  const { t, language, labels, column, filter } = list;
  const { data: init } = useUserManagementInitQuery();
  const [updateStatus] = useUpdateUserStatusMutation();
  const [edit, editDialog] = useEditUser();
  const action = list.actions((row) => ({ name: row.fullName, username: row.username }));
  const editor = { permission: usersEdit };
  const change = (status: UserStatusAction) => async (row: UserListRow) =>
    (await updateStatus({ userId: row.userId, action: status }).unwrap()).message;
  return (
    <ResourceList
      words={list}
      endpoint={usersApi.endpoints.userList}
      columns={[
        ...column.texts(['username', 'fullName', 'email', 'contactNumber'], (key) => t(`fields.${key}`), { sort: true }),
        // A seeded role's and level's name in the UI language (ui/record-labels); the others as stored.
        column.text('roleName', t('fields.role'), { sort: 'role', value: (row) => labels.role(row.role, row.roleName) }),
        column.text('level', t('fields.level'), { sort: true, value: (row) => labels.level(row.level, row.level) }),
        column.text('organizationName', t('fields.organizationName'), { sort: true }),
        column.status('status', t('fields.status'), (row) => userStatusChip(row, language), { sort: true }),
        column.date('createdAt', t('fields.createdAt'), { sort: true }),
      ]}
      filters={[
        filter.select('filterRole', t('fields.role'), labels.roles(init?.roles)),
        ...filter.texts(['fullName', 'email', 'organizationName', 'contactNumber'], (key) => t(`fields.${key}`)),
        filter.enumeration('active', t('fields.status'), USER_ACTIVE_FILTER, language, { defaultValue: 'all' }),
      ]}
      rowActions={[
        action.run('edit', IconEdit, edit, editor),
        action.run('activate', IconPlayerPlay, change('activate'), { ...editor, hidden: (row) => row.active }),
        // Deactivating is asked first like a deletion, but it is undone by activating: not red in the menu.
        action.destructive('deactivate', IconPlayerPause, change('deactivate'), {
          ...editor,
          hidden: (row) => !row.active,
          color: undefined,
        }),
        action.destructive('delete', IconTrash, change('delete'), { permission: usersDelete }),
      ]}
      create={action.create(IconUserPlus, SCREEN_PATHS.createUser, { permission: usersCreate, testId: 'create-user' })}
      rowKey={(row) => row.userId}
      rowLabel={(row) => row.username}
      defaultSort={{ key: 'createdAt', order: 'desc' }}
      exportName="users"
      testId="user-table"
      dialogs={editDialog}
    />
  );
}
