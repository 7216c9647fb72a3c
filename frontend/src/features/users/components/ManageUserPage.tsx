import { IconEdit, IconPlayerPause, IconPlayerPlay, IconTrash, IconUserPlus } from '@tabler/icons-react';
import { PERMISSIONS, SCREEN_PATHS, USER_ACTIVE_FILTER, type UserListRow, type UserStatusAction } from '@bo/shared';
import { useTranslation } from 'react-i18next';
import { actionsOf } from '../../../ui/actions';
import { columnsOf } from '../../../ui/columns';
import { filter } from '../../../ui/filters';
import { useRecordLabels } from '../../../ui/record-labels';
import { ResourceList } from '../../../ui/resource';
import { useLanguage } from '../../../ui/useLanguage';
import { userStatusChip } from '../user-status';
import { usersApi, useUpdateUserStatusMutation, useUserManagementInitQuery } from '../users.api';
import { useEditUser } from './useEditUser';

const column = columnsOf<UserListRow>();
const { usersEdit, usersDelete, usersCreate } = PERMISSIONS;

/** /user/manage-user: every user the signed-in user may manage, with edit, activate, deactivate, delete (spec section 4). */
export function ManageUserPage() {
  const { t } = useTranslation('users');
  const language = useLanguage();
  const { data: init } = useUserManagementInitQuery();
  const [updateStatus] = useUpdateUserStatusMutation();
  const [edit, editDialog] = useEditUser();
  const labels = useRecordLabels();
  const roles = (init?.roles ?? []).map((role) => ({ value: role.value, label: labels.role(role.value, role.label) }));
  const describe = (row: UserListRow) => ({ name: row.fullName, username: row.username });
  const action = actionsOf<UserListRow>({ t, prefix: 'actions', describe });
  const editor = { permission: usersEdit };
  const create = { label: t('list.create'), permission: usersCreate, testId: 'create-user' };
  const change = (status: UserStatusAction) => async (row: UserListRow) =>
    (await updateStatus({ userId: row.userId, action: status }).unwrap()).message;

  return (
    <>
      <ResourceList
        title={t('list.title')}
        description={t('list.subtitle')}
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
          filter.select('filterRole', t('fields.role'), roles),
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
        create={action.create(IconUserPlus, SCREEN_PATHS.createUser, create)}
        rowKey={(row) => row.userId}
        rowLabel={(row) => row.username}
        defaultSort={{ key: 'createdAt', order: 'desc' }}
        exportName="users"
        testId="user-table"
      />
      {editDialog}
    </>
  );
}
